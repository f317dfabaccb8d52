/**
 * What the product page loads from the API, as named steps over the shared client (lib/api.ts):
 * the product by sku, the parent of a child sku, the other store view's slug, the members of a
 * grouped product, the related products, and the attribute metadata behind the specs table.
 */
import {
  BOOLEAN_LABELS,
  type GroupedMember,
  type ProductDocument,
  type StoreCode,
  type StoreView,
} from '@shop/core';
import type { CallOptions } from './api.ts';
import type { ProductCard } from './catalog.ts';
import { PRODUCT_CARD_FIELDS, toProductCard } from './catalog-documents.ts';
import { searchAttributes, searchProducts } from './catalog-search.ts';
import { numberFormat } from './intl-formats.ts';
import { awaitedByPage, SharedRead } from './shared-read.ts';

/**
 * Visibility of products with a page of their own, which may also be shown as related: listings
 * (2), search results (3) or both (4). A configurable's child (1) is not a page of its own.
 */
const PAGE_VISIBILITY = [2, 3, 4];

/**
 * The product document with a sku, or null when it has no page of its own. The visibility is
 * named: a search without text would otherwise keep to the listings' (2 and 4), and a product
 * found only in search results would lead to a page that is not there.
 */
export async function getProductBySku(
  storeCode: StoreCode,
  sku: string,
  options: CallOptions = {},
): Promise<ProductDocument | null> {
  const result = await searchProducts(
    storeCode,
    { filters: { sku: [sku], visibility: PAGE_VISIBILITY }, size: 1 },
    options,
  );
  const doc = result.items[0] as ProductDocument | undefined;
  return doc?.sku === sku ? doc : null;
}

/** The configurable parent (sku and slug) of a child sku, or null when no product has it. */
export async function getParentOfChild(
  storeCode: StoreCode,
  childSku: string,
  options: CallOptions = {},
): Promise<{ sku: string; slug: string } | null> {
  const result = await searchProducts(
    storeCode,
    {
      filters: { 'configurable_children.sku': [childSku] },
      size: 1,
      includeFields: ['sku', 'slug', 'status'],
    },
    options,
  );
  const parent = result.items[0];
  if (!parent || typeof parent.sku !== 'string' || typeof parent.slug !== 'string') return null;
  if (typeof parent.status === 'number' && parent.status >= 2) return null;
  return { sku: parent.sku, slug: parent.slug };
}

/** A member of a grouped product as its list shows it. */
export interface GroupedItem extends GroupedMember {
  name: string;
  slug: string | null;
  image: string | null;
}

/** The simple products of a grouped product by sku (for the list and its price sum). */
export async function getGroupedMembers(
  storeCode: StoreCode,
  skus: readonly string[],
  options: CallOptions = {},
): Promise<GroupedItem[]> {
  if (skus.length === 0) return [];
  const result = await searchProducts(
    storeCode,
    {
      filters: { sku: [...skus], status: [1] },
      size: skus.length,
      includeFields: [
        'sku',
        'name',
        'slug',
        'image',
        'type_id',
        'status',
        'visibility',
        'stock',
        'final_price',
        'final_price_incl_tax',
      ],
    },
    options,
  );
  return result.items.flatMap((item): GroupedItem[] => {
    if (typeof item.sku !== 'string' || typeof item.name !== 'string') return [];
    if (typeof item.final_price !== 'number' || typeof item.final_price_incl_tax !== 'number') {
      return [];
    }
    return [
      {
        sku: item.sku,
        name: item.name,
        slug: typeof item.slug === 'string' && item.visibility !== 1 ? item.slug : null,
        image: typeof item.image === 'string' ? item.image : null,
        ...(typeof item.type_id === 'string' ? { type_id: item.type_id } : {}),
        status: typeof item.status === 'number' ? item.status : 1,
        final_price: item.final_price,
        final_price_incl_tax: item.final_price_incl_tax,
        stock: (item.stock as GroupedMember['stock']) ?? null,
      },
    ];
  });
}

/** Related products as cards in link order; [] when the call fails (the page does not need them). */
export async function getRelatedProducts(
  storeView: StoreView,
  skus: readonly string[],
  options: CallOptions = {},
): Promise<ProductCard[]> {
  if (skus.length === 0) return [];
  try {
    const result = await searchProducts(
      storeView.code,
      {
        filters: { sku: [...skus], status: [1], visibility: PAGE_VISIBILITY },
        size: skus.length,
        includeFields: PRODUCT_CARD_FIELDS,
      },
      options,
    );
    const cards = result.items
      .map((item) => toProductCard(item, storeView))
      .filter((card) => card !== null);
    return skus.flatMap((sku) => cards.filter((card) => card.sku === sku));
  } catch (error) {
    if (!options.signal?.aborted) {
      console.error(
        `[web] product (${storeView.code}): related products could not be loaded:`,
        error instanceof Error ? error.message : error,
      );
    }
    return [];
  }
}

