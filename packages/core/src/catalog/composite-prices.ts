/**
 * Prices composed from other products or options: a bundle costs its selected (or default) options,
 * a grouped product its associated simple products, and custom options add a fixed amount or a
 * percentage of the base price. Computed in cents, answered in euros.
 */
import { fromCents, percentOf, toCents } from '../money.ts';
import type { BundleOptionRule, CustomOption, ProductLink } from './document.ts';
import { convertCatalogPrice, type PriceAmount, type TaxContext } from './prices.ts';

/** A chosen bundle option as product_option.extension_attributes.bundle_options holds it. */
export interface BundleOptionSelection {
  option_id: number;
  option_qty?: number | string | null;
  /** Ids of the chosen product links of the option. */
  option_selections: readonly (number | string)[];
}

/**
 * A quantity as the original parses it: parseInt, and 1 when that gives nothing or 0;
 * null (skip the line) for a negative quantity.
 */
export function parseOptionQty(qty: unknown): number | null {
  const parsed = typeof qty === 'number' ? Math.trunc(qty) : Number.parseInt(String(qty ?? ''), 10);
  if (Number.isNaN(parsed) || parsed === 0) return 1;
  return parsed < 0 ? null : parsed;
}

/** Whether a bundle's part can be chosen: its product is in stock. */
export function isBundleLinkAvailable(link: {
  stock?: { is_in_stock: boolean } | null | undefined;
}): boolean {
  return link.stock?.is_in_stock !== false;
}

/**
 * Per option the link a shopper starts with: the one marked default while it is available,
 * else the first available one (by position), with that link's quantity. A sold-out part is
 * never preselected: an option without an available part starts without a choice.
 */
export function getDefaultBundleSelections(
  options: readonly BundleOptionRule[],
): BundleOptionSelection[] {
  const selections: BundleOptionSelection[] = [];
  for (const option of options) {
    const links = [...option.product_links].sort((a, b) => a.position - b.position);
    const marked = links.find((l) => l.is_default);
    const link =
      marked && isBundleLinkAvailable(marked) ? marked : links.find(isBundleLinkAvailable);
    if (!link) continue;
    selections.push({
      option_id: option.option_id,
      option_qty: parseOptionQty(link.qty) ?? 1,
      option_selections: [Number(link.id)],
    });
  }
  return selections;
}

/**
 * Whether a bundle can be bought at all: every required option has an available part. This is
 * the bundle's stock on its card and its page alike.
 */
export function isBundleAvailable(options: readonly BundleOptionRule[]): boolean {
  return options.every(
    (option) => !option.required || option.product_links.some(isBundleLinkAvailable),
  );
}

/**
 * Whether the chosen parts of a bundle can be bought: the bundle is available, and every chosen
 * part is available too.
 */
export function isBundleSelectionAvailable(
  options: readonly BundleOptionRule[],
  selections: readonly BundleOptionSelection[],
): boolean {
  if (!isBundleAvailable(options)) return false;
  return selections.every((selection) => {
    const option = options.find((o) => o.option_id === Number(selection.option_id));
    return selection.option_selections.every((id) => {
      const link = option?.product_links.find((l) => l.id === Number(id));
      return !link || isBundleLinkAvailable(link);
    });
  });
}

/**
 * A bundle part's unit price after the bundle's discount (whole percent), in cents: the
 * discount is taken off each part's unit price and rounded there, so the product page, the
 * cart and the order come to the same cents.
 */
export function discountedBundleUnit(cents: number, discountPercent: number): number {
  const percent = Math.min(Math.max(discountPercent, 0), 100);
  return cents - percentOf(cents, percent);
}

/**
 * Bundle price: Σ link price × option quantity over the chosen options, or over the default
 * selections when nothing is chosen, less the bundle's discount on each part. Link prices are
 * the linked products' current prices for the view (`price` net, `price_incl_tax` incl.).
 * Unknown options or links add nothing.
 */
export function computeBundlePrice(
  options: readonly BundleOptionRule[],
  selections?: readonly BundleOptionSelection[] | null,
  discountPercent = 0,
): PriceAmount {
  const chosen =
    selections && selections.length > 0 ? selections : getDefaultBundleSelections(options);
  let net = 0;
  let incl = 0;
  for (const selection of chosen) {
    const option = options.find((o) => o.option_id === Number(selection.option_id));
    const qty = parseOptionQty(selection.option_qty);
    if (!option || qty === null) continue;
    for (const id of selection.option_selections) {
      const link = option.product_links.find((l) => l.id === Number(id));
      if (!link) continue;
      net += discountedBundleUnit(toCents(link.price), discountPercent) * qty;
      incl += discountedBundleUnit(toCents(link.price_incl_tax), discountPercent) * qty;
    }
  }
  return { price: fromCents(net), price_incl_tax: fromCents(incl) };
}

