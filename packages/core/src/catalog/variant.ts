/**
 * Variant selection of configurable products: choosing options picks the eligible child that
 * matches the most chosen attributes; with no matching child the first eligible child is chosen,
 * not the cheapest.
 */
import type { ChildDocument, ConfigurableOption } from './document.ts';

export const NO_AVAILABLE_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** A chosen value of a configurable attribute. */
export interface SelectedOption {
  attribute_code: string;
  /** The option id (value_index) as a string. */
  id: string;
  label?: string;
}

export type ConfigurationValue =
  | SelectedOption
  | readonly SelectedOption[]
  | string
  | number
  | null;

/**
 * Chosen options by attribute code; `sku` picks a child by sku. Plain strings or numbers are
 * compared as option ids.
 */
export type ProductConfiguration = { sku?: string } & Record<
  string,
  ConfigurationValue | undefined
>;

/** The fields of a configurable child that selection reads; attribute values are properties. */
export interface VariantCandidate {
  sku: string;
  status: number;
  stock?: { is_in_stock: boolean } | null;
  [attributeCode: string]: unknown;
}

export interface ConfigurableProductLike<C extends VariantCandidate = ChildDocument> {
  configurable_children?: readonly C[] | null;
  configurable_options?: readonly ConfigurableOption[] | null;
}

export interface VariantOptions {
  /** Configuration listOutOfStockProducts (default true); false skips out-of-stock children. */
  listOutOfStockProducts?: boolean;
}

/** Keys of a configuration that are not attributes to match. */
const NON_ATTRIBUTE_KEYS = new Set(['sku', 'price']);

/** A child can be chosen unless disabled (status 2 or more) or, when not listed, out of stock. */
export function isVariantEligible(child: VariantCandidate, options: VariantOptions = {}): boolean {
  if (child.status >= 2) return false;
  const listOutOfStock = options.listOutOfStockProducts ?? true;
  return listOutOfStock || child.stock?.is_in_stock !== false;
}

/** The chosen option ids of a configuration value, as strings. */
function chosenIds(value: ConfigurationValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  const list: readonly SelectedOption[] = Array.isArray(value) ? value : [value as SelectedOption];
  return list.map((option) => String(option.id));
}

/** Attribute codes a configuration chooses, with their chosen ids (price and sku excluded). */
function chosenAttributes(configuration: ProductConfiguration): [string, string[]][] {
  return Object.entries(configuration)
    .filter(([code]) => !NON_ATTRIBUTE_KEYS.has(code))
    .map(([code, value]): [string, string[]] => [code, chosenIds(value)])
    .filter(([, ids]) => ids.length > 0);
}

/** How many chosen attributes a child matches (a missing child value never matches). */
export function getMatchLevel(
  child: VariantCandidate,
  configuration: ProductConfiguration,
): number {
  let level = 0;
  for (const [code, ids] of chosenAttributes(configuration)) {
    const value = child[code];
    if (value !== null && value !== undefined && ids.includes(String(value))) level += 1;
  }
  return level;
}

/**
 * The eligible child for a configuration: the child whose sku is configuration.sku, else the
 * child matching the most chosen attributes, the earlier one on a tie (so with no match, the
 * first eligible child). Null when no child is eligible.
 */
export function findConfigurableVariant<C extends VariantCandidate>(
  product: ConfigurableProductLike<C>,
  configuration: ProductConfiguration = {},
  options: VariantOptions = {},
): C | null {
  const eligible = (product.configurable_children ?? []).filter((child) =>
    isVariantEligible(child, options),
  );
  if (configuration.sku) {
    const bySku = eligible.find((child) => child.sku === configuration.sku);
    if (bySku) return bySku;
  }
  let best: C | null = null;
  let bestLevel = -1;
  for (const child of eligible) {
    const level = getMatchLevel(child, configuration);
    if (level > bestLevel) {
      best = child;
      bestLevel = level;
    }
  }
  return best;
}

export type VariantSelection<C> =
  | { ok: true; variant: C }
  | { ok: false; error: typeof NO_AVAILABLE_VARIANTS };

/**
 * findConfigurableVariant with a fallback: when no child is eligible, the first child if
 * fallbackToDefault is on, else the error NO_AVAILABLE_VARIANTS for the product's errors.
 */
