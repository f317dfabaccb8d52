/**
 * Checkout pricing: the one computation behind the cart's totals, shipping and payment methods
 * and the placed order. From data already loaded (the lines with their catalogue entries, the
 * coupon's rule, the store view, the delivery and billing countries, the chosen shipping method,
 * the shop's methods and the time) it prices the lines, quotes shipping, checks the coupon,
 * totals the cart and picks the payment methods it may use.
 *
 * Rules:
 * - Tax follows the delivery country when the shop has rates for it, else the store view's.
 * - A line counts in the totals only while its product is sold at a known price; a line whose
 *   product was disabled or removed, or whose price became unknown, is priced as nothing.
 * - The coupon and the shipping method are judged on the subtotal incl. tax before any discount
 *   or shipping; the coupon on the part of it a coupon may discount (gift cards never are). A
 *   coupon that does not apply gives no discount and says why (a cart of gift cards only too).
 * - Shipping is quoted for the delivery country (the store view's default country while none is
 *   known, else NL); a cart that ships nothing ships for free.
 * - Payment methods follow the billing country (else the delivery country, else the view's
 *   default) and the grand total; a cart without lines has no total yet. A cart that holds a
 *   gift card is not offered the gift card payment method (vouchers do not buy vouchers).
 * - Credits (gift cards, reward points) pay part of the grand total after it is known (credits.ts): they change
 *   no price and no tax, only the amount still to pay, which the payment methods then follow
 *   (nothing left to pay: 'free' alone). A cart that holds a gift card uses no credits.
 */
import type { CartTotals } from '@shop/contracts';
import {
  type CouponProblem,
  type CouponRule,
  checkCoupon,
  checkCouponEmail,
} from '../cart/coupons.ts';
import {
  availablePaymentMethods,
  cartTaxCountry,
  type PaymentFlow,
  type PaymentMethodDefinition,
  quoteShippingMethods,
  type ShippingMethodDefinition,
  type ShippingQuote,
} from '../cart/methods.ts';
import type { LineProductOption } from '../cart/product-option.ts';
import { calculateCartTotals, type TotalsLine } from '../cart/totals.ts';
import { fromCents, toCents } from '../money.ts';
import type { StoreView } from '../store-views.ts';
import {
  type AvailableCredit,
  allocateCredits,
  type CreditAllocation,
  type CreditUse,
} from './credits.ts';
import { type CatalogEntry, isPriceKnown, type PricedLine, priceLine } from './line-price.ts';
import { isVirtualCart } from './order.ts';

/** A line to price: what it is, how many, and its catalogue entry. */
export interface CheckoutLineInput {
  /** The id its totals item carries (the cart's item id, the order's line number). */
  itemId: number;
  productType: string;
  productOption: LineProductOption | null;
  qty: number;
  /** The product behind the line; null when it is no longer sold (disabled or removed). */
  entry: CatalogEntry | null;
}

/** A coupon rule with the spelling of its code the shop stores. */
export type NamedCouponRule = CouponRule & { code: string };

export interface CheckoutPricingInput<L extends CheckoutLineInput = CheckoutLineInput> {
  view: StoreView;
  lines: readonly L[];
  customerGroupId: number;
  usePriceTiers: boolean;
  /** The country the order is delivered to; null while none is known. */
  shippingCountry: string | null;
  /** The country of the billing address; null while none is known. */
  billingCountry: string | null;
  /** The chosen shipping method; null while none is chosen (or none is needed). */
  shippingMethod: { carrierCode: string; methodCode: string } | null;
  /** The coupon on the cart as the shopper wrote it, with its rule (null: no such code). */
  coupon: { code: string; rule: NamedCouponRule | null } | null;
  /**
   * The e-mail address the order is for, once known (the order's, a logged-in shopper's): a
   * personal coupon applies only to its own address. Absent or null: not known yet.
   */
  customerEmail?: string | null;
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethods: readonly PaymentMethodDefinition[];
  now: Date;
  /** The credits applied to the cart, in the order applied (none when absent). */
  credits?: readonly AvailableCredit[];
}

export interface PricedCheckoutLine<L extends CheckoutLineInput = CheckoutLineInput> {
  line: L;
  /** The line's current price; null when its product is no longer sold. */
  priced: PricedLine | null;
  /** The product is sold but its price is unknown: the line cannot be sold. */
  priceUnknown: boolean;
}

