/**
 * Paying an order back (in full or some units of its lines), as three steps so that no lock is
 * held while the payment provider is asked:
 * 1. Under the order's lock: core's rule plans the refund (planRefund) and a pending refund is
 *    written under the caller's request_key. The same key again answers the refund it made (a
 *    double click or a retried call pays once); another refund under way answers 409.
 * 2. The provider's refund call (Buckaroo's, or the test provider's in its protocol) for what
 *    the provider took; nothing is asked when only gift cards and points paid.
 * 3. Under the order's lock again: a refusal marks the refund refused and leaves the order as it
 *    was (422 with the provider's reason); an accepted refund gives back the gift cards and
 *    points of a full refund, takes back the points the order earned, gives back the stock of an
 *    order that had not left, moves the order and writes the audit entry, all in one transaction.
 *    No answer from the provider leaves the refund pending (422 orderadmin.refund_unanswered).
 *
 * A refund left pending (no answer, or a process that stopped between the steps) is settled
 * once it can no longer be under way (core's refundMaySettle) by what the provider says it has
 * paid back of the payment (core's settledRefundOutcome): before another refund of its order and
 * by the shop's periodic sweep (decision 77).
 */
import type { AdminOrderRefund } from '@shop/contracts';
import {
  type OrderPaymentStatus,
  orderAfterFullRefund,
  planRefund,
  REFUND_SETTLE_AFTER_MS,
  type RefundPlan,
  type RefundRequest,
  refundMaySettle,
  settledRefundOutcome,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError } from '../../lib/errors.ts';
import type { ProviderRefundVerdict } from '../payment/refund.ts';
import type { OperatorOrderDeps } from './deps.ts';
import type { OperatorOrderRepository, OrderRow, RefundRow } from './repository.ts';

/** What a refund call answers: the order after it and the refund. */
export interface RefundOutcome {
  order: OrderRow;
  refund: RefundRow;
}

/** A refund's own facts, for a return's refund: the return it pays for. */
export interface RefundFor {
  returnId: number | null;
  /** Runs in the transaction of an accepted refund (the return moves to refunded with it). */
  onDone?: (tx: Executor, refund: RefundRow) => Promise<void>;
  /** Checks, under the order's lock in step 1, that the refund may still be made. */
  check?: (tx: Executor) => Promise<void>;
}

export class OrderRefunds {
  constructor(
    private readonly deps: OperatorOrderDeps,
    private readonly rows: OperatorOrderRepository,
  ) {}

  async refund(
    incrementId: string,
    requestKey: string,
    request: RefundRequest,
    record: RecordChange,
    refundFor: RefundFor = { returnId: null },
  ): Promise<RefundOutcome> {
    // A refund of this order left pending long enough is settled first, so it blocks no longer.
    const known = await this.rows.findByNumber(incrementId);
    if (known) await this.settleStale(record, known.id);
    const started = await this.start(incrementId, requestKey, request, refundFor);
    if ('finished' in started) return started.finished;
    const { refund, payment, order } = started;
    const verdict = await this.askProvider(order, refund, payment);
    const outcome = await this.apply(order.id, refund, verdict, record, refundFor.onDone);
    if (outcome.refund.state === 'refused') {
      throw refusedError(outcome.order, outcome.refund.message ?? '');
    }
    if (outcome.refund.state === 'pending') throw unansweredError(outcome.order);
    return outcome;
  }

  /**
   * Settles the pending refunds (of one order, or the oldest of all) that can no longer be under
   * way, by what the provider says it paid back; answers how many were settled. One the provider
   * cannot be asked about, or whose amount cannot be told apart, stays pending with the reason.
   */
  async settleStale(record: RecordChange, orderId?: number, limit = 50): Promise<number> {
    const before = new Date(this.deps.now().getTime() - REFUND_SETTLE_AFTER_MS);
    const stale = await this.rows.stalePendingRefunds(before, limit, orderId);
    let settled = 0;
    for (const refund of stale) {
      const outcome = await this.settleOne(refund, record);
      if (outcome.refund.state !== 'pending') settled += 1;
    }
    return settled;
  }

