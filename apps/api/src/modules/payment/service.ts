/**
 * Payments of orders. An order paid through the provider gets a payment row, then a transaction
 * at the provider (Buckaroo, or the built-in test provider that speaks its protocol). The
 * payment's status changes only through the provider: its answer to the start, its signed push,
 * or its status call when a payment stays pending too long. Every change is one transaction on
 * the locked order and payment and happens once; what an outcome does to the payment and its
 * order is core's rule (applyPaymentOutcome): pending → paid, canceled, failed or rejected, and a
 * payment that ends without money cancels its order and gives back its stock and coupon use.
 * The orders themselves are the order module's: this module reaches them through PaymentOrders.
 */
import type {
  OrderBody,
  OrderStatusResult,
  PaymentInformationBody,
  PaymentInformationResult,
  PaymentInstructions,
  PaymentStatus,
} from '@shop/contracts';
import {
  ABANDONED_ATTEMPT_STATUS,
  applyPaymentOutcome,
  awaitsPayment,
  confirmsPayment,
  deliveryMethodTitle,
  expectedDeliveryOf,
  findPaymentMethod,
  fromCents,
  isStatusCheckDue,
  type OrderPaymentStatus,
  type OrderState,
  type OrderStatusChange,
  orderAfterFailedStart,
  orderAmountDue,
  orderSummaryAddress,
  orderSummaryLines,
  type PaymentMethodDefinition,
  type PaymentOutcomeEffect,
  type ShippingMethodDefinition,
  type StoreView,
  startsProviderPayment,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, domainError } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { OrderService } from '../order/service.ts';
import { type BuckarooCredentials, verifyBuckarooHmac } from './buckaroo-hmac.ts';
import {
  chosenIssuer,
  instructionsOf,
  pendingResponse,
  requestErrorText,
  storefrontResponse,
  transactionRequest,
} from './buckaroo-mapping.ts';
import {
  type BuckarooPush,
  type BuckarooTransactionRequest,
  type BuckarooTransactionResponse,
  paymentOutcomeOf,
} from './buckaroo-types.ts';
import type { PaymentOrder, PaymentOrders } from './payment-orders.ts';
import type { PaymentRepository, PaymentRow } from './repository.ts';

/** How the shop reaches the payment provider (BuckarooClient, or a fake in tests). */
export interface PaymentGateway {
  startTransaction(
    request: BuckarooTransactionRequest,
    options?: { culture?: string },
  ): Promise<BuckarooTransactionResponse>;
  transactionStatus(key: string): Promise<BuckarooTransactionResponse>;
}

export interface PaymentServiceOptions {
  /** The orders' side of a payment (the order module). */
  orders: PaymentOrders;
  /** Places the order of a payment call (the order service). */
  ordering: Pick<OrderService, 'place'>;
  /**
   * The mail outbox: a new order's confirmation is released and sent once its payment started,
   * the mails written when its money is confirmed once that committed.
   */
  outbox: Pick<MailOutbox, 'wake' | 'releaseOrderMails'>;
  gateway: PaymentGateway;
  /** The provider's keys: a push must be signed with them. */
  credentials: () => Promise<BuckarooCredentials>;
  /** A push signed longer ago or further ahead than this is refused (it may be a replay). */
  pushMaxAgeSeconds: number;
  provider: 'test' | 'buckaroo';
  paymentMethods: readonly PaymentMethodDefinition[];
  /** The delivery methods and closed days the expected delivery date of an order counts with. */
  delivery?: {
    shippingMethods: readonly ShippingMethodDefinition[];
    closedDays: readonly number[];
  };
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

/**
 * The payment call as its route hands it over. The caller and the store view are resolved only
 * after the body's own checks, so a body that contradicts itself is refused first (400), before
 * a bad token (401) or an unknown store view (404).
 */
export interface PaymentCall {
  /** The customer of the call (null for a guest); throws 401 for a bad token. */
  caller: () => Promise<TokenCustomer | null>;
  /** The store view the call names; throws 404 for an unknown one. */
  view: () => StoreView;
  clientIp: string | null;
  /** The Origin header of the call. */
  origin: string | undefined;
  /** The origin the call reached: this shop's scheme and host as the shopper's browser saw them. */
  ownOrigin: string;
}

interface PaymentState {
  paymentStatus: PaymentStatus;
  response: BuckarooTransactionResponse | null;
  instructions: PaymentInstructions | null;
}

/** The money a provider's message speaks of: decimal amount and currency, as on the wire. */
export interface ReportedAmount {
  amount: number | undefined;
  currency: string | undefined;
}

/** What became of a status the provider reported. */
type StatusVerdict = 'applied' | 'unknown' | 'mismatch';

/** The answer for an order_hash no order has: the text the storefront knows for it. */
/** A pending payment not heard of for this long is asked about when its order is read. */
const DEFAULT_RECONCILE_AFTER_MS = 15_000;

/** The push URL: the provider posts status changes here; its signature covers this URL. */
function pushUrlOf(publicUrl: string): string {
  return `${publicUrl}/api/ext/buckaroo/push`;
}

export class PaymentService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly options: PaymentServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** iDEAL's issuers, for the storefront's bank choice. */
  additionalDetails(): { code: string; issuers: { code: string; name: string }[] }[] {
    return this.options.paymentMethods
      .filter((method) => method.serviceCode === 'ideal')
      .map((method) => ({ code: method.code, issuers: [...this.options.idealIssuers] }));
  }

