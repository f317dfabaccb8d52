/** Deleting an account: every trace of the customer gone in one transaction, the row kept. */
import { randomToken } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountContext } from './context.ts';

export class AccountDeletion {
  constructor(private readonly access: AccountContext) {}

  /**
   * Deletes the caller's account: personal fields emptied, carts deactivated and stripped of
   * addresses, birth lists inactive (their pages unavailable) and without their name and
   * message, the wishlist, newsletter subscription, mailed secrets and every session gone, all
   * in one transaction; store purchases lose the account and its address. The row stays (with a placeholder e-mail) so later orders keep a
   * customer id to point at.
   */
  async deleteAccount(caller: TokenCustomer): Promise<true> {
    const current = await this.access.requireRow(caller);
    await this.access.customers.transaction(async (tx) => {
      const placeholder = `deleted-${current.id}-${randomToken(9)}@deleted.invalid`;
      await this.access.customers.eraseCustomer(current.id, placeholder, tx);
      await this.access.deps.carts.releaseCustomerCarts(current.id, tx);
      await this.access.deps.birthLists.closeListsOfCustomer(current.id, tx);
      await this.access.deps.wishlist.deleteOfCustomer(current.id, tx);
      await this.access.deps.storePurchases.forgetCustomer(current.id, placeholder, tx);
      await this.access.deps.newsletter.deleteOfCustomer(current, tx);
      await this.access.customers.deleteChallengesOf(current.id, tx);
      await this.access.deps.sessions.closeAll(current.id, undefined, tx);
    });
    return true;
  }
}
