/**
 * Cart totals: row totals, discount, tax per rate, shipping and grand total, in the Magento shape
 * the storefront reads.
 * Everything is computed in integer cents from prices the server looked up; the answer is euros.
 *
 * Rules:
 * - A row is priced per unit and multiplied by its quantity. When the store view shows prices
 *   including tax (every consumer view: nl and de) the unit price incl. tax is the shelf price
 *   and the tax is taken out of the row, so a row is exactly its quantity times the price the
 *   shopper was shown; in a view showing net prices the tax is added to the net row.
 * - A coupon's discount is an amount incl. tax (what the shopper pays less), of the rows it may
 *   discount (never a gift card's). It is spread over those rows in proportion to their totals
 *   by the largest remainder, so the row discounts add up to the discount exactly, and the tax
 *   of a row is taken from its discounted amount.
 * - grand_total = subtotal_incl_tax + discount_amount + shipping_incl_tax (discount ≤ 0);
 *   tax_amount = Σ row taxes + shipping tax. Nothing is ever negative.
 */
import type { CartTotals, TotalSegment, TotalsItem } from '@shop/contracts';
import { fromCents, netFromGross, percentOf } from '../money.ts';
import { type CouponRule, couponDiscountCents } from './coupons.ts';

/** One tax-rated part of a line: a product, or one chosen product of a bundle. */
export interface TotalsLinePart {
  /** Unit price in cents excluding tax. */
  unitPriceExclTax: number;
  /** Unit price in cents including tax (the shelf price where the view shows incl. tax). */
  unitPriceInclTax: number;
  /** Tax rate in percent for the cart's tax country. */
  taxRate: number;
  /** Units of this part in one unit of the line (a bundle option's quantity); default 1. */
  qty?: number;
}

export interface TotalsLine {
  itemId: number;
  name: string;
  qty: number;
  parts: TotalsLinePart[];
  /** Chosen options as shown to the shopper. */
  options: { label: string; value: string }[];
  /** Whether a coupon may take something off this line (false for a gift card); default true. */
  discountable?: boolean;
}

export interface TotalsShipping {
  /** Shipping price in cents incl. tax before any free-shipping coupon. */
  amountInclTax: number;
  taxRate: number;
  title: string;
}

export interface CartTotalsInput {
  lines: TotalsLine[];
  /** Display basis of the store view: true in every consumer view (nl, de). */
  pricesIncludeTax: boolean;
  shipping: TotalsShipping | null;
  /** The applied coupon when it applies to this cart now. */
  coupon: (CouponRule & { code: string }) | null;
  currency?: string;
}

/** The tax of one rate in the tax segment. */
type TaxDetail = NonNullable<
  TotalSegment['extension_attributes']
>['tax_grandtotal_details'][number];

/** A part's row in cents: incl. tax, net, before and after the discount. */
interface PartRow {
  line: number;
  discountable: boolean;
  rate: number;
  incl: number;
  net: number;
  discount: number;
  taxAfter: number;
}

/** Tax contained in a gross amount (never negative for a non-negative amount). */
function taxOfGross(grossCents: number, rate: number): number {
  return grossCents - netFromGross(grossCents, rate);
}

/**
 * Splits `total` cents over `weights` in proportion, by the largest remainder: the shares add
 * up to `total` exactly and none exceeds its weight when total ≤ Σ weights.
 */
export function distributeByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      rest -= 1;
    }
  }
  return shares;
}