/** What a bundle saves at the chosen parts, against buying them apart (euros, both bases). */
export interface BundleSaving {
  /** The parts bought apart. */
  apart: PriceAmount;
  /** The bundle's price. */
  bundle: PriceAmount;
  /** apart − bundle (0 when the bundle is not cheaper). */
  saving: PriceAmount;
}

/**
 * The saving of a bundle at the chosen (or default) parts: what they cost apart against what
 * the bundle costs. A claim that the bundle is cheaper than its parts is made only when this
 * saving is above zero.
 */
export function computeBundleSaving(
  options: readonly BundleOptionRule[],
  selections: readonly BundleOptionSelection[] | null,
  discountPercent: number,
): BundleSaving {
  const apart = computeBundlePrice(options, selections, 0);
  const bundle = computeBundlePrice(options, selections, discountPercent);
  const less = (a: number, b: number) => fromCents(Math.max(toCents(a) - toCents(b), 0));
  return {
    apart,
    bundle,
    saving: {
      price: less(apart.price, bundle.price),
      price_incl_tax: less(apart.price_incl_tax, bundle.price_incl_tax),
    },
  };
}

/** An associated product of a grouped product, as loaded for the price sum. */
export interface GroupedMember {
  sku: string;
  type_id?: string;
  status: number;
  final_price: number;
  final_price_incl_tax: number;
  stock?: { is_in_stock: boolean } | null;
}

/**
 * Grouped price: Σ member final price × link quantity (default 1) over the 'associated' links to
 * simple products whose member is enabled (status 1) and, when listOutOfStockProducts is false,
 * in stock.
 */
export function computeGroupedPrice(
  links: readonly ProductLink[],
  members: readonly GroupedMember[],
  options: { listOutOfStockProducts?: boolean } = {},
): PriceAmount {
  const listOutOfStock = options.listOutOfStockProducts ?? true;
  let net = 0;
  let incl = 0;
  for (const link of links) {
    if (link.link_type !== 'associated' || link.linked_product_type !== 'simple') continue;
    const member = members.find((m) => m.sku === link.linked_product_sku);
    if (member?.status !== 1) continue;
    if (member.type_id !== undefined && member.type_id !== 'simple') continue;
    if (!listOutOfStock && member.stock?.is_in_stock === false) continue;
    const qty = parseOptionQty(link.qty);
    if (qty === null) continue;
    net += toCents(member.final_price) * qty;
    incl += toCents(member.final_price_incl_tax) * qty;
  }
  return { price: fromCents(net), price_incl_tax: fromCents(incl) };
}

export type CustomOptionValue = CustomOption['values'][number];

/**
 * What one chosen custom option value adds. Fixed: its price (euros, catalogue basis) converted
 * for the product's tax class and view like any catalogue price. Percent: p/100 of the base,
 * net and incl. separately. Values with option_type_id ≤ 0 or price 0 add nothing.
 */
export function customOptionValueDelta(
  value: Pick<CustomOptionValue, 'option_type_id' | 'price' | 'price_type'>,
  base: PriceAmount,
  context: TaxContext,
): PriceAmount {
  if (!(value.option_type_id > 0) || !value.price) return { price: 0, price_incl_tax: 0 };
  if (value.price_type === 'percent') {
    return {
      price: fromCents(percentOf(toCents(base.price), value.price)),
      price_incl_tax: fromCents(percentOf(toCents(base.price_incl_tax), value.price)),
    };
  }
  const amount = convertCatalogPrice(toCents(value.price), context);
  return { price: fromCents(amount.net), price_incl_tax: fromCents(amount.incl) };
}

/** The base price plus the chosen custom option values (percentages apply to the base). */
export function applyCustomOptionPrices(
  base: PriceAmount,
  values: readonly Pick<CustomOptionValue, 'option_type_id' | 'price' | 'price_type'>[],
  context: TaxContext,
): PriceAmount {
  let net = toCents(base.price);
  let incl = toCents(base.price_incl_tax);
  for (const value of values) {
    const delta = customOptionValueDelta(value, base, context);
    net += toCents(delta.price);
    incl += toCents(delta.price_incl_tax);
  }
  return { price: fromCents(net), price_incl_tax: fromCents(incl) };
}
