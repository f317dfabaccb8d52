/**
 * Orders that stay unpaid. An order waiting for a provider payment holds stock, a coupon use and
 * credits: one its shopper abandoned (Back at the provider, a closed tab) is canceled once its
 * method's window has passed (a method paid on the provider's page: minutes; a bank transfer:
 * days; cash on delivery: never). Its payment is asked about at the provider first, and an order
 * the provider reports as paid, or whose provider cannot be reached, is never canceled. The
 * cancel is the cancel of an unpaid payment: stock, coupon use and credits go back once, the
 * cart is the shopper's again, and the shopper is told by mail. Several shop processes may run
 * this at once: the order row's lock and the conditional status change let one of them cancel.
 *
 * The same cancel serves the one-open-order rule: a cart that places a new order cancels its
 * open one in the placing's transaction.
 */
import {
  findPaymentMethod,
  orderAfterOutcome,
  type PaymentMethodDefinition,
  unpaidOrderWindowMs,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { orderState, type PaymentContext } from './context.ts';
import type { PaymentOrder } from './payment-orders.ts';
import type { PaymentReconciliation } from './reconcile.ts';

export class UnpaidOrders {
  constructor(
    private readonly access: PaymentContext,
    private readonly reconciliation: PaymentReconciliation,
  ) {}

  /**
   * Asks the provider about the order's pending payment and applies its answer; whether the
   * order's money is known not to have arrived (no transaction to ask about, or the provider
   * answered), as opposed to unknown (the provider could not be reached).
   */
  async askProvider(orderId: number): Promise<boolean> {
    const pending = await this.access.payments.findPendingOf(orderId);
    if (!pending?.transactionKey) return true;
    return this.reconciliation.reconcile(pending);
  }

  /**
   * Cancels an order in `tx` if it still awaits a provider payment: its pending payment ends
   * (money reported for it later is money after the end: kept on record, to be refunded), its
   * stock, coupon use and credits go back once, its cart is the shopper's again and its unsent
   * mails are withdrawn. Whether it canceled (false for a paid order, one canceled before, or
   * cash on delivery).
   */
  async cancelUnpaid(tx: Executor, orderId: number): Promise<boolean> {
    const { orders } = this.access.options;
    const now = this.access.now();
    const order = await orders.lockById(orderId, tx);
    if (!order || this.windowOf(order) === null) return false;
    const change = orderAfterOutcome(orderState(order), 'canceled');
    if (!change || !(await orders.applyStatusChange(order.id, change, now, tx))) return false;
    await this.access.payments.endPendingOfOrder(order.id, 'canceled', now, tx);
    await orders.releaseReservations(order, tx);
    await orders.reopenCart(order, now, tx);
    return true;
  }

  /**
   * Cancels the orders whose window to be paid has passed (at most `limit` per kind of method),
   * each after asking the provider, and tells their shoppers; answers how many it canceled. Run
   * now and then by the app.
   */
  async cancelExpired(limit = 50): Promise<number> {
    let canceled = 0;
    for (const [windowMs, methods] of this.methodsByWindow()) {
      const before = new Date(this.access.now().getTime() - windowMs);
      const due = await this.access.options.orders.listUnpaidBefore(methods, before, limit);
      for (const order of due) {
        if (await this.cancelExpiredOrder(order)) canceled += 1;
      }
    }
    if (canceled > 0) this.access.options.outbox.wake();
    return canceled;
  }

  private async cancelExpiredOrder(order: PaymentOrder): Promise<boolean> {
    // The provider first: a payment made meanwhile is applied (the order is paid, never canceled);
    // an unknown outcome leaves the order for the next round.
    if (!(await this.askProvider(order.id))) return false;
    return this.access.payments.transaction(async (tx) => {
      if (!(await this.cancelUnpaid(tx, order.id))) return false;
      this.access.options.log.info(
        { order: order.incrementId, method: order.paymentMethod },
        'an unpaid order was canceled',
      );
      await this.access.options.orders.mailCanceledUnpaid(order, tx);
      return true;
    });
  }

  /** The provider methods grouped by how long their orders may stay unpaid. */
  private methodsByWindow(): Map<number, string[]> {
    const groups = new Map<number, string[]>();
    for (const method of this.access.options.paymentMethods) {
      const windowMs = this.windowOfMethod(method);
      if (windowMs === null) continue;
      groups.set(windowMs, [...(groups.get(windowMs) ?? []), method.code]);
    }
    return groups;
  }

  private windowOf(order: PaymentOrder): number | null {
    return this.windowOfMethod(
      findPaymentMethod(order.paymentMethod, this.access.options.paymentMethods),
    );
  }

  private windowOfMethod(method: PaymentMethodDefinition | null): number | null {
    return unpaidOrderWindowMs(method, this.access.options.unpaidWindows);
  }
}