  /**
   * An operator settles a pending refund past its time after checking the provider's dashboard
   * (the provider's figures could not tell): paid back, or not. One still under way, or settled
   * already, is refused (409).
   */
  async settleByHand(
    incrementId: string,
    refundId: number,
    outcome: 'done' | 'refused',
    record: RecordChange,
  ): Promise<RefundOutcome> {
    const order = await this.rows.findByNumber(incrementId);
    if (!order) throw notFound(incrementId);
    const refund = (await this.rows.refundsOf(order.id)).find((row) => row.id === refundId);
    if (!refund) {
      throw new DomainError('not_found', 'orderadmin.refund_not_found', {
        orderNumber: incrementId,
        refundId: String(refundId),
      });
    }
    if (refund.state !== 'pending' || !refundMaySettle(refund.createdAt, this.deps.now())) {
      throw new DomainError('conflict', 'orderadmin.refund_not_settleable', {
        orderNumber: incrementId,
        refundId: String(refundId),
      });
    }
    const verdict: ProviderRefundVerdict =
      outcome === 'done'
        ? { accepted: true, transactionKey: null }
        : { accepted: false, reason: 'settled by hand: the payment provider did not pay it back' };
    const onDone =
      refund.returnId === null ? undefined : await this.returnDone(refund.returnId, record);
    return this.apply(order.id, refund, verdict, record, onDone);
  }

  private async settleOne(refund: RefundRow, record: RecordChange): Promise<RefundOutcome> {
    const verdict = await this.settledVerdict(refund);
    const onDone =
      refund.returnId === null ? undefined : await this.returnDone(refund.returnId, record);
    return this.apply(refund.orderId, refund, verdict, record, onDone);
  }

  /** What the provider's refund info says of a pending refund, as a verdict. */
  private async settledVerdict(refund: RefundRow): Promise<ProviderRefundVerdict> {
    if (refund.providerAmount === 0) return { accepted: true, transactionKey: null };
    const payment = (await this.rows.paymentsOf(refund.orderId)).find(
      (row) => row.id === refund.paymentId,
    );
    if (!payment?.transactionKey) {
      return { accepted: false, reason: 'no paid payment at the provider' };
    }
    const refunded = await this.deps.providerRefunded({
      transactionKey: payment.transactionKey,
      amount: payment.amount,
    });
    if (refunded === null) {
      return {
        accepted: null,
        reason: 'the payment provider could not be asked; asked again later',
      };
    }
    const done = (await this.rows.refundsOf(refund.orderId)).filter(
      (row) => row.state === 'done' && row.paymentId === refund.paymentId,
    );
    const outcome = settledRefundOutcome({
      providerRefunded: refunded,
      doneProviderAmount: done.reduce((sum, row) => sum + row.providerAmount, 0),
      pendingProviderAmount: refund.providerAmount,
    });
    if (outcome === 'done') return { accepted: true, transactionKey: null };
    if (outcome === 'refused') {
      return { accepted: false, reason: 'the payment provider has not paid this refund back' };
    }
    return {
      accepted: null,
      reason: `the payment provider paid back ${euros(refunded, 'EUR')} of this payment, which matches neither with nor without this refund: check its dashboard`,
    };
  }

  /** A return's refund settled as done moves the return to refunded, as its own call would. */
  private async returnDone(returnId: number, record: RecordChange) {
    const returnNumber = await this.rows.returnNumberOf(returnId);
    if (!returnNumber) return undefined;
    return async (tx: Executor) => {
      const row = await this.deps.returns.findByNumber(returnNumber, tx, { lock: true });
      if (row?.state !== 'received') return;
      await this.deps.returns.changeState(row.id, 'refunded', this.deps.now(), tx);
      await record(
        {
          action: 'return.state',
          entityType: 'return',
          entityId: returnNumber,
          before: { state: row.state },
          after: { state: 'refunded' },
        },
        tx,
      );
    };
  }

