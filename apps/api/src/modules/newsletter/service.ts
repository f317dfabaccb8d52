/**
 * Newsletter subscriptions by e-mail (spec secondary §3, §4, §7). Anyone may subscribe an
 * address; reading or ending a subscription needs the token of the customer with that address,
 * so that nobody learns or changes another person's subscription (another address: 404).
 */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { type ShopDatabase, schema } from '@shop/db';
import { and, eq, isNull } from 'drizzle-orm';
import { invalid, notFound, unauthorized } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';

export class NewsletterService {
  constructor(private readonly shop: ShopDatabase) {}

  async status(caller: TokenCustomer, rawEmail: string): Promise<'subscribed' | 'not_subscribed'> {
    const email = await this.ownEmail(caller, rawEmail);
    const [row] = await this.shop.db
      .select({ email: schema.newsletterSubscriptions.email })
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, email));
    return row ? 'subscribed' : 'not_subscribed';
  }

  /** Subscribes an address (again: no change); linked to the caller when it is their address. */
  async subscribe(caller: TokenCustomer | null, rawEmail: string, view: StoreView): Promise<true> {
    const email = normalizeEmail(rawEmail);
    const problem = validateEmail(email);
    if (problem) throw invalid(problem, 'email');
    const customerEmail = caller ? await this.customerEmail(caller) : null;
    await this.shop.db
      .insert(schema.newsletterSubscriptions)
      .values({
        email,
        customerId: customerEmail === email ? caller!.customerId : null,
        storeCode: view.code,
      })
      .onConflictDoNothing({ target: schema.newsletterSubscriptions.email });
    return true;
  }

  async unsubscribe(caller: TokenCustomer, rawEmail: string): Promise<true> {
    const email = await this.ownEmail(caller, rawEmail);
    await this.shop.db
      .delete(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, email));
    return true;
  }

  private async ownEmail(caller: TokenCustomer, rawEmail: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    if (email !== (await this.customerEmail(caller))) throw notFound('No such subscription.');
    return email;
  }

  private async customerEmail(caller: TokenCustomer): Promise<string> {
    const [row] = await this.shop.db
      .select({ email: schema.customers.email })
      .from(schema.customers)
      .where(and(eq(schema.customers.id, caller.customerId), isNull(schema.customers.deletedAt)));
    if (!row) throw unauthorized('The customer token is not valid.');
    return row.email;
  }
}
