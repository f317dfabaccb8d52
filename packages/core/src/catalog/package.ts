/**
 * Packages and link groups of the catalogue (secondary-areas §3).
 *
 * A package is a bundle whose parts the shopper picks as products: per option one product of a
 * list (a chassis, a carrycot, a seat), and for a product sold in variants its super attributes
 * (colour, frame). Each product and attribute combination is one of the bundle's selections, so
 * a package is priced, stocked and ordered exactly as a bundle; the package view only says which
 * selection a product and its attributes stand for.
 *
 * A link group is a set of products sold separately that belong together (the same pram in
 * other colours or frames, the parts of a set): each member's page links to the others.
 */
/**
 * What the package rules read of a bundle's options: each part's id, whether it is the default
 * and whether it is in stock (the document's BundleOption has these and more).
 */
type BundleOption = {
  option_id: number;
  product_links: readonly {
    id: number;
    is_default: boolean;
    stock: { is_in_stock: boolean };
  }[];
};

/** An attribute a package product is chosen by (a configurable product's colour, say). */
export interface PackageSuperAttribute {
  attribute_id: number;
  attribute_code: string;
  label: string;
  values: { value_index: number; label: string; swatch: string | null }[];
}

/** One bundle selection of a package product: its variant's attribute values. */
export interface PackageVariant {
  /** The bundle selection (product link) id this variant is. */
  selection_id: number;
  sku: string;
  /** Attribute id (as text) → value index; empty for a product without variants. */
  attributes: Record<string, number>;
}

/** A product a package option offers. */
export interface PackageProduct {
  product_id: number;
  sku: string;
  name: string;
  image: string | null;
  super_attributes: PackageSuperAttribute[];
  variants: PackageVariant[];
}

/** An option of a package: which product of the list goes in it. */
export interface PackageOption {
  option_id: number;
  title: string;
  required: boolean;
  position: number;
  products: PackageProduct[];
}

/** A link of a link group as the product page shows it. */
export interface LinkGroupLink {
  link_id: number;
  link_type_group_id: string;
  product_id: number;
  sku: string;
  name: string;
  /** What sets this member apart in the group (its colour, its frame). */
  label: string;
  /** A colour swatch (#rrggbb), or null. */
  swatch: string | null;
  url_path: string;
  image: string | null;
  is_in_stock: boolean;
}

/** A link group of a product: its id, its kind and every member, the product itself included. */
export interface LinkGroup {
  group_id: number;
  product_id: number;
  /** The kind of group: 'colour', 'frame' or 'set'. */
  link_type_group_id: string;
  title: string;
  links: LinkGroupLink[];
}

/**
 * A package option as the shopper chose it (secondary-areas §3): the option, the package product
 * it belongs to, the product(s) chosen and the chosen product's super attributes.
 */
export interface PackageSelection {
  option_id: number;
  packages_parent_product: number;
  selected_products: number[];
  /** Attribute id (as text) → value index. */
  super_attributes: Record<string, number>;
}

/** A package selection as a request names it: ids may come as text. */
export interface PackageSelectionInput {
  option_id: number | string;
  packages_parent_product: number | string;
  selected_products: readonly (number | string)[];
  super_attributes?: Readonly<Record<string, number | string>> | null | undefined;
}

/** What is wrong with a package selection. */
export type PackageSelectionRule =
  /** The package has no such option. */
  | 'unknown_option'
  /** The option was chosen twice. */
  | 'repeated'
  /** packages_parent_product is not the package the line is for. */
  | 'wrong_package'
  /** A required option was not chosen. */
  | 'required'
  /** More than one product was chosen for an option (an option takes one). */
  | 'two_products'
  /** The option does not offer this product. */
  | 'unknown_product'
  /** A super attribute of the chosen product was not given. */
  | 'attribute_missing'
  /** The chosen product has no such super attribute, or not this value of it. */
  | 'unknown_attribute'
  /** The product is not sold in this combination of attribute values. */
  | 'no_variant';

export interface PackageSelectionProblem {
  rule: PackageSelectionRule;
  /** The request field the problem is in, e.g. `package_options[1].super_attributes.93`. */
  field: string;
  /** The option's id as given ('' for none), and its title ('' when unknown). */
  optionId: string;
  title: string;
}