  /** Step 1: the plan and the pending refund, or the earlier outcome of the same key. */
  private async start(
    incrementId: string,
    requestKey: string,
    request: RefundRequest,
    refundFor: RefundFor,
  ): Promise<
    | { finished: RefundOutcome }
    | { refund: RefundRow; order: OrderRow; payment: PaidPayment | null }
  > {
    return this.deps.shop.db.transaction(async (tx) => {
      const order = await this.rows.lockByNumber(incrementId, tx);
      if (!order) throw notFound(incrementId);
      const earlier = await this.rows.findRefund(order.id, requestKey, tx);
      if (earlier) return { finished: this.repeated(order, earlier, request, refundFor) };
      await refundFor.check?.(tx);
      const refunds = await this.rows.refundsOf(order.id, tx);
      const pending = refunds.find((refund) => refund.state === 'pending');
      if (pending) throw this.blockedBy(order, pending);
      const payments = await this.rows.paymentsOf(order.id, tx);
      const paid = payments.filter((payment) => payment.status === 'paid').at(-1) ?? null;
      const plan = this.plan(
        order,
        await this.linesOf(order.id, refunds, tx),
        refunds,
        paid,
        request,
      );
      const refund = await this.rows.insertPending(
        {
          orderId: order.id,
          requestKey,
          kind: plan.kind,
          returnId: refundFor.returnId,
          lines: plan.lines,
          amount: plan.amount,
          providerAmount: plan.providerAmount,
          creditsAmount: plan.creditsAmount,
          paymentId: plan.providerAmount > 0 ? (paid?.id ?? null) : null,
          transactionKey: null,
          state: 'pending',
          message: null,
          createdAt: this.deps.now(),
          finishedAt: null,
        },
        tx,
      );
      if (!refund) {
        throw new DomainError('conflict', 'orderadmin.refund_in_progress', {
          orderNumber: order.incrementId,
        });
      }
      const payment =
        plan.providerAmount > 0 && paid?.transactionKey
          ? { transactionKey: paid.transactionKey, serviceCode: paid.serviceCode }
          : null;
      return { refund, order, payment };
    });
  }

  /** The same request_key again: the refund it made, or its refusal again. */
  private repeated(
    order: OrderRow,
    earlier: RefundRow,
    request: RefundRequest,
    refundFor: RefundFor,
  ): RefundOutcome {
    const sameRequest =
      earlier.kind === request.kind &&
      earlier.returnId === refundFor.returnId &&
      (request.kind === 'full' ||
        sameLines(
          earlier.lines,
          request.lines.map((line) => ({ orderItemId: line.orderItemId, qty: line.qty })),
        ));
    if (!sameRequest) {
      throw new DomainError('conflict', 'orderadmin.request_key_reused', {
        orderNumber: order.incrementId,
      });
    }
    if (earlier.state === 'pending') throw this.blockedBy(order, earlier);
    if (earlier.state === 'refused') throw refusedError(order, earlier.message ?? '');
    return { order, refund: earlier };
  }

  /**
   * Why a pending refund blocks: under way (try again shortly), or past its time and still not
   * settled (the provider could not be asked or its figures did not tell; see the refund).
   */
  private blockedBy(order: OrderRow, pending: RefundRow): DomainError {
    if (refundMaySettle(pending.createdAt, this.deps.now())) {
      return new DomainError('conflict', 'orderadmin.refund_unsettled', {
        orderNumber: order.incrementId,
        reason: pending.message ?? '',
      });
    }
    return new DomainError('conflict', 'orderadmin.refund_in_progress', {
      orderNumber: order.incrementId,
    });
  }

