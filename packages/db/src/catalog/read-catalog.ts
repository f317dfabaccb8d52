/**
 * Reads the catalogue tables back into the ProductSeed shape the document builder works on.
 */
import type {
  AttributeInput,
  AttributeSeed,
  LinkGroupSeed,
  Localized,
  ProductLabelId,
  ProductSeed,
  ProductTypeId,
  Visibility,
} from '@shop/core';
import { asc, eq, lte, or } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import * as t from '../schema.ts';
import { anyOf } from '../sql-lists.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const iso = (value: string | null): string | undefined =>
  value ? new Date(value).toISOString() : undefined;

export interface StoredCategory {
  id: number;
  parentId: number;
  level: number;
  path: string;
  position: number;
  includeInMenu: boolean;
  displayMode: string;
  isActive: boolean;
  image: string | null;
  texts: Map<string, { name: string; urlKey: string; urlPath: string; description: string | null }>;
}

export async function readCategories(db: Executor): Promise<StoredCategory[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.level), asc(t.categories.position)),
    db.select().from(t.categoryTexts),
  ]);
  const textsById = groupBy(texts, (text) => text.categoryId);
  return rows.map((row) => ({
    ...row,
    texts: new Map(
      (textsById.get(row.id) ?? []).map((text) => [
        text.storeCode,
        {
          name: text.name,
          urlKey: text.urlKey,
          urlPath: text.urlPath,
          description: text.description,
        },
      ]),
    ),
  }));
}

/** An attribute as stored: the seed's fields, options with their stored ids. */
export type StoredAttribute = Omit<AttributeSeed, 'options'> & {
  options: { id: number; label: Localized; swatch: string | null; position: number }[];
};

export async function readAttributes(db: Executor): Promise<StoredAttribute[]> {
  const [rows, options] = await Promise.all([
    db.select().from(t.attributes).orderBy(asc(t.attributes.position)),
    db.select().from(t.attributeOptions).orderBy(asc(t.attributeOptions.position)),
  ]);
  const optionsByAttribute = groupBy(options, (option) => option.attributeId);
  return rows.map((row) => ({
    ...row,
    input: row.input as AttributeInput,
    options: (optionsByAttribute.get(row.id) ?? []).map((option) => ({
      id: option.id,
      label: option.label,
      swatch: option.swatch,
      position: option.position,
    })),
  }));
}

/**
 * Products with everything the documents need. With `productIds`, only those (and their
 * children); parents come back with `children` filled, children are not listed on their own.
 */
