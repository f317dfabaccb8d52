import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPaymentOutcome,
  awaitsPayment,
  confirmsPayment,
  isStatusCheckDue,
  ORDER_STATUS_CANCELED,
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_REFUND,
  ORDER_STATUS_SHIPPED,
  type OrderState,
  orderAfterFailedStart,
  orderAfterLateMoney,
  orderAfterOutcome,
  orderAfterShipment,
  type PaymentOutcome,
  type PaymentRecordStatus,
  paymentAfterOutcome,
  placedOrderState,
} from './order-status.ts';

const placed: OrderState = { status: ORDER_STATUS_PLACED, paymentStatus: 'pending' };
const processed: OrderState = { status: ORDER_STATUS_PROCESSED, paymentStatus: 'paid' };
const canceled: OrderState = { status: ORDER_STATUS_CANCELED, paymentStatus: 'canceled' };
const failed: OrderState = { status: ORDER_STATUS_CANCELED, paymentStatus: 'failed' };

const OUTCOMES: PaymentOutcome[] = ['paid', 'pending', 'failed', 'rejected', 'canceled'];

describe('a new order', () => {
  it('is placed and awaits its money, unless there is nothing to pay', () => {
    expect(placedOrderState(true)).toEqual(placed);
    expect(placedOrderState(false)).toEqual({
      status: ORDER_STATUS_PLACED,
      paymentStatus: 'not_required',
    });
    expect(awaitsPayment(placedOrderState(true))).toBe(true);
    expect(awaitsPayment(placedOrderState(false))).toBe(false);
  });
});

describe('paymentAfterOutcome', () => {
  it('takes any news while pending; a pending one again only refreshes its code', () => {
    for (const outcome of OUTCOMES) expect(paymentAfterOutcome('pending', outcome)).toBe(outcome);
  });

  it('after the end, changes only for money', () => {
    for (const ended of ['canceled', 'failed', 'rejected'] as const) {
      expect(paymentAfterOutcome(ended, 'paid')).toBe('paid');
      for (const outcome of ['pending', 'failed', 'rejected', 'canceled'] as const) {
        expect(paymentAfterOutcome(ended, outcome)).toBeNull();
      }
    }
    for (const outcome of OUTCOMES) expect(paymentAfterOutcome('paid', outcome)).toBeNull();
  });
});

describe('orderAfterOutcome', () => {
  it('moves an order that awaits its money: paid is processed, the rest cancels it', () => {
    expect(orderAfterOutcome(placed, 'paid')).toEqual({
      from: placed,
      to: processed,
      releaseReservations: false,
    });
    expect(orderAfterOutcome(placed, 'canceled')).toEqual({
      from: placed,
      to: canceled,
      releaseReservations: true,
    });
    expect(orderAfterOutcome(placed, 'failed')).toEqual({
      from: placed,
      to: failed,
      releaseReservations: true,
    });
    expect(orderAfterOutcome(placed, 'rejected')?.to).toEqual(failed);
    expect(orderAfterOutcome(placed, 'pending')).toBeNull();
  });

  it('leaves an order alone that no longer awaits its money', () => {
    const free: OrderState = { status: ORDER_STATUS_PLACED, paymentStatus: 'not_required' };
    for (const order of [processed, canceled, failed, free]) {
      for (const outcome of OUTCOMES) expect(orderAfterOutcome(order, outcome)).toBeNull();
    }
  });

  it('names only the two statuses it expects, whatever else the order carries', () => {
    const row = { ...placed, id: 7, couponCode: 'X' };
    expect(orderAfterOutcome(row, 'paid')?.from).toEqual(placed);
  });
});

describe('orderAfterFailedStart', () => {
  it('cancels a placed order whose payment could not start and gives its reservations back', () => {
    expect(orderAfterFailedStart(placed)).toEqual({
      from: placed,
      to: { status: ORDER_STATUS_CANCELED, paymentStatus: 'failed' },
      releaseReservations: true,
    });
  });

  it('leaves an order alone that no longer awaits its money (paid, canceled, nothing to pay)', () => {
    expect(orderAfterFailedStart(processed)).toBeNull();
    expect(orderAfterFailedStart(canceled)).toBeNull();
    expect(orderAfterFailedStart(failed)).toBeNull();
    expect(orderAfterFailedStart(placedOrderState(false))).toBeNull();
  });
});

