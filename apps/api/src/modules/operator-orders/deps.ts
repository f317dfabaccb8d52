/** What the back office's order calls work with, from the other modules. */
import type { ReturnState } from '@shop/core';
import type { Executor, ShopDatabase, schema } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from '../order/service.ts';
import type { ProviderRefund, ProviderRefunded } from '../payment/refund.ts';
import type { RewardsService } from '../rewards/service.ts';

export interface OperatorOrderDeps {
  shop: ShopDatabase;
  /** Shipping (with its mail), giving back what an order reserved, withdrawing its mails. */
  orders: Pick<OrderService, 'ship' | 'giveBackReservations' | 'withdrawMails'>;
  /** The payment provider's refund call (Buckaroo, or the test provider in its protocol). */
  providerRefund: ProviderRefund;
  /** What the provider has paid back of a payment so far (its refund info), to settle refunds. */
  providerRefunded: ProviderRefunded;
  /** Gives back what gift cards and points paid of an order, once. */
  credits: {
    release(
      tx: Parameters<OrderService['giveBackReservations']>[0],
      order: { id: number; incrementId: string },
    ): Promise<void>;
  };
  /** Takes back the points an order earned. */
  rewards: Pick<RewardsService, 'orderCanceled'>;
  /** The returns' rows (the returns module's repository). */
  returns: ReturnRows;
  /** Whether a payment method is paid at the door or in the store (cash on delivery). */
  paysOnDelivery: (paymentMethod: string) => boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type ReturnRow = typeof schema.orderReturns.$inferSelect;

/** What the back office needs of the returns' rows. */
interface ReturnRows {
  findByNumber(
    returnNumber: string,
    tx?: Executor,
    options?: { lock?: boolean },
  ): Promise<ReturnRow | null>;
  changeState(id: number, to: ReturnState, at: Date, tx: Executor): Promise<void>;
  reject(id: number, reason: string, at: Date, tx: Executor): Promise<void>;
  details(
    row: ReturnRow,
    tx?: Executor,
  ): Promise<{ lines: { orderItemId: number; qty: number }[] }>;
}