/** A chosen option turned into the bundle's terms. */
export interface PackageBundleChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export type PackageSelectionResult =
  | { ok: true; selections: PackageSelection[]; bundle_options: PackageBundleChoice[] }
  | { ok: false; problem: PackageSelectionProblem };

const text = (value: number | string) => String(value).trim();

/** Whether a text is a whole number id (a request's ids may come as text). */
function asId(value: number | string): number | null {
  const parsed = Number(text(value));
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

/** The variant of a package product that the given attribute values name, or null. */
export function findPackageVariant(
  product: PackageProduct,
  attributes: Readonly<Record<string, number>>,
): PackageVariant | null {
  return (
    product.variants.find((variant) =>
      product.super_attributes.every(
        (attribute) =>
          variant.attributes[String(attribute.attribute_id)] ===
          attributes[String(attribute.attribute_id)],
      ),
    ) ?? null
  );
}

/**
 * Checks a line's package selections against the package (see the file comment): every option
 * named once and known, for this package, with one product it offers and every super attribute
 * of that product set to a value it is sold in; every required option chosen. The answer is the
 * selections normalised (by option) and the bundle options they stand for, or the first problem
 * naming the field.
 */
export function checkPackageSelection(
  packageProductId: number,
  options: readonly PackageOption[],
  requested: readonly PackageSelectionInput[],
): PackageSelectionResult {
  const fail = (
    rule: PackageSelectionRule,
    field: string,
    optionId: number | string = '',
    title = '',
  ): PackageSelectionResult => ({
    ok: false,
    problem: { rule, field, optionId: text(optionId), title },
  });
  const seen = new Set<number>();
  const chosen = new Map<number, { index: number; input: PackageSelectionInput }>();
  for (const [index, input] of requested.entries()) {
    const field = `package_options[${index}]`;
    const optionId = asId(input.option_id);
    const option = options.find((o) => o.option_id === optionId);
    if (optionId === null || !option) {
      return fail('unknown_option', `${field}.option_id`, input.option_id);
    }
    if (seen.has(optionId)) return fail('repeated', `${field}.option_id`, optionId, option.title);
    seen.add(optionId);
    if (asId(input.packages_parent_product) !== packageProductId) {
      return fail('wrong_package', `${field}.packages_parent_product`, optionId, option.title);
    }
    chosen.set(optionId, { index, input });
  }
  const selections: PackageSelection[] = [];
  const bundle: PackageBundleChoice[] = [];
  for (const option of [...options].sort((a, b) => a.option_id - b.option_id)) {
    const entry = chosen.get(option.option_id);
    const products = entry?.input.selected_products ?? [];
    if (!entry || products.length === 0) {
      if (option.required) {
        return fail(
          'required',
          entry ? `package_options[${entry.index}].selected_products` : 'package_options',
          option.option_id,
          option.title,
        );
      }
      continue;
    }
    const field = `package_options[${entry.index}]`;
    if (products.length > 1) {
      return fail('two_products', `${field}.selected_products`, option.option_id, option.title);
    }
    const productId = asId(products[0]!);
    const product = option.products.find((p) => p.product_id === productId);
    if (!product) {
      return fail('unknown_product', `${field}.selected_products`, option.option_id, option.title);
    }
    const given = entry.input.super_attributes ?? {};
    const attributes: Record<string, number> = {};
    for (const key of Object.keys(given)) {
      const attribute = product.super_attributes.find((a) => String(a.attribute_id) === text(key));
      const value = asId(given[key]!);
      if (!attribute?.values.some((v) => v.value_index === value)) {
        return fail(
          'unknown_attribute',
          `${field}.super_attributes.${text(key)}`,
          option.option_id,
          option.title,
        );
      }
      attributes[String(attribute.attribute_id)] = value!;
    }
    for (const attribute of product.super_attributes) {
      if (attributes[String(attribute.attribute_id)] === undefined) {
        return fail(
          'attribute_missing',
          `${field}.super_attributes.${attribute.attribute_id}`,
          option.option_id,
          option.title,
        );
      }
    }
    const variant = findPackageVariant(product, attributes);
    if (!variant) {
      return fail('no_variant', `${field}.super_attributes`, option.option_id, option.title);
    }
    selections.push({
      option_id: option.option_id,
      packages_parent_product: packageProductId,
      selected_products: [product.product_id],
      super_attributes: attributes,
    });
    bundle.push({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [variant.selection_id],
    });
  }
  return { ok: true, selections, bundle_options: bundle };
}

/** Whether a package variant can be chosen: its bundle link is in stock. */
function isVariantAvailable(
  bundleOptions: readonly BundleOption[],
  optionId: number,
  selectionId: number,
) {
  const link = bundleOptions
    .find((o) => o.option_id === optionId)
    ?.product_links.find((l) => l.id === selectionId);
  return link !== undefined && link.stock.is_in_stock !== false;
}

/**
 * The selections a package page starts with: per option the product and variant of the
 * bundle's default part while it is in stock, else the first in-stock variant; an option with
 * nothing in stock starts unchosen.
 */
export function getDefaultPackageSelections(
  packageProductId: number,
  options: readonly PackageOption[],
  bundleOptions: readonly BundleOption[],
): PackageSelection[] {
  const out: PackageSelection[] = [];
  for (const option of [...options].sort((a, b) => a.position - b.position)) {
    const links = bundleOptions.find((o) => o.option_id === option.option_id)?.product_links ?? [];
    const defaultId = links.find((l) => l.is_default)?.id;
    const candidates = option.products.flatMap((product) =>
      product.variants.map((variant) => ({ product, variant })),
    );
    const pick =
      candidates.find(
        (c) =>
          c.variant.selection_id === defaultId &&
          isVariantAvailable(bundleOptions, option.option_id, c.variant.selection_id),
      ) ??
      candidates.find((c) =>
        isVariantAvailable(bundleOptions, option.option_id, c.variant.selection_id),
      );
    if (!pick) continue;
    out.push({
      option_id: option.option_id,
      packages_parent_product: packageProductId,
      selected_products: [pick.product.product_id],
      super_attributes: { ...pick.variant.attributes },
    });
  }
  return out;
}

/**
 * The bundle selections a package choice stands for, for pricing and stock on the page: each
 * option with a known product and variant; options that name none are left out.
 */
export function packageSelectionToBundle(
  options: readonly PackageOption[],
  selections: readonly PackageSelection[],
): PackageBundleChoice[] {
  const out: PackageBundleChoice[] = [];
  for (const selection of selections) {
    const option = options.find((o) => o.option_id === selection.option_id);
    const product = option?.products.find((p) => p.product_id === selection.selected_products[0]);
    const variant = product ? findPackageVariant(product, selection.super_attributes) : null;
    if (!option || !variant) continue;
    out.push({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [variant.selection_id],
    });
  }
  return out;
}

/**
 * Picks a product (or one of its attribute values) in a package option: the other attributes
 * keep their values where the product is sold so, else the first variant in stock with the new
 * value is taken, else the first variant with it.
 */
export function choosePackageProduct(
  selections: readonly PackageSelection[],
  packageProductId: number,
  option: PackageOption,
  bundleOptions: readonly BundleOption[],
  productId: number,
  attributes: Readonly<Record<string, number>> = {},
): PackageSelection[] {
  const product = option.products.find((p) => p.product_id === productId);
  if (!product) return [...selections];
  const previous = selections.find((s) => s.option_id === option.option_id);
  const wanted: Record<string, number> = {
    ...(previous?.selected_products[0] === productId ? previous.super_attributes : {}),
    ...attributes,
  };
  const available = (variant: PackageVariant) =>
    isVariantAvailable(bundleOptions, option.option_id, variant.selection_id);
  const matches = (variant: PackageVariant, keys: string[]) =>
    keys.every((key) => variant.attributes[key] === wanted[key]);
  const variant =
    findPackageVariant(product, wanted) ??
    product.variants.find((v) => available(v) && matches(v, Object.keys(attributes))) ??
    product.variants.find((v) => matches(v, Object.keys(attributes))) ??
    product.variants.find(available) ??
    product.variants[0];
  if (!variant) return [...selections];
  const next: PackageSelection = {
    option_id: option.option_id,
    packages_parent_product: packageProductId,
    selected_products: [productId],
    super_attributes: { ...variant.attributes },
  };
  return [...selections.filter((s) => s.option_id !== option.option_id), next].sort(
    (a, b) => a.option_id - b.option_id,
  );
}
