/**
 * The orders as the payment module sees them (its PaymentOrders): an order by id or by
 * order_hash, locked for a change of its statuses, the change itself, the stock and coupon use
 * a canceled order gives back, the gift notices a paid one sends and the reward points it earns
 * (or gives up when canceled). Every write runs inside the payment's transaction, on the order
 * row the payment locked first.
 */
import type { PaymentInstructions } from '@shop/contracts';
import type { OrderStatusChange } from '@shop/core';
import type { Executor } from '@shop/db';
import type { PaymentOrder, PaymentOrders } from '../payment/payment-orders.ts';
import type { RewardsService } from '../rewards/service.ts';
import type { OrderLineProduct, OrderRepository } from './repository.ts';
import type { OrderService } from './service.ts';

export class OrderPaymentChanges implements PaymentOrders {
  constructor(
    private readonly repository: OrderRepository,
    private readonly orders: Pick<
      OrderService,
      'releaseReservations' | 'reopenCartOf' | 'paymentConfirmed' | 'mailNotice'
    >,
    private readonly rewards?: Pick<RewardsService, 'earnForPaidOrder' | 'orderCanceled'>,
  ) {}

  findById(id: number, tx?: Executor): Promise<PaymentOrder | null> {
    return this.repository.findById(id, tx);
  }

  findByHash(orderHash: string, tx?: Executor): Promise<PaymentOrder | null> {
    return this.repository.findByHash(orderHash, tx);
  }

  productsOf(orderId: number): Promise<OrderLineProduct[]> {
    return this.repository.productsOf(orderId);
  }

  lockById(id: number, tx: Executor): Promise<PaymentOrder | null> {
    return this.repository.lockById(id, tx);
  }

  applyStatusChange(
    orderId: number,
    change: OrderStatusChange,
    at: Date,
    tx: Executor,
  ): Promise<boolean> {
    return this.repository.applyStatusChange(orderId, change, at, tx);
  }

  /**
   * Gives back what the order took from stock, its coupon use and its credits (gift cards,
   * points spent), through the order module, and takes back the points it earned. Run once per
   * order, in the transaction that cancels it.
   */
  async releaseReservations(order: PaymentOrder, tx: Executor): Promise<void> {
    await this.orders.releaseReservations(tx, order);
    await this.rewards?.orderCanceled(order, tx);
  }

  /**
   * Does what waits for the order's money now that it is confirmed, through the order module
   * (its gift cards, its cart closed, its confirmation and the birth list parents' notices in
   * the outbox), and credits the reward points the order earns to its customer.
   */
  async paymentConfirmed(order: PaymentOrder, tx: Executor): Promise<void> {
    await this.orders.paymentConfirmed(tx, order);
    await this.rewards?.earnForPaidOrder(order, tx);
  }

  /** Makes the order's cart the shopper's again, through the cart module. */
  reopenCart(order: PaymentOrder, at: Date, tx: Executor): Promise<void> {
    return this.orders.reopenCartOf(tx, order, at);
  }

  listUnpaidBefore(
    methods: readonly string[],
    before: Date,
    limit: number,
  ): Promise<PaymentOrder[]> {
    return this.repository.listUnpaidBefore(methods, before, limit);
  }

  mailReceived(
    order: PaymentOrder,
    instructions: PaymentInstructions | null,
    tx: Executor,
  ): Promise<void> {
    return this.orders.mailNotice(tx, order, { kind: 'received', instructions });
  }

  mailCanceledUnpaid(order: PaymentOrder, tx: Executor): Promise<void> {
    return this.orders.mailNotice(tx, order, { kind: 'canceled_unpaid' });
  }
}
