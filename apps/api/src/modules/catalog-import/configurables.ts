/**
 * The parts of the catalogue import that concern configurable products and their variants
 * (decision 94): the products one row writes (a JSON configurable with its children), what a
 * CSV configurable row's variations need of the rest of the file, and the ids of the write pass
 * that a configurable and its variants' rows agree on wherever they stand.
 */
import type { ImportProblem, ImportProduct } from '@shop/core';
import type { StoredProduct } from './product-state.ts';
import type { ConfigurableOptions } from './repository.ts';
import type { SourceRow } from './source.ts';

/** What the import knows of configurable attributes and of a CSV file's configurable rows. */
export interface VariantLookup {
  /**
   * The options of each attribute that sets variants apart, by code: each option's id by its
   * id, Dutch and German label (lower case).
   */
  configurable: Map<string, ConfigurableOptions>;
  /** A CSV file's variants (the skus its configurable rows name), by sku. */
  variations: Map<string, CsvVariation>;
  /** A CSV file's skus with their rows' type, when the file has configurable rows. */
  rowTypes: Map<string, string>;
}

/** A product a row writes: the row's own, or one of its configurable's variants. */
interface RowEntry {
  row: SourceRow;
  /** The row's place in its batch. */
  index: number;
  product: ImportProduct;
  /** Where the product's fields are in the row: '' or `children.N.`. */
  prefix: string;
  /** A variant's configurable (its own row's, or the CSV row naming it), else null. */
  parent: { sku: string; configurableAttributes?: string[] | undefined } | null;
}

export function entriesOf(row: SourceRow, index: number, lookup: VariantLookup): RowEntry[] {
  const product = row.product!;
  const variation = lookup.variations.get(product.sku);
  return [
    {
      row,
      index,
      product,
      prefix: '',
      parent: variation ? { sku: variation.parent, configurableAttributes: variation.codes } : null,
    },
    ...(product.variants ?? []).map((variant, at) => ({
      row,
      index,
      product: variant,
      prefix: `children.${at}.`,
      parent: product,
    })),
  ];
}

/** A variant a CSV configurable row names: that row's sku, attributes and the option ids. */
interface CsvVariation {
  parent: string;
  codes: string[];
  /** The options found among the attributes' options (a missing one is the row's problem). */
  optionIds: Record<string, number>;
}

/**
 * The problems of a CSV configurable row's variations: an option its attribute does not have, a
 * variant without a row of its own in the file, a configurable named as a variant, or a variant
 * another configurable row names too.
 */
export function variationProblems(product: ImportProduct, lookup: VariantLookup): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const problem = (message: string) =>
    problems.push({ field: 'configurable_variations', code: 'bad_value', message });
  for (const variation of product.variations ?? []) {
    for (const [code, option] of Object.entries(variation.options)) {
      const options = lookup.configurable.get(code);
      if (options && !options.byText.has(option.toLowerCase())) {
        problem(`${option} is no option of the attribute ${code} (variant ${variation.sku})`);
      }
    }
    const type = lookup.rowTypes.get(variation.sku);
    if (type === undefined) problem(`The variant ${variation.sku} has no row in this file`);
    else if (type === 'configurable') {
      problem(`The variant ${variation.sku} is a configurable row itself`);
    }
    const owner = lookup.variations.get(variation.sku)?.parent;
    if (owner !== undefined && owner !== product.sku) {
      problem(`The variant ${variation.sku} is named by the configurable ${owner} as well`);
    }
  }
  return problems;
}

/**
 * The ids of the write pass: a stored product's own, else one taken after the highest, kept by
 * sku so a configurable and its variants' rows agree on it wherever they stand in the file.
 */
export class ProductIds {
  readonly #taken = new Map<string, number>();

  constructor(private next: number) {}

  of(sku: string, stored: Map<string, StoredProduct>): number {
    const known = stored.get(sku)?.id ?? this.#taken.get(sku);
    if (known !== undefined) return known;
    const id = this.next++;
    this.#taken.set(sku, id);
    return id;
  }
}
