import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type OperatorOrderFacts,
  ORDER_STATUS_COMPLETE,
  ORDER_STATUS_READY_FOR_PICKUP,
  ORDER_STATUS_REFUNDED,
  operatorOrderStep,
  planRefund,
  type RefundMoney,
  unitsRefundAmount,
} from './operator-orders.ts';
import {
  ORDER_STATUS_CANCELED,
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_SHIPPED,
} from './order-status.ts';

const paid: OperatorOrderFacts = {
  status: ORDER_STATUS_PROCESSED,
  paymentStatus: 'paid',
  isPickup: false,
  paysOnDelivery: false,
};

describe('operatorOrderStep', () => {
  it('ships a paid delivered order, never a pick-up order or an unpaid one', () => {
    const shipped = operatorOrderStep(paid, 'ship');
    expect(shipped.ok && shipped.change.to).toEqual({
      status: ORDER_STATUS_SHIPPED,
      paymentStatus: 'paid',
    });
    expect(operatorOrderStep({ ...paid, isPickup: true }, 'ship')).toEqual({
      ok: false,
      refusal: 'pickup_order',
    });
    expect(
      operatorOrderStep({ ...paid, status: ORDER_STATUS_PLACED, paymentStatus: 'pending' }, 'ship'),
    ).toEqual({ ok: false, refusal: 'money_missing' });
    expect(operatorOrderStep({ ...paid, status: ORDER_STATUS_SHIPPED }, 'ship')).toEqual({
      ok: false,
      refusal: 'step_not_allowed',
    });
  });

  it('makes a pick-up order ready when its money is there or is paid in the store', () => {
    const ready = operatorOrderStep({ ...paid, isPickup: true }, 'ready_for_pickup');
    expect(ready.ok && ready.change.to.status).toBe(ORDER_STATUS_READY_FOR_PICKUP);
    const inStore = operatorOrderStep(
      { ...paid, isPickup: true, paysOnDelivery: true, paymentStatus: 'pending' },
      'ready_for_pickup',
    );
    expect(inStore.ok).toBe(true);
    expect(operatorOrderStep(paid, 'ready_for_pickup')).toEqual({
      ok: false,
      refusal: 'not_pickup',
    });
  });

  it('completes shipped and ready orders; money paid at the door is collected then', () => {
    const done = operatorOrderStep(
      { ...paid, status: ORDER_STATUS_SHIPPED, paysOnDelivery: true, paymentStatus: 'pending' },
      'complete',
    );
    expect(done.ok && done.change.to).toEqual({
      status: ORDER_STATUS_COMPLETE,
      paymentStatus: 'paid',
    });
    expect(operatorOrderStep(paid, 'complete')).toEqual({ ok: false, refusal: 'step_not_allowed' });
  });

  it('cancels an order that has not left and gives its stock back; paid money needs a refund', () => {
    const canceled = operatorOrderStep(
      { ...paid, status: ORDER_STATUS_PLACED, paymentStatus: 'pending' },
      'cancel',
    );
    expect(canceled.ok && canceled.change).toMatchObject({
      to: { status: ORDER_STATUS_CANCELED, paymentStatus: 'canceled' },
      releaseReservations: true,
    });
    expect(operatorOrderStep(paid, 'cancel')).toEqual({ ok: false, refusal: 'refund_first' });
    expect(operatorOrderStep({ ...paid, status: ORDER_STATUS_SHIPPED }, 'cancel')).toEqual({
      ok: false,
      refusal: 'step_not_allowed',
    });
  });
});

const money: RefundMoney = {
  providerPaid: 5000,
  providerRefunded: 0,
  methodAmount: 5000,
  creditsAmount: 1000,
  creditsGivenBack: false,
};
const lines = [
  { orderItemId: 1, qty: 3, amount: 3000, refundedQty: 0 },
  { orderItemId: 2, qty: 1, amount: 2995, refundedQty: 0 },
];

describe('planRefund', () => {
  it('pays back the provider and the credits in full and cancels an order that had not left', () => {
    const verdict = planRefund(paid, lines, money, { kind: 'full' });
    expect(verdict.ok && verdict.plan).toMatchObject({
      amount: 6000,
      providerAmount: 5000,
      creditsAmount: 1000,
      change: {
        to: { status: ORDER_STATUS_CANCELED, paymentStatus: 'refunded' },
        releaseReservations: true,
      },
    });
  });

  it('makes a shipped order refunded, its stock not given back', () => {
    const verdict = planRefund({ ...paid, status: ORDER_STATUS_SHIPPED }, lines, money, {
      kind: 'full',
    });
    expect(verdict.ok && verdict.plan.change).toMatchObject({
      to: { status: ORDER_STATUS_REFUNDED },
      releaseReservations: false,
    });
  });

  it('pays back units of lines through the provider only, within what it still holds', () => {
    const verdict = planRefund(paid, lines, money, {
      kind: 'lines',
      lines: [{ orderItemId: 1, qty: 2 }],
    });
    expect(verdict.ok && verdict.plan).toMatchObject({
      amount: 2000,
      providerAmount: 2000,
      creditsAmount: 0,
      change: null,
    });
    expect(
      planRefund(
        paid,
        lines,
        { ...money, providerRefunded: 4000 },
        {
          kind: 'lines',
          lines: [{ orderItemId: 2, qty: 1 }],
        },
      ),
    ).toEqual({ ok: false, refusal: 'exceeds_provider', maximum: 1000 });
  });

  it('refuses more units than are left, unknown and doubled lines, and unpaid orders', () => {
    const request = (wanted: { orderItemId: number; qty: number }[]) =>
      planRefund(paid, [{ ...lines[0]!, refundedQty: 2 }], money, { kind: 'lines', lines: wanted });
    expect(request([{ orderItemId: 1, qty: 2 }])).toMatchObject({
      refusal: 'qty_too_many',
      maximum: 1,
    });
    expect(request([{ orderItemId: 9, qty: 1 }])).toMatchObject({ refusal: 'line_unknown' });
    expect(
      request([
        { orderItemId: 1, qty: 1 },
        { orderItemId: 1, qty: 1 },
      ]),
    ).toMatchObject({ refusal: 'line_duplicate' });
    expect(
      planRefund({ ...paid, paymentStatus: 'pending' }, lines, money, { kind: 'full' }),
    ).toEqual({
      ok: false,
      refusal: 'not_paid',
    });
  });

  it('refuses what was paid outside the provider and a full refund with nothing left', () => {
    expect(planRefund(paid, lines, { ...money, providerPaid: 0 }, { kind: 'full' })).toMatchObject({
      refusal: 'outside_provider',
    });
    expect(
      planRefund(
        paid,
        lines,
        { ...money, providerRefunded: 5000, creditsGivenBack: true },
        { kind: 'full' },
      ),
    ).toMatchObject({ refusal: 'nothing_to_refund' });
  });
});

describe('unitsRefundAmount', () => {
  it('pays back exactly the line amount over all its units, however they are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }),
        (qty, amount, steps) => {
          let before = 0;
          let total = 0;
          for (const step of steps) {
            const units = Math.min(step, qty - before);
            if (units <= 0) break;
            const part = unitsRefundAmount({ qty, amount }, before, units);
            expect(part).toBeGreaterThanOrEqual(0);
            total += part;
            before += units;
          }
          total += unitsRefundAmount({ qty, amount }, before, qty - before);
          expect(total).toBe(amount);
        },
      ),
    );
  });
});
