/**
 * The SQL of the back office's stores: the list, a store's hours and pick-up flag, and its shelf
 * stock (store_stock: one row per sku the store holds).
 */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type StoreRow = typeof schema.stores.$inferSelect;

const s = schema.stores;
const st = schema.storeStock;
const p = schema.products;
const own = alias(schema.productTexts, 'own_texts');
const parentTexts = alias(schema.productTexts, 'parent_texts');

/** The store view whose product names the back office shows. */
const NAME_STORE_CODE = 'nl';

/** A LIKE pattern matching values that start with `text` (its wildcards taken literally). */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A LIKE pattern matching values that hold a word starting with `text`. */
function wordPattern(text: string): string {
  return `%${prefixPattern(text)}`;
}

export interface ShelfRow {
  sku: string;
  name: string | null;
  qty: number;
}

export class OperatorStoreRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  async list(): Promise<StoreRow[]> {
    return this.shop.db.select().from(s).orderBy(s.name, s.code);
  }

  /** Whether a store of this code exists (active or not). */
  async exists(code: string): Promise<boolean> {
    const [row] = await this.shop.db.select({ code: s.code }).from(s).where(eq(s.code, code));
    return row !== undefined;
  }

  /** A store, held until `tx` ends. */
  async lock(code: string, tx: Executor): Promise<StoreRow | null> {
    const [row] = await tx.select().from(s).where(eq(s.code, code)).for('update');
    return row ?? null;
  }

  async update(
    code: string,
    change: Pick<StoreRow, 'openingHours' | 'isPickupLocation'>,
    tx: Executor,
  ): Promise<StoreRow | null> {
    const [row] = await tx.update(s).set(change).where(eq(s.code, code)).returning();
    return row ?? null;
  }

  /**
   * One page of a store's shelf stock by sku, and how many rows match: a search is the start of
   * the sku, or words that each appear in the product's name (a variant's own, else its parent's).
   */
  async shelf(
    code: string,
    q: string | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ShelfRow[]; total: number }> {
    const name = sql<string | null>`coalesce(${own.name}, ${parentTexts.name})`;
    const conditions: (SQL | undefined)[] = [eq(st.storeCode, code)];
    const text = q?.trim() ?? '';
    if (text !== '') {
      const words = text.split(/\s+/).slice(0, 5);
      conditions.push(
        or(
          sql`lower(${st.sku}) LIKE ${prefixPattern(text)}`,
          and(...words.map((word) => sql`lower(${name}) LIKE ${wordPattern(word)}`)),
        ),
      );
    }
    const where = and(...conditions);
    const ownName = and(eq(own.productId, p.id), eq(own.storeCode, NAME_STORE_CODE));
    const parentName = and(
      eq(parentTexts.productId, p.parentId),
      eq(parentTexts.storeCode, NAME_STORE_CODE),
    );
    const [rows, [total]] = await Promise.all([
      this.shop.db
        .select({ sku: st.sku, name, qty: st.qty })
        .from(st)
        .leftJoin(p, eq(p.sku, st.sku))
        .leftJoin(own, ownName)
        .leftJoin(parentTexts, parentName)
        .where(where)
        .orderBy(st.sku)
        .limit(page.limit)
        .offset(page.offset),
      this.shop.db
        .select({ total: count() })
        .from(st)
        .leftJoin(p, eq(p.sku, st.sku))
        .leftJoin(own, ownName)
        .leftJoin(parentTexts, parentName)
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /** The type of each of these skus the catalogue has (absent: unknown sku). */
  async productTypes(skus: readonly string[], tx: Executor): Promise<Map<string, string>> {
    if (skus.length === 0) return new Map();
    const rows = await tx
      .select({ sku: p.sku, typeId: p.typeId })
      .from(p)
      .where(anyOf(p.sku, [...skus]));
    return new Map(rows.map((row) => [row.sku, row.typeId]));
  }

  /** The store's shelf quantity of these skus, held until `tx` ends (absent: no row). */
  async lockShelf(
    code: string,
    skus: readonly string[],
    tx: Executor,
  ): Promise<Map<string, number>> {
    const rows = await tx
      .select({ sku: st.sku, qty: st.qty })
      .from(st)
      .where(and(eq(st.storeCode, code), anyOf(st.sku, [...skus])))
      .orderBy(st.sku)
      .for('update');
    return new Map(rows.map((row) => [row.sku, row.qty]));
  }

  /** Writes the store's shelf quantity of each sku (a row is made where there was none). */
  async writeShelf(
    code: string,
    items: readonly { sku: string; qty: number }[],
    tx: Executor,
  ): Promise<void> {
    for (let i = 0; i < items.length; i += WRITE_CHUNK) {
      await tx
        .insert(st)
        .values(items.slice(i, i + WRITE_CHUNK).map((item) => ({ storeCode: code, ...item })))
        .onConflictDoUpdate({ target: [st.storeCode, st.sku], set: { qty: sql`excluded.qty` } });
    }
  }
}

/** Rows per insert statement (three parameters each, well under the protocol's limit). */
const WRITE_CHUNK = 1000;
