/**
 * What the cart needs from the catalogue read model: the product behind a sku (a configurable
 * child is found inside its parent's document), the line a request describes (child sku, options
 * filled and checked), and the current price of a line for the cart's store view, tax country
 * and customer group. Prices come only from the documents, never from a request.
 */
import type { ProductOptionInput } from '@shop/contracts';
import {
  applyCustomOptionPrices,
  type BundleOption,
  type BundleOptionChoice,
  bundleSelectionProblem,
  type ChildDocument,
  type ConfigurableItemOption,
  type CustomOptionChoice,
  computePriceFields,
  findTaxRate,
  getDefaultBundleSelections,
  type LineProductOption,
  lineOptionsIdentity,
  type PriceAmount,
  type PriceFields,
  type ProductDocument,
  type StoreView,
  type TotalsLinePart,
  toCents,
} from '@shop/core';
import { type Executor, schema } from '@shop/db';
import { inArray, sql } from 'drizzle-orm';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';
import { textArray } from '../../lib/sql.ts';

export const NOT_AVAILABLE = 'Product that you are trying to add is not available.';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';
export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';

/** A sellable product of the read model: the document, and the child for a variant sku. */
export interface CatalogEntry {
  parent: ProductDocument;
  child: ChildDocument | null;
}

/**
 * The documents of the given skus (parent or child skus) in a store view, by sku. Disabled
 * products (status 2 or more) are left out, as are disabled children.
 */
export async function loadCatalogEntries(
  exec: Executor,
  storeId: number,
  skus: readonly string[],
): Promise<Map<string, CatalogEntry>> {
  const found = new Map<string, CatalogEntry>();
  const unique = [...new Set(skus)];
  if (unique.length === 0) return found;
  const result = await exec.execute(sql`
    SELECT d.doc FROM catalog_products p
    JOIN catalog_product_docs d ON d.store_id = p.store_id AND d.product_id = p.product_id
    WHERE p.store_id = ${storeId} AND p.status IN (0, 1)
      AND (p.sku = ANY(${textArray(unique)}) OR p.child_skus && ${textArray(unique)})`);
  const rows = (result as unknown as { rows: { doc: ProductDocument }[] }).rows;
  const wanted = new Set(unique);
  for (const { doc } of rows) {
    if (wanted.has(doc.sku)) found.set(doc.sku, { parent: doc, child: null });
    for (const child of doc.configurable_children ?? []) {
      if (wanted.has(child.sku) && child.status < 2) found.set(child.sku, { parent: doc, child });
    }
  }
  return found;
}

export interface LiveStock {
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

/** Stock from the live stock table (the read model's flags may lag an order). */
export async function loadLiveStock(
  exec: Executor,
  skus: readonly string[],
): Promise<Map<string, LiveStock>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const rows = await exec
    .select()
    .from(schema.stockItems)
    .where(inArray(schema.stockItems.sku, unique));
  return new Map(
    rows.map((row) => [
      row.sku,
      { qty: row.qty, isInStock: row.isInStock, manageStock: row.manageStock },
    ]),
  );
}

/** A line as the request describes it, resolved against the catalogue. */
export interface ResolvedLine {
  sku: string;
  parentSku: string;
  productType: ProductDocument['type_id'];
  productOption: LineProductOption | null;
  checksum: string;
  entry: CatalogEntry;
}

const asNumber = (value: unknown): number => Number(value);

/**
 * The line a request asks for: a configurable parent with its chosen options becomes its child,
 * a bundle gets its default selections for options not chosen, custom options are checked.
 */
export function resolveRequestedLine(
  requestedSku: string,
  option: ProductOptionInput | null | undefined,
  entries: Map<string, CatalogEntry>,
): ResolvedLine {
  let entry = entries.get(requestedSku);
  if (!entry) throw notFound(NOT_AVAILABLE);
  const ext = option?.extension_attributes;
  const { parent } = entry;
  if (parent.type_id === 'grouped') {
    throw invalid(`${parent.name} is a grouped product: add its products to the cart one by one.`);
  }
  if (parent.type_id === 'configurable' && !entry.child) {
    const chosen = ext?.configurable_item_options ?? [];
    const child = findChildByOptions(parent, chosen);
    if (!child) throw invalid(NO_SUCH_CONFIGURATION);
    if (child.status >= 2) throw notFound(NOT_AVAILABLE);
    entry = { parent, child };
  }
  const productOption: LineProductOption = { extension_attributes: {} };
  if (entry.child) {
    productOption.extension_attributes.configurable_item_options = configurableItemOptions(
      parent,
      entry.child,
    );
  }
  if (parent.type_id === 'bundle') {
    productOption.extension_attributes.bundle_options = bundleChoices(
      parent.bundle_options ?? [],
      ext?.bundle_options ?? [],
    );
  }
  const custom = customChoices(parent, ext?.custom_options ?? []);
  if (custom.length > 0) productOption.extension_attributes.custom_options = custom;
  const hasOptions = Object.keys(productOption.extension_attributes).length > 0;
  return {
    sku: entry.child?.sku ?? parent.sku,
    parentSku: parent.sku,
    productType: parent.type_id,
    productOption: hasOptions ? productOption : null,
    checksum: lineOptionsIdentity(productOption),
    entry,
  };
}

