/**
 * Builds the catalogue read model from the catalogue tables: one document per product and store
 * view (catalog_products), one per category (catalog_categories), the entity URL rewrites and the
 * search lexicon. A full run replaces everything in one transaction, so readers see either the
 * old or the new catalogue; a run with product ids replaces only those products' documents.
 *
 * The default store view (id 1) shares the Dutch documents: same language, same tax display.
 */

import { setImmediate } from 'node:timers/promises';
import {
  type AttributeInfo,
  buildProductDocument,
  type CategoryInfo,
  type DocumentContext,
  type ProductSeed,
  type ProductTypeId,
  REVIEW_STATUS,
  ROOT_CATEGORY_ID,
  STORE_VIEWS,
  type StoreView,
  slugify,
  stemWord,
  tokenize,
} from '@shop/core';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { bulkInsert, bulkInsertStatement } from '../bulk-insert.ts';
import { bulkLoad } from '../bulk-load.ts';
import { type Executor, executeRows, type ShopDatabase } from '../client.ts';
import * as t from '../schema.ts';
import { anyOf } from '../sql-lists.ts';
import { ConnectionTurns, WriteQueue } from '../write-queue.ts';
import { rememberingCatalogHtml, sanitizeOptionalCatalogHtml } from './catalog-html.ts';
import { recordIndexChange } from './index-changes.ts';
import {
  readAttributes,
  readCategories,
  readProducts,
  readProductsBySku,
  type StoredAttribute,
  type StoredCategory,
} from './read-catalog.ts';

/**
 * Version of the read model's shape: a database indexed by another version is indexed again at
 * start (see ensureReadModel), so a change of document or columns needs no manual step.
 * Version 3: the HTML of descriptions is sanitised (catalog-html.ts).
 * Version 4: configurable children carry their own os_barcode (a till scans a variant).
 * Version 5: documents carry rating_summary, the average and count of approved reviews.
 * Version 6: the German documents' shown prices (the `price` column that price filters and sort
 * read, regular_price and discount_percentage) include VAT, as the Dutch ones do.
 * Version 7: documents carry link_groups, and a package's package_options.
 * Version 8: the search words carry stems and compound parts, weighted name, category, sku and
 * brand, and modifiers.
 * Version 9: the words of a product's description are indexed too, weighed as the modifiers.
 * Version 10: documents carry url_keys, the product's url key in every language.
 * Version 11: category documents carry slugs, the category's slug in every store view's language.
 * Version 12: category documents carry parents, the categories of their breadcrumbs.
 */
export const READ_MODEL_VERSION = 12;

/** Store views that have documents of their own. */
export const INDEXED_STORE_VIEWS: StoreView[] = [STORE_VIEWS.nl, STORE_VIEWS.de];

/** The store view whose documents a store view reads (default reads nl). */
export function documentStoreId(view: StoreView): number {
  return view.code === 'default' ? STORE_VIEWS.nl.id : view.id;
}

const INSERT_BATCH = 250;
/**
 * The search vector of a row written by bulkInsert. Weights: A the name, B the categories, C skus,
 * barcode and brand, D what the product is for (the modifiers of its compounds) and the words of
 * its description that the others do not have.
 */
const SEARCH_VECTOR = sql.raw(
  "setweight(to_tsvector('simple', e.item->>'searchName'), 'A') || setweight(to_tsvector('simple', e.item->>'searchCategory'), 'B') || setweight(to_tsvector('simple', e.item->>'searchSku'), 'C') || setweight(to_tsvector('simple', concat_ws(' ', e.item->>'searchWeak', e.item->>'searchDescription')), 'D')",
);
/** The product tables of the read model. */
const READ_MODEL_TABLES = [t.catalogProducts, t.catalogProductDocs];
/** A document row, from the JSON value of its product row (which carries the document). */
const DOCUMENT_COLUMNS = {
  store_id: sql`(e.item->>'store_id')::smallint`,
  product_id: sql`(e.item->>'product_id')::integer`,
  doc: sql`e.item->'doc'`,
};
/** Parent products a full run reads, builds and writes at a time. */
const FULL_RUN_SLICE = 2000;
/**
 * Documents built between two looks at the database's answers. The building keeps this process
 * busy; without a pause the connection's next statement would wait for a batch to be built.
 */
