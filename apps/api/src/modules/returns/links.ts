/**
 * The return link of an order mail: the storefront's return page of the order with a signature
 * (HMAC-SHA256 of the order number, under a key derived from the shop's token secret for this
 * purpose only). It lets whoever got the order mail announce a return without a login, also a
 * customer without a password; it names one order, and a changed number or signature is refused.
 * It does not expire: the return period closes the form.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/secrets.ts';

export class ReturnLinks {
  #key: Uint8Array | null = null;

  constructor(
    private readonly deps: {
      /** The key links are signed with (derived from the shop's token secret). */
      key: () => Promise<Uint8Array>;
      publicUrl: string;
    },
  ) {}

  /**
   * Reads the key before it is needed: an order's mail is written inside the order's
   * transaction, where the embedded database cannot answer another query.
   */
  async prepare(): Promise<void> {
    await this.key();
  }

  async signature(orderNumber: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`order-return:${orderNumber}`)
      .digest('base64url');
  }

  /** Whether a signature is the one of this order number (compared in constant time). */
  async isValid(orderNumber: string, signature: string): Promise<boolean> {
    return sameSecret(signature, await this.signature(orderNumber));
  }

  /** The storefront's return page of an order in its store view, signed. */
  async url(orderNumber: string, storeCode: string): Promise<string> {
    const prefix = storeCode === 'de' ? '/de' : '';
    const signature = await this.signature(orderNumber);
    return `${this.deps.publicUrl}${prefix}/returns/${encodeURIComponent(orderNumber)}?${new URLSearchParams({ signature })}`;
  }

  private async key(): Promise<Uint8Array> {
    this.#key ??= await this.deps.key();
    return this.#key;
  }
}
