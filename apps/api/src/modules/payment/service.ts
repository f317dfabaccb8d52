/**
 * Payments of orders (spec secondary-areas §4 "Order placing, payment and offline queue",
 * §7 Payments; reference-notes §7.2). An order paid through the provider gets a payment row, then
 * a transaction at the provider (Buckaroo, or the built-in test provider that speaks its
 * protocol). The payment's status changes only through the provider: its answer to the start,
 * its signed push, or its status call when the return page asks about a payment left pending.
 * Every change is one transaction on the locked order and payment rows and happens once:
 * pending → paid, canceled, failed or rejected. A payment that ends without money cancels its
 * order and gives back the stock and the coupon use the order took.
 */
import type { OrderStatusResult, PaymentInstructions, PaymentStatus } from '@shop/contracts';
import {
  findPaymentMethod,
  fromCents,
  isStoreCode,
  type PaymentMethodDefinition,
  STORE_VIEWS,
  type StoreView,
} from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../lib/errors.ts';
import { returnStock } from '../order/service.ts';
import {
  instructionsOf,
  pendingResponse,
  requestErrorText,
  transactionRequest,
} from './buckaroo-mapping.ts';
import {
  type BuckarooTransactionRequest,
  type BuckarooTransactionResponse,
  type PaymentOutcome,
  paymentOutcomeOf,
} from './buckaroo-types.ts';

type OrderRow = typeof schema.orders.$inferSelect;
type PaymentRow = typeof schema.payments.$inferSelect;

/** The order statuses a payment moves an order to (secondary-areas §4 status labels). */
export const ORDER_STATUS_PROCESSED = 'Order Processed';
export const ORDER_STATUS_CANCELED = 'canceled';
export const ORDER_STATUS_REFUND = 'Processing Refund';

/** How the shop reaches the payment provider (BuckarooClient, or a fake in tests). */
export interface PaymentGateway {
  startTransaction(
    request: BuckarooTransactionRequest,
    options?: { culture?: string },
  ): Promise<BuckarooTransactionResponse>;
  transactionStatus(key: string): Promise<BuckarooTransactionResponse>;
}

export interface PaymentServiceOptions {
  gateway: PaymentGateway;
  provider: 'test' | 'buckaroo';
  paymentMethods: readonly PaymentMethodDefinition[];
  /** The shop's public URL: the push URL the provider calls (its HMAC covers this URL). */
  publicUrl: string;
  /** iDEAL's issuers (BIC and name), offered by get-payment-additional-details. */
  idealIssuers: readonly { code: string; name: string }[];
  /** A payment left pending this long is asked about at the provider when its order is read. */
  reconcileAfterMs?: number;
  now?: () => Date;
  log: {
    warn: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  };
}

/** Where the storefront sends the shopper back to (the shopper's origin and store view). */
export interface ReturnTarget {
  origin: string;
  view: StoreView;
}

export interface PaymentState {
  paymentStatus: PaymentStatus;
  response: BuckarooTransactionResponse | null;
  instructions: PaymentInstructions | null;
}

/** The push URL: the provider posts status changes here; its signature covers this URL. */
export function pushUrlOf(publicUrl: string): string {
  return `${publicUrl}/api/ext/buckaroo/push`;
}

/** Where the order of a payment goes after a final outcome. */
function orderChangeOf(outcome: PaymentOutcome): {
  status: string;
  paymentStatus: PaymentStatus;
} | null {
  switch (outcome) {
    case 'paid':
      return { status: ORDER_STATUS_PROCESSED, paymentStatus: 'paid' };
    case 'canceled':
      return { status: ORDER_STATUS_CANCELED, paymentStatus: 'canceled' };
    case 'failed':
    case 'rejected':
      return { status: ORDER_STATUS_CANCELED, paymentStatus: 'failed' };
    default:
      return null;
  }
}

export class PaymentService {
  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: PaymentServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** iDEAL's issuers for the storefront's issuer choice (spec §7 get-payment-additional-details). */
  additionalDetails(): { code: string; issuers: { code: string; name: string }[] }[] {
    return this.options.paymentMethods
      .filter((method) => method.serviceCode === 'ideal')
      .map((method) => ({ code: method.code, issuers: [...this.options.idealIssuers] }));
  }

