/** The caller's own account: the profile read and changed, the page of their orders. */
import { normalizeEmail, type StoreView, validateName } from '@shop/core';
import { domainError, notFound, unauthorized } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { OrderHistoryPage } from '../order/history.ts';
import type { AccountContext, OwnCustomer } from './context.ts';
import type { EmailAddresses } from './email-address.ts';
import { check, normalizeAddresses, type ProfileUpdate, readPushToken } from './fields.ts';
import { type CustomerChanges, type CustomerRow, EMAIL_TAKEN } from './repository.ts';

export class Profiles {
  constructor(
    private readonly access: AccountContext,
    private readonly emails: EmailAddresses,
  ) {}

  /** The caller's profile with its group token. */
  async getMe(caller: TokenCustomer): Promise<OwnCustomer> {
    return this.access.withGroupToken(await this.access.requireRow(caller));
  }

  /**
   * Profile update: firstname, lastname, addresses and the push token change at once; anything
   * else in the body is ignored. An address id or customer id of someone else answers 404. A new
   * e-mail address needs `currentPassword` and only becomes pending (email-address.ts): it
   * replaces the address once confirmed by its mailed link.
   */
  async updateMe(
    caller: TokenCustomer,
    input: ProfileUpdate,
    currentPassword: string | undefined,
    view: StoreView,
  ): Promise<OwnCustomer> {
    let current = await this.access.requireRow(caller);
    if (input.id !== undefined && input.id !== current.id)
      throw notFound('account.customer_unknown');
    const changes = this.profileChanges(current, input);
    // The address first: a refused change (wrong password) changes nothing else either.
    if (input.email !== undefined && normalizeEmail(input.email) !== current.email) {
      current = await this.emails.requestChange(caller, input.email, currentPassword, view);
    }
    if (Object.keys(changes).length === 0) return this.access.withGroupToken(current);
    const row = await this.access.customers.updateCustomer(current.id, changes);
    if (row === EMAIL_TAKEN) throw domainError('conflict', 'account.email_taken');
    if (!row) throw unauthorized('auth.token_invalid');
    return this.access.withGroupToken(row);
  }

  /** The checked changes of a profile update but the e-mail address. */
  private profileChanges(current: CustomerRow, input: ProfileUpdate): CustomerChanges {
    const changes: CustomerChanges = {};
    if (input.firstname !== undefined) {
      check(validateName(input.firstname), 'customer.firstname');
      changes.firstname = input.firstname.trim();
    }
    if (input.lastname !== undefined) {
      check(validateName(input.lastname), 'customer.lastname');
      changes.lastname = input.lastname.trim();
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
