/**
 * The confirmation mail of an order ("thank you, we received it"): written into the mail outbox
 * in the transaction that confirms the order (its placing when nothing is paid at the provider,
 * else the confirmation of its money), so a confirmed order always gets it and an order
 * canceled without money never does.
 */
import {
  findPaymentMethod,
  formatPrice,
  orderAmountDue,
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
    ...(order.discountAmount !== 0 ? { discount: money(-Math.abs(order.discountAmount)) } : {}),
    taxes: taxesOf(order.totals).map((tax) => ({ rate: tax.rate, amount: money(tax.cents) })),
    // Thanks only for money that is there: a confirmation written at placing is one paid at the
    // door or with nothing to pay, and says so.
    payment:
      order.paymentStatus === 'paid'
        ? 'paid'
        : order.paymentStatus === 'not_required'
          ? 'none'
          : 'on_delivery',
    amountDue: money(orderAmountDue(order)),
    shippingAddress: order.shippingAddress ? addressLines(order.shippingAddress) : [],
    pickup: order.shippingCarrierCode === 'instorepickup',
    billingAddress: addressLines(order.billingAddress),
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

/** An address as the mails print it: name, company, street, postcode and city, country. */
export function addressLines(address: Record<string, unknown>): string[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const street = Array.isArray(address.street)
    ? address.street.map(text).filter(Boolean).join(' ')
    : text(address.street);
  return [
    [text(address.firstname), text(address.lastname)].filter(Boolean).join(' '),
    text(address.company),
    street,
    [text(address.postcode), text(address.city)].filter(Boolean).join(' '),
    text(address.country_id ?? address.countryId),
  ].filter(Boolean);
}

/** The VAT per rate of an order's stored totals (the tax segment's details), in cents. */
function taxesOf(totals: unknown): { rate: string; cents: number }[] {
  const segments = (totals as { total_segments?: unknown })?.total_segments;
  if (!Array.isArray(segments)) return [];
  const tax = segments.find((segment) => (segment as { code?: unknown })?.code === 'tax') as
    | { extension_attributes?: { tax_grandtotal_details?: unknown } }
    | undefined;
  const details = tax?.extension_attributes?.tax_grandtotal_details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: { amount?: unknown; rates?: { percent?: unknown }[] }) => {
    const rate = detail.rates?.[0]?.percent;
    if (typeof detail.amount !== 'number' || rate === undefined) return [];
    return [{ rate: String(rate), cents: Math.round(detail.amount * 100) }];
  });
}
