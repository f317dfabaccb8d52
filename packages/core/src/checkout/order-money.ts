/**
 * The money of a placed order, one row at a time, as the thank-you page, the account's order
 * page and the order mails list it, read from what the order keeps (its amounts and its stored
 * totals). The rules:
 * - Amounts are incl. VAT, as every consumer view (nl, de) shows prices.
 * - The charges add up to the grand total: subtotal, then each discount (the coupon, named by its
 *   code; a free-shipping coupon takes nothing off the lines, its effect is the free shipping),
 *   then shipping (none for an order without delivery).
 * - The VAT in the grand total follows it, one row per rate; it is contained in the amounts above
 *   and never added.
 * - Then each credit that paid part of the grand total: every gift card (its masked code, what it
 *   paid), the reward points (how many, what they were worth). A credit is a payment, not a
 *   discount, so it comes after the grand total.
 * - Last, what the payment method charges: the grand total less the credits, named by the method.
 *   An order whose credits paid it all (or that costs nothing) has no such row.
 * So: grand total = subtotal + discounts + shipping, and payment = grand total + credits (credits
 * are negative), always. Old orders whose totals list fewer credits than they paid show the rest
 * as one 'gift cards and points' row, so the rows still add up.
 *
 * Labels are catalogue keys (English) with parameters; every place that shows a row translates
 * it in its own language.
 */
import { findPaymentMethod, type PaymentMethodDefinition } from '../cart/methods.ts';
import { fromCents } from '../money.ts';

/** The catalogue keys of the rows' labels, with the parameters each takes. */
export const ORDER_MONEY_LABELS = [
  'Subtotal',
  'Discount ({code})',
  'Discount {percent}% ({code})',
  'Free shipping ({code})',
  'Discount',
  'Shipping',
  'Grand total',
  'Incl. {rate}% VAT',
  'Incl. VAT',
  'Gift card {code}',
  'Reward points ({points})',
  'Gift cards and points',
  'Paid by {method}',
] as const;
export type OrderMoneyLabel = (typeof ORDER_MONEY_LABELS)[number];

/** What a row is (see the module comment); the contract's OrderMoneyRow names the same kinds. */
export const ORDER_MONEY_ROW_KINDS = [
  'subtotal',
  'discount',
  'shipping',
  'grand_total',
  'tax',
  'giftcard',
  'reward',
  'credits',
  'payment',
] as const;
export type OrderMoneyRowKind = (typeof ORDER_MONEY_ROW_KINDS)[number];

export interface OrderMoneyRow {
  kind: OrderMoneyRowKind;
  label: OrderMoneyLabel;
  /** The label's parameters ({code}, {percent}, {rate}, {points}, {method}). */
  params: Record<string, string | number>;
  /** Cents; negative for what a discount takes off and what a credit pays. */
  amount: number;
}

/** What of an order its money rows are read from (amounts in cents, as the order row keeps). */
export interface OrderMoneySource {
  subtotalInclTax: number;
  /** The discount as stored: negative (or 0). */
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  grandTotal: number;
  /** What credits (gift cards, points) paid of the grand total. */
  creditsAmount: number;
  couponCode: string | null;
  /** Whether the order is delivered (or picked up): an order of virtual products only is not. */
  hasDelivery: boolean;
  /** The totals stored with the order (the cart's totals at the moment it was placed). */
  totals: unknown;
  /** The payment method's title as configured ('iDEAL'); the row's label names it. */
  paymentMethodTitle: string;
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isRecord) : []);
/** Euros as stored in the totals to cents (0 for anything that is not a number). */
const centsOf = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
};

/** The order's money rows; see the module comment for the rules. */
export function orderMoneyRows(order: OrderMoneySource): OrderMoneyRow[] {
  const totals = isRecord(order.totals) ? order.totals : {};
  const rows: OrderMoneyRow[] = [
    { kind: 'subtotal', label: 'Subtotal', params: {}, amount: order.subtotalInclTax },
  ];
  rows.push(...discountRows(order, totals));
  if (order.hasDelivery || order.shippingInclTax !== 0) {
    rows.push({ kind: 'shipping', label: 'Shipping', params: {}, amount: order.shippingInclTax });
  }
  rows.push({ kind: 'grand_total', label: 'Grand total', params: {}, amount: order.grandTotal });
  rows.push(...taxRows(order, totals));
  rows.push(...creditRows(order, totals));
  const due = Math.max(0, order.grandTotal - Math.max(0, order.creditsAmount));
  if (due > 0) {
    rows.push({
      kind: 'payment',
      label: 'Paid by {method}',
      params: { method: order.paymentMethodTitle },
      amount: due,
    });
  }
  return rows;
}

