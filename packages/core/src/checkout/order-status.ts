/**
 * An order's status and the status of its money, and how a payment's news moves them. The
 * payment provider reports an outcome (paid, pending, failed, rejected, canceled); these
 * functions say what that outcome does to the payment and to its order, so the API only stores
 * what they decide. The rules:
 * - A payment is pending until its first final outcome; after that only money changes it again
 *   (paid after a cancel or a failure). A repeated outcome changes nothing.
 * - An order moves only while it still awaits its money: paid → processed; canceled, failed or
 *   rejected → canceled, and then its stock and coupon use go back, once.
 * - A paid order is never taken back to unpaid: a failure reported for a paid payment changes
 *   nothing (it is only worth a warning).
 * - Money that arrives after the payment had ended is kept on record: the order is paid, and an
 *   order canceled meanwhile must be refunded.
 */

/** The status of a new order. */
export const ORDER_STATUS_PLACED = 'Order Placed';
/** The status of an order whose money arrived. */
export const ORDER_STATUS_PROCESSED = 'Order Processed';
/** The status of an order whose payment ended without money. */
export const ORDER_STATUS_CANCELED = 'canceled';
/** The status of an order that left the warehouse. */
export const ORDER_STATUS_SHIPPED = 'Order Shipped';
/** The status of a canceled order that received money after all: it must be refunded. */
export const ORDER_STATUS_REFUND = 'Processing Refund';

/**
 * Where an order's money stands ('not_required': nothing to pay, e.g. a free order; 'refunded':
 * paid and then paid back in full by the back office).
 */
export type OrderPaymentStatus =
  | 'pending'
  | 'paid'
  | 'canceled'
  | 'failed'
  | 'not_required'
  | 'refunded';

/** What the provider reports about a payment. */
export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'rejected' | 'canceled';

/** A payment's own status: pending, then the first final outcome (or paid after all). */
export type PaymentRecordStatus = PaymentOutcome;

/**
 * The status of a payment attempt that never became a transaction at the provider (its start
 * failed or was refused). The order stays open, so a retry may start a new attempt.
 */
export const ABANDONED_ATTEMPT_STATUS: PaymentRecordStatus = 'failed';

/** An order's two statuses. */
export interface OrderState {
  status: string;
  paymentStatus: OrderPaymentStatus;
}

/**
 * What a new order starts as: placed, awaiting its money unless there is nothing to pay. An
 * order whose credits (gift cards) pay all of it is paid at once: its money is there.
 */
export function placedOrderState(needsPayment: boolean, paidByCredits = false): OrderState {
  if (!needsPayment && paidByCredits) {
    return { status: ORDER_STATUS_PROCESSED, paymentStatus: 'paid' };
  }
  return { status: ORDER_STATUS_PLACED, paymentStatus: needsPayment ? 'pending' : 'not_required' };
}

/** Whether an order still awaits its money: only then is a payment started or does it move. */
export function awaitsPayment(order: Pick<OrderState, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'pending';
}

/** A change of an order's statuses. */
export interface OrderStatusChange {
  /** The statuses the change expects the order to have (it applies only then). */
  from: OrderState;
  to: OrderState;
  /** Whether the order's stock and coupon use go back (it is canceled now, without money). */
  releaseReservations: boolean;
}

/**
 * Whether a change is the confirmation of an order's money: the order awaited it and is paid
 * now. It happens once per order (a paid order never awaits money again), and never for money
 * that arrives after the order was canceled (what it reserved is given back by then). What is
 * told only for paid orders (the birth list parents' notice of a gift) is told exactly then.
 */
export function confirmsPayment(change: OrderStatusChange): boolean {
  return awaitsPayment(change.from) && change.to.paymentStatus === 'paid';
}

/** What a payment's news does. */
export interface PaymentOutcomeEffect {
  /**
   * The payment's status after the news, stored with the provider's status code; null when the
   * news changes nothing (the same news again, or a failure for a paid payment).
   */
  payment: PaymentRecordStatus | null;
  /** The order's change; null when the order stays as it is. */
  order: OrderStatusChange | null;
  /**
   * A case worth a warning: money after the payment had ended, or a failure reported for a
   * paid payment (which changes nothing).
   */
  warning: 'paid-after-end' | 'failure-after-paid' | null;
}

