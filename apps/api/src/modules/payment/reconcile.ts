/**
 * Payments left pending asked about at the provider (a push lost on the way, a shopper who never
 * came back), and an order as its return page shows it, asked about first when its payment has
 * been pending for a while.
 */
import type { OrderStatusResult, PaymentInstructions, PaymentStatus } from '@shop/contracts';
import {
  deliveryMethodTitle,
  expectedDeliveryOf,
  fromCents,
  isStatusCheckDue,
  moneyRowsInEuros,
  orderAmountDue,
  orderStatusLines,
  orderSummaryAddress,
  storedOrderMoneyRows,
} from '@shop/core';
import { DomainError } from '../../lib/errors.ts';
import type { PaymentContext } from './context.ts';
import { type ProviderStatus, reportedAmountOf } from './provider-status.ts';
import type { PaymentRow } from './repository.ts';

/** The answer for an order_hash no order has: the text the storefront knows for it. */
/** A pending payment not heard of for this long is asked about when its order is read. */
const DEFAULT_RECONCILE_AFTER_MS = 15_000;

export class PaymentReconciliation {
  constructor(
    private readonly access: PaymentContext,
    private readonly status: ProviderStatus,
  ) {}

  /**
   * An order as its return page shows it, by its order_hash. A payment pending for a while is
   * asked about at the provider first, so a lost push does not leave the shopper waiting.
   */
  async orderStatus(orderHash: string): Promise<OrderStatusResult> {
    let order = await this.access.options.orders.findByHash(orderHash);
    if (!order) throw new DomainError('not_found', 'payment.order_not_found');
    let latest = await this.access.payments.findLatestOf(order.id);
    if (latest && this.isStatusCheckDue(latest)) {
      await this.reconcile(latest);
      order = await this.access.findOrder(order.id);
      latest = await this.access.payments.findLatestOf(order.id);
    }
    const pending = latest?.status === 'pending' ? latest : null;
    return {
      increment_id: order.incrementId,
      order_hash: order.orderHash,
      store_code: order.storeCode,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_status: order.paymentStatus as PaymentStatus,
      payment_method: order.paymentMethod,
      grand_total: fromCents(order.grandTotal),
      credits_paid: fromCents(order.creditsAmount),
      amount_due: fromCents(orderAmountDue(order)),
      currency: order.currency,
      shipping_method:
        order.shippingCarrierCode && order.shippingMethodCode
          ? `${order.shippingCarrierCode}_${order.shippingMethodCode}`
          : null,
      pickup_location_code: order.pickupLocationCode,
      payment_url: pending ? pending.redirectUrl : null,
      instructions: pending ? ((pending.instructions as PaymentInstructions) ?? null) : null,
      lines: orderStatusLines(order.totals, await this.access.options.orders.productsOf(order.id)),
      money_rows: moneyRowsInEuros(storedOrderMoneyRows(order, this.access.options.paymentMethods)),
      shipping_address: orderSummaryAddress(order.shippingAddress),
      shipping_description: deliveryMethodTitle(
        { carrierCode: order.shippingCarrierCode, methodCode: order.shippingMethodCode },
        this.access.options.delivery?.shippingMethods ?? [],
        order.totals,
      ),
      expected_delivery_date: expectedDeliveryOf(
        {
          createdAt: order.createdAt,
          carrierCode: order.shippingCarrierCode,
          methodCode: order.shippingMethodCode,
        },
        this.access.options.delivery?.shippingMethods ?? [],
        this.access.options.delivery?.closedDays ?? [],
      ),
    };
  }

  /**
   * Asks the provider about payments pending longer than `olderThanMs` (a push lost on the way,
   * a shopper who never came back) and applies what it says; run now and then by the app.
   * Answers how many were asked.
   */
  async reconcileStale(olderThanMs = 15 * 60_000, limit = 50): Promise<number> {
    const before = new Date(this.access.now().getTime() - olderThanMs);
    const stale = await this.access.payments.listStalePending(before, limit);
    for (const payment of stale) await this.reconcile(payment);
    return stale.length;
  }

  /**
   * Asks the provider about a pending payment and applies its answer; whether the provider
   * answered (a failure is only logged).
   */
  async reconcile(payment: PaymentRow): Promise<boolean> {
    // Touch first, so parallel readers do not all ask the provider.
    await this.access.payments.touch(payment.id, this.access.now());
    const key = payment.transactionKey as string;
    try {
      const answer = await this.access.options.gateway.transactionStatus(key);
      await this.status.applyStatus(key, answer.Status.Code.Code, reportedAmountOf(answer));
      return true;
    } catch (error) {
      this.access.options.log.warn(
        { err: error, payment: payment.id },
        'payment status check failed',
      );
      return false;
    }
  }

  private isStatusCheckDue(payment: PaymentRow): boolean {
    return isStatusCheckDue(
      {
        status: payment.status,
        hasTransaction: Boolean(payment.transactionKey),
        updatedAtMs: payment.updatedAt.getTime(),
      },
      this.access.now().getTime(),
      this.access.options.reconcileAfterMs ?? DEFAULT_RECONCILE_AFTER_MS,
    );
  }
}