const DOCUMENTS_BETWEEN_ANSWERS = 25;
/** Batches of documents built before the oldest is written (about 1.5 MB of JSON each). */
const DOCUMENT_BATCHES_AHEAD = 8;

export interface ReindexResult {
  products: number;
  documents: number;
  categories: number;
  words: number;
  ms: number;
}

export async function reindexCatalog(
  shop: ShopDatabase,
  options: {
    now?: Date;
    productIds?: number[];
    /** Hears the parents done so far of a full run, after each slice. */
    progress?: (done: number, total: number) => void;
    /** Parents a full run reads, builds and writes at a time (default 2,000). */
    sliceSize?: number;
  } = {},
): Promise<ReindexResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const partial = options.productIds !== undefined;
  const [categories, attributes] = await Promise.all([
    readCategories(shop.db),
    readAttributes(shop.db),
  ]);
  const contexts = await Promise.all(
    INDEXED_STORE_VIEWS.map(async (view) => {
      const categoryMap = categoryInfos(categories, view.language);
      return {
        view,
        categories: categoryMap,
        attributes: attributeInfos(attributes, view.language),
        // Every product's name, also in a partial run or a slice: a compound is split the same
        // way whichever run indexes it.
        vocabulary: searchVocabulary(
          categoryMap.values(),
          await readProductNames(shop.db, view.code),
          view.language,
        ),
      };
    }),
  );

  const cleanHtml = rememberingCatalogHtml();
  let productCount = 0;
  let documents = 0;
  await shop.db.transaction(async (tx) => {
    const write = async () => {
      // A full run reads and writes the catalogue a slice of parents at a time, so the memory it
      // needs does not grow with the catalogue; it stays one transaction.
      // A partial run of many products (the demo reviews name two in five products at a big
      // catalogue's first start) goes in slices as well.
      const sliceSize = options.sliceSize ?? FULL_RUN_SLICE;
      const scopes = partial
        ? await partialScopes(tx, options.productIds!, sliceSize)
        : sliced(await readParentIds(tx), sliceSize);
      for (const view of INDEXED_STORE_VIEWS) {
        for (const table of [t.catalogProducts, t.catalogProductDocs]) {
          await tx
            .delete(table)
            .where(
              partial
                ? and(
                    sql`${table.storeId} = ${view.id}`,
                    anyOf(table.productId, options.productIds!),
                  )
                : sql`${table.storeId} = ${view.id}`,
            );
        }
      }
      if (!partial) {
        await tx.delete(t.urlRewrites).where(ne(t.urlRewrites.entityType, 'custom'));
        await insertUrlRewrites(tx, categoryUrls(contexts, categories));
      }
      const total = scopes.reduce((sum, scope) => sum + scope.length, 0);
      let done = 0;
      // The database writes batches of documents while the next ones are built, across store
      // views and slices, and reads the next slice between those writes; the transaction's
      // connection takes them in turns. The batches built ahead keep this process busy while
      // the next slice is read.
      const writes = new WriteQueue(DOCUMENT_BATCHES_AHEAD);
      const turns = new ConnectionTurns();
      const writeDocuments = (rows: Record<string, unknown>[]) => {
        // Made here, JSON and all, so that its turn on the connection only sends it.
        const statement = bulkInsertStatement(t.catalogProducts, rows, {
          computed: { search_vector: SEARCH_VECTOR },
          alsoInto: { table: t.catalogProductDocs, columns: DOCUMENT_COLUMNS },
        });
        return writes.push(() =>
          turns.run(async () => {
            if (statement) await tx.execute(statement);
          }),
        );
      };
      const readScope = (scope: number[]) =>
        turns.run(() =>
          byIndex(tx, async () => {
            const products = await readProducts(tx, scope);
            // Bundles, grouped products and link groups name products outside the scope.
            const linked = await indexBySku(tx, products);
            const ratings: Map<number, { average: number; count: number }>[] = [];
            for (const { view } of contexts)
              ratings.push(await readRatingSummaries(tx, view.id, scope));
            return { products, ...linked, ratings };
          }),
        );
      let next: ReturnType<typeof readScope> | null = scopes[0] ? readScope(scopes[0]) : null;
      for (const [index, scope] of scopes.entries()) {
        const { products, productsBySku, linkedTypes, ratings } = await next!;
        // The next slice is read while this one's documents are built and written. A failed
        // read is awaited (and thrown) in its turn, or by nobody when this slice fails first.
        next = scopes[index + 1] ? readScope(scopes[index + 1]!) : null;
        next?.catch(() => undefined);
        productCount += products.length;
        const parentsBySku = new Map<string, ProductSeed>();
        for (const product of productsBySku.values()) {
          for (const child of product.children ?? []) parentsBySku.set(child.sku, product);
        }
        for (const [viewIndex, context] of contexts.entries()) {
          const ctx: DocumentContext = {
            storeView: context.view,
            now,
            categories: context.categories,
            attributes: context.attributes,
            productsBySku,
            linkedTypes,
            parentsBySku,
            vocabulary: context.vocabulary,
          };
          documents += await insertDocuments(
            products,
            ctx,
            ratings[viewIndex]!,
            cleanHtml,
            writeDocuments,
          );
        }
        // Queued behind the slice's documents: this process goes on to the next slice.
        await writes.push(() =>
          turns.run(async () => {
            if (partial) {
              await tx.delete(t.urlRewrites).where(
                and(
                  sql`${t.urlRewrites.entityType} = 'product'`,
                  anyOf(
                    t.urlRewrites.entityId,
                    products.map((product) => product.id),
                  ),
                ),
              );
            }
            await insertUrlRewrites(tx, productUrls(products));
          }),
        );
        done += scope.length;
        if (!partial) options.progress?.(done, total);
      }
      await writes.drain();
      // Category documents count the products documents just written.
      await writeCategoryDocuments(tx, categories);
      if (!partial) await insertUrlRewrites(tx, await cmsPageUrls(tx));
      // Every process's search index follows the run from this row (committed with it).
      await recordIndexChange(tx, partial ? options.productIds! : null);
    };
    // The first full run fills an empty read model: its indexes are built once, afterwards.
    await (partial ? write() : bulkLoad(tx, READ_MODEL_TABLES, write));
  });
  const words = await writeLexicon(shop, options.productIds);
  if (!partial) {
    // A full run replaced every row: reclaim the old ones and give the planner fresh statistics
    // (PGlite has no autovacuum to do either).
    await shop.query(
      sql`VACUUM ANALYZE catalog_products, catalog_product_docs, catalog_categories, search_lexicon, url_rewrites`,
    );
  }
  return {
    products: productCount,
    documents,
    categories: categories.length,
    words,
    ms: Date.now() - started,
  };
}

