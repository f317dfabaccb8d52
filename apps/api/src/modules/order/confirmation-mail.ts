/**
 * The confirmation mail of an order ("thank you, we received it"): written into the mail outbox
 * in the transaction that confirms the order (its placing when nothing is paid at the provider,
 * else the confirmation of its money), so a confirmed order always gets it and an order
 * canceled without money never does.
 */
import {
  findPaymentMethod,
  formatPrice,
  type PaymentMethodDefinition,
  storedOrderMoneyRows,
} from '@shop/core';
import type { AccountMail } from '../mail/templates.ts';
import { mailMoneyRows, paymentMethodTitle } from './money-labels.ts';
import type { ConfirmedOrder } from './options.ts';

/**
 * The confirmation mail of an order, in the language of its store view; an order with gifts
 * for a birth list says which list they were bought from; `returnUrl` is its signed return page.
 */
export function orderConfirmationMail(
  placed: ConfirmedOrder,
  paymentMethods: readonly PaymentMethodDefinition[],
  returnUrl?: string,
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
    paymentMethod: paymentMethodTitle(
      findPaymentMethod(order.paymentMethod, paymentMethods)?.title ?? order.paymentMethod,
      view.locale,
    ),
    moneyRows: mailMoneyRows(storedOrderMoneyRows(order, paymentMethods), view.locale),
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
    ...(returnUrl ? { returnUrl } : {}),
  };
}
