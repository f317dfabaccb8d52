/** What every payment use case works with: the payments, the options, the clock, the orders. */
import type { OrderPaymentStatus, OrderState } from '@shop/core';
import { DomainError } from '../../lib/errors.ts';
import type { PaymentServiceOptions } from './options.ts';
import type { PaymentOrder } from './payment-orders.ts';
import type { PaymentRepository } from './repository.ts';

/** The push URL: the provider posts status changes here; its signature covers this URL. */
export function pushUrlOf(publicUrl: string): string {
  return `${publicUrl}/api/ext/buckaroo/push`;
}

/** The order's two statuses, as core's rules read them. */
export function orderState(order: PaymentOrder): OrderState {
  return { status: order.status, paymentStatus: order.paymentStatus as OrderPaymentStatus };
}

export class PaymentContext {
  constructor(
    readonly payments: PaymentRepository,
    readonly options: PaymentServiceOptions,
  ) {}

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async findOrder(id: number): Promise<PaymentOrder> {
    const order = await this.options.orders.findById(id);
    if (!order) throw new DomainError('not_found', 'payment.order_not_found');
    return order;
  }
}