/**
 * Runs a scope's reads with the planner told to look rows up by their indexes. A scope names a
 * few thousand products (`product_id = ANY(...)`), and the planner, which expects each of them on
 * a page of its own, reads each table whole instead: at 100,000 products a slice of 2,000 parents
 * took 300 ms of sequential scans where the indexes answer in 35 ms (their rows lie together).
 * The setting is the transaction's and goes back to what it was after the reads; the writes
 * between them do not scan.
 */
async function byIndex<T>(tx: Executor, read: () => Promise<T>): Promise<T> {
  const [setting] = await executeRows<{ was: string }>(
    tx,
    sql`SELECT current_setting('enable_seqscan') AS was, set_config('enable_seqscan', 'off', true)`,
  );
  try {
    return await read();
  } finally {
    await tx.execute(sql`SELECT set_config('enable_seqscan', ${setting?.was ?? 'on'}, true)`);
  }
}

/**
 * The products of a partial run in slices of about `size`, each product named in the same slice as
 * its parent when the run names both: a slice reads a named child without its parent as a
 * product of its own, as one scope of all of them would.
 */
async function partialScopes(tx: Executor, ids: number[], size: number): Promise<number[][]> {
  if (ids.length <= size) return [ids];
  const named = new Set(ids);
  const rows = await tx
    .select({ id: t.products.id, parentId: t.products.parentId })
    .from(t.products)
    .where(anyOf(t.products.id, ids));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const groups = new Map<number, number[]>();
  for (const id of named) {
    const parentId = parentOf.get(id);
    const key = parentId != null && named.has(parentId) ? parentId : id;
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  const scopes: number[][] = [];
  let scope: number[] = [];
  for (const group of groups.values()) {
    scope.push(...group);
    if (scope.length >= size) {
      scopes.push(scope);
      scope = [];
    }
  }
  if (scope.length > 0) scopes.push(scope);
  return scopes;
}

/** Parent products (children are read with their parent) in id order. */
async function readParentIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: t.products.id })
    .from(t.products)
    .where(isNull(t.products.parentId))
    .orderBy(asc(t.products.id));
  return rows.map((row) => row.id);
}

