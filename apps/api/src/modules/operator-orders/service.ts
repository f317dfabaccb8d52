/**
 * The back office's orders and returns (decision 73): the order list and an order's detail; its
 * steps (ready for pick-up, shipped, completed, canceled) by core's rules (operatorOrderStep),
 * each under the order's lock with its audit entry in the same transaction; refunds
 * (`refunds.ts`); and the shoppers' returns moved on (received, refunded through the same
 * refund, rejected with a reason).
 */
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderShipBody,
  AdminOrderSummary,
  AdminReturn,
  AdminReturnListQuery,
  AuditEntry,
} from '@shop/contracts';
import {
  canChangeReturnState,
  isRefundable,
  type OperatorOrderFacts,
  type OperatorOrderStep,
  type OrderPaymentStatus,
  operatorOrderStep,
  type RefundRequest,
  type ReturnState,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { OperatorOrderDeps, ReturnRow } from './deps.ts';
import { OrderRefunds, type RefundOutcome, refundView } from './refunds.ts';
import { OperatorOrderRepository, type OrderRow } from './repository.ts';

/** What a step or a refund answers. */
export interface OrderChangeAnswer {
  increment_id: string;
  status: string;
  payment_status: string;
  refunded_amount: number;
  refund: ReturnType<typeof refundView> | null;
}

export class OperatorOrderService {
  private readonly rows: OperatorOrderRepository;
  private readonly refunds: OrderRefunds;

  constructor(private readonly deps: OperatorOrderDeps) {
    this.rows = new OperatorOrderRepository(deps.shop);
    this.refunds = new OrderRefunds(deps, this.rows);
  }

  // ---------------------------------------------------------------- reading

  async list(query: AdminOrderListQuery) {
    const { rows, total, totalCapped } = await this.rows.list(
      {
        q: query.q,
        status: query.status,
        paymentStatus: query.payment_status,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
        storeCode: query.store_code,
        shippingMethod: query.shipping_method,
        pickupStore: query.pickup_store,
      },
      query.sort,
      { page: query.page, size: query.size },
    );
    return {
      items: rows.map(summaryOf),
      total,
      total_capped: totalCapped,
      page: query.page,
      size: query.size,
    };
  }

  async detail(incrementId: string): Promise<AdminOrderDetail> {
    const order = await this.rows.findByNumber(incrementId);
    if (!order) throw orderNotFound(incrementId);
    const [items, payments, pushes, refunds, mails, returns] = await Promise.all([
      this.rows.itemsOf(order.id),
      this.rows.paymentsOf(order.id),
      this.rows.pushesOf(order.id),
      this.rows.refundsOf(order.id),
      this.rows.mailsOf(order.incrementId),
      this.rows.returnsOf(order.id),
    ]);
    const audit = await this.rows.auditOf(
      order.incrementId,
      returns.map((entry) => entry.returnNumber),
    );
    const returnNumbers = new Map(returns.map((entry) => [entry.id, entry.returnNumber]));
    const refunded = new Map<number, number>();
    for (const refund of refunds) {
      if (refund.state !== 'done') continue;
      for (const line of refund.lines) {
        refunded.set(line.orderItemId, (refunded.get(line.orderItemId) ?? 0) + line.qty);
      }
    }
    const auditEntries: AuditEntry[] = audit.map((entry) => ({
      id: Number(entry.id),
      at: entry.at.toISOString(),
      operator_id: entry.operatorId,
      key_id: entry.operatorKeyId,
      actor: entry.actor,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
    }));
    return {
      ...summaryOf(order),
      order_hash: order.orderHash,
      customer_id: order.customerId,
      coupon_code: order.couponCode,
      subtotal_incl_tax: order.subtotalInclTax,
      discount_amount: order.discountAmount,
      shipping_incl_tax: order.shippingInclTax,
      tax_amount: order.taxAmount,
      credits_amount: order.creditsAmount,
      shipping_address: (order.shippingAddress as Record<string, unknown> | null) ?? null,
      billing_address: order.billingAddress as unknown as Record<string, unknown>,
      shipment: order.shipment
        ? {
            carrier: order.shipment.carrier,
            tracking_number: order.shipment.trackingNumber,
            tracking_url: order.shipment.trackingUrl,
          }
        : null,
      lines: items.map((item) => ({
        item_id: item.id,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        qty_refunded: refunded.get(item.id) ?? 0,
        price_incl_tax: item.priceInclTax,
        row_total_incl_tax: item.rowTotalInclTax,
        discount_amount: item.discountAmount,
        amount: Math.max(0, item.rowTotalInclTax - item.discountAmount),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        method: payment.method,
        transaction_key: payment.transactionKey,
        amount: payment.amount,
        status: payment.status,
        status_code: payment.statusCode,
        created_at: payment.createdAt.toISOString(),
        updated_at: payment.updatedAt.toISOString(),
      })),
      payment_pushes: pushes.map((push) => ({
        transaction_key: push.transactionKey,
        status_code: push.statusCode,
        verdict: push.verdict,
        received_at: push.receivedAt.toISOString(),
      })),
      refunds: refunds.map((refund) =>
        refundView(refund, refund.returnId ? (returnNumbers.get(refund.returnId) ?? null) : null),
      ),
      mails: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        recipient: mail.recipient,
        language: mail.language,
        status: mail.status,
        created_at: mail.createdAt.toISOString(),
        sent_at: mail.sentAt?.toISOString() ?? null,
      })),
      returns: returns.map((entry) => ({
        return_number: entry.returnNumber,
        state: entry.state,
        created_at: entry.createdAt.toISOString(),
      })),
      audit: auditEntries,
      next_steps: this.nextSteps(order),
    };
  }

  /** The steps core's rules allow the order now, and refund when its money is there. */
  private nextSteps(order: OrderRow): AdminOrderDetail['next_steps'] {
    const facts = this.factsOf(order);
    const steps: AdminOrderDetail['next_steps'] = [];
    for (const step of ['ready_for_pickup', 'ship', 'complete', 'cancel'] as const) {
      const verdict = operatorOrderStep(facts, step);
      // A paid order is canceled through its full refund: it is offered.
      if (verdict.ok || verdict.refusal === 'refund_first') steps.push(step);
    }
    if (isRefundable(facts)) steps.push('refund');
    return steps;
  }

  // ---------------------------------------------------------------- steps

  /** Ready for pick-up or completed: the status moves, nothing else happens. */
  async step(
    incrementId: string,
    step: 'ready_for_pickup' | 'complete',
    record: RecordChange,
  ): Promise<OrderChangeAnswer> {
    return this.deps.shop.db.transaction(async (tx) => {
      const order = await this.lockOrder(incrementId, tx);
      const change = this.decide(order, step);
      await this.applyChange(order, change, tx);
      await record(
        {
          action: `order.${step}`,
          entityType: 'order',
          entityId: order.incrementId,
          before: { status: order.status, payment_status: order.paymentStatus },
          after: { status: change.to.status, payment_status: change.to.paymentStatus },
        },
        tx,
      );
      return answerOf(
        { ...order, status: change.to.status, paymentStatus: change.to.paymentStatus },
        null,
      );
    });
  }

  /**
   * Shipped, with its carrier and track-and-trace code: the shopper's shipped mail (in the
   * order's language, with the code) is written in the same transaction.
   */
  async ship(
    incrementId: string,
    parcel: AdminOrderShipBody,
    record: RecordChange,
  ): Promise<OrderChangeAnswer> {
    await this.deps.orders.ship(
      incrementId,
      {
        carrier: parcel.carrier,
        trackingNumber: parcel.tracking_number,
        trackingUrl: parcel.tracking_url ?? '',
      },
      record,
      (order) => this.decide(order, 'ship'),
    );
    const order = await this.rows.findByNumber(incrementId);
    if (!order) throw orderNotFound(incrementId);
    return answerOf(order, null);
  }

  /**
   * Canceled: an order without money gives back its stock, coupon use, gift cards and points;
   * an order whose money is there is refunded in full, which cancels it (request_key makes a
   * retry answer the same refund).
   */
  async cancel(
    incrementId: string,
    requestKey: string,
    record: RecordChange,
  ): Promise<OrderChangeAnswer> {
    const canceled = await this.deps.shop.db.transaction(async (tx) => {
      const order = await this.lockOrder(incrementId, tx);
      const verdict = operatorOrderStep(this.factsOf(order), 'cancel');
      if (!verdict.ok && verdict.refusal === 'refund_first') return null;
      const change = this.decide(order, 'cancel');
      await this.applyChange(order, change, tx);
      await this.deps.orders.giveBackReservations(tx, order);
      await this.deps.orders.withdrawMails(tx, order);
      await record(
        {
          action: 'order.cancel',
          entityType: 'order',
          entityId: order.incrementId,
          before: { status: order.status, payment_status: order.paymentStatus },
          after: { status: change.to.status, payment_status: change.to.paymentStatus },
        },
        tx,
      );
      return answerOf(
        { ...order, status: change.to.status, paymentStatus: change.to.paymentStatus },
        null,
      );
    });
    if (canceled) return canceled;
    return this.refund(incrementId, requestKey, { kind: 'full' }, record);
  }

  /** A refund in full or of some units of lines (refunds.ts). */
  async refund(
    incrementId: string,
    requestKey: string,
    request: RefundRequest,
    record: RecordChange,
  ): Promise<OrderChangeAnswer> {
    const outcome = await this.refunds.refund(incrementId, requestKey, request, record);
    return answerOf(outcome.order, outcome);
  }

  // ---------------------------------------------------------------- returns

  async listReturns(query: AdminReturnListQuery) {
    const { rows, total } = await this.rows.listReturns(
      { state: query.state, orderNumber: query.order_number },
      { page: query.page, size: query.size },
    );
    return {
      items: await this.returnViews(rows),
      total,
      page: query.page,
      size: query.size,
    };
  }

  async returnOf(returnNumber: string): Promise<AdminReturn> {
    const row = await this.deps.returns.findByNumber(returnNumber);
    if (!row) throw notFound('return.not_found', { returnNumber });
    const [view] = await this.returnViews([row]);
    return view!;
  }

  /** Received: the parcel is in. */
  async receiveReturn(returnNumber: string, record: RecordChange): Promise<AdminReturn> {
    await this.deps.shop.db.transaction(async (tx) => {
      const row = await this.lockReturn(returnNumber, 'received', tx);
      await this.deps.returns.changeState(row.id, 'received', this.deps.now(), tx);
      await record(returnChange(row, { state: 'received' }), tx);
    });
    return this.returnOf(returnNumber);
  }

  /** Rejected with the operator's reason (before it was refunded). */
  async rejectReturn(
    returnNumber: string,
    reason: string,
    record: RecordChange,
  ): Promise<AdminReturn> {
    await this.deps.shop.db.transaction(async (tx) => {
      const row = await this.lockReturn(returnNumber, 'rejected', tx);
      await this.deps.returns.reject(row.id, reason, this.deps.now(), tx);
      await record(returnChange(row, { state: 'rejected', reject_reason: reason }), tx);
    });
    return this.returnOf(returnNumber);
  }

  /**
   * Refunded: the returned units are paid back through the order's refund (the same request
   * key answers the same refund), and the return moves to refunded in its transaction.
   */
  /** A pending refund past its time settled by an operator (decision 77): the order after it. */
  async settleRefund(
    incrementId: string,
    refundId: number,
    outcome: 'done' | 'refused',
    record: RecordChange,
  ) {
    const { order, refund } = await this.refunds.settleByHand(
      incrementId,
      refundId,
      outcome,
      record,
    );
    return {
      increment_id: order.incrementId,
      status: order.status,
      payment_status: order.paymentStatus,
      refunded_amount: order.refundedAmount,
      refund: refundView(refund, null),
    };
  }

  /**
   * Settles the refunds left pending past their time (decision 77), for the shop's periodic
   * sweep; answers how many were settled.
   */
  settleStaleRefunds(record: RecordChange): Promise<number> {
    return this.refunds.settleStale(record);
  }

  async refundReturn(
    returnNumber: string,
    requestKey: string,
    record: RecordChange,
  ): Promise<{ return: AdminReturn; refund: ReturnType<typeof refundView> }> {
    const found = await this.deps.returns.findByNumber(returnNumber);
    if (!found) throw notFound('return.not_found', { returnNumber });
    const stored = await this.deps.returns.details(found);
    const outcome: RefundOutcome = await this.refunds.refund(
      found.orderNumber,
      requestKey,
      {
        kind: 'lines',
        lines: stored.lines.map((line) => ({ orderItemId: line.orderItemId, qty: line.qty })),
      },
      record,
      {
        returnId: found.id,
        check: async (tx) => {
          await this.lockReturn(returnNumber, 'refunded', tx);
        },
        onDone: async (tx) => {
          const row = await this.lockReturn(returnNumber, 'refunded', tx);
          await this.deps.returns.changeState(row.id, 'refunded', this.deps.now(), tx);
          await record(returnChange(row, { state: 'refunded' }), tx);
        },
      },
    );
    return {
      return: await this.returnOf(returnNumber),
      refund: refundView(outcome.refund, returnNumber),
    };
  }

  // ---------------------------------------------------------------- helpers

  private async lockOrder(incrementId: string, tx: Executor): Promise<OrderRow> {
    const order = await this.rows.lockByNumber(incrementId, tx);
    if (!order) throw orderNotFound(incrementId);
    return order;
  }

  private async lockReturn(
    returnNumber: string,
    to: ReturnState,
    tx: Executor,
  ): Promise<ReturnRow> {
    const row = await this.deps.returns.findByNumber(returnNumber, tx, { lock: true });
    if (!row) throw notFound('return.not_found', { returnNumber });
    const from = row.state as ReturnState;
    if (!canChangeReturnState(from, to)) {
      throw new DomainError(
        'conflict',
        'return.state_change_invalid',
        { from, to },
        { field: 'state' },
      );
    }
    return row;
  }

  private factsOf(order: OrderRow): OperatorOrderFacts {
    return {
      status: order.status,
      // The column's check constraint holds it to core's payment statuses.
      paymentStatus: order.paymentStatus as OrderPaymentStatus,
      isPickup: order.pickupLocationCode !== null,
      paysOnDelivery: this.deps.paysOnDelivery(order.paymentMethod),
    };
  }

  /** Core's verdict on a step, or the refusal in the operator's words. */
  private decide(order: OrderRow, step: OperatorOrderStep) {
    const verdict = operatorOrderStep(this.factsOf(order), step);
    if (verdict.ok) return verdict.change;
    const orderNumber = order.incrementId;
    switch (verdict.refusal) {
      case 'not_pickup':
        return fail('orderadmin.not_pickup', { orderNumber });
      case 'pickup_order':
        return fail('orderadmin.pickup_order', { orderNumber });
      case 'money_missing':
        return fail('orderadmin.money_missing', { orderNumber });
      default:
        return fail('orderadmin.step_not_allowed', { orderNumber, step, status: order.status });
    }
  }

  private applyChange(
    order: OrderRow,
    change: { to: { status: string; paymentStatus: string } },
    tx: Executor,
  ): Promise<void> {
    return this.rows.setStatuses(order.id, change.to, this.deps.now(), tx);
  }

  private async returnViews(rows: readonly ReturnRow[]): Promise<AdminReturn[]> {
    const lines = await this.rows.returnLinesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      return_number: row.returnNumber,
      order_number: row.orderNumber,
      state: row.state,
      reason: row.reason,
      comment: row.comment,
      reject_reason: row.rejectReason,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map((line) => ({
          item_id: line.orderItemId,
          sku: line.sku,
          name: line.name,
          qty: line.qty,
        })),
    }));
  }
}