  /**
   * The payment call: places the order (idempotent by its order_id, like POST /api/order),
   * sends its confirmation mail, and starts its payment (or answers the one under way).
   */
  async placeAndPay(
    body: PaymentInformationBody,
    call: PaymentCall,
  ): Promise<PaymentInformationResult> {
    const { paymentInformation, order: orderBody } = body;
    assertSameOrder(paymentInformation, orderBody);
    const caller = await call.caller();
    const placed = await this.options.ordering.place(orderBody, caller, call.view(), {
      holdConfirmation: true,
    });
    const state = await this.startPayment(placed.order, {
      issuer: chosenIssuer(paymentInformation.paymentMethod.additional_data, orderBody),
      clientIp: call.clientIp,
      returnTo: { origin: this.returnOrigin(call), view: placed.view },
    });
    // Its confirmation mail was written with the order, held until its payment started (an
    // order whose payment could not start withdrew it): release it and send it, outside this
    // answer. Also for an order placed before (a queued order paid now): releasing is once.
    const released = await this.options.outbox.releaseOrderMails(placed.order.incrementId);
    if (placed.created || released > 0) this.options.outbox.wake();
    return {
      ...placed.answer,
      order_hash: placed.order.orderHash,
      payment_status: state.paymentStatus,
      buckaroo_response: state.response ? storefrontResponse(state.response) : null,
      instructions: state.instructions,
    };
  }

  /**
   * The provider's signed status push, checked over its exact bytes: 401 for a missing, wrong
   * or old signature, 400 for a body that is not a push or speaks of other money than the
   * payment's, 404 for a transaction the shop does not know (the provider tries again).
   */
  async receivePush(authorization: string | undefined, body: string): Promise<void> {
    if (!(await this.isSignedPush(authorization, body))) {
      this.options.log.warn(
        {},
        'a payment push with a missing, wrong or old signature was refused',
      );
      throw new DomainError('unauthorized', 'payment.push_signature');
    }
    const push = readPush(body);
    const verdict = await this.applyStatus(push.key, push.code, push.reported);
    if (verdict === 'unknown') {
      this.options.log.warn({ key: push.key }, 'a payment push for an unknown transaction');
      throw new DomainError('not_found', 'payment.push_unknown');
    }
    if (verdict === 'mismatch') {
      throw new DomainError('invalid', 'payment.push_amount_mismatch');
    }
  }

  /**
   * An order as its return page shows it, by its order_hash. A payment pending for a while is
   * asked about at the provider first, so a lost push does not leave the shopper waiting.
   */
  async orderStatus(orderHash: string): Promise<OrderStatusResult> {
    let order = await this.options.orders.findByHash(orderHash);
    if (!order) throw new DomainError('not_found', 'payment.order_not_found');
    let latest = await this.payments.findLatestOf(order.id);
    if (latest && this.isStatusCheckDue(latest)) {
      await this.reconcile(latest);
      order = await this.findOrder(order.id);
      latest = await this.payments.findLatestOf(order.id);
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
      lines: orderSummaryLines(order.totals),
      shipping_address: orderSummaryAddress(order.shippingAddress),
      shipping_description: deliveryMethodTitle(
        { carrierCode: order.shippingCarrierCode, methodCode: order.shippingMethodCode },
        this.options.delivery?.shippingMethods ?? [],
        order.totals,
      ),
      expected_delivery_date: expectedDeliveryOf(
        {
          createdAt: order.createdAt,
          carrierCode: order.shippingCarrierCode,
          methodCode: order.shippingMethodCode,
        },
        this.options.delivery?.shippingMethods ?? [],
        this.options.delivery?.closedDays ?? [],
      ),
    };
  }