/** Totals of a cart from server-side prices; see the module comment for the rules. */
export function calculateCartTotals(input: CartTotalsInput): CartTotals {
  const currency = input.currency ?? 'EUR';
  const rows: PartRow[] = [];
  input.lines.forEach((line, index) => {
    for (const part of line.parts) {
      const units = line.qty * (part.qty ?? 1);
      let incl: number;
      let net: number;
      if (input.pricesIncludeTax) {
        incl = part.unitPriceInclTax * units;
        net = netFromGross(incl, part.taxRate);
      } else {
        net = part.unitPriceExclTax * units;
        incl = net + percentOf(net, part.taxRate);
      }
      rows.push({
        line: index,
        discountable: line.discountable !== false,
        rate: part.taxRate,
        incl,
        net,
        discount: 0,
        taxAfter: 0,
      });
    }
  });

  const subtotalIncl = rows.reduce((sum, row) => sum + row.incl, 0);
  const subtotalNet = rows.reduce((sum, row) => sum + row.net, 0);
  const coupon = input.coupon;
  const discountableIncl = rows.reduce((sum, row) => sum + (row.discountable ? row.incl : 0), 0);
  const discount = coupon
    ? Math.min(couponDiscountCents(coupon, discountableIncl), discountableIncl)
    : 0;
  const shares = distributeByLargestRemainder(
    discount,
    rows.map((row) => (row.discountable ? row.incl : 0)),
  );
  rows.forEach((row, i) => {
    row.discount = shares[i] ?? 0;
    row.taxAfter = taxOfGross(row.incl - row.discount, row.rate);
  });

  const freeShipping = coupon?.kind === 'free_shipping';
  const shippingIncl = input.shipping && !freeShipping ? input.shipping.amountInclTax : 0;
  const shippingRate = input.shipping?.taxRate ?? 0;
  const shippingTax = taxOfGross(shippingIncl, shippingRate);
  const shippingNet = shippingIncl - shippingTax;

  const rowTax = rows.reduce((sum, row) => sum + row.taxAfter, 0);
  const taxTotal = rowTax + shippingTax;
  const grandTotal = subtotalIncl - discount + shippingIncl;

  const items: TotalsItem[] = input.lines.map((line, index) => {
    const own = rows.filter((row) => row.line === index);
    const sum = (pick: (row: PartRow) => number) => own.reduce((s, row) => s + pick(row), 0);
    const incl = sum((row) => row.incl);
    const net = sum((row) => row.net);
    const lineDiscount = sum((row) => row.discount);
    const tax = sum((row) => row.taxAfter);
    // A bundle of several rates reports the rate of its largest part.
    const main = own.reduce<PartRow | null>(
      (big, row) => (!big || row.incl > big.incl ? row : big),
      null,
    );
    const unitIncl = line.parts.reduce((s, p) => s + p.unitPriceInclTax * (p.qty ?? 1), 0);
    const unitNet = line.parts.reduce((s, p) => s + p.unitPriceExclTax * (p.qty ?? 1), 0);
    return {
      item_id: line.itemId,
      name: line.name,
      price: fromCents(unitNet),
      price_incl_tax: fromCents(unitIncl),
      qty: line.qty,
      row_total: fromCents(net),
      row_total_incl_tax: fromCents(incl),
      row_total_with_discount: fromCents(incl - lineDiscount - tax),
      tax_amount: fromCents(tax),
      tax_percent: main?.rate ?? 0,
      discount_amount: fromCents(lineDiscount),
      discount_percent: coupon?.kind === 'percent' && lineDiscount > 0 ? coupon.amount : 0,
      options: JSON.stringify(line.options),
    };
  });

  const taxDetails = taxPerRate(rows, shippingTax, shippingRate);
  const segments: TotalSegment[] = [
    {
      code: 'subtotal',
      title: 'Subtotal',
      value: fromCents(input.pricesIncludeTax ? subtotalIncl : subtotalNet),
    },
  ];
  if (input.shipping) {
    segments.push({
      code: 'shipping',
      title: `Shipping & Handling (${input.shipping.title})`,
      value: fromCents(input.pricesIncludeTax ? shippingIncl : shippingNet),
    });
  }
  if (discount > 0 && coupon) {
    segments.push({
      code: 'discount',
      title: `Discount (${coupon.code})`,
      value: fromCents(-discount),
    });
  }
  segments.push({
    code: 'tax',
    title: 'Tax',
    value: fromCents(taxTotal),
    area: 'taxes',
    extension_attributes: { tax_grandtotal_details: taxDetails },
  });
  segments.push({
    code: 'grand_total',
    title: 'Grand Total',
    value: fromCents(grandTotal),
    area: 'footer',
  });

  const totals: CartTotals = {
    grand_total: fromCents(grandTotal),
    base_grand_total: fromCents(grandTotal),
    subtotal: fromCents(subtotalNet),
    base_subtotal: fromCents(subtotalNet),
    subtotal_incl_tax: fromCents(subtotalIncl),
    discount_amount: fromCents(-discount),
    base_discount_amount: fromCents(-discount),
    shipping_amount: fromCents(shippingNet),
    base_shipping_amount: fromCents(shippingNet),
    shipping_incl_tax: fromCents(shippingIncl),
    shipping_tax_amount: fromCents(shippingTax),
    tax_amount: fromCents(taxTotal),
    base_tax_amount: fromCents(taxTotal),
    quote_currency_code: currency,
    base_currency_code: currency,
    items_qty: input.lines.reduce((sum, line) => sum + line.qty, 0),
    items,
    total_segments: segments,
  };
  // The storefront tests coupon_code with hasOwnProperty: it is there only with a coupon.
  if (coupon) totals.coupon_code = coupon.code;
  return totals;
}

/** Tax amounts per rate, rows and shipping together, highest rate first. */
function taxPerRate(rows: PartRow[], shippingTax: number, shippingRate: number): TaxDetail[] {
  const byRate = new Map<number, number>();
  for (const row of rows) byRate.set(row.rate, (byRate.get(row.rate) ?? 0) + row.taxAfter);
  if (shippingTax > 0) byRate.set(shippingRate, (byRate.get(shippingRate) ?? 0) + shippingTax);
  return [...byRate.entries()]
    .filter(([rate]) => rate > 0)
    .sort((a, b) => b[0] - a[0])
    .map(([rate, cents], i) => ({
      amount: fromCents(cents),
      rates: [{ percent: String(rate), title: `VAT ${rate}%` }],
      group_id: i + 1,
    }));
}