/** A row of the specs table: the attribute's label and the product's value as text. */
export interface ProductSpec {
  code: string;
  label: string;
  value: string;
}

interface AttributeMeta {
  attribute_code: string;
  frontend_input?: string;
  frontend_label?: string | null;
  default_frontend_label?: string | null;
  is_visible?: boolean;
  position?: number;
  options?: { value: string; label: string }[];
}

/** Fields of a product document that are never attributes of the specs table. */
const NOT_SPECS = new Set([
  'id',
  'sku',
  'name',
  'slug',
  'type_id',
  'status',
  'visibility',
  'description',
  'short_description',
  'url_key',
  'url_path',
  'image',
  'small_image',
  'thumbnail',
  'tax_class_id',
  'ean_code',
  'os_barcode',
  'new',
  'sale',
  'is_giftcard',
  'hide_add_to_cart_button',
  'created_at',
  'updated_at',
  'news_from_date',
  'news_to_date',
  'special_from_date',
  'special_to_date',
]);

/**
 * The specs table of a product: its visible attributes (brand, material, age, …) with values
 * labelled by the attribute options, in attribute position order. Configurable attributes are
 * left out (the option selectors show them). [] when the attribute call fails.
 */
export async function getProductSpecs(
  storeView: StoreView,
  doc: ProductDocument,
  options: CallOptions = {},
): Promise<ProductSpec[]> {
  const configurable = new Set((doc.configurable_options ?? []).map((o) => o.attribute_code));
  const codes = Object.entries(doc)
    .filter(([code, value]) => !NOT_SPECS.has(code) && !configurable.has(code) && isScalar(value))
    .map(([code]) => code);
  if (codes.length === 0) return [];
  let attributes: AttributeMeta[];
  try {
    attributes = await getAttributeMeta(storeView.code, codes, options);
  } catch (error) {
    if (!options.signal?.aborted) {
      console.error(
        `[web] product (${storeView.code}): attributes could not be loaded:`,
        error instanceof Error ? error.message : error,
      );
    }
    return [];
  }
  const numbers = numberFormat(storeView.locale, { maximumFractionDigits: 2 });
  return attributes
    .filter((attribute) => attribute.is_visible !== false)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((attribute): ProductSpec[] => {
      const value = doc[attribute.attribute_code];
      const label = attribute.frontend_label || attribute.default_frontend_label;
      if (!label || !isScalar(value)) return [];
      const text = describeValue(attribute, value, storeView, numbers);
      return text ? [{ code: attribute.attribute_code, label, value: text }] : [];
    });
}

function describeValue(
  attribute: AttributeMeta,
  value: string | number | boolean,
  storeView: StoreView,
  numbers: Intl.NumberFormat,
): string | null {
  if (typeof value === 'boolean') {
    return BOOLEAN_LABELS[storeView.language][value ? 'true' : 'false'];
  }
  if (attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect') {
    const ids = String(value).split(',');
    const labels = ids
      .map((id) => attribute.options?.find((option) => option.value === id.trim())?.label)
      .filter((label): label is string => Boolean(label));
    return labels.length > 0 ? labels.join(', ') : null;
  }
  if (typeof value === 'number') return numbers.format(value);
  return value.trim() || null;
}

function isScalar(value: unknown): value is string | number | boolean {
  return (
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length > 0)
  );
}

/**
 * Attribute metadata changes rarely, and the products of one attribute set ask for the same
 * codes: kept per store view and set of codes this long (forgotten at once when attributes
 * change, shared-read.ts). There are as many keys as sets of attributes products have values for.
 */
const ATTRIBUTE_META_MS = 5 * 60_000;
const attributeMetaReads = new SharedRead<string, AttributeMeta[]>(ATTRIBUTE_META_MS);

/** Attribute metadata by codes, through the one API client. */
async function getAttributeMeta(
  storeCode: StoreCode,
  codes: readonly string[],
  options: CallOptions,
): Promise<AttributeMeta[]> {
  const wanted = [...codes].sort();
  // Not tied to one visitor's request (only its transport): a cancelled page must not poison it.
  const meta = attributeMetaReads.get(`${storeCode}:${wanted.join(',')}`, options, (readOptions) =>
    readAttributeMeta(storeCode, wanted, readOptions),
  );
  return awaitedByPage(meta, options.signal);
}

async function readAttributeMeta(
  storeCode: StoreCode,
  codes: readonly string[],
  options: CallOptions,
): Promise<AttributeMeta[]> {
  const result = await searchAttributes(
    storeCode,
    {
      filters: { attribute_code: [...codes] },
      size: codes.length,
      includeFields: [
        'attribute_code',
        'frontend_input',
        'frontend_label',
        'default_frontend_label',
        'is_visible',
        'position',
        'options',
      ],
    },
    options,
  );
  return result.items.filter(
    (item): item is AttributeMeta & Record<string, unknown> =>
      typeof item.attribute_code === 'string',
  );
}