function findChildByOptions(
  parent: ProductDocument,
  chosen: readonly { option_id: number | string; option_value: number | string }[],
): ChildDocument | null {
  const options = parent.configurable_options ?? [];
  if (chosen.length === 0 || options.length === 0) return null;
  const wanted: { code: string; value: number }[] = [];
  for (const choice of chosen) {
    const option = options.find((o) => o.attribute_id === asNumber(choice.option_id));
    if (!option) return null;
    wanted.push({ code: option.attribute_code, value: asNumber(choice.option_value) });
  }
  // Every configurable attribute must be chosen: a partial choice is not one variant.
  if (new Set(wanted.map((w) => w.code)).size !== options.length) return null;
  return (
    (parent.configurable_children ?? []).find((child) =>
      wanted.every((w) => asNumber(child[w.code]) === w.value),
    ) ?? null
  );
}

function configurableItemOptions(
  parent: ProductDocument,
  child: ChildDocument,
): ConfigurableItemOption[] {
  return (parent.configurable_options ?? []).flatMap((option) => {
    const value = child[option.attribute_code];
    if (value === undefined || value === null) return [];
    const label = option.values.find((v) => v.value_index === asNumber(value))?.label;
    return [
      {
        option_id: String(option.attribute_id),
        option_value: String(value),
        label: option.label || option.attribute_code,
        value: label ?? String(value),
      },
    ];
  });
}

export function bundleChoices(
  options: readonly BundleOption[],
  requested: NonNullable<NonNullable<ProductOptionInput['extension_attributes']>['bundle_options']>,
): BundleOptionChoice[] {
  const defaults = new Map(getDefaultBundleSelections(options).map((d) => [d.option_id, d]));
  for (const choice of requested) {
    if (!options.some((o) => o.option_id === asNumber(choice.option_id))) {
      throw invalid(`The bundle has no option ${choice.option_id}.`);
    }
  }
  return options.flatMap((option) => {
    const asked = requested.find((r) => asNumber(r.option_id) === option.option_id);
    // An option sent with no selections leaves an optional part out; a required one (or an
    // option not sent at all) gets the bundle's default.
    const leftOut = asked !== undefined && asked.option_selections.length === 0 && !option.required;
    const selections = (
      leftOut
        ? []
        : asked && asked.option_selections.length > 0
          ? asked.option_selections
          : (defaults.get(option.option_id)?.option_selections ?? [])
    ).map(asNumber);
    const distinct = [...new Set(selections)];
    const problem = bundleSelectionProblem(option, distinct.length);
    if (problem) {
      throw invalid(
        `Bundle option ${option.option_id} (${option.title}) takes ${problem} selection, not ${distinct.length}.`,
      );
    }
    if (selections.length === 0) return [];
    const links = selections.map((id) => {
      const link = option.product_links.find((l) => l.id === id);
      if (!link) throw invalid(`Bundle option ${option.option_id} has no selection ${id}.`);
      return link;
    });
    const first = links[0]!;
    let qty = Math.max(1, Math.trunc(first.qty) || 1);
    if (first.can_change_quantity && asked?.option_qty != null && asked.option_qty !== '') {
      const parsed = Number(asked.option_qty);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100) {
        throw invalid(`Bundle option ${option.option_id}: option_qty must be 1 to 100.`);
      }
      qty = parsed;
    }
    return [
      {
        option_id: option.option_id,
        option_qty: qty,
        option_selections: distinct.sort((a, b) => a - b),
      },
    ];
  });
}

function customChoices(
  parent: ProductDocument,
  requested: NonNullable<NonNullable<ProductOptionInput['extension_attributes']>['custom_options']>,
): CustomOptionChoice[] {
  const options = parent.custom_options ?? [];
  const choices: CustomOptionChoice[] = [];
  for (const choice of requested) {
    const option = options.find((o) => o.option_id === asNumber(choice.option_id));
    if (!option) throw invalid(`The product has no option ${choice.option_id}.`);
    const value = String(choice.option_value).trim();
    if (value === '') continue;
    if (
      option.values.length > 0 &&
      !option.values.some((v) => String(v.option_type_id) === value)
    ) {
      throw invalid(`Option "${option.title}" has no value ${value}.`);
    }
    choices.push({ option_id: option.option_id, option_value: value });
  }
  for (const option of options) {
    if (option.is_require && !choices.some((c) => c.option_id === option.option_id)) {
      throw invalid(`Option "${option.title}" is required.`);
    }
  }
  return choices.sort((a, b) => a.option_id - b.option_id);
}

