/**
 * Price rules of the catalogue: special prices, tier prices, tax per store view. Catalogue prices
 * are integer cents including the tax of CATALOG_PRICE_BASE_COUNTRY; a store view shows them net of
 * that tax plus the tax of its own country. Rules compute in cents and answer euros, the unit of
 * the catalogue documents.
 */
import { fromCents, grossFromNet, netFromGross, toCents } from '../money.ts';
import { parseShopDate, SHOP_TIME_ZONE } from '../shop-time.ts';
import type { StoreView } from '../store-views.ts';
import { CATALOG_PRICE_BASE_COUNTRY, findTaxRate, TAX_RULES, type TaxRule } from '../tax-rules.ts';
import type { PriceFields, PriceSource } from './document.ts';

/** What a price conversion needs to know: the product's tax class and the store view. */
export interface TaxContext {
  taxClassId: number;
  storeView: StoreView;
  taxRules?: readonly TaxRule[];
}

/** An amount in integer cents as a store view shows it: net, its tax, and both together. */
export interface ViewAmount {
  net: number;
  tax: number;
  incl: number;
}

/** A price pair in euros, net and including the store view's tax. */
export interface PriceAmount {
  price: number;
  price_incl_tax: number;
}

/**
 * A catalogue amount (cents, base-country gross) for a store view: net = gross without the base
 * country's tax, incl = net with the view country's tax. When both rates are equal the gross
 * stays as entered, so a Dutch shelf price of 12,95 is shown as 12,95 and not 12,96.
 */
export function convertCatalogPrice(grossCents: number, context: TaxContext): ViewAmount {
  const rules = context.taxRules ?? TAX_RULES;
  const baseRate = findTaxRate(context.taxClassId, CATALOG_PRICE_BASE_COUNTRY, rules);
  const viewRate = findTaxRate(context.taxClassId, context.storeView.taxCountry, rules);
  const net = netFromGross(grossCents, baseRate);
  const incl = viewRate === baseRate ? grossCents : grossFromNet(net, viewRate);
  return { net, tax: incl - net, incl };
}

/**
 * Whether `now` lies in the special price window and the special price is below the price (a
 * special price outside its window counts as zero). Bounds are inclusive: a from-date starts at
 * its first moment, a to-date given as a day ('2025-03-31') lasts until the end of that day in the
 * shop's time zone, a date-time bound is that instant. Missing bounds are open; an unreadable date
 * disables the special price rather than granting it forever. A special price of 0 or less never
 * applies.
 */
export function isSpecialPriceActive(
  source: PriceSource,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): boolean {
  const special = source.special_price;
  if (special == null || !(special > 0) || !(special < source.price)) return false;
  const at = now.getTime();
  if (source.special_from_date) {
    const from = parseShopDate(source.special_from_date, timeZone);
    if (!from || at < from.start) return false;
  }
  if (source.special_to_date) {
    const to = parseShopDate(source.special_to_date, timeZone);
    if (!to || at >= to.end) return false;
  }
  return true;
}

export interface ComputePriceFieldsInput {
  source: PriceSource;
  taxClassId: number;
  storeView: StoreView;
  now: Date;
  /** The shopper's customer group; 0 (not logged in) when absent. */
  customerGroupId?: number;
  /** Configuration switch usePriceTiers: whether customer-group tier prices apply. */
  usePriceTiers?: boolean;
  taxRules?: readonly TaxRule[];
  timeZone?: string;
}

const ZERO: ViewAmount = { net: 0, tax: 0, incl: 0 };

/**
 * The displayed price fields of a product for a store view at a moment.
 * - price: the regular price, lowered by a qty-1 tier price of the shopper's group (usePriceTiers).
 * - special_price: the special price while active and below `price`, else 0.
 * - final_price: the special price when it applies, else price.
 * - original_price: the catalogue price before tiers and special prices.
 * - regular_price: original_price in the view's display basis (incl. tax in the consumer views
 *   nl and de).
 * - discount_percentage: whole percent off, rounded down so a discount is never overstated.
 * A tier price only zeroes the special price when it is not above it: a group price never makes a
 * shopper pay more than a guest would.
 */
