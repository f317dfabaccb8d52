/**
 * What the back office may do with an order, as plain rules: which status may go where and what
 * each step needs, and how much a refund pays back and through what. The API only stores what
 * these decide. The steps:
 * - ready for pick-up: an in-store pick-up order, placed or processed, whose money is there (or
 *   is paid in the store);
 * - shipped: a delivered order (not a pick-up), placed or processed, whose money is there or is
 *   paid at the door (orderAfterShipment);
 * - completed: a shipped order or one ready for pick-up; money paid at the door or in the store
 *   is collected by then;
 * - canceled: an order that has not left (placed, processed, ready for pick-up); its stock and
 *   coupon use go back. An order whose money is there is canceled by refunding it in full.
 * - refunded: a paid order, in full or some units of its lines. A full refund pays back what the
 *   provider took and what gift cards and points paid; an order that had not left is canceled
 *   with it (stock back), a shipped or completed one becomes refunded. A refund of lines pays
 *   back through the provider only, never more than the provider still holds of the order.
 */
import {
  ORDER_STATUS_CANCELED,
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_SHIPPED,
  type OrderPaymentStatus,
  type OrderState,
  type OrderStatusChange,
  orderAfterShipment,
} from './order-status.ts';

/** The status of a pick-up order that waits in its store. */
export const ORDER_STATUS_READY_FOR_PICKUP = 'Ready for Pickup';
/** The status of an order the shopper has (delivered or picked up). */
export const ORDER_STATUS_COMPLETE = 'Completed';
/** The status of an order that left and was paid back in full. */
export const ORDER_STATUS_REFUNDED = 'Refunded';

/** The steps the back office takes an order through (a refund is its own call). */
export const OPERATOR_ORDER_STEPS = ['ready_for_pickup', 'ship', 'complete', 'cancel'] as const;
export type OperatorOrderStep = (typeof OPERATOR_ORDER_STEPS)[number];

/** What the rules need to know of an order. */
export interface OperatorOrderFacts extends OrderState {
  /** An in-store pick-up order (it has a pick-up store). */
  isPickup: boolean;
  /** Paid at the door or in the store (cash on delivery): pending until then. */
  paysOnDelivery: boolean;
}

/** Why a step is refused; the API names each with its own message. */
export type OperatorStepRefusal =
  | 'step_not_allowed'
  | 'not_pickup'
  | 'pickup_order'
  | 'money_missing'
  | 'refund_first';

export type OperatorStepVerdict =
  | { ok: true; change: OrderStatusChange }
  | { ok: false; refusal: OperatorStepRefusal };

const NOT_LEFT = new Set([
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_READY_FOR_PICKUP,
]);

function moneyThere(paymentStatus: OrderPaymentStatus): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'not_required';
}

function refused(refusal: OperatorStepRefusal): OperatorStepVerdict {
  return { ok: false, refusal };
}

function to(
  order: OrderState,
  status: string,
  paymentStatus: OrderPaymentStatus,
  releaseReservations = false,
): OperatorStepVerdict {
  return {
    ok: true,
    change: {
      from: { status: order.status, paymentStatus: order.paymentStatus },
      to: { status, paymentStatus },
      releaseReservations,
    },
  };
}

/** Where a step takes an order, or why it may not take it. */
export function operatorOrderStep(
  order: OperatorOrderFacts,
  step: OperatorOrderStep,
): OperatorStepVerdict {
  switch (step) {
    case 'ready_for_pickup': {
      if (order.status !== ORDER_STATUS_PLACED && order.status !== ORDER_STATUS_PROCESSED) {
        return refused('step_not_allowed');
      }
      if (!order.isPickup) return refused('not_pickup');
      const paysInStore = order.paysOnDelivery && order.paymentStatus === 'pending';
      if (!moneyThere(order.paymentStatus) && !paysInStore) return refused('money_missing');
      return to(order, ORDER_STATUS_READY_FOR_PICKUP, order.paymentStatus);
    }
    case 'ship': {
      if (order.status !== ORDER_STATUS_PLACED && order.status !== ORDER_STATUS_PROCESSED) {
        return refused('step_not_allowed');
      }
      if (order.isPickup) return refused('pickup_order');
      const change = orderAfterShipment(order, order.paysOnDelivery);
      return change ? { ok: true, change } : refused('money_missing');
    }
    case 'complete': {
      if (order.status !== ORDER_STATUS_SHIPPED && order.status !== ORDER_STATUS_READY_FOR_PICKUP) {
        return refused('step_not_allowed');
      }
      // Money paid at the door or in the store is in by the time the shopper has the goods.
      const collected =
        order.paysOnDelivery && order.paymentStatus === 'pending' ? 'paid' : order.paymentStatus;
      return to(order, ORDER_STATUS_COMPLETE, collected);
    }
    case 'cancel': {
      if (!NOT_LEFT.has(order.status)) return refused('step_not_allowed');
      // Money that is there goes back through a full refund, which cancels the order with it.
      if (order.paymentStatus === 'paid') return refused('refund_first');
      const paymentStatus = order.paymentStatus === 'pending' ? 'canceled' : order.paymentStatus;
      return to(order, ORDER_STATUS_CANCELED, paymentStatus, true);
    }
  }
}

// ---------------------------------------------------------------- refunds

/** An order line as a refund reads it: its units and what was paid for them (cents). */
export interface RefundableLine {
  orderItemId: number;
  qty: number;
  amount: number;
  /** Units refunded before. */
  refundedQty: number;
}