/** The coupon's row: named by its code, with its percentage when it took one off the lines. */
function discountRows(order: OrderMoneySource, totals: Loose): OrderMoneyRow[] {
  const discount = -Math.abs(order.discountAmount);
  const code = order.couponCode;
  if (!code) {
    return discount === 0
      ? []
      : [{ kind: 'discount', label: 'Discount', params: {}, amount: discount }];
  }
  if (discount === 0) {
    // A coupon that took nothing off the lines made the shipping free.
    return [{ kind: 'discount', label: 'Free shipping ({code})', params: { code }, amount: 0 }];
  }
  const percent = Math.max(
    0,
    ...listOf(totals.items).map((item) => Number(item.discount_percent) || 0),
  );
  return [
    percent > 0
      ? {
          kind: 'discount',
          label: 'Discount {percent}% ({code})',
          params: { code, percent },
          amount: discount,
        }
      : { kind: 'discount', label: 'Discount ({code})', params: { code }, amount: discount },
  ];
}

/** The VAT contained in the grand total, per rate (highest first), as the totals split it. */
function taxRows(order: OrderMoneySource, totals: Loose): OrderMoneyRow[] {
  const segment = listOf(totals.total_segments).find((s) => s.code === 'tax');
  const details = isRecord(segment?.extension_attributes)
    ? listOf(segment.extension_attributes.tax_grandtotal_details)
    : [];
  const rows = details.flatMap((detail): OrderMoneyRow[] => {
    const rate = listOf(detail.rates)[0]?.percent;
    const amount = centsOf(detail.amount);
    if (amount === 0 || rate === undefined) return [];
    return [{ kind: 'tax', label: 'Incl. {rate}% VAT', params: { rate: String(rate) }, amount }];
  });
  const listed = rows.reduce((sum, row) => sum + row.amount, 0);
  // Totals without a split (or a split that is not the order's tax): the tax as one row.
  if (listed !== order.taxAmount) {
    return order.taxAmount > 0
      ? [{ kind: 'tax', label: 'Incl. VAT', params: {}, amount: order.taxAmount }]
      : [];
  }
  return rows;
}

/**
 * Each credit as the totals recorded its use, in the order they paid; what the order's credits
 * paid beyond what the totals list shows as one row.
 */
function creditRows(order: OrderMoneySource, totals: Loose): OrderMoneyRow[] {
  const paid = Math.max(0, order.creditsAmount);
  const rows = listOf(totals.credits_applied).flatMap((credit): OrderMoneyRow[] => {
    const amount = centsOf(credit.amount_used);
    if (amount <= 0) return [];
    if (credit.kind === 'giftcard') {
      const code = typeof credit.code === 'string' ? credit.code : '';
      return [{ kind: 'giftcard', label: 'Gift card {code}', params: { code }, amount: -amount }];
    }
    if (credit.kind === 'reward') {
      const points = Number(credit.points_used) || 0;
      return [
        { kind: 'reward', label: 'Reward points ({points})', params: { points }, amount: -amount },
      ];
    }
    return [];
  });
  const listed = -rows.reduce((sum, row) => sum + row.amount, 0);
  if (listed > paid) {
    return paid > 0
      ? [{ kind: 'credits', label: 'Gift cards and points', params: {}, amount: -paid }]
      : [];
  }
  if (listed < paid) {
    rows.push({
      kind: 'credits',
      label: 'Gift cards and points',
      params: {},
      amount: listed - paid,
    });
  }
  return rows;
}

/** What of a stored order (the orders table's row) its money rows are read from. */
export interface StoredOrderMoney {
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  grandTotal: number;
  creditsAmount: number;
  couponCode: string | null;
  /** Null for an order without delivery. */
  shippingCarrierCode: string | null;
  paymentMethod: string;
  totals: unknown;
}

/** The money rows of a stored order, its payment method named by its configured title. */
export function storedOrderMoneyRows(
  order: StoredOrderMoney,
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

/** The rows with their amounts in euros, as the API answers every amount of an order. */
export function moneyRowsInEuros(rows: readonly OrderMoneyRow[]): OrderMoneyRow[] {
  return rows.map((row) => ({ ...row, amount: fromCents(row.amount) }));
}

/** The rows that make up the grand total (subtotal, discounts, shipping). */
export const CHARGE_ROW_KINDS: readonly OrderMoneyRowKind[] = ['subtotal', 'discount', 'shipping'];
/** The rows that paid part of the grand total before the payment method. */
export const CREDIT_ROW_KINDS: readonly OrderMoneyRowKind[] = ['giftcard', 'reward', 'credits'];

/** Fills a label's {parameters} ('Gift card {code}' with {code: '****-X7YZ'}). */
export function fillMoneyLabel(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
