/**
 * All SQL of the catalogue import and the product edits: the import jobs and their rejected
 * rows, the catalogue facts an import checks (categories, url keys, attribute codes), the stored
 * state of products by sku, and the writes of new and changed products. Values always travel as
 * parameters; lists as one array parameter.
 */
import { type Executor, type ShopDatabase, schema as t } from '@shop/db';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, textArray } from '../../lib/sql.ts';
import type { ProductWrite, StoredProduct } from './product-state.ts';

export interface JobRow {
  id: number;
  state: string;
  file_name: string;
  format: 'csv' | 'json';
  file_sha256: string | null;
  file_bytes: number;
  actor: string;
  columns: string[] | null;
  ignored_columns: string[];
  rows_read: number;
  rows_rejected: number;
  rows_applied: number;
  created: number;
  updated: number;
  unchanged: number;
  indexed: number;
  images_stored: number;
  failure: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export type JobCounts = Partial<
  Pick<
    JobRow,
    | 'state'
    | 'file_sha256'
    | 'file_bytes'
    | 'columns'
    | 'ignored_columns'
    | 'rows_read'
    | 'rows_rejected'
    | 'rows_applied'
    | 'created'
    | 'updated'
    | 'unchanged'
    | 'indexed'
    | 'images_stored'
    | 'failure'
    | 'finished_at'
  >
>;

/** The options of a configurable attribute: their ids, and each id by its id or label. */
export interface ConfigurableOptions {
  ids: Set<number>;
  byText: Map<string, number>;
}

export interface RejectRow {
  line: number;
  sku: string | null;
  problems: { field: string; code: string; message: string }[];
  fields: unknown;
}

export interface CategoryRow {
  id: number;
  parentId: number;
  path: string;
  name: string;
}

export interface ProductListFilter {
  q?: string | undefined;
  status?: number | undefined;
  categoryId?: number | undefined;
  sort: keyof typeof PRODUCT_SORT;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface ProductListRow {
  id: number;
  sku: string;
  type_id: string;
  status: number;
  name: string;
  price: number;
  special_price: number | null;
  qty: number | null;
  is_in_stock: boolean | null;
  updated_at: Date | string;
}

/** The columns the product list sorts by (names of the list's query, never the caller's text). */
/** Each sort's column and the id that breaks its ties (from the same table, for its index). */
const PRODUCT_SORT = {
  id: ['p.id', 'p.id'],
  sku: ['p.sku', 'p.id'],
  name: ['pt.name', 'pt.product_id'],
  price: ['p.price', 'p.id'],
  qty: ['s.qty', 's.product_id'],
  updated_at: ['p.updated_at', 'p.id'],
} as const;

const JOB_COLUMNS =
  sql.raw(`id, state, file_name, format, file_sha256, file_bytes::float8 AS file_bytes,
  actor, columns, ignored_columns, rows_read, rows_rejected, rows_applied, created, updated,
  unchanged, indexed, images_stored, failure, created_at, updated_at, finished_at`);

/** The advisory lock every writer of imported products holds in its transaction. */
const CATALOG_WRITE_LOCK = 74_000_074;

export class CatalogImportRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  // ------------------------------------------------------------------ jobs

  async createJob(
    job: { actor: string; fileName: string; format: 'csv' | 'json' },
    now: Date,
  ): Promise<JobRow> {
    const [row] = await rowsOf<JobRow>(
      this.shop,
      sql`INSERT INTO catalog_import_jobs (created_at, updated_at, actor, file_name, format, state)
          VALUES (${now}, ${now}, ${job.actor}, ${job.fileName}, ${job.format}, 'received')
          RETURNING ${JOB_COLUMNS}`,
    );
    return normalizeJob(row!);
  }

