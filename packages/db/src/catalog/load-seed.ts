/**
 * Writes a catalogue (the demo generator's output, or an import) into the catalogue tables, in
 * one transaction: a failure leaves the database as it was.
 */
import {
  type AttributeSeed,
  type CatalogSeed,
  type CatalogSlice,
  type CategorySeed,
  type CmsPageSeed,
  CUSTOMER_GROUPS,
  CUSTOMER_TAX_CLASS_RETAIL,
  type LinkGroupSeed,
  type ProductLinkSeed,
  type ProductSeed,
  parseShopDate,
  ROOT_CATEGORY_ID,
  TAX_RULES,
  type UrlRedirectSeed,
} from '@shop/core';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from '../bulk-insert.ts';
import { bulkLoad } from '../bulk-load.ts';
import type { Database, Executor } from '../client.ts';
import * as t from '../schema.ts';
import { anyOf } from '../sql-lists.ts';

const STORE_TEXT_CODES = ['nl', 'de'] as const;

/** The tables a catalogue fills row by row per product. */
const PRODUCT_TABLES = [
  t.products,
  t.productTexts,
  t.productCategories,
  t.tierPrices,
  t.stockItems,
  t.productMedia,
  t.productLinks,
  t.urlRewrites,
];

export async function loadCatalogSeed(db: Database, seed: CatalogSeed): Promise<void> {
  await loadCatalogSlices(db, [
    { type: 'start', categories: seed.categories, attributes: seed.attributes },
    { type: 'products', products: seed.products },
    {
      type: 'end',
      redirects: seed.redirects,
      cmsPages: seed.cmsPages,
      linkGroups: seed.linkGroups ?? [],
    },
  ]);
}

/**
 * Writes a catalogue that comes a slice at a time (see `CatalogSlice`), in one transaction: only
 * the slice at hand is in memory, however large the catalogue. `progress` hears the number of
 * top-level products stored so far after each slice of products.
 */
export async function loadCatalogSlices(
  db: Database,
  slices: Iterable<CatalogSlice>,
  progress?: (products: number) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A first catalogue fills empty tables: their indexes and keys are built once, after the rows.
    await bulkLoad(tx, PRODUCT_TABLES, async () => {
      await insertTaxAndGroups(tx);
      // Products are numbered (parents and children) in the order they come, over all slices.
      let position = 0;
      let products = 0;
      for (const slice of slices) {
        if (slice.type === 'start') {
          await insertCategories(tx, slice.categories);
          await insertAttributes(tx, slice.attributes);
        } else if (slice.type === 'products') {
          position = await insertProducts(tx, slice.products, position);
          products += slice.products.length;
          progress?.(products);
        } else if (slice.type === 'links') {
          await insertChunked(
            tx,
            t.productLinks,
            rowsOf(slice.links, ({ productId, links }) => linkRows(productId, links)),
          );
        } else {
          // Members are named by sku: the products are stored by now.
          await insertLinkGroups(tx, slice.linkGroups, []);
          await insertUrls(tx, slice.cmsPages, slice.redirects);
        }
      }
    });
  });
}

/**
 * Adds products and link groups to a catalogue that is already loaded, in one transaction (the
 * demo's later additions reach a shop seeded before them this way). Link group members are
 * named by sku: of the given products or of products already stored.
 */
export async function addCatalogProducts(
  db: Database,
  products: ProductSeed[],
  linkGroups: LinkGroupSeed[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertProducts(tx, products);
    await insertLinkGroups(tx, linkGroups, products);
  });
}

