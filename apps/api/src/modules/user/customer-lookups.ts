/** What the other modules ask of the accounts: whether a customer exists, how to reach them. */
import { normalizeEmail } from '@shop/core';
import type { Executor } from '@shop/db';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountContext } from './context.ts';

export class CustomerLookups {
  constructor(private readonly access: AccountContext) {}

  /**
   * Whether the customer's row exists (a cart or an order may only reference an existing
   * customer). An erased account's row still exists.
   */
  customerExists(customerId: number, tx?: Executor): Promise<boolean> {
    return this.access.customers.customerRowExists(customerId, tx);
  }

  /**
   * Where a customer gets a mail about their own things (a birth list's gift notice): the
   * e-mail address and first name; null once the account is deleted.
   */
  async mailContact(
    customerId: number,
    tx?: Executor,
  ): Promise<{ email: string; firstname: string } | null> {
    const row = await this.access.customers.customerById(customerId, tx);
    return row ? { email: row.email, firstname: row.firstname } : null;
  }

  /**
   * The id of the account with this e-mail address (any case and spacing), or null; the account
   * is held until `tx` ends, so it cannot be deleted halfway through what `tx` writes for it.
   */
  customerIdByEmailHeld(rawEmail: string, tx: Executor): Promise<number | null> {
    return this.access.customers.customerIdByEmailHeld(normalizeEmail(rawEmail), tx);
  }

  /**
   * The e-mail address of a token's customer once its owner confirmed it, null before (401 once
   * the account is gone): what links to an account by address asks this.
   */
  async confirmedEmail(caller: TokenCustomer): Promise<string | null> {
    const row = await this.access.requireRow(caller);
    return row.emailConfirmedAt ? row.email : null;
  }

  /** The e-mail address of a token's customer (401 once the account is gone). */
  async customerEmail(caller: TokenCustomer): Promise<string> {
    return (await this.access.requireRow(caller)).email;
  }
}
