/** The statuses an operator filters orders by (core's order and payment statuses). */
import {
  ORDER_STATUS_CANCELED,
  ORDER_STATUS_COMPLETE,
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_READY_FOR_PICKUP,
  ORDER_STATUS_REFUND,
  ORDER_STATUS_REFUNDED,
  ORDER_STATUS_SHIPPED,
  RETURN_STATES,
  STORE_CODES,
} from '@shop/core';

export const ORDER_STATUSES = [
  ORDER_STATUS_PLACED,
  ORDER_STATUS_PROCESSED,
  ORDER_STATUS_READY_FOR_PICKUP,
  ORDER_STATUS_SHIPPED,
  ORDER_STATUS_COMPLETE,
  ORDER_STATUS_REFUND,
  ORDER_STATUS_REFUNDED,
  ORDER_STATUS_CANCELED,
] as const;

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'canceled',
  'failed',
  'not_required',
  'refunded',
] as const;

/** The shop's store views. */
export { RETURN_STATES, STORE_CODES };