/** Link groups with their members; a member whose sku is not in the catalogue is left out. */
async function insertLinkGroups(
  tx: Executor,
  groups: LinkGroupSeed[],
  products: ProductSeed[],
): Promise<void> {
  if (groups.length === 0) return;
  const ids = new Map<string, number>();
  for (const product of products) ids.set(product.sku, product.id);
  const unknown = [
    ...new Set(groups.flatMap((g) => g.members.map((m) => m.sku)).filter((sku) => !ids.has(sku))),
  ];
  if (unknown.length > 0) {
    const rows = await tx
      .select({ id: t.products.id, sku: t.products.sku })
      .from(t.products)
      .where(anyOf(t.products.sku, unknown));
    for (const row of rows) ids.set(row.sku, row.id);
  }
  await insertChunked(
    tx,
    t.linkGroups,
    groups.map((group) => ({ id: group.groupId, type: group.type, title: group.title })),
  );
  await insertChunked(
    tx,
    t.linkGroupMembers,
    groups.flatMap((group) =>
      group.members.flatMap((member) => {
        const productId = ids.get(member.sku);
        if (productId === undefined) return [];
        return [
          {
            groupId: group.groupId,
            productId,
            label: member.label,
            swatch: member.swatch ?? null,
            position: member.position,
          },
        ];
      }),
    ),
  );
}

/**
 * Window bounds as instants: a date-only from-date starts at midnight and a to-date ends after
 * its last millisecond, in the shop's time zone (core shop-time), not at midnight UTC.
 */
function windowStart(value: string | undefined): string | null {
  if (!value) return null;
  const span = parseShopDate(value);
  if (!span) throw new Error(`Unreadable date "${value}"`);
  return new Date(span.start).toISOString();
}

function windowEnd(value: string | undefined): string | null {
  if (!value) return null;
  const span = parseShopDate(value);
  if (!span) throw new Error(`Unreadable date "${value}"`);
  return new Date(span.end - 1).toISOString();
}

/**
 * Inserts rows as one JSON parameter per statement (bulk-insert.ts). The rows may be made as
 * they are written (a generator): a large catalogue's rows of one table are never all in
 * memory at once.
 */
function insertChunked(
  tx: Executor,
  table: PgTable,
  rows: Iterable<Record<string, unknown>>,
): Promise<number> {
  return bulkInsert(tx, table, rows);
}

/** The items' rows, made one item at a time. */
function* rowsOf<T, R>(items: Iterable<T>, rowsOfItem: (item: T, index: number) => R[]) {
  let index = 0;
  for (const item of items) yield* rowsOfItem(item, index++);
}

async function insertTaxAndGroups(tx: Executor): Promise<void> {
  await insertChunked(
    tx,
    t.taxRules,
    TAX_RULES.map((rule) => ({
      id: rule.id,
      code: rule.code,
      priority: rule.priority,
      position: rule.position,
      productTaxClassIds: rule.product_tax_class_ids,
      customerTaxClassIds: rule.customer_tax_class_ids,
    })),
  );
  await insertChunked(
    tx,
    t.taxRates,
    TAX_RULES.flatMap((rule) =>
      rule.rates.map((rate) => ({
        ruleId: rule.id,
        code: rate.code,
        countryId: rate.tax_country_id,
        regionName: rate.region_name,
        taxRegionId: rate.tax_region_id,
        rate: rate.rate.toFixed(4),
      })),
    ),
  );
  await insertChunked(
    tx,
    t.customerGroups,
    CUSTOMER_GROUPS.map((group) => ({
      id: group.id,
      code: group.code,
      taxClassId: CUSTOMER_TAX_CLASS_RETAIL,
    })),
  );
}