  /**
   * Asks the provider about payments pending longer than `olderThanMs` (a push lost on the way,
   * a shopper who never came back) and applies what it says; run now and then by the app.
   * Answers how many were asked.
   */
  async reconcileStale(olderThanMs = 15 * 60_000, limit = 50): Promise<number> {
    const before = new Date(this.now().getTime() - olderThanMs);
    const stale = await this.payments.listStalePending(before, limit);
    for (const payment of stale) await this.reconcile(payment);
    return stale.length;
  }

  // ------------------------------------------------------------------ steps

  /**
   * Starts the payment of a placed order, or answers the one under way. Nothing is started for
   * an order that needs no provider (cash on delivery, free) or no longer awaits its money
   * (paid, canceled); a second call while a payment is pending answers that payment (a retry of
   * the storefront's call or a replayed order never pays twice).
   */
  private async startPayment(
    order: PaymentOrder,
    input: { issuer: string | null; clientIp: string | null; returnTo: ReturnTarget },
  ): Promise<PaymentState> {
    const method = findPaymentMethod(order.paymentMethod, this.options.paymentMethods);
    if (!method || !startsProviderPayment(method)) return this.stateOf(order);
    if (!awaitsPayment(orderState(order))) return this.stateOf(order);

    const issuer = method.serviceCode === 'ideal' ? input.issuer : null;
    if (issuer && !this.options.idealIssuers.some((known) => known.code === issuer)) {
      await this.cancelUnstarted(order, null, null);
      throw domainError('invalid', 'payment.issuer_unknown', { issuer });
    }
    const payment = await this.claimPayment(order, method, issuer);
    if (payment.transactionKey) return this.stateOf(order);

    const request = transactionRequest(order, method, {
      issuer,
      clientIp: input.clientIp,
      returnTo: input.returnTo,
      pushUrl: pushUrlOf(this.options.publicUrl),
    });
    const response = await this.startTransaction(payment, request, input.returnTo.view, order);
    const code = response.Status?.Code?.Code ?? 0;
    const refusal = requestErrorText(response);
    if (refusal) {
      this.options.log.warn(
        { order: order.incrementId, method: method.code, refusal },
        'the provider refused the payment request',
      );
      await this.cancelUnstarted(order, payment.id, code);
      throw new DomainError('conflict', 'payment.refused');
    }
    await this.payments.recordTransaction(payment.id, {
      transactionKey: response.Key,
      statusCode: code,
      redirectUrl: response.RequiredAction?.RedirectURL ?? null,
      instructions: instructionsOf(response, this.options.provider === 'test'),
      at: this.now(),
    });
    await this.applyStatus(response.Key, code, reportedAmountOf(response));
    const current = await this.findOrder(order.id);
    return { ...(await this.stateOf(current)), response };
  }

  /**
   * Asks the provider for a transaction. When that fails (the client's BuckarooError of any
   * kind, which stays inside this module) it is unknown whether the provider made one: this
   * attempt ends with its order (a push for the lost one finds no payment and changes nothing),
   * and the shopper, who keeps the cart, may try again or choose another method (409).
   */
  private async startTransaction(
    payment: PaymentRow,
    request: BuckarooTransactionRequest,
    view: StoreView,
    order: PaymentOrder,
  ): Promise<BuckarooTransactionResponse> {
    try {
      return await this.options.gateway.startTransaction(request, { culture: view.locale });
    } catch (error) {
      this.options.log.warn({ err: error, order: order.incrementId }, 'payment start failed');
      await this.cancelUnstarted(order, payment.id, null);
      throw new DomainError('conflict', 'payment.start_failed');
    }
  }