/** The skus whose stock a line of `qty` units takes, with the units of each. */
export function stockDemand(line: ResolvedLine, qty: number): Map<string, number> {
  const demand = new Map<string, number>();
  const add = (sku: string, units: number) => demand.set(sku, (demand.get(sku) ?? 0) + units);
  const bundle = line.productOption?.extension_attributes.bundle_options;
  if (line.productType === 'bundle' && bundle) {
    for (const choice of bundle) {
      const option = line.entry.parent.bundle_options?.find(
        (o) => o.option_id === choice.option_id,
      );
      for (const id of choice.option_selections) {
        const link = option?.product_links.find((l) => l.id === id);
        if (link) add(link.sku, qty * choice.option_qty);
      }
    }
    return demand;
  }
  add(line.sku, qty);
  return demand;
}

/**
 * Throws the contract's message when the stock cannot give `qty` of the line: out of stock, or
 * more than a managed stock holds.
 */
export function assertStock(
  line: ResolvedLine,
  qty: number,
  stock: Map<string, LiveStock>,
  name: string,
): void {
  for (const [sku, units] of stockDemand(line, qty)) {
    const live = stock.get(sku);
    if (!live) continue;
    if (!live.isInStock || (live.manageStock && live.qty <= 0)) {
      throw invalid(`${name} is out of stock!`);
    }
    if (live.manageStock && units > live.qty) {
      const perLine = Math.floor(live.qty / Math.max(1, units / qty));
      throw invalid(`Only ${perLine} products of this type are available!`);
    }
  }
}

export interface PricedLine {
  name: string;
  parts: TotalsLinePart[];
  /** Unit price in cents, excl. and incl. tax. */
  unitExclTax: number;
  unitInclTax: number;
  options: { label: string; value: string }[];
}

export interface PricingContext {
  /** The cart's store view with the tax country of the cart. */
  view: StoreView;
  taxCountry: string;
  customerGroupId: number;
  usePriceTiers: boolean;
  now: Date;
}

/**
 * The unit price a quantity pays: the final price, or the customer group's lowest tier price
 * for that many units when price tiers are on and it is lower (reference-notes §4.3).
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

/** The current price of `qty` units of a line from its catalogue entry. */
export function priceLine(
  line: { productType: string; productOption: LineProductOption | null; entry: CatalogEntry },
  qty: number,
  ctx: PricingContext,
): PricedLine {
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

  if (line.productType === 'bundle') {
    for (const choice of ext?.bundle_options ?? []) {
      const option = parent.bundle_options?.find((o) => o.option_id === choice.option_id);
      for (const id of choice.option_selections) {
        const link = option?.product_links.find((l) => l.id === id);
        if (!option || !link) continue;
        const fields = priceOf(link);
        parts.push({
          unitPriceExclTax: toCents(fields.final_price),
          unitPriceInclTax: toCents(fields.final_price_incl_tax),
          taxRate: findTaxRate(link.tax_class_id, ctx.taxCountry),
          qty: choice.option_qty,
        });
        options.push({ label: option.title, value: `${choice.option_qty} x ${link.name}` });
      }
    }
  } else {
    const product = child ?? parent;
    const fields = priceOf(product);
    for (const option of ext?.configurable_item_options ?? []) {
      options.push({ label: option.label, value: option.value });
    }
    const chosen = (ext?.custom_options ?? []).flatMap((choice) => {
      const option = parent.custom_options?.find((o) => o.option_id === choice.option_id);
      const value = option?.values.find((v) => String(v.option_type_id) === choice.option_value);
      if (option) options.push({ label: option.title, value: value?.title ?? choice.option_value });
      return value ? [value] : [];
    });
    const amount = applyCustomOptionPrices(
      unitPriceForQty(fields, qty, ctx.usePriceTiers),
      chosen,
      { taxClassId: product.tax_class_id, storeView: view },
    );
    parts.push({
      unitPriceExclTax: toCents(amount.price),
      unitPriceInclTax: toCents(amount.price_incl_tax),
      taxRate: findTaxRate(product.tax_class_id, ctx.taxCountry),
    });
  }
  const unitExclTax = parts.reduce((s, p) => s + p.unitPriceExclTax * (p.qty ?? 1), 0);
  const unitInclTax = parts.reduce((s, p) => s + p.unitPriceInclTax * (p.qty ?? 1), 0);
  return { name: parent.name, parts, unitExclTax, unitInclTax, options };
}

/** Throws when a product cannot be sold at its price (spec core-shop §5). */
export function assertPriced(priced: PricedLine): void {
  if (priced.unitInclTax < 0 || priced.unitExclTax < 0) {
    throw new DomainError('invalid', PRICE_UNKNOWN);
  }
}
