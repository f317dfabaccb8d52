/**
 * The current price of a checkout line from the catalogue read model: the product's document
 * (and the chosen child of a configurable), its chosen options, the store view and tax country,
 * the customer group and the time. Prices come only from the documents, never from a request.
 */

import { chosenCustomOptionValues, isTextCustomOption } from '../cart/option-choices.ts';
import type { LineProductOption } from '../cart/product-option.ts';
import type { TotalsLinePart } from '../cart/totals.ts';
import { applyCustomOptionPrices, discountedBundleUnit } from '../catalog/composite-prices.ts';
import type { ChildDocument, PriceFields, ProductDocument } from '../catalog/document.ts';
import { isGiftCard, saleTaxClass } from '../catalog/gift-card.ts';
import { computePriceFields, type PriceAmount } from '../catalog/prices.ts';
import { fromCents, toCents } from '../money.ts';
import type { StoreView } from '../store-views.ts';
import { findTaxRate } from '../tax-rules.ts';

/** A sellable product of the read model: the document, and the child for a variant sku. */
export interface CatalogEntry {
  parent: ProductDocument;
  child: ChildDocument | null;
  /**
   * The product's brand as the store view names it (the label of its `brand` option), null when
   * it has none; absent where the reader does not look it up.
   */
  brand?: string | null | undefined;
}

/** What a line is: its product type, its chosen options and the product behind it. */
export interface CatalogLine {
  productType: string;
  productOption: LineProductOption | null;
  entry: CatalogEntry;
}

export interface PricedLine {
  name: string;
  parts: TotalsLinePart[];
  /** Unit price in cents, excl. and incl. tax. */
  unitExclTax: number;
  unitInclTax: number;
  options: { label: string; value: string }[];
  /** A gift card: no VAT, and no coupon takes anything off it. */
  isGiftCard: boolean;
}

export interface LinePricingContext {
  /** The store view whose prices apply (its display basis and currency). */
  view: StoreView;
  /** The country whose tax rates apply to the line. */
  taxCountry: string;
  customerGroupId: number;
  usePriceTiers: boolean;
  now: Date;
}

/**
 * The unit price a quantity pays: the final price, or the customer group's lowest tier price
 * for that many units when price tiers are on and it is lower.
 */
function unitPriceForQty(fields: PriceFields, qty: number, usePriceTiers: boolean): PriceAmount {
  let best: PriceAmount = {
    price: fields.final_price,
    price_incl_tax: fields.final_price_incl_tax,
  };
  if (!usePriceTiers) return best;
  for (const tier of fields.tier_prices) {
    if (tier.qty <= qty && tier.value_incl_tax > 0 && tier.value_incl_tax < best.price_incl_tax) {
      best = { price: tier.value, price_incl_tax: tier.value_incl_tax };
    }
  }
  return best;
}

/**
 * The current price of `qty` units of a line: a bundle is the sum of its chosen products (each
 * taxed at its own rate), any other product its own price with its custom options' surcharges.
 */