export function selectVariant<C extends VariantCandidate>(
  product: ConfigurableProductLike<C>,
  configuration: ProductConfiguration = {},
  options: VariantOptions & { fallbackToDefault?: boolean } = {},
): VariantSelection<C> {
  const variant = findConfigurableVariant(product, configuration, options);
  if (variant) return { ok: true, variant };
  const first = product.configurable_children?.[0];
  if (options.fallbackToDefault && first) return { ok: true, variant: first };
  return { ok: false, error: NO_AVAILABLE_VARIANTS };
}

/**
 * Whether some eligible child matches every chosen attribute (and the chosen sku, if any).
 * False means the shopper chose an unavailable combination: warn with NO_SUCH_CONFIGURATION.
 */
export function isCombinationAvailable(
  product: ConfigurableProductLike<VariantCandidate>,
  configuration: ProductConfiguration,
  options: VariantOptions = {},
): boolean {
  const wanted = chosenAttributes(configuration).length;
  return (product.configurable_children ?? []).some(
    (child) =>
      isVariantEligible(child, options) &&
      (!configuration.sku || child.sku === configuration.sku) &&
      getMatchLevel(child, configuration) === wanted,
  );
}

/** A configurable option that takes part in selection: it has a code and the code is not price. */
function isSelectableOption(option: ConfigurableOption): boolean {
  return Boolean(option.attribute_code) && option.attribute_code !== 'price';
}

export interface OptionChoice {
  label: string;
  id: string;
  attribute_code: string;
}

/** The option lists per attribute code for the product page; blank labels are dropped. */
export function getAvailableOptions(
  product: ConfigurableProductLike<VariantCandidate>,
): Record<string, OptionChoice[]> {
  const lists: Record<string, OptionChoice[]> = {};
  for (const option of product.configurable_options ?? []) {
    if (!isSelectableOption(option)) continue;
    lists[option.attribute_code] = option.values
      .filter((value) => typeof value.label === 'string' && value.label.trim() !== '')
      .map((value) => ({
        label: value.label,
        id: String(value.value_index),
        attribute_code: option.attribute_code,
      }));
  }
  return lists;
}

/** The configuration that selects a given child: its value of every configurable option. */
export function getChildConfiguration(
  product: ConfigurableProductLike<VariantCandidate>,
  child: VariantCandidate,
): ProductConfiguration {
  const configuration: ProductConfiguration = {};
  for (const option of product.configurable_options ?? []) {
    if (!isSelectableOption(option)) continue;
    const value = child[option.attribute_code];
    if (value === null || value === undefined) continue;
    const id = String(value);
    const label = option.values.find((v) => String(v.value_index) === id)?.label;
    configuration[option.attribute_code] = {
      attribute_code: option.attribute_code,
      id,
      ...(label !== undefined ? { label } : {}),
    };
  }
  return configuration;
}

/** The configuration of the child with a sku (the URL's childSku); null for an unknown sku. */
export function getConfigurationForChildSku(
  product: ConfigurableProductLike<VariantCandidate>,
  childSku: string,
): ProductConfiguration | null {
  const child = (product.configurable_children ?? []).find((c) => c.sku === childSku);
  return child ? getChildConfiguration(product, child) : null;
}

/** product_option.extension_attributes.configurable_item_options entry. */
export interface ConfigurableItemOption {
  option_id: string;
  option_value: string;
  /** The attribute's label (its code when it has none). */
  label: string;
  /** The chosen value's label (its id when none is known). */
  value: string;
}

/** The cart's configurable_item_options for a configuration, in configurable option order. */
export function buildConfigurableItemOptions(
  product: ConfigurableProductLike<VariantCandidate>,
  configuration: ProductConfiguration,
): ConfigurableItemOption[] {
  const items: ConfigurableItemOption[] = [];
  for (const option of product.configurable_options ?? []) {
    if (!isSelectableOption(option)) continue;
    const chosen = configuration[option.attribute_code];
    const id = chosenIds(chosen)[0];
    if (id === undefined) continue;
    const chosenLabel =
      chosen !== null && typeof chosen === 'object' && !Array.isArray(chosen)
        ? (chosen as SelectedOption).label
        : Array.isArray(chosen)
          ? (chosen[0] as SelectedOption | undefined)?.label
          : undefined;
    const valueLabel =
      chosenLabel ?? option.values.find((v) => String(v.value_index) === id)?.label ?? id;
    items.push({
      option_id: String(option.attribute_id),
      option_value: id,
      label: option.label || option.attribute_code,
      value: valueLabel,
    });
  }
  return items;
}