function sliced<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The products a scope's documents look up by sku: the scope's own, and those outside it that
 * they are priced from or show (bundle selections, grouped members, link group members), read
 * whole; of the products only related, upsell and cross-sell links name, just the type (a
 * catalogue links each product to several others: reading those whole read the catalogue
 * several times over).
 */
async function indexBySku(
  db: Executor,
  products: ProductSeed[],
): Promise<{ productsBySku: Map<string, ProductSeed>; linkedTypes: Map<string, ProductTypeId> }> {
  const bySku = new Map<string, ProductSeed>();
  const add = (product: ProductSeed) => {
    bySku.set(product.sku, product);
    for (const child of product.children ?? []) bySku.set(child.sku, child);
  };
  products.forEach(add);
  const missing = new Set<string>();
  const named = new Set<string>();
  for (const product of products) {
    for (const option of product.bundleOptions ?? []) {
      for (const selection of option.selections) {
        if (!bySku.has(selection.sku)) missing.add(selection.sku);
      }
    }
    for (const link of product.links) {
      if (bySku.has(link.sku)) continue;
      if (link.type === 'associated') missing.add(link.sku);
      else named.add(link.sku);
    }
    // Link groups name their members' names, pages and images.
    for (const group of product.linkGroups ?? []) {
      for (const member of group.members) if (!bySku.has(member.sku)) missing.add(member.sku);
    }
  }
  (await readProductsBySku(db, [...missing])).forEach(add);
  for (const sku of bySku.keys()) named.delete(sku);
  return { productsBySku: bySku, linkedTypes: await readProductTypes(db, [...named]) };
}

/** The type of each product of the skus that exists. */
async function readProductTypes(db: Executor, skus: string[]): Promise<Map<string, ProductTypeId>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: t.products.sku, typeId: t.products.typeId })
    .from(t.products)
    .where(anyOf(t.products.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.typeId as ProductTypeId]));
}