export async function readProducts(db: Executor, productIds?: number[]): Promise<ProductSeed[]> {
  const productRows = productIds
    ? await db
        .select()
        .from(t.products)
        .where(or(anyOf(t.products.id, productIds), anyOf(t.products.parentId, productIds)))
    : await db.select().from(t.products);
  if (productRows.length === 0) return [];
  const ids = productRows.map((row) => row.id);
  // Without a scope every row is read: a full reindex reads each table once.
  const only = (column: Parameters<typeof anyOf>[0]) =>
    productIds ? anyOf(column, ids) : undefined;
  const [texts, categories, tiers, stock, media, links, bundles, customs] = await inTurn([
    db.select().from(t.productTexts).where(only(t.productTexts.productId)),
    db.select().from(t.productCategories).where(only(t.productCategories.productId)),
    db.select().from(t.tierPrices).where(only(t.tierPrices.productId)),
    db.select().from(t.stockItems).where(only(t.stockItems.productId)),
    db.select().from(t.productMedia).where(only(t.productMedia.productId)),
    db.select().from(t.productLinks).where(only(t.productLinks.productId)),
    db.select().from(t.bundleOptions).where(only(t.bundleOptions.productId)),
    db.select().from(t.customOptions).where(only(t.customOptions.productId)),
  ]);
  const linkGroupsBy = await readLinkGroups(db, productIds ? ids : undefined);
  const bundleIds = bundles.map((option) => option.id);
  const customIds = customs.map((option) => option.id);
  const [selections, values] = await inTurn([
    bundleIds.length
      ? db.select().from(t.bundleSelections).where(anyOf(t.bundleSelections.optionId, bundleIds))
      : Promise.resolve([]),
    customIds.length
      ? db
          .select()
          .from(t.customOptionValues)
          .where(anyOf(t.customOptionValues.optionId, customIds))
      : Promise.resolve([]),
  ]);

  const textsBy = groupBy(texts, (row) => row.productId);
  const categoriesBy = groupBy(categories, (row) => row.productId);
  const tiersBy = groupBy(tiers, (row) => row.productId);
  const stockBy = new Map(stock.map((row) => [row.productId, row]));
  const mediaBy = groupBy(media, (row) => row.productId);
  const linksBy = groupBy(links, (row) => row.productId);
  const bundlesBy = groupBy(bundles, (row) => row.productId);
  const selectionsBy = groupBy(selections, (row) => row.optionId);
  const customsBy = groupBy(customs, (row) => row.productId);
  const valuesBy = groupBy(values, (row) => row.optionId);

  const localized = (
    rows: (typeof texts)[number][] | undefined,
    pick: (row: (typeof texts)[number]) => string | null,
  ): Localized => {
    const nl = rows?.find((row) => row.storeCode === 'nl');
    const de = rows?.find((row) => row.storeCode === 'de');
    return { nl: (nl && pick(nl)) ?? '', de: (de && pick(de)) ?? (nl && pick(nl)) ?? '' };
  };

  const seeds = new Map<number, ProductSeed & { parentId: number | null }>();
  for (const row of productRows) {
    const rowTexts = textsBy.get(row.id);
    const stockRow = stockBy.get(row.id);
    const seed: ProductSeed & { parentId: number | null } = {
      id: row.id,
      parentId: row.parentId,
      sku: row.sku,
      typeId: row.typeId as ProductTypeId,
      name: localized(rowTexts, (text) => text.name),
      description: localized(rowTexts, (text) => text.description),
      ...(rowTexts?.some((text) => text.shortDescription)
        ? { shortDescription: localized(rowTexts, (text) => text.shortDescription) }
        : {}),
      urlKey: localized(rowTexts, (text) => text.urlKey),
      status: row.status,
      visibility: row.visibility as Visibility,
      taxClassId: row.taxClassId,
      price: row.price,
      ...(row.specialPrice !== null ? { specialPrice: row.specialPrice } : {}),
      specialFromDate: iso(row.specialFromDate),
      specialToDate: iso(row.specialToDate),
      ...(row.advicePrice !== null ? { advicePrice: row.advicePrice } : {}),
      tierPrices: (tiersBy.get(row.id) ?? []).map((tier) => ({
        customerGroupId: tier.customerGroupId,
        qty: tier.qty,
        value: tier.value,
      })),
      stock: {
        qty: stockRow?.qty ?? 0,
        isInStock: stockRow?.isInStock ?? false,
        manageStock: stockRow?.manageStock ?? true,
      },
      attributes: row.attributes as ProductSeed['attributes'],
      categories: (categoriesBy.get(row.id) ?? []).map((category) => ({
        id: category.categoryId,
        position: category.position,
      })),
      media: (mediaBy.get(row.id) ?? []).map((item) => ({
        type: item.mediaType as 'image' | 'video',
        file: item.file,
        position: item.position,
        ...(item.label ? { label: item.label } : {}),
        ...(item.videoId ? { videoId: item.videoId } : {}),
        ...(item.videoUrl ? { videoUrl: item.videoUrl } : {}),
      })),
      labels: row.labels as ProductLabelId[],
      newsFromDate: iso(row.newsFromDate),
      newsToDate: iso(row.newsToDate),
      ...(row.eanCode ? { eanCode: row.eanCode } : {}),
      ...(row.osBarcode ? { osBarcode: row.osBarcode } : {}),
      links: (linksBy.get(row.id) ?? []).map((link) => ({
        type: link.linkType as ProductSeed['links'][number]['type'],
        sku: link.linkedSku,
        position: link.position,
        ...(link.qty !== null ? { qty: link.qty } : {}),
      })),
      ...(row.configurableAttributes ? { configurableAttributes: row.configurableAttributes } : {}),
      bundleOptions: (bundlesBy.get(row.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((option) => ({
          optionId: option.id,
          title: option.title,
          type: option.type as 'select',
          required: option.required,
          position: option.position,
          selections: (selectionsBy.get(option.id) ?? [])
            .sort((a, b) => a.position - b.position)
            .map((selection) => ({
              selectionId: selection.id,
              sku: selection.sku,
              qty: selection.qty,
              canChangeQty: selection.canChangeQty,
              isDefault: selection.isDefault,
              position: selection.position,
            })),
        })),
      customOptions: (customsBy.get(row.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((option) => ({
          optionId: option.id,
          title: option.title,
          type: option.type as 'drop_down',
          required: option.required,
          position: option.position,
          values: (valuesBy.get(option.id) ?? [])
            .sort((a, b) => a.position - b.position)
            .map((value) => ({
              optionTypeId: value.id,
              title: value.title,
              price: value.price,
              priceType: value.priceType as 'fixed' | 'percent',
              position: value.position,
            })),
        })),
      hideAddToCartButton: row.hideAddToCartButton,
      isGiftCard: row.isGiftCard,
      ...(row.bundleDiscountPercent ? { bundleDiscountPercent: row.bundleDiscountPercent } : {}),
      ...(row.isPackage ? { isPackage: true } : {}),
      ...(linkGroupsBy.has(row.id) ? { linkGroups: linkGroupsBy.get(row.id)! } : {}),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
    seeds.set(row.id, seed);
  }
  // Children in their stored order under their parent.
  const ordered = [...seeds.values()].sort((a, b) => a.id - b.id);
  for (const seed of ordered) {
    if (seed.parentId === null) continue;
    const parent = seeds.get(seed.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(seed);
    }
  }
  // A child read without its parent (a bundle selection, say) stands on its own.
  return ordered.filter((seed) => seed.parentId === null || !seeds.has(seed.parentId));
}

/**
 * The link groups of products (all products without `productIds`), by member product id, each
 * group with all its members named by sku.
 */
async function readLinkGroups(
  db: Executor,
  productIds: number[] | undefined,
): Promise<Map<number, LinkGroupSeed[]>> {
  const groupIds = productIds
    ? (
        await db
          .selectDistinct({ id: t.linkGroupMembers.groupId })
          .from(t.linkGroupMembers)
          .where(anyOf(t.linkGroupMembers.productId, productIds))
      ).map((row) => row.id)
    : undefined;
  if (groupIds?.length === 0) return new Map();
  const [groups, members] = await inTurn([
    db
      .select()
      .from(t.linkGroups)
      .where(groupIds ? anyOf(t.linkGroups.id, groupIds) : undefined),
    db
      .select({
        groupId: t.linkGroupMembers.groupId,
        productId: t.linkGroupMembers.productId,
        sku: t.products.sku,
        label: t.linkGroupMembers.label,
        swatch: t.linkGroupMembers.swatch,
        position: t.linkGroupMembers.position,
      })
      .from(t.linkGroupMembers)
      .innerJoin(t.products, eq(t.products.id, t.linkGroupMembers.productId))
      .where(groupIds ? anyOf(t.linkGroupMembers.groupId, groupIds) : undefined),
  ]);
  const membersBy = groupBy(members, (row) => row.groupId);
  const out = new Map<number, LinkGroupSeed[]>();
  for (const group of groups.sort((a, b) => a.id - b.id)) {
    const list = (membersBy.get(group.id) ?? []).sort((a, b) => a.position - b.position);
    const seed: LinkGroupSeed = {
      groupId: group.id,
      type: group.type as LinkGroupSeed['type'],
      title: group.title,
      members: list.map((member) => ({
        sku: member.sku,
        label: member.label,
        ...(member.swatch ? { swatch: member.swatch } : {}),
        position: member.position,
      })),
    };
    for (const member of list) {
      const groups = out.get(member.productId);
      if (groups) groups.push(seed);
      else out.set(member.productId, [seed]);
    }
  }
  return out;
}

/** Parents whose stored price columns expired by `now` (a price window opened or closed). */
export async function readExpiredProductIds(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: t.catalogProducts.productId })
    .from(t.catalogProducts)
    .where(lte(t.catalogProducts.priceValidUntil, now));
  return rows.map((row) => row.id);
}

/**
 * Products by sku with their children (to price bundles and grouped products); a child sku
 * brings its parent with all its children (a package groups its variants by their parent).
 */
export async function readProductsBySku(db: Executor, skus: string[]): Promise<ProductSeed[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ id: t.products.id, parentId: t.products.parentId })
    .from(t.products)
    .where(anyOf(t.products.sku, skus));
  return readProducts(db, [...new Set(rows.map((row) => row.parentId ?? row.id))]);
}

/**
 * Awaits queries one after another (a query starts when awaited): a read inside a transaction
 * has one connection, which takes one query at a time.
 */
async function inTurn<T extends readonly unknown[]>(
  queries: [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