export function computePriceFields(input: ComputePriceFieldsInput): PriceFields {
  const { source, storeView } = input;
  const context: TaxContext = {
    taxClassId: input.taxClassId,
    storeView,
    ...(input.taxRules ? { taxRules: input.taxRules } : {}),
  };
  const convert = (cents: number) => convertCatalogPrice(cents, context);
  const groupId = input.customerGroupId ?? 0;

  const tiers = (
    input.usePriceTiers
      ? source.tier_prices.filter((tier) => tier.customer_group_id === groupId)
      : source.tier_prices
  )
    .slice()
    .sort((a, b) => a.qty - b.qty);
  const unitTier = input.usePriceTiers
    ? tiers
        .filter((tier) => tier.qty <= 1 && tier.value > 0)
        .reduce<number | null>(
          (low, tier) => (low === null || tier.value < low ? tier.value : low),
          null,
        )
    : null;

  const originalCents = source.price;
  const priceCents = unitTier !== null && unitTier < originalCents ? unitTier : originalCents;
  const specialCents =
    isSpecialPriceActive(source, input.now, input.timeZone) &&
    source.special_price !== null &&
    source.special_price < priceCents
      ? source.special_price
      : 0;
  const finalCents = specialCents > 0 ? specialCents : priceCents;

  const price = convert(priceCents);
  const special = specialCents > 0 ? convert(specialCents) : ZERO;
  const final = convert(finalCents);
  const original = convert(originalCents);
  const advice =
    source.advice_price != null && source.advice_price > 0 ? convert(source.advice_price) : null;
  const shown = (amount: ViewAmount) => (storeView.pricesIncludeTax ? amount.incl : amount.net);

  return {
    price: fromCents(price.net),
    price_tax: fromCents(price.tax),
    price_incl_tax: fromCents(price.incl),
    final_price: fromCents(final.net),
    final_price_tax: fromCents(final.tax),
    final_price_incl_tax: fromCents(final.incl),
    special_price: fromCents(special.net),
    special_price_tax: fromCents(special.tax),
    special_price_incl_tax: fromCents(special.incl),
    special_from_date: source.special_from_date,
    special_to_date: source.special_to_date,
    original_price: fromCents(original.net),
    original_price_tax: fromCents(original.tax),
    original_price_incl_tax: fromCents(original.incl),
    regular_price: fromCents(shown(original)),
    advice_price: advice ? fromCents(advice.net) : null,
    advice_price_incl_tax: advice ? fromCents(advice.incl) : null,
    discount_percentage: discountPercentage(shown(original), shown(final)),
    tier_prices: tiers.map((tier) => {
      const value = convert(tier.value);
      return {
        customer_group_id: tier.customer_group_id,
        qty: tier.qty,
        value: fromCents(value.net),
        value_incl_tax: fromCents(value.incl),
      };
    }),
  };
}

/** Whole percent of `originalCents` saved by paying `finalCents`, rounded down; 0 when none. */
export function discountPercentage(originalCents: number, finalCents: number): number {
  if (!(originalCents > 0) || !(finalCents < originalCents)) return 0;
  return Math.floor(((originalCents - finalCents) * 100) / originalCents);
}

/**
 * The special price shows when special price, incl-tax price and original price all
 * exist, or the final price is below the original, or a discount exists.
 */
export function isSpecialPriceShown(
  fields: Pick<
    PriceFields,
    | 'special_price'
    | 'price_incl_tax'
    | 'original_price'
    | 'final_price'
    | 'final_price_incl_tax'
    | 'original_price_incl_tax'
    | 'discount_percentage'
  >,
): boolean {
  return (
    (fields.special_price > 0 && fields.price_incl_tax > 0 && fields.original_price > 0) ||
    fields.final_price < fields.original_price ||
    fields.final_price_incl_tax < fields.original_price_incl_tax ||
    fields.discount_percentage > 0
  );
}

/** The price a shopper pays, in the view's display basis (incl. tax in every consumer view). */
export function getDisplayedFinalPrice(
  fields: Pick<PriceFields, 'final_price' | 'final_price_incl_tax'>,
  storeView: StoreView,
): number {
  return storeView.pricesIncludeTax ? fields.final_price_incl_tax : fields.final_price;
}

/** A quantity above 1 multiplies the displayed price (whole units, in cents). */
export function multiplyByQty(amountEuros: number, qty: number): number {
  if (!(qty > 1) || !Number.isFinite(qty)) return amountEuros;
  return fromCents(toCents(amountEuros) * Math.floor(qty));
}

/** The keys of PriceFields, for copying a child's prices onto its parent. */
export const PRICE_FIELD_KEYS = [
  'price',
  'price_tax',
  'price_incl_tax',
  'final_price',
  'final_price_tax',
  'final_price_incl_tax',
  'special_price',
  'special_price_tax',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'original_price',
  'original_price_tax',
  'original_price_incl_tax',
  'regular_price',
  'advice_price',
  'advice_price_incl_tax',
  'discount_percentage',
  'tier_prices',
] as const satisfies readonly (keyof PriceFields)[];

export function pickPriceFields(fields: PriceFields): PriceFields {
  const picked: Partial<Record<keyof PriceFields, unknown>> = {};
  for (const key of PRICE_FIELD_KEYS) picked[key] = fields[key];
  return picked as PriceFields;
}

/** A configurable child as the parent price rule needs it. */
export interface ConfigurableChildPrice extends PriceFields {
  status: number;
  stock?: { is_in_stock: boolean } | null;
}

export interface ChildPriceOptions {
  /** Configuration listOutOfStockProducts (default true): false skips out-of-stock children. */
  listOutOfStockProducts?: boolean;
}

/**
 * The enabled child (status below 2) with the lowest final price incl. tax; the first one wins
 * a tie. Out-of-stock children count unless listOutOfStockProducts is false. Null when none.
 */
export function findLowestPricedChild<C extends ConfigurableChildPrice>(
  children: readonly C[],
  options: ChildPriceOptions = {},
): C | null {
  const listOutOfStock = options.listOutOfStockProducts ?? true;
  let lowest: C | null = null;
  for (const child of children) {
    if (child.status >= 2) continue;
    if (!listOutOfStock && child.stock?.is_in_stock === false) continue;
    if (lowest === null || child.final_price_incl_tax < lowest.final_price_incl_tax) lowest = child;
  }
  return lowest;
}

/**
 * A configurable parent shows the prices of its lowest-priced child; of equally priced children
 * the first wins. The parent is returned unchanged when no child qualifies.
 */
export function applyConfigurableParentPrice<T extends PriceFields>(
  parent: T,
  children: readonly ConfigurableChildPrice[],
  options: ChildPriceOptions = {},
): T {
  const lowest = findLowestPricedChild(children, options);
  return lowest ? { ...parent, ...pickPriceFields(lowest) } : parent;
}
