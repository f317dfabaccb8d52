/**
 * The notices of an order besides its confirmation (received and waiting for a transfer,
 * canceled because unpaid), in the language of its store view, with amounts formatted.
 */
import {
  findPaymentMethod,
  formatPrice,
  orderAmountDue,
  type PaymentMethodDefinition,
  storedOrderMoneyRows,
  storedStoreView,
} from '@shop/core';
import type { OrderNoticeMail } from '../mail/order-notices.ts';
import { addressLines } from './confirmation-mail.ts';
import { mailMoneyRows, paymentMethodTitle } from './money-labels.ts';
import type { OrderNotice, ShipmentParcel } from './options.ts';
import type { OrderRow } from './repository.ts';

export function orderNoticeMail(
  order: OrderRow,
  notice: OrderNotice,
  lines: { name: string; qty: number }[],
  settings: { paymentMethods: readonly PaymentMethodDefinition[]; payWithinDays: number },
): OrderNoticeMail {
  const { locale } = storedStoreView(order.storeCode);
  const money = (cents: number) => formatPrice(cents / 100, locale);
  const billing = order.billingAddress as { firstname?: unknown };
  const firstname = String(billing.firstname ?? '');
  if (notice.kind === 'canceled_unpaid') {
    return {
      kind: 'order_canceled_unpaid',
      firstname,
      orderNumber: order.incrementId,
      grandTotal: money(order.grandTotal),
    };
  }
  const given = notice.instructions;
  return {
    kind: 'order_received',
    firstname,
    orderNumber: order.incrementId,
    amountDue: money(orderAmountDue(order)),
    lines: lines.map(({ name, qty }) => ({ name, qty })),
    grandTotal: money(order.grandTotal),
    paymentMethod: paymentMethodTitle(
      findPaymentMethod(order.paymentMethod, settings.paymentMethods)?.title ?? order.paymentMethod,
      locale,
    ),
    moneyRows: mailMoneyRows(storedOrderMoneyRows(order, settings.paymentMethods), locale),
    instructions: given
      ? {
          ...(given.iban ? { iban: given.iban } : {}),
          ...(given.bic ? { bic: given.bic } : {}),
          ...(given.account_holder ? { accountHolder: given.account_holder } : {}),
          ...(given.reference ? { reference: given.reference } : {}),
          ...(given.amount !== undefined ? { amount: formatPrice(given.amount, locale) } : {}),
        }
      : null,
    payWithinDays: settings.payWithinDays,
  };
}

/** The shipped notice of an order: what is in the parcel, where it goes, how to follow it. */
export function orderShippedMail(
  order: OrderRow,
  lines: { name: string; qty: number }[],
  parcel: ShipmentParcel,
): OrderNoticeMail {
  const billing = order.billingAddress as { firstname?: unknown };
  return {
    kind: 'order_shipped',
    firstname: String(billing.firstname ?? ''),
    orderNumber: order.incrementId,
    lines: lines.map(({ name, qty }) => ({ name, qty })),
    shippingAddress: order.shippingAddress ? addressLines(order.shippingAddress) : [],
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: parcel.trackingUrl,
  };
}
