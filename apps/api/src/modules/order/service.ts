/**
 * Orders, one file per use case behind this one service: `placing.ts` (placing an order in one
 * transaction, idempotent by order_id), `drafting.ts` (its products resolved, delivered, priced
 * or refused, as plain data in `order-draft.ts`), `after-payment.ts` (what a payment outcome does
 * to a placed order), `shipping.ts` (the back office marks an order shipped); why an order is
 * refused is in `refusals.ts`.
 */
import type { OrderBody } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import { AfterPayment } from './after-payment.ts';
import { OrderContext } from './context.ts';
import { OrderDrafting } from './drafting.ts';
import type { OrderNotice, OrderServiceOptions, PlacedOrder, ShipmentParcel } from './options.ts';
import { OrderPlacing } from './placing.ts';
import type { OrderRow } from './repository.ts';
import { OrderShipping, type ShipmentAnswer, type ShipmentRule } from './shipping.ts';

export type { OrderRow } from './repository.ts';

export class OrderService {
  private readonly placing: OrderPlacing;
  private readonly afterPayment: AfterPayment;
  private readonly shipping: OrderShipping;

  constructor(shop: ShopDatabase, options: OrderServiceOptions) {
    const context = new OrderContext(shop, options);
    this.placing = new OrderPlacing(context, new OrderDrafting(context));
    this.afterPayment = new AfterPayment(context);
    this.shipping = new OrderShipping(context);
  }

  // ------------------------------------------------------------------ placing.ts

  place(
    body: OrderBody,
    caller: TokenCustomer | null,
    requestView: StoreView,
  ): Promise<PlacedOrder> {
    return this.placing.place(body, caller, requestView);
  }

  // ------------------------------------------------------------------ after-payment.ts

  releaseReservations(tx: Executor, order: OrderRow): Promise<void> {
    return this.afterPayment.releaseReservations(tx, order);
  }

  reopenCartOf(tx: Executor, order: OrderRow, now: Date): Promise<void> {
    return this.afterPayment.reopenCartOf(tx, order, now);
  }

  paymentConfirmed(tx: Executor, order: OrderRow): Promise<void> {
    return this.afterPayment.paymentConfirmed(tx, order);
  }

  mailNotice(tx: Executor, order: OrderRow, notice: OrderNotice): Promise<void> {
    return this.afterPayment.mailNotice(tx, order, notice);
  }

  giveBackReservations(tx: Executor, order: OrderRow): Promise<void> {
    return this.afterPayment.giveBackReservations(tx, order);
  }

  withdrawMails(tx: Executor, order: OrderRow): Promise<void> {
    return this.afterPayment.withdrawMails(tx, order);
  }

  // ------------------------------------------------------------------ shipping.ts

  ship(
    incrementId: string,
    parcel: ShipmentParcel,
    record: RecordChange,
    decide?: ShipmentRule,
  ): Promise<ShipmentAnswer> {
    return this.shipping.ship(incrementId, parcel, record, decide);
  }
}
