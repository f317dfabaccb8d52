/** The caller's own account: the profile read and changed, the page of their orders. */
import { normalizeEmail, validateEmail, validateName } from '@shop/core';
import { domainError, notFound, unauthorized } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { OrderHistoryPage } from '../order/history.ts';
import type { AccountContext, OwnCustomer } from './context.ts';
import { check, normalizeAddresses, type ProfileUpdate, readPushToken } from './fields.ts';
import { type CustomerChanges, type CustomerRow, EMAIL_TAKEN } from './repository.ts';

export class Profiles {
  constructor(private readonly access: AccountContext) {}

  /** The caller's profile with its group token. */
  async getMe(caller: TokenCustomer): Promise<OwnCustomer> {
    return this.access.withGroupToken(await this.access.requireRow(caller));
  }

  /**
   * Profile update: firstname, lastname, email, addresses and the push token; anything else
   * in the body is ignored. An address id or customer id of someone else answers 404.
   */
  async updateMe(caller: TokenCustomer, input: ProfileUpdate): Promise<OwnCustomer> {
    const current = await this.access.requireRow(caller);
    if (input.id !== undefined && input.id !== current.id)
      throw notFound('account.customer_unknown');
    const changes = await this.profileChanges(current, input);
    if (Object.keys(changes).length === 0) return this.access.withGroupToken(current);
    const row = await this.access.customers.updateCustomer(current.id, changes);
    if (row === EMAIL_TAKEN) throw domainError('conflict', 'account.email_taken');
    if (!row) throw unauthorized('auth.token_invalid');
    return this.access.withGroupToken(row);
  }

  /** The checked changes of a profile update; 409 for an e-mail address of another customer. */
  private async profileChanges(
    current: CustomerRow,
    input: ProfileUpdate,
  ): Promise<CustomerChanges> {
    const changes: CustomerChanges = {};
    if (input.firstname !== undefined) {
      check(validateName(input.firstname), 'customer.firstname');
      changes.firstname = input.firstname.trim();
    }
    if (input.lastname !== undefined) {
      check(validateName(input.lastname), 'customer.lastname');
      changes.lastname = input.lastname.trim();
    }
    if (input.email !== undefined) {
      const email = normalizeEmail(input.email);
      check(validateEmail(email), 'customer.email');
      if (email !== current.email) {
        if (await this.access.customers.emailUsedByOther(email, current.id)) {
          throw domainError('conflict', 'account.email_taken');
        }
        changes.email = email;
      }
    }
    if (input.addresses !== undefined) {
      changes.addresses = normalizeAddresses(input.addresses, current.addresses, current.id);
    }
    const pushToken = readPushToken(input.custom_attributes);
    if (pushToken !== undefined) changes.pushNotificationToken = pushToken;
    return changes;
  }

  /**
   * One page of the caller's orders, newest first, with the search criteria that select them
   * (Magento's search result shape).
   */
  async orderHistory(
    caller: TokenCustomer,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage> {
    await this.access.requireRow(caller);
    return this.access.deps.orderHistory.customerOrders(caller.customerId, page);
  }
}
