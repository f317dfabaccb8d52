/**
 * The confirmation mail of a new order: written into the mail outbox in the transaction that
 * stores the order, so a stored order always gets its mail and a refused one never does.
 */
import { findPaymentMethod, formatPrice, type PaymentMethodDefinition } from '@shop/core';
import type { AccountMail } from '../mail/templates.ts';
import type { PlacedOrder } from './options.ts';

/**
 * How long the confirmation of an order placed by the payment call is held: that call
 * releases it once the payment started (the provider's answer takes at most its timeout, 15 s by
 * default), and a payment that cannot start withdraws it with the order. Held, not merely sent
 * after the start: the outbox's own round every 30 s would otherwise send the confirmation of an
 * order that is canceled a moment later because its payment could not start.
 */
export const CONFIRMATION_HOLD_MS = 10 * 60_000;

/**
 * The confirmation mail of a new order, in the language of its store view; an order with gifts
 * for a birth list says which list they were bought from.
 */
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
    // Which birth list the gifts were for, by the name its parents show on it: nothing else of
    // the parents is in the buyer's mail.
    birthLists: placed.giftLists.map((list) => ({
      displayName: list.displayName,
      gifts: list.gifts.map(({ name, qty }) => ({ name, qty })),
      contributions: list.contributions.map(({ title, amount }) => ({
        title,
        amount: money(amount),
      })),
    })),
  };
}
