/**
 * Payments of orders. An order paid through the provider gets a payment row, then a transaction
 * at the provider (Buckaroo, or the built-in test provider that speaks its protocol). The
 * payment's status changes only through the provider: its answer to the start, its signed push,
 * or its status call when a payment stays pending too long. Every change is one transaction on
 * the locked order and payment and happens once; what an outcome does to the payment and its
 * order is core's rule (applyPaymentOutcome): pending → paid, canceled, failed or rejected, and a
 * payment that ends without money cancels its order and gives back its stock and coupon use.
 * The orders themselves are the order module's: this module reaches them through PaymentOrders.
 *
 * One file per use case, behind this one service: `start.ts` (the payment call: place, start,
 * undo a start that failed), `push.ts` (the signed push), `reconcile.ts` (pending payments asked
 * about, the return page's order status), `provider-status.ts` (a reported status applied),
 * `unpaid.ts` (orders left unpaid canceled, a cart's open order canceled by its next one).
 */
import type {
  OrderStatusResult,
  PaymentInformationBody,
  PaymentInformationResult,
} from '@shop/contracts';
import type { Executor } from '@shop/db';
import { PaymentContext } from './context.ts';
import type { PaymentCall, PaymentServiceOptions } from './options.ts';
import { ProviderStatus } from './provider-status.ts';
import { PaymentPush } from './push.ts';
import { PaymentReconciliation } from './reconcile.ts';
import type { PaymentRepository } from './repository.ts';
import { PaymentStart } from './start.ts';
import { UnpaidOrders } from './unpaid.ts';

export type {
  PaymentCall,
  PaymentGateway,
  PaymentServiceOptions,
} from './options.ts';

export class PaymentService {
  private readonly start: PaymentStart;
  private readonly push: PaymentPush;
  private readonly reconciliation: PaymentReconciliation;
  private readonly unpaid: UnpaidOrders;

  constructor(
    private readonly payments: PaymentRepository,
    private readonly options: PaymentServiceOptions,
  ) {
    const context = new PaymentContext(this.payments, this.options);
    const status = new ProviderStatus(context);
    this.start = new PaymentStart(context, status);
    this.push = new PaymentPush(context, status);
    this.reconciliation = new PaymentReconciliation(context, status);
    this.unpaid = new UnpaidOrders(context, this.reconciliation);
  }

  // ------------------------------------------------------------------ start.ts

  additionalDetails(): { code: string; issuers: { code: string; name: string }[] }[] {
    return this.start.additionalDetails();
  }

  placeAndPay(body: PaymentInformationBody, call: PaymentCall): Promise<PaymentInformationResult> {
    return this.start.placeAndPay(body, call);
  }

  // ------------------------------------------------------------------ push.ts

  receivePush(authorization: string | undefined, body: string): Promise<void> {
    return this.push.receivePush(authorization, body);
  }

  // ------------------------------------------------------------------ reconcile.ts

  orderStatus(orderHash: string): Promise<OrderStatusResult> {
    return this.reconciliation.orderStatus(orderHash);
  }

  reconcileStale(olderThanMs?: number, limit?: number): Promise<number> {
    return this.reconciliation.reconcileStale(olderThanMs, limit);
  }

  // ------------------------------------------------------------------ unpaid.ts

  askProviderAbout(orderId: number): Promise<boolean> {
    return this.unpaid.askProvider(orderId);
  }

  cancelUnpaid(tx: Executor, orderId: number): Promise<boolean> {
    return this.unpaid.cancelUnpaid(tx, orderId);
  }

  cancelExpiredUnpaid(limit?: number): Promise<number> {
    return this.unpaid.cancelExpired(limit);
  }
}