  /**
   * Starts the payment of a placed order, or answers the one under way. Nothing is started for
   * an order that needs no provider (cash on delivery, free), that is paid, or that was
   * canceled; a second call while a payment is pending answers that payment (a retry of the
   * storefront's call or a replayed order never pays twice).
   */
  async startPayment(
    order: OrderRow,
    input: { issuer: string | null; clientIp: string | null; returnTo: ReturnTarget },
  ): Promise<PaymentState> {
    const method = findPaymentMethod(order.paymentMethod, this.options.paymentMethods);
    if (!method || method.flow === 'none' || !method.serviceCode) return this.stateOf(order);
    if (order.paymentStatus !== 'pending') return this.stateOf(order);

    const issuer = method.serviceCode === 'ideal' ? input.issuer : null;
    if (issuer && !this.options.idealIssuers.some((known) => known.code === issuer)) {
      throw new DomainError('invalid', `Unknown iDEAL issuer "${issuer}".`);
    }
    const payment = await this.claimPayment(order, method, issuer);
    if (payment.transactionKey) return this.stateOf(order);

    const request = transactionRequest(order, method, {
      issuer,
      clientIp: input.clientIp,
      returnTo: input.returnTo,
      pushUrl: pushUrlOf(this.options.publicUrl),
    });
    let response: BuckarooTransactionResponse;
    try {
      response = await this.options.gateway.startTransaction(request, {
        culture: input.returnTo.view.locale,
      });
    } catch (error) {
      // Unknown whether the provider made a transaction: this attempt ends, a retry makes a new
      // one (a push for the lost one finds no payment and changes nothing).
      await this.endAttempt(payment.id, null);
      this.options.log.warn({ err: error, order: order.incrementId }, 'payment start failed');
      throw new DomainError(
        'unavailable',
        'The payment could not be started. Please try again in a moment.',
      );
    }
    const code = response.Status?.Code?.Code ?? 0;
    const refusal = requestErrorText(response);
    if (refusal) {
      await this.endAttempt(payment.id, code);
      throw new DomainError('invalid', refusal);
    }
    await this.shop.db
      .update(schema.payments)
      .set({
        transactionKey: response.Key,
        statusCode: code,
        redirectUrl: response.RequiredAction?.RedirectURL ?? null,
        instructions: instructionsOf(response, this.options.provider === 'test'),
        updatedAt: this.now(),
      })
      .where(eq(schema.payments.id, payment.id));
    await this.applyStatus(response.Key, code, reportedAmountOf(response));
    const current = await this.findOrder(order.id);
    return { ...(await this.stateOf(current)), response };
  }

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
  ): Promise<'applied' | 'unknown' | 'mismatch'> {
    const [found] = await this.shop.db
      .select({ orderId: schema.payments.orderId })
      .from(schema.payments)
      .where(eq(schema.payments.transactionKey, transactionKey));
    if (!found) return 'unknown';
    const outcome = paymentOutcomeOf(code);
    let verdict: 'applied' | 'mismatch' = 'applied';
    await this.shop.db.transaction(async (tx) => {
      // The order first, then its payment: every writer locks in this order.
      const [order] = await tx
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.id, found.orderId))
        .for('update');
      const [payment] = await tx
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.transactionKey, transactionKey))
        .for('update');
      if (!order || !payment) return;
      if (!sameAmount(payment, reported)) {
        verdict = 'mismatch';
        this.options.log.warn(
          {
            order: order.incrementId,
            expected: { amount: payment.amount, currency: payment.currency },
            reported,
            code,
          },
          'the provider reports another amount or currency than the payment: nothing changes',
        );
        return;
      }
      const now = this.now();
      if (outcome === 'pending') {
        if (payment.status === 'pending') {
          await tx
            .update(schema.payments)
            .set({ statusCode: code, updatedAt: now })
            .where(eq(schema.payments.id, payment.id));
        }
        return;
      }
      if (payment.status === 'pending') {
        await tx
          .update(schema.payments)
          .set({ status: outcome, statusCode: code, updatedAt: now })
          .where(eq(schema.payments.id, payment.id));
        await this.moveOrder(tx, order, outcome, now);
        return;
      }
      if (payment.status === outcome || (payment.status !== 'paid' && outcome !== 'paid')) {
        return; // The same news again (a repeated push): nothing changes.
      }
      if (outcome === 'paid') {
        // Money arrived after the payment had ended (paid in another tab after a cancel): keep
        // it on record; an order canceled meanwhile must be refunded.
        await tx
          .update(schema.payments)
          .set({ status: 'paid', statusCode: code, updatedAt: now })
          .where(eq(schema.payments.id, payment.id));
        const status = order.status === ORDER_STATUS_CANCELED ? ORDER_STATUS_REFUND : order.status;
        await tx
          .update(schema.orders)
          .set({ status, paymentStatus: 'paid', updatedAt: now })
          .where(eq(schema.orders.id, order.id));
        this.options.log.warn(
          { order: order.incrementId, status },
          'a payment was paid after it had ended',
        );
        return;
      }
      this.options.log.warn(
        { order: order.incrementId, code },
        'the provider reports a failure for a paid payment; left unchanged',
      );
    });
    return verdict;
  }

  /**
   * An order as its return page shows it, by its order_hash. A payment pending for a while is
   * asked about at the provider first, so a lost push does not leave the shopper waiting.
   */
  async orderStatus(orderHash: string): Promise<OrderStatusResult> {
    let order = await this.findOrderByHash(orderHash);
    let latest = await this.latestPayment(order.id);
    if (
      latest?.status === 'pending' &&
      latest.transactionKey &&
      this.now().getTime() - latest.updatedAt.getTime() >= (this.options.reconcileAfterMs ?? 15_000)
    ) {
      await this.reconcile(latest);
      order = await this.findOrder(order.id);
      latest = await this.latestPayment(order.id);
    }
    return {
      increment_id: order.incrementId,
      order_hash: order.orderHash,
      store_code: order.storeCode,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_status: order.paymentStatus as PaymentStatus,
      payment_method: order.paymentMethod,
      grand_total: fromCents(order.grandTotal),
      currency: order.currency,
      shipping_method:
        order.shippingCarrierCode && order.shippingMethodCode
          ? `${order.shippingCarrierCode}_${order.shippingMethodCode}`
          : null,
      pickup_location_code: order.pickupLocationCode,
      payment_url: latest?.status === 'pending' ? latest.redirectUrl : null,
      instructions:
        latest?.status === 'pending'
          ? ((latest.instructions as PaymentInstructions) ?? null)
          : null,
    };
  }

  /**
   * Asks the provider about payments pending longer than `olderThanMs` (a push lost on the way,
   * a shopper who never came back) and applies what it says; run now and then by the app.
   * Answers how many were asked.
   */
  async reconcileStale(olderThanMs = 15 * 60_000, limit = 50): Promise<number> {
    const before = new Date(this.now().getTime() - olderThanMs);
    const stale = await this.shop.db
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.status, 'pending'),
          sql`${schema.payments.transactionKey} IS NOT NULL`,
          sql`${schema.payments.updatedAt} < ${before}`,
        ),
      )
      .orderBy(schema.payments.updatedAt)
      .limit(limit);
    for (const payment of stale) await this.reconcile(payment);
    return stale.length;
  }

  /** Asks the provider about a pending payment and applies its answer (errors only logged). */
  private async reconcile(payment: PaymentRow): Promise<void> {
    // Touch first, so parallel readers do not all ask the provider.
    await this.shop.db
      .update(schema.payments)
      .set({ updatedAt: this.now() })
      .where(eq(schema.payments.id, payment.id));
    try {
      const answer = await this.options.gateway.transactionStatus(payment.transactionKey as string);
      await this.applyStatus(
        payment.transactionKey as string,
        answer.Status.Code.Code,
        reportedAmountOf(answer),
      );
    } catch (error) {
      this.options.log.warn({ err: error, payment: payment.id }, 'payment status check failed');
    }
  }

  // ------------------------------------------------------------------ steps

  /**
   * The pending payment of an order: a new row, or the one a concurrent or earlier call made.
   * The partial unique index allows one pending payment per order, so two starts cannot both
   * create a transaction.
   */
  private async claimPayment(
    order: OrderRow,
    method: PaymentMethodDefinition,
    issuer: string | null,
  ): Promise<PaymentRow> {
    const [created] = await this.shop.db
      .insert(schema.payments)
      .values({
        orderId: order.id,
        provider: this.options.provider,
        method: method.code,
        serviceCode: method.serviceCode as string,
        issuer,
        amount: order.grandTotal,
        currency: order.currency,
        status: 'pending',
        createdAt: this.now(),
        updatedAt: this.now(),
      })
      .onConflictDoNothing({
        target: schema.payments.orderId,
        where: sql`${schema.payments.status} = 'pending'`,
      })
      .returning();
    if (created) return created;
    // Another call holds the pending payment: wait briefly for its transaction key.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [pending] = await this.shop.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.status, 'pending')));
      if (!pending) break;
      if (pending.transactionKey) return pending;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new DomainError('conflict', 'The payment of this order is being started already.');
  }

  /** Ends a payment attempt that never became a transaction (a retry may start a new one). */
  private async endAttempt(paymentId: number, code: number | null): Promise<void> {
    await this.shop.db
      .update(schema.payments)
      .set({ status: 'failed', statusCode: code, updatedAt: this.now() })
      .where(and(eq(schema.payments.id, paymentId), eq(schema.payments.status, 'pending')));
  }

  /** Moves the order after its payment's final outcome (inside the locking transaction). */
  private async moveOrder(
    tx: Executor,
    order: OrderRow,
    outcome: PaymentOutcome,
    now: Date,
  ): Promise<void> {
    const change = orderChangeOf(outcome);
    if (!change || order.paymentStatus !== 'pending') return;
    if (change.paymentStatus === 'paid') {
      await tx
        .update(schema.orders)
        .set({ status: change.status, paymentStatus: 'paid', updatedAt: now })
        .where(eq(schema.orders.id, order.id));
      return;
    }
    // No money: the order is canceled, its stock and coupon use go back (once: the order
    // leaves 'pending' here under its row lock).
    await tx
      .update(schema.orders)
      .set({ status: change.status, paymentStatus: change.paymentStatus, updatedAt: now })
      .where(eq(schema.orders.id, order.id));
    await returnStock(tx, order.stockTaken ?? {});
    if (order.couponCode) {
      await tx
        .update(schema.salesRules)
        .set({ timesUsed: sql`${schema.salesRules.timesUsed} - 1` })
        .where(
          and(
            sql`upper(${schema.salesRules.couponCode}) = upper(${order.couponCode})`,
            sql`${schema.salesRules.timesUsed} > 0`,
          ),
        );
    }
  }

  private async stateOf(order: OrderRow): Promise<PaymentState> {
    const payment = await this.latestPayment(order.id);
    return {
      paymentStatus: order.paymentStatus as PaymentStatus,
      response: null,
      instructions:
        payment?.status === 'pending'
          ? ((payment.instructions as PaymentInstructions) ?? null)
          : null,
      ...(payment?.status === 'pending' && payment.transactionKey
        ? { response: pendingResponse(payment, this.options.provider === 'test') }
        : {}),
    };
  }

  private async latestPayment(orderId: number): Promise<PaymentRow | null> {
    const [payment] = await this.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(desc(schema.payments.id))
      .limit(1);
    return payment ?? null;
  }

  private async findOrder(id: number): Promise<OrderRow> {
    const [order] = await this.shop.db.select().from(schema.orders).where(eq(schema.orders.id, id));
    if (!order) throw new DomainError('not_found', 'Unable to retrieve order');
    return order;
  }

  private async findOrderByHash(orderHash: string): Promise<OrderRow> {
    const [order] = await this.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderHash, orderHash));
    // The spec's text for an order that cannot be found (core-shop §8).
    if (!order) throw new DomainError('not_found', 'Unable to retrieve order');
    return order;
  }
}

/** The money a provider's message speaks of: decimal amount and currency, as on the wire. */
export interface ReportedAmount {
  amount: number | undefined;
  currency: string | undefined;
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

/** The store view of an order's store code. */
export function orderView(order: { storeCode: string }): StoreView {
  return isStoreCode(order.storeCode) ? STORE_VIEWS[order.storeCode] : STORE_VIEWS.nl;
}
