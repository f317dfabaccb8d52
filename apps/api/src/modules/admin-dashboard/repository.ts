/** The SQL of the back office's dashboard: read-only counts over orders, stock and reviews. */
import type { ShopDatabase } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';

const o = schema.orders;
const st = schema.stockItems;
const r = schema.reviews;

export interface DayFigures {
  /** Index of the span in the list given. */
  span: number;
  orders: number;
  revenue: number;
}

export class DashboardRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /**
   * Orders placed and the revenue of those not canceled (grand total less what was paid back),
   * per span of time ([start, end) in
   * epoch ms, consecutive and oldest first), in one query over the whole range.
   */
  async ordersPerSpan(
    spans: readonly { start: number; end: number }[],
    canceledStatus: string,
  ): Promise<DayFigures[]> {
    const first = spans[0];
    const last = spans.at(-1);
    if (!first || !last) return [];
    // Each order's span: how many span starts lie at or before its moment (width_bucket), less one.
    const starts = sql.join(
      spans.map((span) => sql`${new Date(span.start).toISOString()}`),
      sql`, `,
    );
    const bucket = sql<number>`width_bucket(${o.createdAt}, array[${starts}]::timestamptz[]) - 1`;
    const rows = await this.shop.db
      .select({
        span: bucket,
        orders: count(),
        revenue: sql<number>`coalesce(sum(${o.grandTotal} - ${o.refundedAmount}) filter (where ${o.status} <> ${canceledStatus}), 0)::bigint`,
      })
      .from(o)
      .where(and(gte(o.createdAt, new Date(first.start)), lt(o.createdAt, new Date(last.end))))
      .groupBy(sql`1`);
    return rows.map((row) => ({
      span: Number(row.span),
      orders: Number(row.orders),
      revenue: Number(row.revenue),
    }));
  }

  /** Orders in a status other than the settled ones, per status, most first. */
  async waitingPerStatus(settled: readonly string[]) {
    const rows = await this.shop.db
      .select({ status: o.status, count: count() })
      .from(o)
      .where(notInArray(o.status, [...settled]))
      .groupBy(o.status)
      .orderBy(desc(count()), asc(o.status));
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /** Counted stock items at or below the threshold: how many, and the emptiest `limit` with a name. */
  async runningOut(threshold: number, limit: number, storeCode: string) {
    const where = and(eq(st.manageStock, true), lte(st.qty, threshold));
    const [total] = await this.shop.db.select({ n: count() }).from(st).where(where);
    const items = await this.shop.db
      .select({
        sku: st.sku,
        productId: st.productId,
        qty: st.qty,
        name: sql<string>`coalesce(${schema.productTexts.name}, ${st.sku})`,
      })
      .from(st)
      .leftJoin(
        schema.productTexts,
        and(
          eq(schema.productTexts.productId, st.productId),
          eq(schema.productTexts.storeCode, storeCode),
        ),
      )
      .where(where)
      .orderBy(asc(st.qty), asc(st.sku))
      .limit(limit);
    return { total: Number(total?.n ?? 0), items };
  }

  /** Reviews waiting for approval (review_status 2) in every store view. */
  async reviewsWaiting(pendingStatus: number): Promise<number> {
    const [row] = await this.shop.db
      .select({ n: count() })
      .from(r)
      .where(eq(r.reviewStatus, pendingStatus));
    return Number(row?.n ?? 0);
  }
}