/** The chosen shipping method: none chosen, not a method of the shop, not delivering, quoted. */
export type ShippingChoice =
  | { status: 'none' }
  | { status: 'unknown' }
  | { status: 'unavailable'; quote: ShippingQuote }
  | { status: 'quoted'; quote: ShippingQuote };

export interface CheckoutPricing<L extends CheckoutLineInput = CheckoutLineInput> {
  view: StoreView;
  taxCountry: string;
  /** Every line ships nothing (virtual or downloadable products). */
  isVirtual: boolean;
  lines: PricedCheckoutLine<L>[];
  /** Cents incl. tax of the counted lines, before discount and shipping. */
  subtotalInclTax: number;
  /** Every shipping method of the shop, quoted for this cart and delivery country. */
  shippingQuotes: ShippingQuote[];
  shipping: ShippingChoice;
  /** The coupon's rule when it applies now, else why not (both null without a coupon). */
  coupon: { applied: NamedCouponRule | null; problem: CouponProblem | null };
  totals: CartTotals;
  /** A line is a gift card (whatever its price): the gift card payment method is not offered. */
  holdsGiftCard: boolean;
  /** What the applied credits pay of the grand total, and the amount still to pay. */
  credits: CreditAllocation;
  paymentMethods: { code: string; title: string; flow: PaymentFlow }[];
}

/** Prices a checkout; see the module comment for the rules. */
export function priceCheckout<L extends CheckoutLineInput>(
  input: CheckoutPricingInput<L>,
): CheckoutPricing<L> {
  const { view } = input;
  const taxCountry = cartTaxCountry(input.shippingCountry, view.taxCountry);
  const isVirtual = isVirtualCart(input.lines.map((line) => ({ type_id: line.productType })));
  const ctx = {
    view,
    taxCountry,
    customerGroupId: input.customerGroupId,
    usePriceTiers: input.usePriceTiers,
    now: input.now,
  };
  const lines = input.lines.map((line): PricedCheckoutLine<L> => {
    const priced = line.entry
      ? priceLine(
          { productType: line.productType, productOption: line.productOption, entry: line.entry },
          line.qty,
          ctx,
        )
      : null;
    return { line, priced, priceUnknown: priced !== null && !isPriceKnown(priced) };
  });
  const counted = totalsLines(lines);
  const subtotalInclTax = toCents(
    calculateCartTotals({
      lines: counted,
      pricesIncludeTax: view.pricesIncludeTax,
      shipping: null,
      coupon: null,
    }).subtotal_incl_tax,
  );

  const shippingQuotes = quoteShippingMethods(
    {
      country: input.shippingCountry ?? view.defaultCountry ?? 'NL',
      taxCountry,
      subtotalInclTax,
      isVirtualCart: isVirtual,
    },
    input.shippingMethods,
  );
  const shipping = chosenShipping(shippingQuotes, input.shippingMethod);

  const discountableInclTax = toCents(
    calculateCartTotals({
      lines: counted.filter((line) => line.discountable !== false),
      pricesIncludeTax: view.pricesIncludeTax,
      shipping: null,
      coupon: null,
    }).subtotal_incl_tax,
  );
  const onlyGiftCards = counted.length > 0 && counted.every((line) => line.discountable === false);
  const coupon = couponOf(
    input.coupon,
    discountableInclTax,
    onlyGiftCards,
    input.now,
    view,
    input.customerEmail,
  );

  const totals = calculateCartTotals({
    lines: counted,
    pricesIncludeTax: view.pricesIncludeTax,
    shipping:
      shipping.status === 'quoted'
        ? {
            amountInclTax: shipping.quote.amountInclTax,
            taxRate: shipping.quote.taxRate,
            title: shipping.quote.method.methodTitle,
          }
        : null,
    coupon: coupon.applied,
    currency: view.currency,
  });

  const holdsGiftCard = lines.some(({ priced }) => priced?.isGiftCard === true);
  const credits = allocateCredits(
    toCents(totals.grand_total),
    (input.credits ?? []).map((credit) => (holdsGiftCard ? { ...credit, balance: 0 } : credit)),
  );
  if (credits.uses.length > 0) addCreditSegments(totals, credits);
  totals.tax_country_id = taxCountry;
  const paymentMethods = availablePaymentMethods(
    {
      isVirtualCart: isVirtual,
      holdsGiftCard,
      grandTotal: input.lines.length > 0 ? credits.amountDue : null,
      billingCountry: input.billingCountry ?? input.shippingCountry ?? view.defaultCountry,
    },
    input.paymentMethods,
  );

  return {
    view,
    taxCountry,
    isVirtual,
    lines,
    subtotalInclTax,
    shippingQuotes,
    shipping,
    coupon,
    totals,
    holdsGiftCard,
    credits,
    paymentMethods,
  };
}

