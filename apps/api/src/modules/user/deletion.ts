/** Deleting an account: every trace of the customer gone in one transaction, the row kept. */
import type { Executor } from '@shop/db';
import { randomToken } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { AccountContext } from './context.ts';
import type { CustomerRow } from './repository.ts';

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
    await this.erase(await this.access.requireRow(caller));
    return true;
  }

  /**
   * The same deletion of a customer named by id (customer service deletes an account on the
   * customer's request); `alongside` runs in the deletion's transaction (the audit entry). False
   * when there is no live customer with this id.
   */
  async deleteById(
    customerId: number,
    alongside: (tx: Executor, before: CustomerRow) => Promise<void>,
  ): Promise<boolean> {
    const current = await this.access.customers.customerById(customerId);
    if (!current) return false;
    await this.erase(current, alongside);
    return true;
  }

  private async erase(
    current: CustomerRow,
    alongside?: (tx: Executor, before: CustomerRow) => Promise<void>,
  ): Promise<void> {
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
      await alongside?.(tx, current);
    });
  }
}