  async updateJob(id: number, counts: JobCounts, now: Date, tx?: Executor): Promise<void> {
    const sets = [sql`updated_at = ${now}`];
    for (const [column, value] of Object.entries(counts)) {
      if (value === undefined) continue;
      const json = column === 'columns' || column === 'ignored_columns';
      sets.push(
        json
          ? sql`${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb`
          : sql`${sql.identifier(column)} = ${value}`,
      );
    }
    await rowsOf(
      this.shop,
      sql`UPDATE catalog_import_jobs SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`,
      tx,
    );
  }

  async job(id: number): Promise<JobRow | null> {
    const [row] = await rowsOf<JobRow>(
      this.shop,
      sql`SELECT ${JOB_COLUMNS} FROM catalog_import_jobs WHERE id = ${id}`,
    );
    return row ? normalizeJob(row) : null;
  }

  async recentJobs(limit: number): Promise<JobRow[]> {
    const rows = await rowsOf<JobRow>(
      this.shop,
      sql`SELECT ${JOB_COLUMNS} FROM catalog_import_jobs ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
    );
    return rows.map(normalizeJob);
  }

  async insertRejects(jobId: number, rejects: RejectRow[]): Promise<void> {
    if (rejects.length === 0) return;
    await this.shop.db
      .insert(t.catalogImportRejects)
      .values(
        rejects.map((reject) => ({
          jobId,
          line: reject.line,
          sku: reject.sku,
          problems: reject.problems,
          fields: reject.fields ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [t.catalogImportRejects.jobId, t.catalogImportRejects.line],
        set: {
          problems: sql`${t.catalogImportRejects.problems} || excluded.problems`,
        },
      });
  }

  async rejectsPage(
    jobId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: RejectRow[]; total: number }> {
    const rows = await rowsOf<RejectRow & { total: number }>(
      this.shop,
      sql`SELECT line, sku, problems, fields, count(*) OVER ()::int AS total
          FROM catalog_import_rejects WHERE job_id = ${jobId}
          ORDER BY line LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number(
          (
            await rowsOf<{ n: number }>(
              this.shop,
              sql`SELECT count(*)::int AS n FROM catalog_import_rejects WHERE job_id = ${jobId}`,
            )
          )[0]?.n ?? 0,
        );
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** Rejected rows after `afterLine`, in line order (keyset pages for the CSV download). */
  rejectsAfter(jobId: number, afterLine: number, limit: number): Promise<RejectRow[]> {
    return rowsOf<RejectRow>(
      this.shop,
      sql`SELECT line, sku, problems, fields FROM catalog_import_rejects
          WHERE job_id = ${jobId} AND line > ${afterLine} ORDER BY line LIMIT ${limit}`,
    );
  }

  // ------------------------------------------------------------------ catalogue facts

  categories(tx?: Executor): Promise<CategoryRow[]> {
    return rowsOf<CategoryRow>(
      this.shop,
      sql`SELECT c.id, c.parent_id AS "parentId", c.path, coalesce(ct.name, '') AS name
          FROM categories c LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.store_code = 'nl'`,
      tx,
    );
  }

  /** Every category with its level, active flag and Dutch name ('' when it has none). */
  categoryNodes(): Promise<
    { id: number; path: string; level: number; name: string; isActive: boolean }[]
  > {
    return rowsOf(
      this.shop,
      sql`SELECT c.id, c.path, c.level, c.is_active AS "isActive", coalesce(ct.name, '') AS name
          FROM categories c LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.store_code = 'nl'`,
    );
  }

  async attributeCodes(tx?: Executor): Promise<Set<string>> {
    const rows = await rowsOf<{ code: string }>(this.shop, sql`SELECT code FROM attributes`, tx);
    return new Set(rows.map((row) => row.code));
  }

  /**
   * The options of each attribute that can set a configurable's variants apart, by code: their
   * ids, and each id by its id, Dutch and German label in lower case (how a CSV names them).
   */
  async configurableOptions(tx?: Executor): Promise<Map<string, ConfigurableOptions>> {
    const rows = await rowsOf<{ code: string; option_id: number | null; label: unknown }>(
      this.shop,
      sql`SELECT a.code, o.id AS option_id, o.label FROM attributes a
          LEFT JOIN attribute_options o ON o.attribute_id = a.id
          WHERE a.is_configurable
          ORDER BY a.code, o.position, o.id`,
      tx,
    );
    const options = new Map<string, ConfigurableOptions>();
    for (const row of rows) {
      const known = options.get(row.code) ?? { ids: new Set<number>(), byText: new Map() };
      options.set(row.code, known);
      if (row.option_id === null) continue;
      const id = Number(row.option_id);
      known.ids.add(id);
      known.byText.set(String(id), id);
      const label = (jsonOf(row.label) ?? {}) as { nl?: string; de?: string };
      for (const text of [label.nl, label.de]) {
        const key = text?.trim().toLowerCase();
        if (key && !known.byText.has(key)) known.byText.set(key, id);
      }
    }
    return options;
  }

  /** The sku of the product holding each url key of a store view, for the keys given. */
  async urlKeyOwners(
    store: 'nl' | 'de',
    keys: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await rowsOf<{ url_key: string; sku: string }>(
      this.shop,
      sql`SELECT pt.url_key, p.sku FROM product_texts pt JOIN products p ON p.id = pt.product_id
          WHERE pt.store_code = ${store} AND pt.url_key = ANY(${textArray(keys)})`,
      tx,
    );
    return new Map(rows.map((row) => [row.url_key, row.sku]));
  }

  // ------------------------------------------------------------------ products

  /** Serialises writers of imported and edited products (held until the transaction ends). */
  async lockCatalogWrites(tx: Executor): Promise<void> {
    await rowsOf(this.shop, sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK})`, tx);
  }

  /**
   * Fresh planner statistics of the product tables inside a long write: without them the
   * planner keeps the row counts of before the import and reads whole tables for every batch.
   */
  async refreshStatistics(tx: Executor): Promise<void> {
    await rowsOf(
      this.shop,
      sql`ANALYZE products, product_texts, product_categories, tier_prices, stock_items, product_media`,
      tx,
    );
  }

  async nextProductId(tx: Executor): Promise<number> {
    const [row] = await rowsOf<{ next: number }>(
      this.shop,
      sql`SELECT coalesce(max(id), 0) + 1 AS next FROM products`,
      tx,
    );
    return Number(row?.next ?? 1);
  }

  /**
   * One page of the product list with the count of all matches. The sku is matched from its
   * start, the Dutch name anywhere in it; each sort ends on the id so pages never overlap.
   *
   * The page's ids come first, from the sort's index (migration 0040: price, updated_at, the
   * Dutch name and the stock quantity, each with the id): a deep page skips its offset there, and
   * a sort the other way walks the same index backwards. Then only those ids' rows are read with
   * their name and stock. Sorting by name or stock lists the products that have a Dutch text or a
   * stock row, which is every product the seed, the import and the edits write.
   */
  async productsPage(
    filter: ProductListFilter,
  ): Promise<{ rows: ProductListRow[]; total: number }> {
    const conditions = [sql`TRUE`];
    if (filter.q) {
      // Each side on its own index (migration 0040: the lower-cased sku, a trigram index of the
      // Dutch names); an OR over the two tables would read every product with its name.
      const pattern = filter.q.replace(/[\\%_]/g, (c) => `\\${c}`);
      conditions.push(
        sql`p.id IN (SELECT id FROM products WHERE lower(sku) LIKE ${`${pattern.toLowerCase()}%`}
                     UNION SELECT product_id FROM product_texts
                     WHERE store_code = 'nl' AND name ILIKE ${`%${pattern}%`})`,
      );
    }
    if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
    if (filter.categoryId) {
      conditions.push(
        sql`EXISTS (SELECT 1 FROM product_categories pc
                    WHERE pc.product_id = p.id AND pc.category_id = ${filter.categoryId})`,
      );
    }
    const where = sql.join(conditions, sql` AND `);
    const direction = filter.order === 'desc' ? sql.raw('DESC') : sql.raw('ASC');
    const [sortColumn, tieColumn] = PRODUCT_SORT[filter.sort].map((column) => sql.raw(column));
    const texts =
      filter.sort === 'name'
        ? sql`JOIN product_texts pt ON pt.product_id = p.id AND pt.store_code = 'nl'`
        : sql``;
    const stock = filter.sort === 'qty' ? sql`JOIN stock_items s ON s.sku = p.sku` : sql``;
    // Without a filter a name or stock sort reads its own table's index alone (a deep page
    // then passes its offset in the index, not through a join for every row it skips).
    const unfiltered = conditions.length === 1;
    const pageIds = await rowsOf<{ id: number }>(
      this.shop,
      unfiltered && filter.sort === 'name'
        ? sql`SELECT pt.product_id AS id FROM product_texts pt WHERE pt.store_code = 'nl'
              ORDER BY ${sortColumn} ${direction}, ${tieColumn} ${direction}
              LIMIT ${filter.limit} OFFSET ${filter.offset}`
        : unfiltered && filter.sort === 'qty'
          ? sql`SELECT s.product_id AS id FROM stock_items s
                ORDER BY ${sortColumn} ${direction}, ${tieColumn} ${direction}
                LIMIT ${filter.limit} OFFSET ${filter.offset}`
          : sql`SELECT p.id FROM products p ${texts} ${stock}
                WHERE ${where}
                ORDER BY ${sortColumn} ${direction}, ${tieColumn} ${direction}
                LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    );
    const ids = pageIds.map((row) => Number(row.id));
    const rows =
      ids.length === 0
        ? []
        : await rowsOf<ProductListRow>(
            this.shop,
            sql`SELECT p.id, p.sku, p.type_id, p.status, coalesce(pt.name, '') AS name, p.price,
                  p.special_price, s.qty, s.is_in_stock, p.updated_at
                FROM unnest(${intArray(ids)}::int[]) WITH ORDINALITY AS page(id, n)
                JOIN products p ON p.id = page.id
                LEFT JOIN product_texts pt ON pt.product_id = p.id AND pt.store_code = 'nl'
                LEFT JOIN stock_items s ON s.sku = p.sku
                ORDER BY page.n`,
          );
    const [count] = await rowsOf<{ n: number }>(
      this.shop,
      sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    );
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** The stored state of the products with these skus (with `lock`, their rows locked). */
  async productsBySku(
    skus: readonly string[],
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<Map<string, StoredProduct>> {
    if (skus.length === 0) return new Map();
    const rows = await rowsOf<Record<string, unknown>>(
      this.shop,
      sql`SELECT p.id, p.sku, p.type_id, p.parent_id, p.configurable_attributes, p.status,
            p.visibility, p.tax_class_id, p.price,
            p.special_price, p.advice_price, p.ean_code, p.attributes,
            (extract(epoch FROM p.special_from_date) * 1000)::float8 AS special_from_ms,
            (extract(epoch FROM p.special_to_date) * 1000)::float8 AS special_to_ms,
            (extract(epoch FROM p.updated_at) * 1000)::float8 AS updated_ms,
            (SELECT json_agg(json_build_array(store_code, name, description, short_description, url_key))
               FROM product_texts pt WHERE pt.product_id = p.id) AS texts,
            (SELECT coalesce(json_agg(json_build_array(category_id, position) ORDER BY category_id), '[]'::json)
               FROM product_categories pc WHERE pc.product_id = p.id) AS categories,
            (SELECT coalesce(json_agg(json_build_array(customer_group_id, qty, value)
                 ORDER BY customer_group_id, qty), '[]'::json)
               FROM tier_prices tp WHERE tp.product_id = p.id) AS tiers,
            (SELECT json_build_array(qty, is_in_stock, manage_stock) FROM stock_items s WHERE s.sku = p.sku) AS stock,
            (SELECT coalesce(json_agg(file ORDER BY position, id), '[]'::json)
               FROM product_media m WHERE m.product_id = p.id AND m.media_type = 'image') AS images
          FROM products p WHERE p.sku = ANY(${textArray(skus)})
          ${options.lock ? sql`FOR UPDATE OF p` : sql``}`,
      tx,
    );
    const found = new Map<string, StoredProduct>();
    for (const row of rows) {
      const texts = (jsonOf(row.texts) ?? []) as [string, string, string, string | null, string][];
      const text = (store: string) => texts.find(([code]) => code === store);
      const stock = jsonOf(row.stock) as [number, boolean, boolean] | null;
      const ms = (value: unknown) =>
        value === null || value === undefined ? null : new Date(Number(value)).toISOString();
      found.set(String(row.sku), {
        id: Number(row.id),
        sku: String(row.sku),
        typeId: String(row.type_id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        configurableAttributes: (row.configurable_attributes as string[] | null) ?? null,
        status: Number(row.status),
        visibility: Number(row.visibility),
        taxClassId: Number(row.tax_class_id),
        price: Number(row.price),
        specialPrice: row.special_price === null ? null : Number(row.special_price),
        specialFrom: ms(row.special_from_ms),
        specialTo: ms(row.special_to_ms),
        advicePrice: row.advice_price === null ? null : Number(row.advice_price),
        ean: (row.ean_code as string | null) ?? null,
        attributes: (jsonOf(row.attributes) ?? {}) as Record<string, unknown>,
        name: { nl: text('nl')?.[1] ?? '', de: text('de')?.[1] ?? '' },
        description: { nl: text('nl')?.[2] ?? '', de: text('de')?.[2] ?? '' },
        shortDescription: { nl: text('nl')?.[3] ?? null, de: text('de')?.[3] ?? null },
        urlKey: { nl: text('nl')?.[4] ?? '', de: text('de')?.[4] ?? '' },
        categories: ((jsonOf(row.categories) ?? []) as [number, number][]).map(
          ([id, position]) => ({
            id: Number(id),
            position: Number(position),
          }),
        ),
        tierPrices: ((jsonOf(row.tiers) ?? []) as [number, number, number][]).map(
          ([customerGroupId, qty, value]) => ({
            customerGroupId: Number(customerGroupId),
            qty: Number(qty),
            value: Number(value),
          }),
        ),
        stock: stock
          ? { qty: Number(stock[0]), isInStock: Boolean(stock[1]), manageStock: Boolean(stock[2]) }
          : null,
        images: (jsonOf(row.images) ?? []) as string[],
        updatedAt: ms(row.updated_ms) ?? new Date(0).toISOString(),
      });
    }
    return found;
  }

  /**
   * Writes new and changed products: new ones whole, changed ones only in the parts that
   * changed (the product row, texts, categories, tier prices, stock, images), batched by part.
   */
  async writeProducts(writes: readonly ProductWrite[], now: Date, tx: Executor): Promise<void> {
    if (writes.length === 0) return;
    const stamp = now.toISOString();
    const inserts = writes.filter((write) => write.isNew);
    if (inserts.length > 0) {
      await tx.insert(t.products).values(
        inserts.map(({ next }) => ({
          id: next.id,
          sku: next.sku,
          typeId: next.typeId,
          parentId: next.parentId,
          configurableAttributes: next.configurableAttributes,
          status: next.status,
          visibility: next.visibility,
          taxClassId: next.taxClassId,
          price: next.price,
          specialPrice: next.specialPrice,
          specialFromDate: next.specialFrom,
          specialToDate: next.specialTo,
          advicePrice: next.advicePrice,
          eanCode: next.ean,
          attributes: next.attributes,
          position: next.id,
          createdAt: stamp,
          updatedAt: stamp,
        })),
      );
    }
    for (const { next } of writes.filter((write) => !write.isNew && write.parts.has('product'))) {
      await tx
        .update(t.products)
        .set({
          typeId: next.typeId,
          configurableAttributes: next.configurableAttributes,
          status: next.status,
          visibility: next.visibility,
          taxClassId: next.taxClassId,
          price: next.price,
          specialPrice: next.specialPrice,
          specialFromDate: next.specialFrom,
          specialToDate: next.specialTo,
          advicePrice: next.advicePrice,
          eanCode: next.ean,
          attributes: next.attributes,
          updatedAt: stamp,
        })
        .where(sql`${t.products.id} = ${next.id}`);
    }
    const touched = writes.filter((write) => !write.isNew && !write.parts.has('product'));
    if (touched.length > 0) {
      await tx
        .update(t.products)
        .set({ updatedAt: stamp })
        .where(sql`${t.products.id} = ANY(${intArray(touched.map((write) => write.next.id))})`);
    }

    const part = (name: string) =>
      writes.filter((write) => write.isNew || write.parts.has(name as never)).map((w) => w.next);

    const texts = part('texts');
    if (texts.length > 0) {
      await tx
        .insert(t.productTexts)
        .values(
          texts.flatMap((next) =>
            (['nl', 'de'] as const).map((store) => ({
              productId: next.id,
              storeCode: store,
              name: next.name[store],
              description: next.description[store],
              shortDescription: next.shortDescription[store],
              urlKey: next.urlKey[store],
            })),
          ),
        )
        .onConflictDoUpdate({
          target: [t.productTexts.productId, t.productTexts.storeCode],
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            shortDescription: sql`excluded.short_description`,
            urlKey: sql`excluded.url_key`,
          },
        });
    }
    await this.replaceRows(tx, 'product_categories', part('categories'), (next) =>
      next.categories.map((category) => ({
        productId: next.id,
        categoryId: category.id,
        position: category.position,
      })),
    );
    await this.replaceRows(tx, 'tier_prices', part('tiers'), (next) =>
      next.tierPrices.map((tier) => ({ productId: next.id, ...tier })),
    );
    await this.replaceRows(tx, 'product_media', part('images'), (next) =>
      next.images.map((file, index) => ({
        productId: next.id,
        mediaType: 'image',
        file,
        label: null,
        position: index + 1,
      })),
    );
    const stock = part('stock').filter((next) => next.stock !== null);
    if (stock.length > 0) {
      await tx
        .insert(t.stockItems)
        .values(
          stock.map((next) => ({
            sku: next.sku,
            productId: next.id,
            qty: next.stock!.qty,
            isInStock: next.stock!.isInStock,
            manageStock: next.stock!.manageStock,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: t.stockItems.sku,
          set: {
            qty: sql`excluded.qty`,
            isInStock: sql`excluded.is_in_stock`,
            manageStock: sql`excluded.manage_stock`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
  }

  private async replaceRows<R extends Record<string, unknown>>(
    tx: Executor,
    table: 'product_categories' | 'tier_prices' | 'product_media',
    products: StoredProduct[],
    rowsOfProduct: (product: StoredProduct) => R[],
  ): Promise<void> {
    if (products.length === 0) return;
    const target =
      table === 'product_categories'
        ? t.productCategories
        : table === 'tier_prices'
          ? t.tierPrices
          : t.productMedia;
    const ids = intArray(products.map((product) => product.id));
    await tx
      .delete(target)
      .where(
        table === 'product_media'
          ? sql`product_id = ANY(${ids}) AND media_type = 'image'`
          : sql`product_id = ANY(${ids})`,
      );
    const rows = products.flatMap(rowsOfProduct);
    for (let i = 0; i < rows.length; i += 5000) {
      await tx.insert(target).values(rows.slice(i, i + 5000) as never);
    }
  }
}

function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function normalizeJob(row: JobRow): JobRow {
  return {
    ...row,
    file_bytes: Number(row.file_bytes),
    columns: jsonOf(row.columns) as string[] | null,
    ignored_columns: (jsonOf(row.ignored_columns) ?? []) as string[],
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    finished_at: row.finished_at ? new Date(row.finished_at) : null,
  };
}
