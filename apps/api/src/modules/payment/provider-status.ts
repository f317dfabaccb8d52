/**
 * A status the provider reported (its answer to the start, its signed push, its status call)
 * applied to the payment and its order. Every change is one transaction on the locked order and
 * payment and happens once; what an outcome does to the payment and its order is core's rule
 * (applyPaymentOutcome): pending → paid, canceled, failed or rejected, and a payment that ends
 * without money cancels its order and gives back its stock and coupon use.
 */
import {
  applyPaymentOutcome,
  confirmsPayment,
  type OrderStatusChange,
  type PaymentOutcomeEffect,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { paymentOutcomeOf } from './buckaroo-types.ts';
import { orderState, type PaymentContext } from './context.ts';
import type { ReportedAmount } from './options.ts';
import type { PaymentOrder } from './payment-orders.ts';
import type { PaymentRow } from './repository.ts';

/** What became of a status the provider reported. */
export type StatusVerdict = 'applied' | 'unknown' | 'mismatch';

export class ProviderStatus {
  constructor(private readonly access: PaymentContext) {}

  /**
   * Applies a status the provider reported for a transaction (push, start answer or status
   * call): 'unknown' for a transaction the shop does not know, 'mismatch' when the reported
   * amount or currency is not the payment's (then nothing changes: a status is only believed
   * for the money the shopper was asked for), else 'applied'. A repeated status changes nothing.
   */
  async applyStatus(
    transactionKey: string,
    code: number,
    reported: ReportedAmount,
  ): Promise<StatusVerdict> {
    const found = await this.access.payments.findByTransactionKey(transactionKey);
    if (!found) return 'unknown';
    let confirmed = false;
    const verdict = await this.access.payments.transaction(async (tx): Promise<StatusVerdict> => {
      // The order first, then its payment: every writer locks in this order.
      const order = await this.access.options.orders.lockById(found.orderId, tx);
      const payment = await this.access.payments.lockByTransactionKey(transactionKey, tx);
      if (!order || !payment) return 'applied';
      if (!sameAmount(payment, reported)) {
        this.access.options.log.warn(
          {
            order: order.incrementId,
            expected: { amount: payment.amount, currency: payment.currency },
            reported,
            code,
          },
          'the provider reports another amount or currency than the payment: nothing changes',
        );
        return 'mismatch';
      }
      const effect = applyPaymentOutcome(payment.status, orderState(order), paymentOutcomeOf(code));
      const now = this.access.now();
      if (effect.payment) {
        await this.access.payments.recordStatus(payment.id, effect.payment, code, now, tx);
      }
      if (effect.order) confirmed = await this.moveOrder(order, effect.order, now, tx);
      this.warnAbout(effect, order, code);
      return 'applied';
    });
    // The mails of a confirmed payment were written with it: send them now that it committed.
    if (confirmed) this.access.options.outbox.wake();
    return verdict;
  }

  /**
   * Moves the order as its payment's news says: its reservations go back once, with the change
   * that cancels it; what waits for its money (the gift notices to birth list parents) is
   * written once, with the change that confirms it. Answers whether it confirmed the money.
   */
  private async moveOrder(
    order: PaymentOrder,
    change: OrderStatusChange,
    now: Date,
    tx: Executor,
  ): Promise<boolean> {
    const moved = await this.access.options.orders.applyStatusChange(order.id, change, now, tx);
    if (!moved) return false;
    if (change.releaseReservations) await this.access.options.orders.releaseReservations(order, tx);
    if (!confirmsPayment(change)) return false;
    await this.access.options.orders.paymentConfirmed(order, tx);
    return true;
  }

  private warnAbout(effect: PaymentOutcomeEffect, order: PaymentOrder, code: number): void {
    if (effect.warning === 'paid-after-end') {
      this.access.options.log.warn(
        { order: order.incrementId, status: effect.order?.to.status },
        'a payment was paid after it had ended',
      );
    } else if (effect.warning === 'failure-after-paid') {
      this.access.options.log.warn(
        { order: order.incrementId, code },
        'the provider reports a failure for a paid payment; left unchanged',
      );
    }
  }
}

/** The amount and currency of a provider's transaction answer or push. */
export function reportedAmountOf(transaction: {
  AmountDebit?: unknown;
  Currency?: unknown;
}): ReportedAmount {
  return {
    amount: typeof transaction.AmountDebit === 'number' ? transaction.AmountDebit : undefined,
    currency: typeof transaction.Currency === 'string' ? transaction.Currency : undefined,
  };
}

/** Whether the reported money is exactly the payment's (cents and currency). */
function sameAmount(payment: PaymentRow, reported: ReportedAmount): boolean {
  return (
    reported.amount !== undefined &&
    Number.isFinite(reported.amount) &&
    Math.round(reported.amount * 100) === payment.amount &&
    reported.currency?.toUpperCase() === payment.currency.toUpperCase()
  );
}
