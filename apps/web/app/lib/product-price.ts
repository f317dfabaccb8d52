/**
 * The price a product page shows: the chosen child's or product's price, replaced by the bundle sum
 * of the chosen (or default) bundle options or by the grouped sum, plus the chosen custom option
 * values, times the quantity; the struck-through original price and the discount only for a plain
 * special price. Amounts are euros in the store view's basis (incl. tax in nl and de). The
 * arithmetic is core's.
 */
import type { RenderListItem } from '@shop/contracts';
import {
  applyCustomOptionPrices,
  type BundleOptionRule,
  type BundleOptionSelection,
  type CustomOption,
  computeBundlePrice,
  discountPercentage,
  isSpecialPriceShown,
  multiplyByQty,
  type PriceAmount,
  type StoreView,
  toCents,
} from '@shop/core';
import type { ShownPriceFields } from './product.ts';

export interface ShownPrice {
  /** What the shopper pays for the chosen quantity. */
  final: number;
  /** The original price struck through, or null when no special price shows. */
  old: number | null;
  /** Whole percent off ("-16%"), 0 when none shows. */
  discountPercentage: number;
  /** The advice price (Adviesprijs / UVP) for the quantity, or null when there is none. */
  advice: number | null;
}

export interface ShownPriceInput {
  fields: ShownPriceFields;
  storeView: StoreView;
  taxClassId: number;
  /** Bundle options of a bundle product with the shopper's selections (defaults when empty). */
  bundle?: {
    options: readonly BundleOptionRule[];
    selections: readonly BundleOptionSelection[];
    /** The bundle's discount in whole percent on each part. */
    discountPercent?: number;
  };
  /** The grouped sum of a grouped product (core computeGroupedPrice). */
  grouped?: PriceAmount | null;
  /** The chosen custom option values. */
  customValues?: readonly Pick<
    CustomOption['values'][number],
    'option_type_id' | 'price' | 'price_type'
  >[];
  qty?: number;
}

/** The shown price of a product page for the chosen child, options and quantity. */
export function getShownPrice(input: ShownPriceInput): ShownPrice {
  const { fields, storeView } = input;
  const pick = (amount: PriceAmount) =>
    storeView.pricesIncludeTax ? amount.price_incl_tax : amount.price;
  const qty = input.qty ?? 1;
  const context = { taxClassId: input.taxClassId, storeView };
  const values = input.customValues ?? [];

  let base: PriceAmount = {
    price: fields.final_price,
    price_incl_tax: fields.final_price_incl_tax,
  };
  let composite = false;
  if (input.bundle && input.bundle.options.length > 0) {
    const sum = computeBundlePrice(
      input.bundle.options,
      input.bundle.selections.length > 0 ? input.bundle.selections : null,
      input.bundle.discountPercent ?? 0,
    );
    // Bundle option changes replace the price by the sum when it is above 0.
    if (sum.price_incl_tax > 0) {
      base = sum;
      composite = true;
    }
  }
  if (input.grouped && input.grouped.price_incl_tax > 0) {
    base = input.grouped;
    composite = true;
  }

  const final = pick(applyCustomOptionPrices(base, values, context));
  const original = pick(
    applyCustomOptionPrices(
      { price: fields.original_price, price_incl_tax: fields.original_price_incl_tax },
      values,
      context,
    ),
  );
  const special = !composite && isSpecialPriceShown(fields) && original > final;
  const advice = pick({
    price: fields.advice_price ?? 0,
    price_incl_tax: fields.advice_price_incl_tax ?? 0,
  });
  return {
    final: multiplyByQty(final, qty),
    old: special ? multiplyByQty(original, qty) : null,
    discountPercentage: special
      ? fields.discount_percentage || discountPercentage(toCents(original), toCents(final))
      : 0,
    advice: advice > 0 && advice > final ? multiplyByQty(advice, qty) : null,
  };
}

/**
 * A product's shown price fields updated from the platform's current prices (render-list):
 * incl. tax from price_info, excl. tax from its tax_adjustments; no special price when the final
 * price is not below the regular one.
 */
export function applyRenderListPrices(
  fields: ShownPriceFields,
  item: Pick<RenderListItem, 'price_info'>,
  storeView: Pick<StoreView, 'pricesIncludeTax'>,
): ShownPriceFields {
  const incl = item.price_info;
  const net = incl.extension_attributes.tax_adjustments;
  const special = incl.final_price < incl.regular_price;
  const shownRegular = storeView.pricesIncludeTax ? incl.regular_price : net.regular_price;
  const shownFinal = storeView.pricesIncludeTax ? incl.final_price : net.final_price;
  return {
    ...fields,
    price: net.final_price,
    price_incl_tax: incl.final_price,
    final_price: net.final_price,
    final_price_incl_tax: incl.final_price,
    original_price: net.regular_price,
    original_price_incl_tax: incl.regular_price,
    special_price: special ? (net.special_price ?? net.final_price) : 0,
    special_price_incl_tax: special ? (incl.special_price ?? incl.final_price) : 0,
    discount_percentage: discountPercentage(toCents(shownRegular), toCents(shownFinal)),
  };
}

/** The chosen values of custom options: a map option_id → chosen option_type_ids. */
export type CustomChoices = Record<number, readonly number[]>;

/** The option values chosen in `choices`, in option order (unknown ids are ignored). */
export function getChosenCustomValues(
  options: readonly CustomOption[],
  choices: CustomChoices,
): CustomOption['values'] {
  return options.flatMap((option) => {
    const ids = choices[option.option_id] ?? [];
    return option.values.filter((value) => ids.includes(value.option_type_id));
  });
}