/**
 * The applied credits in the totals: a 'giftcardaccount' segment (what the cards pay, negative)
 * while cards are applied, a 'reward' segment (what the points pay, negative) while points are,
 * and an 'amount_due' segment (what is still to pay), with each credit's use in
 * `credits_applied`. grand_total and the tax stay the order's: a credit is a payment, not a
 * discount.
 */
export function addCreditSegments(totals: CartTotals, credits: CreditAllocation): void {
  totals.credits_applied = credits.uses.map((use) => ({
    kind: use.kind,
    code: use.label,
    amount_used: fromCents(use.amount),
    balance_left: fromCents(use.balanceLeft),
    ...(use.units === undefined ? {} : { points_used: use.units }),
  }));
  totals.amount_due = fromCents(credits.amountDue);
  const paidBy = (kind: CreditUse['kind']) =>
    credits.uses.filter((use) => use.kind === kind).reduce((sum, use) => sum + use.amount, 0);
  const kinds = new Set(credits.uses.map((use) => use.kind));
  const segments = [
    ...(kinds.has('giftcard')
      ? [
          {
            code: 'giftcardaccount' as const,
            title: 'Gift cards',
            value: -fromCents(paidBy('giftcard')),
          },
        ]
      : []),
    ...(kinds.has('reward')
      ? [{ code: 'reward' as const, title: 'Reward points', value: -fromCents(paidBy('reward')) }]
      : []),
    { code: 'amount_due' as const, title: 'To pay', value: fromCents(credits.amountDue) },
  ];
  const grandIndex = totals.total_segments.findIndex((segment) => segment.code === 'grand_total');
  totals.total_segments.splice(
    grandIndex < 0 ? totals.total_segments.length : grandIndex + 1,
    0,
    ...segments,
  );
}

/** The lines the totals count: sold at a known price. */
function totalsLines(lines: readonly PricedCheckoutLine[]): TotalsLine[] {
  return lines.flatMap(({ line, priced, priceUnknown }) =>
    priced && !priceUnknown
      ? [
          {
            itemId: line.itemId,
            name: priced.name,
            qty: line.qty,
            parts: priced.parts,
            options: priced.options,
            discountable: !priced.isGiftCard,
          },
        ]
      : [],
  );
}

function chosenShipping(
  quotes: readonly ShippingQuote[],
  chosen: CheckoutPricingInput['shippingMethod'],
): ShippingChoice {
  if (!chosen) return { status: 'none' };
  const quote = quotes.find(
    (q) => q.method.carrierCode === chosen.carrierCode && q.method.methodCode === chosen.methodCode,
  );
  if (!quote) return { status: 'unknown' };
  return quote.available ? { status: 'quoted', quote } : { status: 'unavailable', quote };
}

/** Why a coupon gives nothing on a cart of gift cards only. */
export function giftCardCouponProblem(code: string): CouponProblem {
  return {
    kind: 'invalid',
    message: `The coupon code "${code}" cannot be used for gift cards.`,
  };
}

/**
 * The coupon's rule when it applies to this subtotal now; else the problem (named in the view's
 * locale). A coupon that does not apply stays where it is and applies again once it does.
 */
function couponOf(
  coupon: CheckoutPricingInput['coupon'],
  subtotalInclTax: number,
  onlyGiftCards: boolean,
  now: Date,
  view: StoreView,
  customerEmail: string | null | undefined,
): CheckoutPricing['coupon'] {
  if (!coupon) return { applied: null, problem: null };
  const problem =
    (onlyGiftCards && coupon.rule?.active ? giftCardCouponProblem(coupon.code) : null) ??
    checkCoupon(coupon.code, coupon.rule, subtotalInclTax, now, view.locale) ??
    checkCouponEmail(coupon.code, coupon.rule, customerEmail);
  return problem || !coupon.rule ? { applied: null, problem } : { applied: coupon.rule, problem };
}