/** Category slugs are the url key, made unique per store view with the id where it repeats. */
function categoryInfos(
  categories: StoredCategory[],
  language: 'nl' | 'de',
): Map<number, CategoryInfo> {
  const keyCount = new Map<string, number>();
  for (const category of categories) {
    const key = category.texts.get(language)?.urlKey ?? '';
    keyCount.set(key, (keyCount.get(key) ?? 0) + 1);
  }
  const infos = new Map<number, CategoryInfo>();
  for (const category of categories) {
    const text = category.texts.get(language);
    const name = text?.name ?? String(category.id);
    const key = text?.urlKey || slugify(name);
    infos.set(category.id, {
      id: category.id,
      parentId: category.parentId,
      name,
      slug: (keyCount.get(key) ?? 0) > 1 ? `${key}-${category.id}` : key,
      urlPath: text?.urlPath ?? key,
      isActive: category.isActive,
    });
  }
  return infos;
}

function attributeInfos(
  attributes: StoredAttribute[],
  language: 'nl' | 'de',
): Map<string, AttributeInfo> {
  return new Map(
    attributes.map((attribute) => [
      attribute.code,
      {
        id: attribute.id,
        code: attribute.code,
        label: attribute.label[language],
        input: attribute.input,
        isFilterable: attribute.isFilterable,
        options: new Map(
          attribute.options.map((option) => [
            option.id,
            { label: option.label[language], swatch: option.swatch, position: option.position },
          ]),
        ),
      },
    ]),
  );
}

/**
 * Builds the documents of products in one store view, a batch at a time, and hands each batch's
 * rows to `write` (which may still be writing the last one when this returns).
 */
async function insertDocuments(
  products: ProductSeed[],
  ctx: DocumentContext,
  ratings: Map<number, { average: number; count: number }>,
  cleanHtml: (html: string) => string,
  write: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (let i = 0; i < products.length; i += INSERT_BATCH) {
    const rows: Record<string, unknown>[] = [];
    for (const [index, product] of products.slice(i, i + INSERT_BATCH).entries()) {
      // The database's answers are read between documents: a write that ends waits no longer
      // than a few documents for the next to be sent (building a whole batch takes ~75 ms).
      if (index > 0 && index % DOCUMENTS_BETWEEN_ANSWERS === 0) await setImmediate();
      const { doc, columns } = buildProductDocument(product, ctx);
      // The read model only ever holds HTML that is safe to render (catalog-html.ts).
      doc.description = cleanHtml(doc.description);
      if (typeof doc.short_description === 'string') {
        doc.short_description = cleanHtml(doc.short_description);
      }
      const rating = ratings.get(product.id);
      if (rating) doc.rating_summary = rating;
      rows.push({
        storeId: ctx.storeView.id,
        productId: product.id,
        sku: product.sku,
        typeId: product.typeId,
        visibility: product.visibility,
        status: product.status,
        isInStock: columns.isInStock,
        price: columns.price,
        name: doc.name,
        urlPath: doc.url_path,
        categoryIds: columns.categoryIds,
        positions: columns.positions,
        facetTerms: columns.facetTerms,
        childSkus: columns.childSkus,
        searchName: columns.search.name,
        searchSku: columns.search.sku,
        searchCategory: columns.search.category,
        searchWeak: columns.search.weak,
        searchDescription: columns.search.description,
        priceValidUntil: columns.priceValidUntil,
        createdAt: new Date(product.createdAt),
        updatedAt: new Date(product.updatedAt),
        doc,
      });
    }
    if (rows.length > 0) {
      await write(rows);
      count += rows.length;
    }
  }
  return count;
}

/**
 * The average rating (one decimal) and count of the approved reviews of products in a store view
 * (all products, or those of a partial run); products without approved reviews are absent.
 */
