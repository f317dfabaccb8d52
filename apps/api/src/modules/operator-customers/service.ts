/**
 * Customer service's customers (decision 76): finding one, what the shop has of them, the
 * privacy export of everything it keeps, deleting the account exactly as the customer's own
 * deletion does, and moving them to another customer group. Every change (and every export of
 * personal data) is audited in its own transaction.
 */
import {
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerGroup,
  FIRST_CUSTOMER_GROUP_ID,
} from '@shop/contracts';
import { csvField } from '@shop/core';
import type { Executor } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { CustomerRow, OperatorCustomerRepository } from './repository.ts';

export interface OperatorCustomerDeps {
  repository: OperatorCustomerRepository;
  /** The account's own deletion (the user module), with the audit entry in its transaction. */
  accounts: {
    deleteCustomer(
      customerId: number,
      alongside: (tx: Executor, before: CustomerRow) => Promise<void>,
    ): Promise<boolean>;
  };
  now: () => Date;
}

/** The detail lists at most this many orders; the order list finds the rest. */
const DETAIL_ORDERS = 100;

export class OperatorCustomerService {
  constructor(private readonly deps: OperatorCustomerDeps) {}

  async search(query: { q?: string | undefined; page: number; size: number }) {
    const { rows, total } = await this.deps.repository.search(query.q, {
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    return { items: rows.map(customerView), total, page: query.page, size: query.size };
  }

  async detail(customerId: number): Promise<AdminCustomerDetail> {
    const { repository } = this.deps;
    const row = await this.requireCustomer(customerId);
    const [orders, points, wishlist, lists, newsletter] = await Promise.all([
      repository.ordersOf(row.id, DETAIL_ORDERS),
      repository.rewardPoints(row.id),
      repository.wishlistCount(row.id),
      repository.birthListsOf(row.id),
      repository.newsletterOf(row),
    ]);
    return {
      customer: customerView(row),
      addresses: row.addresses,
      orders: orders.rows.map((order) => ({
        increment_id: order.incrementId,
        created_at: order.createdAt.toISOString(),
        status: order.status,
        payment_status: order.paymentStatus,
        grand_total: Number(order.grandTotal),
        currency: order.currency,
      })),
      order_count: orders.total,
      reward_points: points,
      wishlist_items: wishlist,
      birth_lists: lists.map((list) => ({
        id: list.id,
        display_name: list.displayName,
        url_key: list.urlKey,
        active: list.active,
        items: Number(list.items),
        created_at: list.createdAt.toISOString(),
      })),
      newsletter: newsletter.map((subscription) => ({
        store_code: subscription.storeCode,
        status: subscription.status,
      })),
    };
  }

  /**
   * Everything the shop keeps of a customer as JSON, read in one transaction with the audit
   * entry that says who exported it (an export hands out personal data).
   */
  async export(customerId: number, record: RecordChange) {
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const row = await repository.customer(customerId, tx);
      if (!row) throw notFound('customeradmin.not_found', { customerId });
      const all = await repository.everythingOf(row, tx);
      const { passwordHash, pushNotificationToken, ...customer } = row;
      const result = {
        exported_at: this.deps.now().toISOString(),
        customer: {
          ...customer,
          has_password: passwordHash !== null,
          has_push_notification_token: pushNotificationToken !== null,
        },
        orders: all.orders.map(({ orderHash: _hash, cartId: _cart, ...order }) => ({
          ...order,
          items: all.items.filter((item) => item.orderId === order.id),
        })),
        store_purchases: all.storeOrders.map(({ receiptHash: _hash, ...purchase }) => ({
          ...purchase,
          items: all.storeItems.filter((item) => item.storeOrderId === purchase.id),
        })),
        returns: all.returns,
        reward_entries: all.rewardEntries,
        reward_points: all.rewardPoints,
        wishlist: all.wishlist,
        birth_lists: all.lists.map((list) => ({
          ...list,
          items: all.listItems.filter((item) => item.birthListId === list.id),
        })),
        newsletter: all.newsletter.map(({ confirmNonce: _nonce, ...subscription }) => subscription),
        reviews: all.reviews,
        sessions: all.sessions,
      };
      await record(
        {
          action: 'customer.export',
          entityType: 'customer',
          entityId: String(row.id),
          before: null,
          after: {
            orders: result.orders.length,
            store_purchases: result.store_purchases.length,
            reviews: result.reviews.length,
          },
        },
        tx,
      );
      return result;
    });
  }