async function insertCategories(tx: Executor, categories: CategorySeed[]): Promise<void> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (id: number): number[] => {
    const chain: number[] = [];
    let current = byId.get(id);
    while (current) {
      chain.unshift(current.id);
      if (chain.length > 20) throw new Error(`Category ${id} has a cyclic parent chain`);
      current = byId.get(current.parentId);
    }
    return [1, ...chain];
  };
  const urlPathOf = (id: number, store: 'nl' | 'de'): string => {
    // The url path runs from the first level below the root (the root itself is not in URLs).
    return pathOf(id)
      .filter((ancestor) => ancestor !== 1 && ancestor !== ROOT_CATEGORY_ID)
      .map((ancestor) => byId.get(ancestor)!.urlKey[store])
      .join('/');
  };
  await insertChunked(
    tx,
    t.categories,
    categories.map((category) => {
      const path = pathOf(category.id);
      return {
        id: category.id,
        parentId: category.parentId,
        path: path.join('/'),
        level: path.length - 1,
        position: category.position,
        includeInMenu: category.includeInMenu,
        displayMode: category.displayMode,
        isActive: category.isActive,
        image: category.image ?? null,
      };
    }),
  );
  await insertChunked(
    tx,
    t.categoryTexts,
    categories.flatMap((category) =>
      STORE_TEXT_CODES.map((store) => ({
        categoryId: category.id,
        storeCode: store,
        name: category.name[store],
        urlKey: category.urlKey[store],
        urlPath: category.id === ROOT_CATEGORY_ID ? '' : urlPathOf(category.id, store),
        description: category.description?.[store] ?? null,
      })),
    ),
  );
}

async function insertAttributes(tx: Executor, attributes: AttributeSeed[]): Promise<void> {
  await insertChunked(
    tx,
    t.attributes,
    attributes.map((attribute) => ({
      id: attribute.id,
      code: attribute.code,
      input: attribute.input,
      label: attribute.label,
      isFilterable: attribute.isFilterable,
      isSearchable: attribute.isSearchable,
      isVisible: attribute.isVisible,
      isComparable: attribute.isComparable,
      isUserDefined: attribute.isUserDefined,
      isConfigurable: attribute.isConfigurable,
      position: attribute.position,
    })),
  );
  await insertChunked(
    tx,
    t.attributeOptions,
    attributes.flatMap((attribute) =>
      attribute.options.map((option) => ({
        id: option.value,
        attributeId: attribute.id,
        label: option.label,
        swatch: option.swatch ?? null,
        position: option.position,
      })),
    ),
  );
}

/**
 * The products with their children, numbered from `firstPosition` on; returns the position after
 * the last.
 */
