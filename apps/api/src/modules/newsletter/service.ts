/**
 * Newsletter subscriptions by e-mail address. Anyone may subscribe an address (guests too);
 * reading or ending a subscription needs the token of the customer with that address, so that
 * nobody learns or changes another person's subscription (another address: 404). A
 * subscription of the caller's own address is linked to their account.
 */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { invalidField, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { NewsletterRepository } from './repository.ts';

/** What the newsletter needs of the accounts: the caller's e-mail address (401 once gone). */
export interface CustomerEmails {
  customerEmail(caller: TokenCustomer): Promise<string>;
}

export class NewsletterService {
  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly accounts: CustomerEmails,
  ) {}

  async status(caller: TokenCustomer, rawEmail: string): Promise<'subscribed' | 'not_subscribed'> {
    const email = await this.ownEmail(caller, rawEmail);
    return (await this.subscriptions.isSubscribed(email)) ? 'subscribed' : 'not_subscribed';
  }

  /** Subscribes an address (again: no change); linked to the caller when it is their address. */
  async subscribe(caller: TokenCustomer | null, rawEmail: string, view: StoreView): Promise<true> {
    const email = normalizeEmail(rawEmail);
    const problem = validateEmail(email);
    if (problem) throw invalidField(problem, 'email');
    const customerEmail = caller ? await this.accounts.customerEmail(caller) : null;
    await this.subscriptions.subscribe({
      email,
      customerId: caller && customerEmail === email ? caller.customerId : null,
      storeCode: view.code,
    });
    return true;
  }

  async unsubscribe(caller: TokenCustomer, rawEmail: string): Promise<true> {
    await this.subscriptions.unsubscribe(await this.ownEmail(caller, rawEmail));
    return true;
  }

  /** The address asked about, when it is the caller's own; 404 for any other. */
  private async ownEmail(caller: TokenCustomer, rawEmail: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    if (email !== (await this.accounts.customerEmail(caller))) {
      throw notFound('newsletter.subscription_unknown');
    }
    return email;
  }
}