  private plan(
    order: OrderRow,
    lines: Awaited<ReturnType<OrderRefunds['linesOf']>>,
    refunds: readonly RefundRow[],
    paid: { amount: number } | null,
    request: RefundRequest,
  ): RefundPlan {
    const done = refunds.filter((refund) => refund.state === 'done');
    const verdict = planRefund(
      stateOf(order),
      lines,
      {
        providerPaid: paid?.amount ?? 0,
        providerRefunded: done.reduce((sum, refund) => sum + refund.providerAmount, 0),
        methodAmount: Math.max(0, order.grandTotal - order.creditsAmount),
        creditsAmount: order.creditsAmount,
        creditsGivenBack: done.some((refund) => refund.kind === 'full'),
      },
      request,
    );
    if (verdict.ok) return verdict.plan;
    const orderNumber = order.incrementId;
    const itemId = verdict.orderItemId ?? 0;
    switch (verdict.refusal) {
      case 'not_paid':
        throw new DomainError('conflict', 'orderadmin.not_paid', {
          orderNumber,
          paymentStatus: order.paymentStatus,
        });
      case 'nothing_to_refund':
        throw new DomainError('conflict', 'orderadmin.nothing_to_refund', { orderNumber });
      case 'outside_provider':
        throw new DomainError('conflict', 'orderadmin.outside_provider', { orderNumber });
      case 'exceeds_provider':
        throw new DomainError('conflict', 'orderadmin.exceeds_provider', {
          orderNumber,
          maximum: euros(verdict.maximum ?? 0, order.currency),
        });
      case 'line_unknown':
        throw new DomainError(
          'invalid',
          'orderadmin.line_unknown',
          { itemId, orderNumber },
          {
            field: 'lines',
          },
        );
      case 'line_duplicate':
        throw new DomainError(
          'invalid',
          'orderadmin.line_duplicate',
          { itemId },
          { field: 'lines' },
        );
      case 'qty_too_many':
        throw new DomainError(
          'invalid',
          'orderadmin.qty_too_many',
          { itemId, maximum: verdict.maximum ?? 0 },
          { field: 'lines' },
        );
    }
  }

  /** The order's lines with what was paid for them and the units refunded before. */
  private async linesOf(orderId: number, refunds: readonly RefundRow[], tx: Executor) {
    const refunded = new Map<number, number>();
    for (const refund of refunds) {
      if (refund.state !== 'done') continue;
      for (const line of refund.lines) {
        refunded.set(line.orderItemId, (refunded.get(line.orderItemId) ?? 0) + line.qty);
      }
    }
    return (await this.rows.itemsOf(orderId, tx)).map((item) => ({
      orderItemId: item.id,
      qty: item.qty,
      amount: Math.max(0, item.rowTotalInclTax - item.discountAmount),
      refundedQty: refunded.get(item.id) ?? 0,
    }));
  }

  /** Step 2: the provider's verdict on the money it pays back. */
  private async askProvider(
    order: OrderRow,
    refund: RefundRow,
    payment: PaidPayment | null,
  ): Promise<ProviderRefundVerdict> {
    if (refund.providerAmount === 0) return { accepted: true, transactionKey: null };
    if (!payment) return { accepted: false, reason: 'no paid payment at the provider' };
    return this.deps.providerRefund({
      currency: order.currency,
      amount: refund.providerAmount,
      invoice: order.incrementId,
      originalTransactionKey: payment.transactionKey,
      serviceCode: payment.serviceCode,
    });
  }