function fail(
  key:
    | 'orderadmin.not_pickup'
    | 'orderadmin.pickup_order'
    | 'orderadmin.money_missing'
    | 'orderadmin.step_not_allowed',
  params: Record<string, string>,
): never {
  throw new DomainError('conflict', key, params);
}

function orderNotFound(orderNumber: string): DomainError {
  return new DomainError('not_found', 'orderadmin.not_found', { orderNumber });
}

function returnChange(row: ReturnRow, after: Record<string, unknown>) {
  return {
    action: 'return.state',
    entityType: 'return',
    entityId: row.returnNumber,
    before: { state: row.state, order_number: row.orderNumber },
    after: { ...after, order_number: row.orderNumber },
  };
}

function summaryOf(order: OrderRow): AdminOrderSummary {
  const billing = (order.billingAddress ?? {}) as { firstname?: string; lastname?: string };
  return {
    increment_id: order.incrementId,
    created_at: order.createdAt.toISOString(),
    store_code: order.storeCode,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    customer_email: order.customerEmail,
    customer_name: [billing.firstname, billing.lastname].filter(Boolean).join(' '),
    shipping_method: order.shippingMethodCode,
    pickup_store: order.pickupLocationCode,
    grand_total: order.grandTotal,
    refunded_amount: order.refundedAmount,
    currency: order.currency,
  };
}

function answerOf(order: OrderRow, outcome: RefundOutcome | null): OrderChangeAnswer {
  return {
    increment_id: order.incrementId,
    status: order.status,
    payment_status: order.paymentStatus,
    refunded_amount: order.refundedAmount,
    refund: outcome ? refundView(outcome.refund, null) : null,
  };
}