  /**
   * Applies a status the provider reported for a transaction (push, start answer or status
   * call): 'unknown' for a transaction the shop does not know, 'mismatch' when the reported
   * amount or currency is not the payment's (then nothing changes: a status is only believed
   * for the money the shopper was asked for), else 'applied'. A repeated status changes nothing.
   */
  private async applyStatus(
    transactionKey: string,
    code: number,
    reported: ReportedAmount,
  ): Promise<StatusVerdict> {
    const found = await this.payments.findByTransactionKey(transactionKey);
    if (!found) return 'unknown';
    let confirmed = false;
    const verdict = await this.payments.transaction(async (tx): Promise<StatusVerdict> => {
      // The order first, then its payment: every writer locks in this order.
      const order = await this.options.orders.lockById(found.orderId, tx);
      const payment = await this.payments.lockByTransactionKey(transactionKey, tx);
      if (!order || !payment) return 'applied';
      if (!sameAmount(payment, reported)) {
        this.options.log.warn(
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
      const now = this.now();
      if (effect.payment) {
        await this.payments.recordStatus(payment.id, effect.payment, code, now, tx);
      }
      if (effect.order) confirmed = await this.moveOrder(order, effect.order, now, tx);
      this.warnAbout(effect, order, code);
      return 'applied';
    });
    // The mails of a confirmed payment were written with it: send them now that it committed.
    if (confirmed) this.options.outbox.wake();
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
    const moved = await this.options.orders.applyStatusChange(order.id, change, now, tx);
    if (!moved) return false;
    if (change.releaseReservations) await this.options.orders.releaseReservations(order, tx);
    if (!confirmsPayment(change)) return false;
    await this.options.orders.paymentConfirmed(order, tx);
    return true;
  }

  private warnAbout(effect: PaymentOutcomeEffect, order: PaymentOrder, code: number): void {
    if (effect.warning === 'paid-after-end') {
      this.options.log.warn(
        { order: order.incrementId, status: effect.order?.to.status },
        'a payment was paid after it had ended',
      );
    } else if (effect.warning === 'failure-after-paid') {
      this.options.log.warn(
        { order: order.incrementId, code },
        'the provider reports a failure for a paid payment; left unchanged',
      );
    }
  }

  /** Asks the provider about a pending payment and applies its answer (errors only logged). */
  private async reconcile(payment: PaymentRow): Promise<void> {
    // Touch first, so parallel readers do not all ask the provider.
    await this.payments.touch(payment.id, this.now());
    const key = payment.transactionKey as string;
    try {
      const answer = await this.options.gateway.transactionStatus(key);
      await this.applyStatus(key, answer.Status.Code.Code, reportedAmountOf(answer));
    } catch (error) {
      this.options.log.warn({ err: error, payment: payment.id }, 'payment status check failed');
    }
  }

  private isStatusCheckDue(payment: PaymentRow): boolean {
    return isStatusCheckDue(
      {
        status: payment.status,
        hasTransaction: Boolean(payment.transactionKey),
        updatedAtMs: payment.updatedAt.getTime(),
      },
      this.now().getTime(),
      this.options.reconcileAfterMs ?? DEFAULT_RECONCILE_AFTER_MS,
    );
  }

  /**
   * The pending payment of an order: a new row, or the one a concurrent or earlier call made.
   * The partial unique index allows one pending payment per order, so two starts cannot both
   * create a transaction.
   */
  private async claimPayment(
    order: PaymentOrder,
    method: PaymentMethodDefinition,
    issuer: string | null,
  ): Promise<PaymentRow> {
    const created = await this.payments.claimPending({
      orderId: order.id,
      provider: this.options.provider,
      method: method.code,
      serviceCode: method.serviceCode as string,
      issuer,
      // What is left after the order's credits (gift cards): the payment asks for that alone.
      amount: orderAmountDue(order),
      currency: order.currency,
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    if (created) return created;
    // Another call holds the pending payment: wait briefly for its transaction key.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const pending = await this.payments.findPendingOf(order.id);
      if (!pending) break;
      if (pending.transactionKey) return pending;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new DomainError('conflict', 'payment.starting');
  }

  /**
   * A payment that could not start leaves no placed order behind (core's orderAfterFailedStart):
   * in one transaction its attempt ends, the order is canceled, its stock and coupon use go back
   * and its cart (with the coupon) is the shopper's again, so they can choose another method.
   */
  private async cancelUnstarted(
    order: PaymentOrder,
    paymentId: number | null,
    code: number | null,
  ): Promise<void> {
    const now = this.now();
    await this.payments.transaction(async (tx) => {
      const locked = await this.options.orders.lockById(order.id, tx);
      if (paymentId !== null) {
        await this.payments.endPending(paymentId, ABANDONED_ATTEMPT_STATUS, code, now, tx);
      }
      if (!locked) return;
      const change = orderAfterFailedStart(orderState(locked));
      if (!change) return;
      const moved = await this.options.orders.applyStatusChange(locked.id, change, now, tx);
      if (!moved) return;
      if (change.releaseReservations) await this.options.orders.releaseReservations(locked, tx);
      await this.options.orders.reopenCart(locked, now, tx);
    });
  }

  private async stateOf(order: PaymentOrder): Promise<PaymentState> {
    const payment = await this.payments.findLatestOf(order.id);
    const pending = payment?.status === 'pending' ? payment : null;
    return {
      paymentStatus: order.paymentStatus as PaymentStatus,
      response: pending?.transactionKey
        ? pendingResponse(pending, this.options.provider === 'test')
        : null,
      instructions: pending ? ((pending.instructions as PaymentInstructions) ?? null) : null,
    };
  }

  private async findOrder(id: number): Promise<PaymentOrder> {
    const order = await this.options.orders.findById(id);
    if (!order) throw new DomainError('not_found', 'payment.order_not_found');
    return order;
  }

  /**
   * Where the provider sends the shopper back: the origin the shopper's browser called from when
   * it is this very host (a same-origin call carries it in Origin), else the shop's public URL;
   * never an origin another site names.
   */
  private returnOrigin(call: PaymentCall): string {
    return call.origin !== undefined && call.origin === call.ownOrigin
      ? call.origin
      : this.options.publicUrl;
  }

  private async isSignedPush(authorization: string | undefined, body: string): Promise<boolean> {
    return verifyBuckarooHmac(await this.options.credentials(), authorization, {
      method: 'POST',
      url: pushUrlOf(this.options.publicUrl),
      body,
      maxSkewSeconds: this.options.pushMaxAgeSeconds,
    });
  }
}

/** The amount and currency of a provider's transaction answer or push. */
function reportedAmountOf(transaction: {
  AmountDebit?: unknown;
  Currency?: unknown;
}): ReportedAmount {
  return {
    amount: typeof transaction.AmountDebit === 'number' ? transaction.AmountDebit : undefined,
    currency: typeof transaction.Currency === 'string' ? transaction.Currency : undefined,
  };
}

/**
 * The payment call names its order's payment method and cart again: they must be the order's,
 * or the shopper would pay for something else than the order says.
 */
function assertSameOrder(
  paymentInformation: PaymentInformationBody['paymentInformation'],
  order: OrderBody,
): void {
  const orderMethod =
    order.addressInformation.payment_method_code ?? order.payment_method_code ?? null;
  if (paymentInformation.paymentMethod.method !== orderMethod) {
    throw new DomainError('invalid', 'payment.method_mismatch');
  }
  if (paymentInformation.cartId && order.cart_id && paymentInformation.cartId !== order.cart_id) {
    throw new DomainError('invalid', 'payment.cart_mismatch');
  }
}

/** The transaction key, status code and money of a push body; 400 when it is not a push. */
function readPush(body: string): { key: string; code: number; reported: ReportedAmount } {
  let push: BuckarooPush;
  try {
    push = JSON.parse(body) as BuckarooPush;
  } catch {
    throw new DomainError('invalid', 'payment.push_not_json');
  }
  const key = push?.Transaction?.Key;
  const code = push?.Transaction?.Status?.Code?.Code;
  if (typeof key !== 'string' || typeof code !== 'number') {
    throw new DomainError('invalid', 'payment.push_incomplete');
  }
  return { key, code, reported: reportedAmountOf(push.Transaction) };
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

/** The order's two statuses, as core's rules read them. */
function orderState(order: PaymentOrder): OrderState {
  return { status: order.status, paymentStatus: order.paymentStatus as OrderPaymentStatus };
}
