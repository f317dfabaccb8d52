/**
 * The payment call: the order placed (through the order module), its payment started at the
 * provider, or the one under way answered; and a payment that could not start undone with its
 * order.
 */
import type {
  OrderBody,
  PaymentInformationBody,
  PaymentInformationResult,
  PaymentInstructions,
  PaymentStatus,
} from '@shop/contracts';
import {
  ABANDONED_ATTEMPT_STATUS,
  awaitsPayment,
  findPaymentMethod,
  orderAfterFailedStart,
  orderAmountDue,
  type PaymentMethodDefinition,
  paysOnProviderPage,
  type StoreView,
  startsProviderPayment,
} from '@shop/core';
import { DomainError, domainError } from '../../lib/errors.ts';
import {
  chosenIssuer,
  instructionsOf,
  pendingResponse,
  requestErrorText,
  storefrontResponse,
  transactionRequest,
} from './buckaroo-mapping.ts';
import type { BuckarooTransactionRequest, BuckarooTransactionResponse } from './buckaroo-types.ts';
import { orderState, type PaymentContext, pushUrlOf } from './context.ts';
import type { PaymentCall, ReturnTarget } from './options.ts';
import type { PaymentOrder } from './payment-orders.ts';
import { type ProviderStatus, reportedAmountOf } from './provider-status.ts';
import type { PaymentRow } from './repository.ts';

interface PaymentState {
  paymentStatus: PaymentStatus;
  response: BuckarooTransactionResponse | null;
  instructions: PaymentInstructions | null;
}

export class PaymentStart {
  constructor(
    private readonly access: PaymentContext,
    private readonly status: ProviderStatus,
  ) {}

  /** iDEAL's issuers, for the storefront's bank choice. */
  additionalDetails(): { code: string; issuers: { code: string; name: string }[] }[] {
    return this.access.options.paymentMethods
      .filter((method) => method.serviceCode === 'ideal')
      .map((method) => ({ code: method.code, issuers: [...this.access.options.idealIssuers] }));
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
    const placed = await this.access.options.ordering.place(orderBody, caller, call.view());
    const state = await this.startPayment(placed.order, {
      issuer: chosenIssuer(paymentInformation.paymentMethod.additional_data, orderBody),
      clientIp: call.clientIp,
      returnTo: { origin: this.returnOrigin(call), view: placed.view },
    });
    // An order placed without a provider payment wrote its confirmation with it.
    if (placed.created) this.access.options.outbox.wake();
    return {
      ...placed.answer,
      order_hash: placed.order.orderHash,
      payment_status: state.paymentStatus,
      buckaroo_response: state.response ? storefrontResponse(state.response) : null,
      instructions: state.instructions,
    };
  }

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
    const method = findPaymentMethod(order.paymentMethod, this.access.options.paymentMethods);
    if (!method || !startsProviderPayment(method)) return this.stateOf(order);
    if (!awaitsPayment(orderState(order))) return this.stateOf(order);

    const issuer = method.serviceCode === 'ideal' ? input.issuer : null;
    if (issuer && !this.access.options.idealIssuers.some((known) => known.code === issuer)) {
      await this.cancelUnstarted(order, null, null);
      throw domainError('invalid', 'payment.issuer_unknown', { issuer });
    }
    const payment = await this.claimPayment(order, method, issuer);
    if (payment.transactionKey) return this.stateOf(order);