describe('orderAfterLateMoney', () => {
  it('marks the order paid; a canceled one needs a refund, its stock stays given back', () => {
    expect(orderAfterLateMoney(canceled)).toEqual({
      from: canceled,
      to: { status: ORDER_STATUS_REFUND, paymentStatus: 'paid' },
      releaseReservations: false,
    });
    expect(orderAfterLateMoney(placed).to).toEqual({
      status: ORDER_STATUS_PLACED,
      paymentStatus: 'paid',
    });
  });
});

describe('confirmsPayment', () => {
  it('is the change of an order that awaited its money to paid, and no other', () => {
    expect(confirmsPayment(orderAfterOutcome(placed, 'paid')!)).toBe(true);
    expect(confirmsPayment(orderAfterLateMoney(placed))).toBe(true);
    for (const outcome of ['canceled', 'failed', 'rejected'] as const) {
      expect(confirmsPayment(orderAfterOutcome(placed, outcome)!)).toBe(false);
    }
    // Money after a cancel is to be refunded: nothing it reserved is counted any more.
    expect(confirmsPayment(orderAfterLateMoney(canceled))).toBe(false);
    expect(confirmsPayment(orderAfterLateMoney(failed))).toBe(false);
    expect(confirmsPayment(orderAfterFailedStart(placed)!)).toBe(false);
  });
});

describe('applyPaymentOutcome', () => {
  it('a pending payment that is paid: the order is processed', () => {
    expect(applyPaymentOutcome('pending', placed, 'paid')).toEqual({
      payment: 'paid',
      order: { from: placed, to: processed, releaseReservations: false },
      warning: null,
    });
  });

  it('a pending payment still pending: only its code is refreshed', () => {
    expect(applyPaymentOutcome('pending', placed, 'pending')).toEqual({
      payment: 'pending',
      order: null,
      warning: null,
    });
  });

  it('a canceled payment paid after all: kept on record, the order needs a refund', () => {
    expect(applyPaymentOutcome('canceled', canceled, 'paid')).toEqual({
      payment: 'paid',
      order: {
        from: canceled,
        to: { status: ORDER_STATUS_REFUND, paymentStatus: 'paid' },
        releaseReservations: false,
      },
      warning: 'paid-after-end',
    });
  });

  it('a paid payment is never canceled or failed by a late push', () => {
    for (const outcome of ['canceled', 'failed', 'rejected'] as const) {
      expect(applyPaymentOutcome('paid', processed, outcome)).toEqual({
        payment: null,
        order: null,
        warning: 'failure-after-paid',
      });
    }
    expect(applyPaymentOutcome('paid', processed, 'paid').warning).toBeNull();
    expect(applyPaymentOutcome('paid', processed, 'pending').warning).toBeNull();
  });

  it('the same news again changes nothing', () => {
    expect(applyPaymentOutcome('failed', failed, 'failed')).toEqual({
      payment: null,
      order: null,
      warning: null,
    });
    expect(applyPaymentOutcome('canceled', canceled, 'failed').payment).toBeNull();
  });
});

describe('isStatusCheckDue', () => {
  const pending = { status: 'pending' as const, hasTransaction: true, updatedAtMs: 1_000 };

  it('is due for a pending transaction not heard of for the given time', () => {
    expect(isStatusCheckDue(pending, 20_000, 15_000)).toBe(true);
    expect(isStatusCheckDue(pending, 16_000, 15_000)).toBe(true);
    expect(isStatusCheckDue(pending, 15_999, 15_000)).toBe(false);
  });

  it('is never due without a transaction or after the end', () => {
    expect(isStatusCheckDue({ ...pending, hasTransaction: false }, 99_000, 15_000)).toBe(false);
    expect(isStatusCheckDue({ ...pending, status: 'paid' }, 99_000, 15_000)).toBe(false);
  });
});