export function priceLine(line: CatalogLine, qty: number, ctx: LinePricingContext): PricedLine {
  const { parent, child } = line.entry;
  const view = { ...ctx.view, taxCountry: ctx.taxCountry as StoreView['taxCountry'] };
  const ext = line.productOption?.extension_attributes;
  const options: { label: string; value: string }[] = [];
  const parts: TotalsLinePart[] = [];
  const priceOf = (item: { price_source: ProductDocument['price_source']; tax_class_id: number }) =>
    computePriceFields({
      source: item.price_source,
      taxClassId: item.tax_class_id,
      storeView: view,
      now: ctx.now,
      customerGroupId: ctx.customerGroupId,
      usePriceTiers: ctx.usePriceTiers,
    });

  // The chosen custom option values, and what the line shows of them.
  const chosen = (ext?.custom_options ?? []).flatMap((choice) => {
    const option = parent.custom_options?.find((o) => o.option_id === choice.option_id);
    if (!option) return [];
    // A text option's value is the shopper's text (its surcharge, if any, is its one value);
    // a choice option's value lists the chosen values ("81,82" for two checkboxes).
    const values = chosenCustomOptionValues(option, String(choice.option_value));
    options.push({
      label: option.title,
      value: isTextCustomOption(option)
        ? String(choice.option_value)
        : values.map((v) => v.title).join(', ') || String(choice.option_value),
    });
    return values;
  });

  if (line.productType === 'bundle') {
    // The bundle's discount comes off each chosen part, as on the product page.
    const discount = parent.bundle_discount_percent ?? 0;
    const bundleOptions: { label: string; value: string }[] = [];
    for (const choice of ext?.bundle_options ?? []) {
      const option = parent.bundle_options?.find((o) => o.option_id === choice.option_id);
      for (const id of choice.option_selections) {
        const link = option?.product_links.find((l) => l.id === id);
        if (!option || !link) continue;
        const fields = priceOf(link);
        parts.push({
          unitPriceExclTax: discountedBundleUnit(toCents(fields.final_price), discount),
          unitPriceInclTax: discountedBundleUnit(toCents(fields.final_price_incl_tax), discount),
          taxRate: findTaxRate(link.tax_class_id, ctx.taxCountry),
          qty: choice.option_qty,
        });
        bundleOptions.push({ label: option.title, value: `${choice.option_qty} x ${link.name}` });
      }
    }
    options.unshift(...bundleOptions);
    // A bundle's custom options add to the sum of its parts, as the product page adds them: a
    // percentage of the sum, a fixed amount at the bundle's own tax class.
    const net = parts.reduce((s, p) => s + p.unitPriceExclTax * (p.qty ?? 1), 0);
    const incl = parts.reduce((s, p) => s + p.unitPriceInclTax * (p.qty ?? 1), 0);
    const taxClassId = saleTaxClass(parent);
    const amount = applyCustomOptionPrices(
      { price: fromCents(net), price_incl_tax: fromCents(incl) },
      chosen,
      { taxClassId, storeView: view },
    );
    const surcharge = {
      unitPriceExclTax: toCents(amount.price) - net,
      unitPriceInclTax: toCents(amount.price_incl_tax) - incl,
      taxRate: findTaxRate(taxClassId, ctx.taxCountry),
    };
    if (surcharge.unitPriceExclTax !== 0 || surcharge.unitPriceInclTax !== 0) parts.push(surcharge);
  } else {
    const product = child ?? parent;
    // A gift card is sold without VAT whatever tax class its data names (a multi-purpose voucher).
    const taxClassId = child ? child.tax_class_id : saleTaxClass(parent);
    const fields = priceOf({ price_source: product.price_source, tax_class_id: taxClassId });
    options.unshift(
      ...(ext?.configurable_item_options ?? []).map((o) => ({ label: o.label, value: o.value })),
    );
    const amount = applyCustomOptionPrices(
      unitPriceForQty(fields, qty, ctx.usePriceTiers),
      chosen,
      { taxClassId, storeView: view },
    );
    parts.push({
      unitPriceExclTax: toCents(amount.price),
      unitPriceInclTax: toCents(amount.price_incl_tax),
      taxRate: findTaxRate(taxClassId, ctx.taxCountry),
    });
  }
  const unitExclTax = parts.reduce((s, p) => s + p.unitPriceExclTax * (p.qty ?? 1), 0);
  const unitInclTax = parts.reduce((s, p) => s + p.unitPriceInclTax * (p.qty ?? 1), 0);
  return {
    name: parent.name,
    parts,
    unitExclTax,
    unitInclTax,
    options,
    isGiftCard: line.productType !== 'bundle' && isGiftCard(parent),
  };
}

/**
 * Whether a product can be sold at its price: a negative price (the catalogue's mark for an
 * unknown price) cannot be sold; zero can.
 */
export function isPriceKnown(priced: Pick<PricedLine, 'unitExclTax' | 'unitInclTax'>): boolean {
  return priced.unitInclTax >= 0 && priced.unitExclTax >= 0;
}