    const request = transactionRequest(order, method, {
      issuer,
      clientIp: input.clientIp,
      returnTo: input.returnTo,
      pushUrl: pushUrlOf(this.access.options.publicUrl),
    });
    const response = await this.startTransaction(payment, request, input.returnTo.view, order);
    const code = response.Status?.Code?.Code ?? 0;
    const refusal = requestErrorText(response);
    if (refusal) {
      this.access.options.log.warn(
        { order: order.incrementId, method: method.code, refusal },
        'the provider refused the payment request',
      );
      await this.cancelUnstarted(order, payment.id, code);
      throw new DomainError('conflict', 'payment.refused');
    }
    await this.access.payments.recordTransaction(payment.id, {
      transactionKey: response.Key,
      statusCode: code,
      redirectUrl: response.RequiredAction?.RedirectURL ?? null,
      instructions: instructionsOf(response, this.access.options.provider === 'test'),
      at: this.access.now(),
    });
    await this.status.applyStatus(response.Key, code, reportedAmountOf(response));
    const current = await this.access.findOrder(order.id);
    await this.mailReceived(current, method, response);
    return { ...(await this.stateOf(current)), response };
  }

  /**
   * An order paid without the provider's page (a bank transfer) that still waits for its money
   * once its payment started is received: the shopper is told so, with how to pay, once (only
   * the call that started the transaction gets here). A method paid on the provider's page gets
   * no mail now: its confirmation waits for the money, and an abandoned payment gets none.
   */
  private async mailReceived(
    order: PaymentOrder,
    method: PaymentMethodDefinition,
    response: BuckarooTransactionResponse,
  ): Promise<void> {
    if (!awaitsPayment(orderState(order)) || paysOnProviderPage(method)) return;
    const instructions = instructionsOf(response, false);
    await this.access.payments.transaction((tx) =>
      this.access.options.orders.mailReceived(order, instructions, tx),
    );
    this.access.options.outbox.wake();
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
      return await this.access.options.gateway.startTransaction(request, { culture: view.locale });
    } catch (error) {
      this.access.options.log.warn(
        { err: error, order: order.incrementId },
        'payment start failed',
      );
      await this.cancelUnstarted(order, payment.id, null);
      throw new DomainError('conflict', 'payment.start_failed');
    }
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
    const created = await this.access.payments.claimPending({
      orderId: order.id,
      provider: this.access.options.provider,
      method: method.code,
      serviceCode: method.serviceCode as string,
      issuer,
      // What is left after the order's credits (gift cards): the payment asks for that alone.
      amount: orderAmountDue(order),
      currency: order.currency,
      createdAt: this.access.now(),
      updatedAt: this.access.now(),
    });
    if (created) return created;
    // Another call holds the pending payment: wait briefly for its transaction key.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const pending = await this.access.payments.findPendingOf(order.id);
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
    const now = this.access.now();
    await this.access.payments.transaction(async (tx) => {
      const locked = await this.access.options.orders.lockById(order.id, tx);
      if (paymentId !== null) {
        await this.access.payments.endPending(paymentId, ABANDONED_ATTEMPT_STATUS, code, now, tx);
      }
      if (!locked) return;
      const change = orderAfterFailedStart(orderState(locked));
      if (!change) return;
      const moved = await this.access.options.orders.applyStatusChange(locked.id, change, now, tx);
      if (!moved) return;
      if (change.releaseReservations)
        await this.access.options.orders.releaseReservations(locked, tx);
      await this.access.options.orders.reopenCart(locked, now, tx);
    });
  }

  private async stateOf(order: PaymentOrder): Promise<PaymentState> {
    const payment = await this.access.payments.findLatestOf(order.id);
    const pending = payment?.status === 'pending' ? payment : null;
    return {
      paymentStatus: order.paymentStatus as PaymentStatus,
      response: pending?.transactionKey
        ? pendingResponse(pending, this.access.options.provider === 'test')
        : null,
      instructions: pending ? ((pending.instructions as PaymentInstructions) ?? null) : null,
    };
  }

  /**
   * Where the provider sends the shopper back: the origin the shopper's browser called from when
   * it is this very host (a same-origin call carries it in Origin), else the shop's public URL;
   * never an origin another site names.
   */
  private returnOrigin(call: PaymentCall): string {
    return call.origin !== undefined && call.origin === call.ownOrigin
      ? call.origin
      : this.access.options.publicUrl;
  }
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
