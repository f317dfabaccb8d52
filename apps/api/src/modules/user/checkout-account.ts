/**
 * The checkout of a shopper who is not logged in asks only an e-mail address (the checkout still
 * needs a login: the order is placed by a logged-in customer).
 *
 * - A new address gets a customer account without a password and a session for this checkout.
 *   The account is unclaimed: nobody has shown yet that they read its mailbox. Its later logins
 *   go by mailed code (or a reset link); the first of those claims it and ends every other session
 *   of it, so whoever typed the address first keeps nothing of what the owner adds later.
 * - An address that has an account (with or without a password) gets no session: 409 naming
 *   `email`, and the shopper logs in with the password or a mailed code. This tells no more about
 *   accounts than registration's 409 does, and is limited like it (per client address in the
 *   route, per e-mail and client address here).
 *
 * No welcome mail: the names are not known yet, and the order confirmation is the mail the shopper
 * expects; a mail to an address nobody proved is what a spammer would want.
 */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { DomainError } from '../../lib/errors.ts';
import type { IssuedTokens } from '../auth/sessions.ts';
import type { AccountContext } from './context.ts';
import { check } from './fields.ts';

export class CheckoutAccounts {
  constructor(private readonly access: AccountContext) {}

  async start(rawEmail: string, view: StoreView, clientIp: string): Promise<IssuedTokens> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    await this.access.limits('checkout', email, clientIp, 'hit');
    // The insert decides: of two checkouts typing the same new address at once, one gets the
    // account and the other is asked to log in.
    const created = (await this.access.customers.customerByEmail(email))
      ? null
      : await this.access.customers.insertCustomer({
          email,
          firstname: '',
          lastname: '',
          passwordHash: null,
          unclaimed: true,
          storeCode: view.code,
          addresses: [],
        });
    if (!created) {
      throw new DomainError('conflict', 'account.login_required', {}, { field: 'email' });
    }
    return this.access.deps.sessions.start({ id: created.id, groupId: created.groupId });
  }
}
