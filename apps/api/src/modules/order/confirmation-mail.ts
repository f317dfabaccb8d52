/**
 * The confirmation mail of a new order: written into the mail outbox in the transaction that
 * stores the order, so a stored order always gets its mail and a refused one never does.
 */
import { findPaymentMethod, formatPrice, type PaymentMethodDefinition } from '@shop/core';
import type { AccountMail } from '../mail/templates.ts';
import type { PlacedOrder } from './service.ts';

/** The confirmation mail of a new order, in the language of its store view. */
export function orderConfirmationMail(
  placed: PlacedOrder,
  paymentMethods: readonly PaymentMethodDefinition[],
): AccountMail {
  const { order, view } = placed;
  const billing = order.billingAddress as { firstname?: unknown };
  const money = (cents: number) => formatPrice(cents / 100, view.locale);
  return {
    kind: 'order_confirmation',
    firstname: String(billing.firstname ?? ''),
    orderNumber: order.incrementId,
    lines: placed.lines.map((line) => ({
      name: line.name,
      qty: line.qty,
      rowTotal: money(line.rowTotalInclTax),
    })),
    shipping: money(order.shippingInclTax),
    grandTotal: money(order.grandTotal),
    paymentMethod:
      findPaymentMethod(order.paymentMethod, paymentMethods)?.title ?? order.paymentMethod,
  };
}