async function readRatingSummaries(
  tx: Executor,
  storeId: number,
  productIds: number[] | undefined,
): Promise<Map<number, { average: number; count: number }>> {
  const r = t.reviews;
  const rows = await tx
    .select({
      productId: r.productId,
      average: sql<string>`round(avg(${r.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(r)
    .where(
      and(
        eq(r.storeId, storeId),
        eq(r.reviewStatus, REVIEW_STATUS.approved),
        productIds === undefined ? undefined : anyOf(r.productId, productIds),
      ),
    )
    .groupBy(r.productId);
  return new Map(
    rows.map((row) => [row.productId, { average: Number(row.average), count: Number(row.count) }]),
  );
}

interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  position: number;
  level: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  children_count: number;
  children_data: CategoryNode[];
}

async function writeCategoryDocuments(tx: Executor, categories: StoredCategory[]): Promise<void> {
  await tx.delete(t.catalogCategories);
  // Every language's slugs: a document names its category's page in every store view (the
  // language switcher, hreflang alternates) without another read.
  const infosByLanguage = new Map(
    INDEXED_STORE_VIEWS.map((view) => [view.language, categoryInfos(categories, view.language)]),
  );
  const slugsOf = (id: number) =>
    Object.fromEntries(
      INDEXED_STORE_VIEWS.map((view) => [
        view.language,
        infosByLanguage.get(view.language)?.get(id)?.slug,
      ]),
    );
  for (const view of INDEXED_STORE_VIEWS) {
    const counts = new Map<number, number>();
    const countRows = await executeRows<{ id: number; count: number }>(
      tx,
      sql`
      SELECT c.id AS id, count(*)::int AS count
      FROM catalog_products p, unnest(p.category_ids) AS c(id)
      WHERE p.store_id = ${view.id} AND p.visibility IN (2, 4) AND p.status IN (0, 1)
      GROUP BY c.id`,
    );
    for (const row of countRows) counts.set(Number(row.id), Number(row.count));

    const infos = infosByLanguage.get(view.language)!;
    const nodes = new Map<number, CategoryNode>();
    for (const category of categories) {
      const info = infos.get(category.id)!;
      nodes.set(category.id, {
        id: category.id,
        name: info.name,
        slug: info.slug,
        url_key: category.texts.get(view.language)?.urlKey ?? info.slug,
        url_path: info.urlPath,
        position: category.position,
        level: category.level,
        is_active: category.isActive,
        include_in_menu: category.includeInMenu,
        product_count: counts.get(category.id) ?? 0,
        children_count: 0,
        children_data: [],
      });
    }
    for (const category of categories) {
      const parent = nodes.get(category.parentId);
      if (parent) parent.children_data.push(nodes.get(category.id)!);
    }
    for (const node of nodes.values()) {
      node.children_data.sort((a, b) => a.position - b.position);
      node.children_count = node.children_data.length;
    }
    const rows = categories.map((category) => {
      const node = nodes.get(category.id)!;
      const text = category.texts.get(view.language);
      const description = sanitizeOptionalCatalogHtml(text?.description ?? null);
      const parentIds = category.path
        .split('/')
        .map(Number)
        .filter((id) => id !== category.id && id !== 1);
      return {
        storeId: view.id,
        categoryId: category.id,
        parentId: category.parentId,
        level: category.level,
        position: category.position,
        isActive: category.isActive,
        includeInMenu: category.includeInMenu,
        productCount: node.product_count,
        urlPath: node.url_path,
        slug: node.slug,
        name: node.name,
        doc: {
          ...node,
          parent_id: category.parentId,
          parent_ids: parentIds,
          path: category.path,
          display_mode: category.displayMode,
          image: category.image,
          description,
          meta_title: node.name,
          meta_description: description,
          is_root: category.id === ROOT_CATEGORY_ID,
          slugs: slugsOf(category.id),
          // The breadcrumbs: the active categories above it below the root, from the top down.
          parents: parentIds.flatMap((id) => {
            const parent = infos.get(id);
            return parent?.isActive && id > ROOT_CATEGORY_ID
              ? [{ id, name: parent.name, slug: parent.slug }]
              : [];
          }),
        },
      };
    });
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(t.catalogCategories).values(rows.slice(i, i + INSERT_BATCH) as never);
    }
  }
}

type UrlRewriteRow = typeof t.urlRewrites.$inferInsert;

/**
 * URL rewrites of products, categories and CMS pages; redirect entities are kept as they are. A
 * path that is taken keeps its first owner: categories before products, products in id order,
 * CMS pages last.
 */
async function insertUrlRewrites(tx: Executor, rows: UrlRewriteRow[]): Promise<void> {
  await bulkInsert(tx, t.urlRewrites, rows, { onConflictDoNothing: true });
}

function categoryUrls(
  contexts: { view: StoreView; categories: Map<number, CategoryInfo> }[],
  categories: StoredCategory[],
): UrlRewriteRow[] {
  const rows: UrlRewriteRow[] = [];
  for (const { view, categories: infos } of contexts) {
    for (const category of categories) {
      const info = infos.get(category.id)!;
      if (!info.urlPath) continue;
      rows.push({
        storeCode: view.code,
        requestPath: info.urlPath,
        targetPath: `c/${info.slug}`,
        entityType: 'category',
        entityId: category.id,
      });
    }
  }
  return rows;
}

function productUrls(products: ProductSeed[]): UrlRewriteRow[] {
  const rows: UrlRewriteRow[] = [];
  for (const view of INDEXED_STORE_VIEWS) {
    for (const product of products) {
      const urlKey = product.urlKey[view.language];
      rows.push({
        storeCode: view.code,
        requestPath: urlKey,
        targetPath: `p/${product.sku}/${urlKey}`,
        entityType: 'product',
        entityId: product.id,
      });
    }
  }
  return rows;
}

async function cmsPageUrls(tx: Executor): Promise<UrlRewriteRow[]> {
  const pages = await tx.select().from(t.cmsPages);
  return pages.map((page) => ({
    storeCode: page.storeCode,
    requestPath: page.identifier,
    targetPath: `i/${page.identifier}`,
    entityType: 'cms_page',
    entityId: page.id,
  }));
}

/** The lexicon of indexed words with their document frequency, per store view. */
async function writeLexicon(shop: ShopDatabase, productIds?: number[]): Promise<number> {
  let words = 0;
  // ts_stat takes its query as text; the ids are integers we made, so they inline safely.
  const scope = productIds
    ? ` AND product_id IN (${productIds.map((id) => Math.trunc(Number(id))).join(',') || 'NULL'})`
    : '';
  await shop.db.transaction(async (tx) => {
    if (!productIds) await tx.delete(t.searchLexicon);
    for (const view of INDEXED_STORE_VIEWS) {
      const inner = `SELECT search_vector FROM catalog_products WHERE store_id = ${Number(view.id)}${scope}`;
      const result = (await tx.execute(sql`
        INSERT INTO search_lexicon (store_id, word, frequency, initial, length)
        SELECT ${view.id}, word, ndoc, left(word, 1), least(length(word), 32000)
        FROM ts_stat(${inner})
        ON CONFLICT (store_id, word) DO NOTHING`)) as unknown as {
        rowCount?: number;
        affectedRows?: number;
      };
      words += Number(result.rowCount ?? result.affectedRows ?? 0);
    }
  });
  return words;
}

/**
 * The words of the catalogue's category and product names in one language, with their stems:
 * what a compound word is split into when it is indexed.
 */
function searchVocabulary(
  categories: Iterable<CategoryInfo>,
  productNames: Iterable<string>,
  language: 'nl' | 'de',
): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of tokenize(text)) {
      if (word.length < 3 || /\d/.test(word)) continue;
      words.add(word);
      words.add(stemWord(word, language));
    }
  };
  for (const category of categories) add(category.name);
  for (const name of productNames) add(name);
  return words;
}

/** The names of every product (children too) in a store view's texts. */
async function readProductNames(db: Executor, storeCode: string): Promise<string[]> {
  const rows = await db
    .select({ name: t.productTexts.name })
    .from(t.productTexts)
    .where(eq(t.productTexts.storeCode, storeCode));
  return rows.map((row) => row.name);
}
