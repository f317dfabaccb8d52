/**
 * Returns of web orders (packages/core returns): what of an order can still be returned and
 * until when, a shopper's announcement of a return (some or all units of some lines, with a
 * reason) with its number and its mail, and the operator's state changes (announced ->
 * received -> refunded, or rejected), each stored with its time.
 *
 * Who may announce: the order's customer (their token), or whoever holds the order mail's
 * signed return link (customers without a password, guests). Another customer's order answers
 * 404, as if it did not exist.
 */
import type { ReturnableOrder, ReturnRequestBody, ReturnView } from '@shop/contracts';
import {
  canChangeReturnState,
  checkReturnRequest,
  type ReturnReason,
  type ReturnRequestProblem,
  type ReturnState,
  returnableLines,
  returnDeadline,
  returnNumber,
  storedStoreView,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, domainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { OrderForReturn } from '../order/history.ts';
import type { ReturnLinks } from './links.ts';
import type { ReturnRepository, StoredReturn } from './repository.ts';

/** What the returns need of the order module: an order with its lines, by number. */
interface OrdersForReturns {
  orderForReturn(
    orderNumber: string,
    tx?: Executor,
    options?: { lock?: boolean },
  ): Promise<OrderForReturn | null>;
}

export interface ReturnServiceDeps {
  shop: ShopDatabase;
  returns: ReturnRepository;
  orders: OrdersForReturns;
  links: ReturnLinks;
  outbox: MailOutbox;
  /** The shop's return period in days (never less than the statutory 14). */
  periodDays: number;
  /** Where parcels go: the company's name and address (one line, parts split by commas). */
  returnAddress: { name: string; address: string };
  now: () => Date;
}

/** Who asks about an order: a logged-in customer, or the holder of a return link's signature. */
export interface ReturnCaller {
  customer: TokenCustomer | null;
  signature: string | undefined;
}

/** Orders whose goods went out: paid, or nothing to pay. Pending or canceled ones did not. */
const RETURNABLE_PAYMENT = new Set(['paid', 'not_required']);

export class ReturnService {
  constructor(private readonly deps: ReturnServiceDeps) {}

  /** What of an order can still be returned and until when, with its returns so far. */
  async returnableOrder(orderNumber: string, caller: ReturnCaller): Promise<ReturnableOrder> {
    const found = await this.accessibleOrder(orderNumber, caller);
    const returned = await this.deps.returns.returnedQuantities(found.order.id);
    const stored = await this.deps.returns.returnsOfOrders([found.order.id]);
    return this.returnableView(found, returned, stored);
  }

  /**
   * Announces a return: checked against the order's lines and what earlier returns took, in the
   * order's lock (two announcements at once cannot both take the last unit), written with its
   * number, its first history entry and its mail.
   */
  async announce(
    orderNumber: string,
    caller: ReturnCaller,
    body: ReturnRequestBody,
  ): Promise<ReturnView> {
    await this.authorizeOrderAccess(orderNumber, caller);
    const now = this.deps.now();
    const created = await this.deps.shop.db.transaction(async (tx) => {
      const found = await this.deps.orders.orderForReturn(orderNumber, tx, { lock: true });
      if (!found) throw notFound('return.order_not_found', { orderNumber });
      this.assertOpen(found, now);
      const returned = await this.deps.returns.returnedQuantities(found.order.id, tx);
      const lines = ruleLines(found, returned);
      const requested = body.lines.map((line) => ({ itemId: line.item_id, qty: line.qty }));
      const [problem] = checkReturnRequest(lines, requested);
      if (problem) throw problemError(problem, orderNumber);
      const sequence = await this.deps.returns.nextSequence(tx);
      const byId = new Map(found.lines.map((line) => [line.itemId, line]));
      const chosen = requested
        .filter((line) => line.qty > 0)
        .map((line) => {
          const orderLine = byId.get(line.itemId)!;
          return {
            orderItemId: line.itemId,
            sku: orderLine.sku,
            name: orderLine.name,
            qty: line.qty,
          };
        });
      const row = await this.deps.returns.insertAnnounced(
        {
          returnNumber: returnNumber(found.order.storeCode, sequence),
          orderId: found.order.id,
          orderNumber: found.order.incrementId,
          storeCode: found.order.storeCode,
          reason: body.reason,
          comment: body.comment,
          lines: chosen,
          at: now,
        },
        tx,
      );
      await this.deps.outbox.enqueue(
        tx,
        found.order.customerEmail,
        {
          kind: 'return_announced',
          firstname: String(
            (found.order.billingAddress as { firstname?: unknown }).firstname ?? '',
          ),
          returnNumber: row.returnNumber,
          orderNumber: found.order.incrementId,
          lines: chosen.map(({ name, qty }) => ({ name, qty })),
          returnAddress: [this.deps.returnAddress.name, ...addressLines(this.deps.returnAddress)],
        },
        storedStoreView(found.order.storeCode),
      );
      return this.deps.returns.details(row, tx);
    });
    this.deps.outbox.wake();
    return returnView(created);
  }

  /** A return as the operator sees it (the caller checked the operator key). */
  async returnOf(number: string): Promise<ReturnView> {
    const row = await this.deps.returns.findByNumber(number);
    if (!row) throw notFound('return.not_found', { returnNumber: number });
    return returnView(await this.deps.returns.details(row));
  }

  /**
   * Moves a return on (the caller checked the operator key): only along announced -> received
   * -> refunded, or to rejected before the refund; the change is stored with its time.
   */
  async changeState(number: string, to: ReturnState, record: RecordChange): Promise<ReturnView> {
    const now = this.deps.now();
    const changed = await this.deps.shop.db.transaction(async (tx) => {
      const row = await this.deps.returns.findByNumber(number, tx, { lock: true });
      if (!row) throw notFound('return.not_found', { returnNumber: number });
      const from = row.state as ReturnState;
      if (!canChangeReturnState(from, to)) {
        throw new DomainError(
          'conflict',
          'return.state_change_invalid',
          { from, to },
          {
            field: 'state',
          },
        );
      }
      await this.deps.returns.changeState(row.id, to, now, tx);
      await record(
        {
          action: 'return.state',
          entityType: 'return',
          entityId: row.returnNumber,
          before: { state: from },
          after: { state: to },
        },
        tx,
      );
      return this.deps.returns.details({ ...row, state: to, updatedAt: now }, tx);
    });
    return returnView(changed);
  }

  /** The returns of orders in their API view, per order id (for the order history). */
  async returnsOfOrders(orderIds: readonly number[]): Promise<Map<number, ReturnView[]>> {
    const stored = await this.deps.returns.returnsOfOrders(orderIds);
    const byOrder = new Map<number, ReturnView[]>();
    for (const entry of stored) {
      const list = byOrder.get(entry.row.orderId) ?? [];
      list.push(returnView(entry));
      byOrder.set(entry.row.orderId, list);
    }
    return byOrder;
  }

  /** Reads the return links' key at start (order mails are signed inside a transaction). */
  prepare(): Promise<void> {
    return this.deps.links.prepare();
  }

  private async accessibleOrder(orderNumber: string, caller: ReturnCaller) {
    await this.authorizeOrderAccess(orderNumber, caller);
    const found = await this.deps.orders.orderForReturn(orderNumber);
    if (!found) throw notFound('return.order_not_found', { orderNumber });
    return found;
  }

  /**
   * A signature must be the order's (a changed one is refused, 403); without one the caller
   * must be the order's customer (another's order, or none: 404, as if it did not exist).
   */
  private async authorizeOrderAccess(orderNumber: string, caller: ReturnCaller): Promise<void> {
    if (caller.signature !== undefined) {
      if (!(await this.deps.links.isValid(orderNumber, caller.signature))) {
        throw new DomainError('forbidden', 'return.link_invalid', {}, { field: 'signature' });
      }
      return;
    }
    if (!caller.customer) throw new DomainError('unauthorized', 'return.login_required');
    const found = await this.deps.orders.orderForReturn(orderNumber);
    if (!found || found.order.customerId !== caller.customer.customerId) {
      throw notFound('return.order_not_found', { orderNumber });
    }
  }

  private assertOpen(found: OrderForReturn, now: Date): void {
    const { order } = found;
    if (order.status === 'canceled' || !RETURNABLE_PAYMENT.has(order.paymentStatus)) {
      throw domainError('conflict', 'return.order_not_returnable', {
        orderNumber: order.incrementId,
      });
    }
    const deadline = this.deadlineOf(found);
    if (now.getTime() > deadline.getTime()) {
      throw domainError('conflict', 'return.period_over', {
        orderNumber: order.incrementId,
        deadline: deadline.toISOString(),
      });
    }
  }

  private deadlineOf(found: OrderForReturn): Date {
    return returnDeadline(
      { placedAt: found.order.createdAt, deliveredOn: found.deliveredOn },
      this.deps.periodDays,
    );
  }

  private returnableView(
    found: OrderForReturn,
    returned: Map<number, number>,
    stored: StoredReturn[],
  ): ReturnableOrder {
    const { order } = found;
    const deadline = this.deadlineOf(found);
    const allowed = returnableLines(ruleLines(found, returned));
    const lines = found.lines.map((line, index) => ({
      item_id: line.itemId,
      sku: line.sku,
      name: line.name,
      options: line.options,
      qty_ordered: line.qty,
      qty_returned: returned.get(line.itemId) ?? 0,
      qty_returnable: allowed[index]?.returnable ?? 0,
      not_returnable: allowed[index]?.notReturnable ?? null,
    }));
    const closedReason =
      order.status === 'canceled' || !RETURNABLE_PAYMENT.has(order.paymentStatus)
        ? 'not_returnable'
        : this.deps.now().getTime() > deadline.getTime()
          ? 'period_over'
          : lines.every((line) => line.qty_returnable === 0)
            ? 'nothing_left'
            : null;
    return {
      order_number: order.incrementId,
      store_code: order.storeCode,
      created_at: order.createdAt.toISOString(),
      deadline: deadline.toISOString(),
      open: closedReason === null,
      closed_reason: closedReason,
      lines,
      returns: stored.map(returnView),
    };
  }
}

function ruleLines(found: OrderForReturn, returned: Map<number, number>) {
  return found.lines.map((line) => ({
    itemId: line.itemId,
    qty: line.qty,
    productType: line.productType,
    isGiftCard: line.isGiftCard,
    returnedQty: returned.get(line.itemId) ?? 0,
  }));
}

/** The 4xx of a requested return's first problem, naming its field. */
function problemError(problem: ReturnRequestProblem, orderNumber: string): DomainError {
  const field = { field: problem.field };
  switch (problem.problem) {
    case 'no_lines':
      return new DomainError('invalid', 'return.no_lines', {}, field);
    case 'unknown_line':
      return new DomainError('invalid', 'return.line_unknown', { orderNumber }, field);
    case 'duplicate_line':
      return new DomainError('invalid', 'return.line_duplicate', {}, field);
    case 'too_many':
      return new DomainError('invalid', 'return.qty_too_many', { maximum: problem.maximum }, field);
    case 'not_returnable':
      return new DomainError(
        'invalid',
        problem.reason === 'gift_card' ? 'return.gift_card' : 'return.virtual',
        {},
        field,
      );
  }
}

function addressLines(returnAddress: { address: string }): string[] {
  return returnAddress.address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function returnView(stored: StoredReturn): ReturnView {
  const { row } = stored;
  return {
    return_number: row.returnNumber,
    order_number: row.orderNumber,
    state: row.state as ReturnState,
    reason: row.reason as ReturnReason,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    lines: stored.lines.map((line) => ({
      item_id: line.orderItemId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
    })),
    history: stored.history.map((entry) => ({ state: entry.state, at: entry.at.toISOString() })),
  };
}