  /**
   * Deletes the customer's account with the account's own deletion (personal fields emptied,
   * carts, lists, wishlist, newsletter, mailed secrets and sessions gone), audited in its
   * transaction; the entry keeps no personal data of the deleted customer.
   */
  async delete(customerId: number, record: RecordChange): Promise<true> {
    const deleted = await this.deps.accounts.deleteCustomer(customerId, (tx, before) =>
      record(
        {
          action: 'customer.delete',
          entityType: 'customer',
          entityId: String(customerId),
          before: { id: before.id, group_id: before.groupId, store_code: before.storeCode },
          after: null,
        },
        tx,
      ),
    );
    if (!deleted) throw notFound('customeradmin.not_found', { customerId });
    return true;
  }

  /** Moves a customer to another customer group (its prices apply from their next call). */
  /** Every customer group by number; only groups from the first customer group take customers. */
  async groups(): Promise<AdminCustomerGroup[]> {
    const rows = await this.deps.repository.groups();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      assignable: row.id >= FIRST_CUSTOMER_GROUP_ID,
    }));
  }

  async changeGroup(
    customerId: number,
    groupId: number,
    record: RecordChange,
  ): Promise<AdminCustomer> {
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const current = await repository.customer(customerId, tx, { lock: true });
      if (!current) throw notFound('customeradmin.not_found', { customerId });
      if (!(await repository.groupExists(groupId, tx))) {
        throw new DomainError(
          'invalid',
          'customeradmin.group_unknown',
          { groupId },
          { field: 'group_id' },
        );
      }
      if (current.groupId === groupId) return customerView(current);
      const row = await repository.setGroup(customerId, groupId, tx);
      if (!row) throw notFound('customeradmin.not_found', { customerId });
      await record(
        {
          action: 'customer.group',
          entityType: 'customer',
          entityId: String(customerId),
          before: { group_id: current.groupId },
          after: { group_id: row.groupId },
        },
        tx,
      );
      return customerView(row);
    });
  }

  /**
   * The newsletter's subscribers as CSV (a header line, then one line per address), read in one
   * transaction with the audit entry of the export. Fields that a spreadsheet would take for a
   * formula are kept text (core's csvField).
   */
  async newsletterCsv(
    query: { status: 'active' | 'pending' | 'all'; store_code?: string | undefined },
    record: RecordChange,
  ): Promise<string> {
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const rows = await repository.subscribers(
        {
          status: query.status === 'all' ? null : query.status,
          storeCode: query.store_code ?? null,
        },
        tx,
      );
      await record(
        {
          action: 'newsletter.export',
          entityType: 'newsletter',
          entityId: 'subscribers',
          before: null,
          after: { status: query.status, store_code: query.store_code ?? null, rows: rows.length },
        },
        tx,
      );
      const header = [
        'email',
        'store_code',
        'status',
        'subscribed_at',
        'confirmed_at',
        'customer_id',
      ];
      const lines = rows.map((row) =>
        [
          row.email,
          row.storeCode,
          row.status,
          row.subscribedAt.toISOString(),
          row.confirmedAt?.toISOString() ?? '',
          row.customerId === null ? '' : String(row.customerId),
        ]
          .map((value) => csvField(value))
          .join(','),
      );
      return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
    });
  }

  private async requireCustomer(customerId: number): Promise<CustomerRow> {
    const row = await this.deps.repository.customer(customerId);
    if (!row) throw notFound('customeradmin.not_found', { customerId });
    return row;
  }
}

function customerView(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.groupId,
    store_code: row.storeCode,
    email_confirmed: row.emailConfirmedAt !== null,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}