async function insertProducts(
  tx: Executor,
  parents: ProductSeed[],
  firstPosition = 0,
): Promise<number> {
  const all: { product: ProductSeed; parentId: number | null }[] = [];
  for (const parent of parents) {
    all.push({ product: parent, parentId: null });
    for (const child of parent.children ?? []) all.push({ product: child, parentId: parent.id });
  }
  await insertChunked(
    tx,
    t.products,
    rowsOf(all, ({ product, parentId }, index) => [
      {
        id: product.id,
        sku: product.sku,
        typeId: product.typeId,
        parentId,
        status: product.status,
        visibility: product.visibility,
        taxClassId: product.taxClassId,
        price: product.price,
        specialPrice: product.specialPrice ?? null,
        specialFromDate: windowStart(product.specialFromDate),
        specialToDate: windowEnd(product.specialToDate),
        advicePrice: product.advicePrice ?? null,
        newsFromDate: windowStart(product.newsFromDate),
        newsToDate: windowEnd(product.newsToDate),
        eanCode: product.eanCode ?? null,
        osBarcode: product.osBarcode ?? null,
        attributes: product.attributes,
        labels: product.labels,
        configurableAttributes: product.configurableAttributes ?? null,
        hideAddToCartButton: product.hideAddToCartButton ?? false,
        isGiftCard: product.isGiftCard ?? false,
        bundleDiscountPercent: product.bundleDiscountPercent ?? 0,
        isPackage: product.isPackage ?? false,
        position: firstPosition + index,
        createdAt: product.createdAt,
        updatedAt: product.updatedAt,
      },
    ]),
  );
  await insertChunked(
    tx,
    t.productTexts,
    rowsOf(all, ({ product }) =>
      STORE_TEXT_CODES.map((store) => ({
        productId: product.id,
        storeCode: store,
        name: product.name[store],
        description: product.description[store],
        shortDescription: product.shortDescription?.[store] ?? null,
        urlKey: product.urlKey[store],
      })),
    ),
  );
  await insertChunked(
    tx,
    t.productCategories,
    rowsOf(all, ({ product }) =>
      product.categories.map((category) => ({
        productId: product.id,
        categoryId: category.id,
        position: category.position,
      })),
    ),
  );
  await insertChunked(
    tx,
    t.tierPrices,
    rowsOf(all, ({ product }) =>
      (product.tierPrices ?? []).map((tier) => ({
        productId: product.id,
        customerGroupId: tier.customerGroupId,
        qty: tier.qty,
        value: tier.value,
      })),
    ),
  );
  await insertChunked(
    tx,
    t.stockItems,
    rowsOf(all, ({ product }) => [
      {
        sku: product.sku,
        productId: product.id,
        qty: product.stock.qty,
        isInStock: product.stock.isInStock,
        manageStock: product.stock.manageStock,
      },
    ]),
  );
  await insertChunked(
    tx,
    t.productMedia,
    rowsOf(all, ({ product }) =>
      product.media.map((media) => ({
        productId: product.id,
        mediaType: media.type,
        file: media.file,
        label: media.label ?? null,
        position: media.position,
        videoId: media.videoId ?? null,
        videoUrl: media.videoUrl ?? null,
      })),
    ),
  );
  await insertChunked(
    tx,
    t.productLinks,
    rowsOf(all, ({ product }) => linkRows(product.id, product.links)),
  );
  const bundles = all.flatMap(({ product }) =>
    (product.bundleOptions ?? []).map((option) => ({ product, option })),
  );
  await insertChunked(
    tx,
    t.bundleOptions,
    bundles.map(({ product, option }) => ({
      id: option.optionId,
      productId: product.id,
      title: option.title,
      type: option.type,
      required: option.required,
      position: option.position,
    })),
  );
  await insertChunked(
    tx,
    t.bundleSelections,
    bundles.flatMap(({ option }) =>
      option.selections.map((selection) => ({
        id: selection.selectionId,
        optionId: option.optionId,
        sku: selection.sku,
        qty: selection.qty,
        canChangeQty: selection.canChangeQty,
        isDefault: selection.isDefault,
        position: selection.position,
      })),
    ),
  );
  const customs = all.flatMap(({ product }) =>
    (product.customOptions ?? []).map((option) => ({ product, option })),
  );
  await insertChunked(
    tx,
    t.customOptions,
    customs.map(({ product, option }) => ({
      id: option.optionId,
      productId: product.id,
      title: option.title,
      type: option.type,
      required: option.required,
      position: option.position,
    })),
  );
  await insertChunked(
    tx,
    t.customOptionValues,
    customs.flatMap(({ option }) =>
      option.values.map((value) => ({
        id: value.optionTypeId,
        optionId: option.optionId,
        title: value.title,
        price: value.price,
        priceType: value.priceType,
        position: value.position,
      })),
    ),
  );
  return firstPosition + all.length;
}

function linkRows(productId: number, links: ProductLinkSeed[]) {
  return links.map((link) => ({
    productId,
    linkType: link.type,
    linkedSku: link.sku,
    position: link.position,
    qty: link.qty ?? null,
  }));
}

async function insertUrls(
  tx: Executor,
  cmsPages: CmsPageSeed[],
  redirects: UrlRedirectSeed[],
): Promise<void> {
  await insertChunked(
    tx,
    t.cmsPages,
    cmsPages.flatMap((page) =>
      STORE_TEXT_CODES.map((store) => ({
        id: page.id,
        storeCode: store,
        identifier: page.identifier[store],
        title: page.title[store],
        content: page.content[store],
      })),
    ),
  );
  await insertChunked(
    tx,
    t.urlRewrites,
    redirects.map((redirect) => ({
      storeCode: redirect.storeCode,
      requestPath: redirect.requestPath.replace(/^\/+|\/+$/g, ''),
      targetPath: redirect.targetPath,
      entityType: 'custom',
      entityId: null,
      redirectType: redirect.redirectType,
    })),
  );
}