/** The payment's status after an outcome; null when the outcome changes nothing. */
export function paymentAfterOutcome(
  payment: PaymentRecordStatus,
  outcome: PaymentOutcome,
): PaymentRecordStatus | null {
  // Pending takes any news (a pending one again only refreshes its status code).
  if (payment === 'pending') return outcome;
  // After the end, only money changes the payment.
  if (outcome === 'paid' && payment !== 'paid') return 'paid';
  return null;
}

/**
 * Where a final outcome of its payment takes an order that awaits its money; null for an
 * order that does not await it any more (paid or canceled before) or a pending outcome.
 */
export function orderAfterOutcome(
  order: OrderState,
  outcome: PaymentOutcome,
): OrderStatusChange | null {
  if (!awaitsPayment(order)) return null;
  switch (outcome) {
    case 'paid':
      return change(order, { status: ORDER_STATUS_PROCESSED, paymentStatus: 'paid' }, false);
    case 'canceled':
      return change(order, { status: ORDER_STATUS_CANCELED, paymentStatus: 'canceled' }, true);
    case 'failed':
    case 'rejected':
      return change(order, { status: ORDER_STATUS_CANCELED, paymentStatus: 'failed' }, true);
    default:
      return null;
  }
}

/**
 * Where an order goes when its payment could not be started (the provider refused the request,
 * could not be reached, or the shopper's choice was not valid): an order without a payment is
 * never left placed, so one that still awaits its money is canceled as failed and its stock and
 * coupon use go back at once; the shopper may choose another method for a new order. Null for
 * an order that does not await its money any more.
 */
export function orderAfterFailedStart(order: OrderState): OrderStatusChange | null {
  if (!awaitsPayment(order)) return null;
  return change(order, { status: ORDER_STATUS_CANCELED, paymentStatus: 'failed' }, true);
}

/**
 * An order whose payment had ended without money and then received it: paid after all; one
 * canceled meanwhile must be refunded, any other keeps its status. Its stock stays given back.
 */
export function orderAfterLateMoney(order: OrderState): OrderStatusChange {
  const status = order.status === ORDER_STATUS_CANCELED ? ORDER_STATUS_REFUND : order.status;
  return change(order, { status, paymentStatus: 'paid' }, false);
}

/** What an outcome the provider reports does to a payment in a given status and its order. */
export function applyPaymentOutcome(
  payment: PaymentRecordStatus,
  order: OrderState,
  outcome: PaymentOutcome,
): PaymentOutcomeEffect {
  const next = paymentAfterOutcome(payment, outcome);
  if (next === null) {
    const failureAfterPaid = payment === 'paid' && outcome !== 'paid' && outcome !== 'pending';
    return { payment: null, order: null, warning: failureAfterPaid ? 'failure-after-paid' : null };
  }
  if (payment === 'pending') {
    return { payment: next, order: orderAfterOutcome(order, outcome), warning: null };
  }
  return { payment: next, order: orderAfterLateMoney(order), warning: 'paid-after-end' };
}

/**
 * Whether a pending payment is due to be asked about at the provider: it has a transaction
 * there and nothing was heard of it for at least `afterMs` (a push lost on the way, a shopper
 * who never came back).
 */
export function isStatusCheckDue(
  payment: { status: PaymentRecordStatus; hasTransaction: boolean; updatedAtMs: number },
  nowMs: number,
  afterMs: number,
): boolean {
  return (
    payment.status === 'pending' && payment.hasTransaction && nowMs - payment.updatedAtMs >= afterMs
  );
}

/**
 * Where shipping takes an order: to shipped, its money as it was. Only an order whose money is
 * there (paid, or nothing to pay) or is paid at the door (`paysOnDelivery`, still pending) may
 * ship, and only once: null for an order that awaits a payment made before delivery, that was
 * canceled, that must be refunded, or that shipped before.
 */
export function orderAfterShipment(
  order: OrderState,
  paysOnDelivery: boolean,
): OrderStatusChange | null {
  if (order.status !== ORDER_STATUS_PLACED && order.status !== ORDER_STATUS_PROCESSED) return null;
  const moneyThere = order.paymentStatus === 'paid' || order.paymentStatus === 'not_required';
  if (!moneyThere && !(paysOnDelivery && order.paymentStatus === 'pending')) return null;
  return change(order, { status: ORDER_STATUS_SHIPPED, paymentStatus: order.paymentStatus }, false);
}

function change(from: OrderState, to: OrderState, releaseReservations: boolean): OrderStatusChange {
  return {
    from: { status: from.status, paymentStatus: from.paymentStatus },
    to,
    releaseReservations,
  };
}