  /**
   * Step 3: the provider's verdict applied under the order's lock, once: a refund settled
   * meanwhile is answered as it is. No verdict keeps it pending with the reason, on record.
   */
  private async apply(
    orderId: number,
    pending: RefundRow,
    verdict: ProviderRefundVerdict,
    record: RecordChange,
    onDone: RefundFor['onDone'],
  ): Promise<RefundOutcome> {
    const now = this.deps.now();
    return this.deps.shop.db.transaction(async (tx) => {
      const order = await this.rows.lockById(orderId, tx);
      if (!order) throw new Error('the order of a refund is gone');
      const refund = await this.rows.refundById(pending.id, tx);
      if (!refund) throw new Error('the refund is gone');
      if (refund.state !== 'pending') return { order, refund };
      const before = moneyFacts(order);
      if (verdict.accepted === null) {
        const noted = await this.rows.noteRefund(refund.id, verdict.reason, tx);
        await record(
          {
            action: 'order.refund_unanswered',
            entityType: 'order',
            entityId: order.incrementId,
            before,
            after: { ...before, refund: refundFacts(noted) },
          },
          tx,
        );
        return { order, refund: noted };
      }
      if (!verdict.accepted) {
        const refused = await this.rows.finishRefund(
          refund.id,
          {
            state: 'refused',
            transactionKey: verdict.transactionKey ?? null,
            message: verdict.reason,
          },
          now,
          tx,
        );
        // Nothing changed but the attempt: it is on record with the provider's reason.
        await record(
          {
            action: 'order.refund_refused',
            entityType: 'order',
            entityId: order.incrementId,
            before,
            after: { ...before, refund: refundFacts(refused) },
          },
          tx,
        );
        return { order, refund: refused };
      }
      let to: { status: string; paymentStatus: string } | null = null;
      if (refund.kind === 'full') {
        // The money is gone whatever happened meanwhile; where the order goes is decided now.
        const change = orderAfterFullRefund(stateOf(order));
        to = change.to;
        if (refund.creditsAmount > 0) await this.deps.credits.release(tx, order);
        await this.deps.rewards.orderCanceled(order, tx);
        if (change.releaseReservations) {
          await this.deps.orders.giveBackReservations(tx, order);
          await this.deps.orders.withdrawMails(tx, order);
        }
      }
      await this.rows.recordRefunded(order.id, refund.amount, to, now, tx);
      const done = await this.rows.finishRefund(
        refund.id,
        { state: 'done', transactionKey: verdict.transactionKey, message: null },
        now,
        tx,
      );
      const after = {
        status: to?.status ?? order.status,
        payment_status: to?.paymentStatus ?? order.paymentStatus,
        refunded_amount: order.refundedAmount + refund.amount,
      };
      await record(
        {
          action: 'order.refund',
          entityType: 'order',
          entityId: order.incrementId,
          before,
          after: { ...after, refund: refundFacts(done) },
        },
        tx,
      );
      await onDone?.(tx, done);
      const changed = to ? { ...order, status: to.status, paymentStatus: to.paymentStatus } : order;
      return { order: { ...changed, refundedAmount: after.refunded_amount }, refund: done };
    });
  }
}

interface PaidPayment {
  transactionKey: string;
  serviceCode: string;
}

function stateOf(order: OrderRow) {
  // The column's check constraint holds it to core's payment statuses.
  return { status: order.status, paymentStatus: order.paymentStatus as OrderPaymentStatus };
}

function moneyFacts(order: OrderRow) {
  return {
    status: order.status,
    payment_status: order.paymentStatus,
    refunded_amount: order.refundedAmount,
  };
}

function refundFacts(refund: RefundRow) {
  return {
    id: refund.id,
    kind: refund.kind,
    state: refund.state,
    amount: refund.amount,
    provider_amount: refund.providerAmount,
    credits_amount: refund.creditsAmount,
    lines: refund.lines,
    transaction_key: refund.transactionKey,
    message: refund.message,
  };
}

function sameLines(
  a: readonly { orderItemId: number; qty: number }[],
  b: readonly { orderItemId: number; qty: number }[],
): boolean {
  const key = (lines: readonly { orderItemId: number; qty: number }[]) =>
    lines
      .map((line) => `${line.orderItemId}:${line.qty}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

function notFound(orderNumber: string): DomainError {
  return new DomainError('not_found', 'orderadmin.not_found', { orderNumber });
}

function unansweredError(order: OrderRow): DomainError {
  return new DomainError('unprocessable', 'orderadmin.refund_unanswered', {
    orderNumber: order.incrementId,
  });
}

function refusedError(order: OrderRow, reason: string): DomainError {
  return new DomainError('unprocessable', 'orderadmin.refund_refused', {
    reason,
    orderNumber: order.incrementId,
  });
}

/** Cents as the operator reads an amount: 12.50 EUR. */
function euros(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

/** A refund in the API's words. */
export function refundView(refund: RefundRow, returnNumber: string | null): AdminOrderRefund {
  return {
    id: refund.id,
    kind: refund.kind,
    state: refund.state,
    amount: refund.amount,
    provider_amount: refund.providerAmount,
    credits_amount: refund.creditsAmount,
    lines: refund.lines.map((line) => ({
      order_item_id: line.orderItemId,
      qty: line.qty,
      amount: line.amount,
    })),
    return_number: returnNumber,
    transaction_key: refund.transactionKey,
    message: refund.message,
    created_at: refund.createdAt.toISOString(),
    finished_at: refund.finishedAt?.toISOString() ?? null,
  };
}
