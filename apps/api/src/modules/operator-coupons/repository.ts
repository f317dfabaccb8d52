/** The SQL of the back office's coupons (the sales rules the cart applies). */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';

export type CouponRow = typeof schema.salesRules.$inferSelect;
export type NewCouponRow = Omit<typeof schema.salesRules.$inferInsert, 'id'>;

const r = schema.salesRules;

function prefixPattern(text: string): string {
  return `${text.toUpperCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class OperatorCouponRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /** Whether a code is taken in any case (the cart compares codes without regard to case). */
  async codeTaken(code: string, tx: Executor): Promise<boolean> {
    const [row] = await tx
      .select({ id: r.id })
      .from(r)
      .where(sql`upper(${r.couponCode}) = upper(${code})`)
      .limit(1);
    return row !== undefined;
  }

  /** Null when the code was taken meanwhile (the unique index decides). */
  async insert(rule: NewCouponRow, tx: Executor): Promise<CouponRow | null> {
    const [row] = await tx.insert(r).values(rule).onConflictDoNothing().returning();
    return row ?? null;
  }

  async byId(id: number, tx?: Executor, options: { lock?: boolean } = {}) {
    const query = (tx ?? this.shop.db).select().from(r).where(eq(r.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async disable(id: number, tx: Executor): Promise<CouponRow | null> {
    const [row] = await tx.update(r).set({ active: false }).where(eq(r.id, id)).returning();
    return row ?? null;
  }

  /** One page of coupons, newest first, and how many match. */
  async page(
    filter: { q?: string | undefined; personal: boolean },
    page: { offset: number; limit: number },
  ): Promise<{ rows: CouponRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [filter.personal ? undefined : isNull(r.email)];
    const text = filter.q?.trim() ?? '';
    if (text !== '') {
      const pattern = prefixPattern(text);
      conditions.push(
        or(sql`upper(${r.couponCode}) LIKE ${pattern}`, sql`upper(${r.name}) LIKE ${pattern}`),
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.shop.db
        .select()
        .from(r)
        .where(where)
        .orderBy(desc(r.id))
        .limit(page.limit)
        .offset(page.offset),
      this.shop.db.select({ total: count() }).from(r).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }
}