/** What an order's money stands at, for a refund (cents). */
export interface RefundMoney {
  /** What the provider took (its paid payment); 0 when nothing was paid through it. */
  providerPaid: number;
  /** What earlier refunds paid back through the provider. */
  providerRefunded: number;
  /** What the order's grand total left to its payment method (grand total minus credits). */
  methodAmount: number;
  /** What gift cards and points paid. */
  creditsAmount: number;
  /** Whether the credits were given back before (a full refund gives them back once). */
  creditsGivenBack: boolean;
}

export type RefundRequest =
  | { kind: 'full' }
  | { kind: 'lines'; lines: readonly { orderItemId: number; qty: number }[] };

/** What a refund pays back: per line units and cents, through the provider and to credits. */
export interface RefundPlan {
  kind: 'full' | 'lines';
  lines: { orderItemId: number; qty: number; amount: number }[];
  amount: number;
  providerAmount: number;
  creditsAmount: number;
  /** Where the order goes; null when it keeps its statuses (a refund of lines). */
  change: OrderStatusChange | null;
}

export type RefundRefusal =
  | 'not_paid'
  | 'nothing_to_refund'
  | 'line_unknown'
  | 'line_duplicate'
  | 'qty_too_many'
  | 'outside_provider'
  | 'exceeds_provider';

export type RefundVerdict =
  | { ok: true; plan: RefundPlan }
  | { ok: false; refusal: RefundRefusal; orderItemId?: number; maximum?: number };

/**
 * What `qty` more units of a line pay back after `before` units were refunded: the line's paid
 * amount shared over its units so that all units together pay back exactly the line's amount
 * (the cents that do not divide go to the later units).
 */
export function unitsRefundAmount(
  line: { qty: number; amount: number },
  before: number,
  qty: number,
): number {
  const share = (units: number) => Math.floor((line.amount * units) / line.qty);
  return share(before + qty) - share(before);
}

/** Whether an order's money may be paid back at all: it is there (paid). */
export function isRefundable(order: Pick<OrderState, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'paid';
}

/**
 * Where a full refund takes an order: one that had not left is canceled with it (its stock and
 * coupon use go back), one that left is refunded; its money is refunded either way.
 */
export function orderAfterFullRefund(order: OrderState): OrderStatusChange {
  const notLeft = NOT_LEFT.has(order.status);
  return {
    from: { status: order.status, paymentStatus: order.paymentStatus },
    to: {
      status: notLeft ? ORDER_STATUS_CANCELED : ORDER_STATUS_REFUNDED,
      paymentStatus: 'refunded',
    },
    releaseReservations: notLeft,
  };
}

/** What a refund pays back and where the order goes, or why it is refused. */
export function planRefund(
  order: OrderState,
  lines: readonly RefundableLine[],
  money: RefundMoney,
  request: RefundRequest,
): RefundVerdict {
  if (!isRefundable(order)) return { ok: false, refusal: 'not_paid' };
  const providerLeft = Math.max(0, money.providerPaid - money.providerRefunded);
  if (request.kind === 'full') {
    // Money paid to the method outside the provider (at the door) cannot go back through it.
    if (money.methodAmount > 0 && money.providerPaid === 0) {
      return { ok: false, refusal: 'outside_provider' };
    }
    const creditsAmount = money.creditsGivenBack ? 0 : money.creditsAmount;
    const amount = providerLeft + creditsAmount;
    if (amount === 0) return { ok: false, refusal: 'nothing_to_refund' };
    return {
      ok: true,
      plan: {
        kind: 'full',
        lines: lines
          .filter((line) => line.qty > line.refundedQty)
          .map((line) => ({
            orderItemId: line.orderItemId,
            qty: line.qty - line.refundedQty,
            amount: unitsRefundAmount(line, line.refundedQty, line.qty - line.refundedQty),
          })),
        amount,
        providerAmount: providerLeft,
        creditsAmount,
        change: orderAfterFullRefund(order),
      },
    };
  }
  if (request.lines.length === 0) return { ok: false, refusal: 'nothing_to_refund' };
  const seen = new Set<number>();
  const planned: RefundPlan['lines'] = [];
  for (const wanted of request.lines) {
    const line = lines.find((candidate) => candidate.orderItemId === wanted.orderItemId);
    if (!line) return { ok: false, refusal: 'line_unknown', orderItemId: wanted.orderItemId };
    if (seen.has(line.orderItemId)) {
      return { ok: false, refusal: 'line_duplicate', orderItemId: line.orderItemId };
    }
    seen.add(line.orderItemId);
    const maximum = line.qty - line.refundedQty;
    if (wanted.qty < 1 || wanted.qty > maximum) {
      return { ok: false, refusal: 'qty_too_many', orderItemId: line.orderItemId, maximum };
    }
    planned.push({
      orderItemId: line.orderItemId,
      qty: wanted.qty,
      amount: unitsRefundAmount(line, line.refundedQty, wanted.qty),
    });
  }
  const amount = planned.reduce((sum, line) => sum + line.amount, 0);
  if (amount === 0) return { ok: false, refusal: 'nothing_to_refund' };
  if (money.providerPaid === 0) return { ok: false, refusal: 'outside_provider' };
  // What gift cards and points paid goes back with a full refund only.
  if (amount > providerLeft) {
    return { ok: false, refusal: 'exceeds_provider', maximum: providerLeft };
  }
  return {
    ok: true,
    plan: {
      kind: 'lines',
      lines: planned,
      amount,
      providerAmount: amount,
      creditsAmount: 0,
      change: null,
    },
  };
}
