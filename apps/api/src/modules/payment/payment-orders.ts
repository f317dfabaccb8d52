/**
 * What the payment module needs of the orders, which belong to the order module (it implements
 * this interface): read an order, lock it, change its statuses as core's transition rules say,
 * give back what it reserved or do what waits for its money, all inside the payment's
 * transaction.
 */
import type { PaymentInstructions } from '@shop/contracts';
import type { OrderLineProductInput, OrderStatusChange } from '@shop/core';
import type { Executor, schema } from '@shop/db';

/** An order as the payment module reads it. */
export type PaymentOrder = typeof schema.orders.$inferSelect;

export interface PaymentOrders {
  findById(id: number, tx?: Executor): Promise<PaymentOrder | null>;
  findByHash(orderHash: string, tx?: Executor): Promise<PaymentOrder | null>;
  /**
   * The products of the order's lines, in line order (sku, parent sku, unit price incl. tax and
   * line discount in cents, brand and category path): what its return page's purchase event
   * names.
   */
  productsOf(orderId: number): Promise<OrderLineProductInput[]>;
  /** The order, locked until `tx` ends: every writer locks the order before its payment. */
  lockById(id: number, tx: Executor): Promise<PaymentOrder | null>;
  /** Applies a change of the statuses if the order still has the ones it expects; whether it did. */
  applyStatusChange(
    orderId: number,
    change: OrderStatusChange,
    at: Date,
    tx: Executor,
  ): Promise<boolean>;
  /** Gives back the stock and the coupon use the order took. */
  releaseReservations(order: PaymentOrder, tx: Executor): Promise<void>;
  /**
   * Does what waits for the order's money, in the transaction that marks it paid (run once per
   * order): writes the gift notices to the parents of the birth lists it bought from.
   */
  paymentConfirmed(order: PaymentOrder, tx: Executor): Promise<void>;
  /**
   * Makes the cart the order was placed from the shopper's again and withdraws the order's unsent
   * mails (it is canceled without money: its payment could not start, or it stayed unpaid).
   */
  reopenCart(order: PaymentOrder, at: Date, tx: Executor): Promise<void>;
  /** Orders of these methods placed before `before` that still await their money, oldest first. */
  listUnpaidBefore(
    methods: readonly string[],
    before: Date,
    limit: number,
  ): Promise<PaymentOrder[]>;
  /** Tells the shopper the order was received and waits for a payment made without a page. */
  mailReceived(
    order: PaymentOrder,
    instructions: PaymentInstructions | null,
    tx: Executor,
  ): Promise<void>;
  /** Tells the shopper the order was canceled because it stayed unpaid. */
  mailCanceledUnpaid(order: PaymentOrder, tx: Executor): Promise<void>;
}
