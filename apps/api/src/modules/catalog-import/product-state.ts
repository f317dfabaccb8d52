/**
 * A product as the import and the edits see it, and what writing an import row or an edit onto
 * it changes: a field the row does not carry stays as stored, and a product whose every part is
 * already as the row says is not written at all (so importing a file again changes nothing).
 */
import type { ImportProduct } from '@shop/core';

export interface StoredProduct {
  id: number;
  sku: string;
  typeId: string;
  /** The configurable a variant belongs to, else null. */
  parentId: number | null;
  /** A configurable's attributes that tell its variants apart, else null. */
  configurableAttributes: string[] | null;
  status: number;
  visibility: number;
  taxClassId: number;
  price: number;
  specialPrice: number | null;
  /** ISO instants. */
  specialFrom: string | null;
  specialTo: string | null;
  advicePrice: number | null;
  ean: string | null;
  attributes: Record<string, unknown>;
  name: { nl: string; de: string };
  description: { nl: string; de: string };
  shortDescription: { nl: string | null; de: string | null };
  urlKey: { nl: string; de: string };
  categories: { id: number; position: number }[];
  tierPrices: { customerGroupId: number; qty: number; value: number }[];
  stock: { qty: number; isInStock: boolean; manageStock: boolean } | null;
  images: string[];
  updatedAt: string;
}

type ProductPart = 'product' | 'texts' | 'categories' | 'tiers' | 'stock' | 'images';

export interface ProductWrite {
  isNew: boolean;
  /** The parts that differ from what is stored (every part of a new product). */
  parts: Set<ProductPart>;
  before: StoredProduct | null;
  next: StoredProduct;
}

/** An import row whose category references are ids and whose images are media store paths. */
export type ResolvedProduct = Omit<ImportProduct, 'categories' | 'images' | 'variants'> & {
  categoryIds?: number[];
  images?: string[];
};

/** The product types the import and the edits write. */
const WRITABLE_TYPES = ['simple', 'virtual', 'configurable'];

/**
 * Why the import may not write a row over the stored product with its sku, or null when it may.
 * A product keeps its kind: a configurable stays configurable and a simple or virtual product
 * does not become one; a variant is written only in its own configurable's row, and a product
 * of its own never becomes a variant. Bundles and grouped products are not written at all.
 */
export function importConflict(
  stored: StoredProduct,
  row: { typeId?: string | undefined },
  /** For a variant's row: its configurable as stored (null: a new one). */
  parent: StoredProduct | null | undefined,
): string | null {
  const { sku } = stored;
  if (!WRITABLE_TYPES.includes(stored.typeId)) {
    return `${sku} is a ${stored.typeId} product, which the import does not change`;
  }
  if (parent === undefined) {
    if (stored.parentId !== null) {
      return `${sku} is a variant of a configurable; the import changes it in its configurable's children`;
    }
    const configurable = (row.typeId ?? 'simple') === 'configurable';
    if (configurable !== (stored.typeId === 'configurable')) {
      return `${sku} is a ${stored.typeId} product; the import does not make it ${row.typeId ?? 'simple'}`;
    }
    return null;
  }
  if (stored.parentId === null) {
    return `${sku} is a product of its own; the import does not make it a variant`;
  }
  if (parent === null || stored.parentId !== parent.id) {
    return `${sku} is a variant of another configurable`;
  }
  return null;
}

/** Whether an operator may edit this product: a simple, virtual or configurable one, or a variant. */
export function isEditable(product: StoredProduct): boolean {
  return WRITABLE_TYPES.includes(product.typeId);
}

/**
 * The product after the row, from what is stored (null: a new product with id `newId`; a new
 * variant of the configurable `parentId`, not visible on its own unless the row says so).
 */