describe('any sequence of outcomes (property)', () => {
  const outcomes = fc.array(fc.constantFrom(...OUTCOMES), { maxLength: 30 });

  /** Plays outcomes on a new order with a pending payment, as the API applies them. */
  function play(sequence: PaymentOutcome[]) {
    let payment: PaymentRecordStatus = 'pending';
    let order: OrderState = placedOrderState(true);
    const steps: { payment: PaymentRecordStatus; order: OrderState; released: boolean }[] = [];
    for (const outcome of sequence) {
      const effect = applyPaymentOutcome(payment, order, outcome);
      if (effect.order) {
        expect(effect.order.from).toEqual(order);
        order = effect.order.to;
      }
      if (effect.payment) payment = effect.payment;
      steps.push({ payment, order, released: effect.order?.releaseReservations ?? false });
    }
    return steps;
  }

  it('never takes a paid order back to unpaid', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        let paid = false;
        for (const step of play(sequence)) {
          if (paid) expect(step.order.paymentStatus).toBe('paid');
          paid ||= step.order.paymentStatus === 'paid';
        }
      }),
    );
  });

  it('never changes a paid payment', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        let paid = false;
        for (const step of play(sequence)) {
          if (paid) expect(step.payment).toBe('paid');
          paid ||= step.payment === 'paid';
        }
      }),
    );
  });

  it('gives stock and coupon use back at most once, and only to an order canceled unpaid', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        const steps = play(sequence);
        const released = steps.filter((step) => step.released);
        expect(released.length).toBeLessThanOrEqual(1);
        for (const step of released) expect(step.order.status).toBe(ORDER_STATUS_CANCELED);
      }),
    );
  });

  it('confirms the money at most once, only when the first final outcome is money', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        let payment: PaymentRecordStatus = 'pending';
        let order: OrderState = placedOrderState(true);
        let confirmations = 0;
        for (const outcome of sequence) {
          const effect = applyPaymentOutcome(payment, order, outcome);
          if (effect.order && confirmsPayment(effect.order)) confirmations += 1;
          if (effect.order) order = effect.order.to;
          if (effect.payment) payment = effect.payment;
        }
        const first = sequence.find((outcome) => outcome !== 'pending');
        expect(confirmations).toBe(first === 'paid' ? 1 : 0);
      }),
    );
  });

  it('gives stock back exactly when the first final outcome is not money', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        const first = sequence.find((outcome) => outcome !== 'pending');
        const released = play(sequence).some((step) => step.released);
        expect(released).toBe(first !== undefined && first !== 'paid');
      }),
    );
  });

  it('answers a repeated outcome with no change', () => {
    fc.assert(
      fc.property(outcomes, fc.constantFrom(...OUTCOMES), (sequence, outcome) => {
        const steps = play([...sequence, outcome]);
        const last = steps[steps.length - 1];
        if (!last || outcome === 'pending') return;
        const again = applyPaymentOutcome(last.payment, last.order, outcome);
        expect(again.payment).toBeNull();
        expect(again.order).toBeNull();
      }),
    );
  });

  it('ends processed or canceled (refunded when money came late) once there is news', () => {
    fc.assert(
      fc.property(outcomes, (sequence) => {
        const last = play(sequence).at(-1);
        if (!last) return;
        if (sequence.every((outcome) => outcome === 'pending')) {
          expect(last.order).toEqual(placed);
          return;
        }
        expect([ORDER_STATUS_PROCESSED, ORDER_STATUS_CANCELED, ORDER_STATUS_REFUND]).toContain(
          last.order.status,
        );
        expect(last.order.status === ORDER_STATUS_REFUND).toBe(
          last.order.paymentStatus === 'paid' &&
            last.payment === 'paid' &&
            sequence.find((outcome) => outcome !== 'pending') !== 'paid',
        );
      }),
    );
  });
});

describe('orderAfterShipment', () => {
  const processed = { status: ORDER_STATUS_PROCESSED, paymentStatus: 'paid' } as const;
  it('ships a paid or free order once, its money as it was', () => {
    expect(orderAfterShipment(processed, false)).toEqual({
      from: processed,
      to: { status: ORDER_STATUS_SHIPPED, paymentStatus: 'paid' },
      releaseReservations: false,
    });
    const free = { status: ORDER_STATUS_PLACED, paymentStatus: 'not_required' } as const;
    expect(orderAfterShipment(free, false)?.to).toEqual({
      status: ORDER_STATUS_SHIPPED,
      paymentStatus: 'not_required',
    });
    expect(orderAfterShipment({ ...processed, status: ORDER_STATUS_SHIPPED }, false)).toBeNull();
  });

  it('ships an unpaid order only when it is paid at the door', () => {
    const pending = { status: ORDER_STATUS_PLACED, paymentStatus: 'pending' } as const;
    expect(orderAfterShipment(pending, false)).toBeNull();
    expect(orderAfterShipment(pending, true)?.to.status).toBe(ORDER_STATUS_SHIPPED);
  });

  it('never ships a canceled order or one to refund', () => {
    for (const paysOnDelivery of [false, true]) {
      expect(
        orderAfterShipment(
          { status: ORDER_STATUS_CANCELED, paymentStatus: 'canceled' },
          paysOnDelivery,
        ),
      ).toBeNull();
      expect(
        orderAfterShipment({ status: ORDER_STATUS_REFUND, paymentStatus: 'paid' }, paysOnDelivery),
      ).toBeNull();
    }
  });
});
