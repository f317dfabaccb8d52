/**
 * An order's money rows (core order-money.ts) from its stored row: for the return page, the
 * order history and the order mails, which each show them in their own way.
 */
import type { OrderMoneyRow as OrderMoneyRowAnswer } from '@shop/contracts';
import {
  findPaymentMethod,
  fromCents,
  type OrderMoneyRow,
  orderMoneyRows,
  type PaymentMethodDefinition,
} from '@shop/core';
import type { OrderRow } from './repository.ts';

/** The rows of an order, its payment method named by its configured title. */
export function moneyRowsOf(
  order: OrderRow,
  paymentMethods: readonly PaymentMethodDefinition[],
): OrderMoneyRow[] {
  return orderMoneyRows({
    subtotalInclTax: order.subtotalInclTax,
    discountAmount: order.discountAmount,
    shippingInclTax: order.shippingInclTax,
    taxAmount: order.taxAmount,
    grandTotal: order.grandTotal,
    creditsAmount: order.creditsAmount,
    couponCode: order.couponCode,
    hasDelivery: order.shippingCarrierCode !== null,
    totals: order.totals,
    paymentMethodTitle:
      findPaymentMethod(order.paymentMethod, paymentMethods)?.title ?? order.paymentMethod,
  });
}

/** The rows as the API answers them: amounts in euros, as every amount of an order answer. */
export function moneyRowsAnswer(rows: readonly OrderMoneyRow[]): OrderMoneyRowAnswer[] {
  return rows.map((row) => ({ ...row, amount: fromCents(row.amount) }));
}