export function applyRow(
  stored: StoredProduct | null,
  row: ResolvedProduct,
  newId: number,
  parentId: number | null = null,
): StoredProduct {
  const base: StoredProduct = stored ?? {
    id: newId,
    sku: row.sku,
    typeId: 'simple',
    parentId,
    configurableAttributes: null,
    status: 1,
    visibility: parentId === null ? 4 : 1,
    taxClassId: 2,
    price: 0,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    advicePrice: null,
    ean: null,
    attributes: {},
    name: { nl: '', de: '' },
    description: { nl: '', de: '' },
    shortDescription: { nl: null, de: null },
    urlKey: { nl: '', de: '' },
    categories: [],
    tierPrices: [],
    stock: { qty: 0, isInStock: false, manageStock: true },
    images: [],
    updatedAt: new Date(0).toISOString(),
  };
  const positions = new Map(base.categories.map((category) => [category.id, category.position]));
  return {
    ...base,
    name: { ...row.name },
    price: row.price,
    // A product keeps its kind (importConflict); simple and virtual may trade places.
    ...(row.typeId ? { typeId: row.typeId } : {}),
    ...(row.configurableAttributes
      ? { configurableAttributes: [...row.configurableAttributes] }
      : {}),
    ...(row.description ? { description: { ...row.description } } : {}),
    ...(row.shortDescription ? { shortDescription: { ...row.shortDescription } } : {}),
    ...(row.urlKey ? { urlKey: { ...row.urlKey } } : {}),
    ...(row.status !== undefined ? { status: row.status } : {}),
    ...(row.visibility !== undefined ? { visibility: row.visibility } : {}),
    ...(row.taxClassId !== undefined ? { taxClassId: row.taxClassId } : {}),
    ...(row.special
      ? {
          specialPrice: row.special.price,
          specialFrom: row.special.from,
          specialTo: row.special.to,
        }
      : {}),
    ...(row.advicePrice !== undefined ? { advicePrice: row.advicePrice } : {}),
    ...(row.tierPrices ? { tierPrices: row.tierPrices.map((tier) => ({ ...tier })) } : {}),
    ...(row.stock ? { stock: { ...row.stock } } : {}),
    ...(row.categoryIds
      ? {
          categories: [...new Set(row.categoryIds)]
            .sort((a, b) => a - b)
            .map((id) => ({ id, position: positions.get(id) ?? 0 })),
        }
      : {}),
    ...(row.ean !== undefined ? { ean: row.ean } : {}),
    ...(row.images ? { images: [...row.images] } : {}),
    ...(row.attributes ? { attributes: { ...row.attributes } } : {}),
  };
}

/** What writing `next` over `stored` changes; null when nothing does. */
export function planWrite(stored: StoredProduct | null, next: StoredProduct): ProductWrite | null {
  if (!stored) {
    return {
      isNew: true,
      parts: new Set(['product', 'texts', 'categories', 'tiers', 'stock', 'images']),
      before: null,
      next,
    };
  }
  const parts = new Set<ProductPart>();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const productFields = (p: StoredProduct) => [
    p.typeId,
    p.configurableAttributes,
    p.status,
    p.visibility,
    p.taxClassId,
    p.price,
    p.specialPrice,
    p.specialFrom,
    p.specialTo,
    p.advicePrice,
    p.ean,
    sortedKeys(p.attributes),
  ];
  if (!same(productFields(stored), productFields(next))) parts.add('product');
  const texts = (p: StoredProduct) => [p.name, p.description, p.shortDescription, p.urlKey];
  if (!same(texts(stored), texts(next))) parts.add('texts');
  if (
    !same(
      stored.categories.map((c) => c.id),
      next.categories.map((c) => c.id),
    )
  ) {
    parts.add('categories');
  }
  if (!same(stored.tierPrices, next.tierPrices)) parts.add('tiers');
  if (!same(stored.stock, next.stock)) parts.add('stock');
  if (!same(stored.images, next.images)) parts.add('images');
  return parts.size === 0 ? null : { isNew: false, parts, before: stored, next };
}

function sortedKeys(value: Record<string, unknown>): [string, unknown][] {
  return Object.keys(value)
    .sort()
    .map((key) => [key, value[key]]);
}

/** The fields of a product an audit entry shows (no long texts). */
export function auditView(product: StoredProduct | null): Record<string, unknown> | null {
  if (!product) return null;
  return {
    sku: product.sku,
    status: product.status,
    name: product.name,
    price: product.price,
    special_price: product.specialPrice,
    special_from: product.specialFrom,
    special_to: product.specialTo,
    tier_prices: product.tierPrices,
    stock: product.stock,
    category_ids: product.categories.map((c) => c.id),
    ean: product.ean,
    images: product.images,
  };
}
