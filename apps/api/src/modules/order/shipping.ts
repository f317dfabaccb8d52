/**
 * Shipping an order: the back office (with the operator key) reports that an order left the
 * warehouse, with its carrier and tracking code when it has them. Under the order row's lock the
 * order moves to shipped by core's rule (paid, free, or paid at the door; once) and the shipped
 * notice is written in the same transaction, so the shopper is told exactly once.
 */
import {
  CASH_ON_DELIVERY_CODE,
  type OrderPaymentStatus,
  type OrderStatusChange,
  orderAfterShipment,
} from '@shop/core';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError } from '../../lib/errors.ts';
import type { OrderContext } from './context.ts';
import type { ShipmentParcel } from './options.ts';
import type { OrderRow } from './repository.ts';

/** What a shipment answers: the order's number and status, and whether this call shipped it. */
export interface ShipmentAnswer {
  increment_id: string;
  status: string;
}

/**
 * Where shipping takes a locked order: its change, or a DomainError thrown to refuse it. The key
 * call uses core's shipping rule; the operator API adds its own (no pick-up order ships).
 */
export type ShipmentRule = (order: OrderRow) => OrderStatusChange;

/** Core's shipping rule: paid, free, or paid at the door; once (409 order.not_shippable). */
const shipmentRule: ShipmentRule = (order) => {
  // The column's check constraint holds it to core's payment statuses.
  const state = { status: order.status, paymentStatus: order.paymentStatus as OrderPaymentStatus };
  const change = orderAfterShipment(state, order.paymentMethod === CASH_ON_DELIVERY_CODE);
  if (!change) throw new DomainError('conflict', 'order.not_shippable', { status: order.status });
  return change;
};

export class OrderShipping {
  constructor(private readonly access: OrderContext) {}

  /**
   * Marks an order shipped and writes its notice. 404 for an unknown number; 409 for an order
   * that may not ship (awaiting a payment made before delivery, canceled, or shipped before).
   */
  async ship(
    incrementId: string,
    parcel: ShipmentParcel,
    record: RecordChange,
    decide: ShipmentRule = shipmentRule,
  ): Promise<ShipmentAnswer> {
    const { repository } = this.access;
    return this.access.shop.db.transaction(async (tx) => {
      const order = await repository.lockByNumber(incrementId, tx);
      if (!order) throw new DomainError('not_found', 'order.not_found');
      const change = decide(order);
      await repository.applyStatusChange(order.id, change, this.access.now(), tx);
      // The parcel stays with the order, for the back office's detail.
      await repository.setShipment(order.id, parcel, tx);
      const lines = (await repository.itemsOf(order.id, tx)).map(({ name, qty }) => ({
        name,
        qty,
      }));
      await this.access.options.mailShipped?.(tx, order, lines, parcel);
      await record(
        {
          action: 'order.ship',
          entityType: 'order',
          entityId: order.incrementId,
          before: { status: order.status, payment_status: order.paymentStatus },
          after: {
            status: change.to.status,
            payment_status: change.to.paymentStatus,
            carrier: parcel.carrier,
            tracking_number: parcel.trackingNumber,
          },
        },
        tx,
      );
      return { increment_id: order.incrementId, status: change.to.status };
    });
  }
}
