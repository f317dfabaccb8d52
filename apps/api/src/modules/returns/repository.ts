/** The returns module's tables: returns, their lines and their state changes. */
import type { ReturnReason, ReturnState } from '@shop/core';
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

export type ReturnRow = typeof schema.orderReturns.$inferSelect;

/** A return with its lines and its history, as every view of it reads it. */
export interface StoredReturn {
  row: ReturnRow;
  lines: { orderItemId: number; sku: string; name: string; qty: number }[];
  history: { state: ReturnState; at: Date }[];
}

const R = schema.orderReturns;
const L = schema.orderReturnLines;
const E = schema.orderReturnEvents;

export class ReturnRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The next number of the one return sequence. */
  async nextSequence(tx: Executor): Promise<number> {
    const [row] = await rowsOf<{ value: string | number }>(
      this.shop,
      sql`SELECT nextval('return_number_seq') AS value`,
      tx,
    );
    return Number(row?.value);
  }

  /** Units per order line in the order's returns that were not rejected. */
  async returnedQuantities(orderId: number, tx?: Executor): Promise<Map<number, number>> {
    const rows = await (tx ?? this.shop.db)
      .select({ orderItemId: L.orderItemId, qty: sql<number>`sum(${L.qty})::int` })
      .from(L)
      .innerJoin(R, eq(R.id, L.returnId))
      .where(and(eq(R.orderId, orderId), ne(R.state, 'rejected')))
      .groupBy(L.orderItemId);
    return new Map(rows.map((row) => [row.orderItemId, row.qty]));
  }

  /** Writes an announced return with its lines and its first history entry. */
  async insertAnnounced(
    entry: {
      returnNumber: string;
      orderId: number;
      orderNumber: string;
      storeCode: string;
      reason: ReturnReason;
      comment: string;
      lines: { orderItemId: number; sku: string; name: string; qty: number }[];
      at: Date;
    },
    tx: Executor,
  ): Promise<ReturnRow> {
    const { lines, at, ...fields } = entry;
    const [row] = await tx
      .insert(R)
      .values({ ...fields, state: 'announced', createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('the return was not written');
    await tx.insert(L).values(lines.map((line) => ({ ...line, returnId: row.id })));
    await tx.insert(E).values({ returnId: row.id, state: 'announced', at });
    return row;
  }

  /** A return by its number (locked for a state change when `lock`), or null. */
  async findByNumber(
    returnNumber: string,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<ReturnRow | null> {
    const query = (tx ?? this.shop.db).select().from(R).where(eq(R.returnNumber, returnNumber));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Moves a return to `to` and records the change with its time. */
  async changeState(id: number, to: ReturnState, at: Date, tx: Executor): Promise<void> {
    await tx.update(R).set({ state: to, updatedAt: at }).where(eq(R.id, id));
    await tx.insert(E).values({ returnId: id, state: to, at });
  }

  /** Rejects a return with the operator's reason and records the change with its time. */
  async reject(id: number, reason: string, at: Date, tx: Executor): Promise<void> {
    await tx
      .update(R)
      .set({ state: 'rejected', rejectReason: reason, updatedAt: at })
      .where(eq(R.id, id));
    await tx.insert(E).values({ returnId: id, state: 'rejected', at });
  }

  /** The returns of some orders with their lines and history, oldest first per order. */
  async returnsOfOrders(orderIds: readonly number[], tx?: Executor): Promise<StoredReturn[]> {
    if (orderIds.length === 0) return [];
    const rows = await (tx ?? this.shop.db)
      .select()
      .from(R)
      .where(anyOf(R.orderId, [...orderIds]))
      .orderBy(asc(R.id));
    return this.withDetails(rows, tx);
  }

  /** One return with its lines and history. */
  async details(row: ReturnRow, tx?: Executor): Promise<StoredReturn> {
    const [stored] = await this.withDetails([row], tx);
    return stored!;
  }

  private async withDetails(rows: ReturnRow[], tx?: Executor): Promise<StoredReturn[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const db = tx ?? this.shop.db;
    const lines = await db.select().from(L).where(anyOf(L.returnId, ids)).orderBy(asc(L.id));
    const events = await db.select().from(E).where(anyOf(E.returnId, ids)).orderBy(asc(E.id));
    return rows.map((row) => ({
      row,
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map(({ orderItemId, sku, name, qty }) => ({ orderItemId, sku, name, qty })),
      history: events
        .filter((event) => event.returnId === row.id)
        .map((event) => ({ state: event.state as ReturnState, at: event.at })),
    }));
  }
}
