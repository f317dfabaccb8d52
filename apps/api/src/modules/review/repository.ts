/**
 * The SQL of product reviews: writing one, the approved ones of a product, the pending ones for
 * the operator, moderation.
 */
import { REVIEW_STATUS } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, desc, eq, sql } from 'drizzle-orm';

export type ReviewRow = typeof schema.reviews.$inferSelect;
/** A pending review with its product's sku, for the operator's list. */
export type PendingReviewRow = ReviewRow & { sku: string };
export type NewReview = Omit<typeof schema.reviews.$inferInsert, 'id'>;

const r = schema.reviews;

export class ReviewRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /**
   * Writes a review; null when the customer has one of the product already (the partial unique
   * index decides, so two requests at once write one).
   */
  async insert(review: NewReview, tx?: Executor): Promise<ReviewRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(r)
      .values(review)
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /** Whether the customer wrote a review of the product before (in any store view). */
  async existsOfCustomer(customerId: number, productId: number, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.customerId, customerId), eq(r.productId, productId)))
      .limit(1);
    return row !== undefined;
  }

  /** One page of a product's approved reviews in a store view, newest first, and their count. */
  async approvedPage(
    productId: number,
    storeId: number,
    page: { start: number; size: number },
  ): Promise<{ rows: ReviewRow[]; total: number; average: number }> {
    const where = and(
      eq(r.productId, productId),
      eq(r.storeId, storeId),
      eq(r.reviewStatus, REVIEW_STATUS.approved),
    );
    const [summary] = await this.shop.db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${r.rating}), 1)`,
      })
      .from(r)
      .where(where);
    const total = summary?.total ?? 0;
    const rows =
      total === 0 || page.start >= total
        ? []
        : await this.shop.db
            .select()
            .from(r)
            .where(where)
            .orderBy(desc(r.createdAt), desc(r.id))
            .limit(page.size)
            .offset(page.start);
    return { rows, total, average: Number(summary?.average ?? 0) };
  }

  /** One page of the reviews waiting for approval (all store views), newest first, and their count. */
  async pendingPage(page: {
    start: number;
    size: number;
  }): Promise<{ rows: PendingReviewRow[]; total: number }> {
    const where = eq(r.reviewStatus, REVIEW_STATUS.pending);
    const [summary] = await this.shop.db
      .select({ total: sql<number>`count(*)::int` })
      .from(r)
      .where(where);
    const total = summary?.total ?? 0;
    if (total === 0 || page.start >= total) return { rows: [], total };
    const rows = await this.shop.db
      .select({ review: r, sku: schema.products.sku })
      .from(r)
      .innerJoin(schema.products, eq(schema.products.id, r.productId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(page.size)
      .offset(page.start);
    return { rows: rows.map(({ review, sku }) => ({ ...review, sku })), total };
  }

  /** Sets a review's status; the row as it is now, or null when there is no such review. */
  /** Sets a review's status; the row after, with its status before, or null when unknown. */
  async setStatus(
    id: number,
    status: number,
    now: Date,
    tx: Executor,
  ): Promise<(ReviewRow & { statusBefore: number }) | null> {
    const [before] = await tx
      .select({ status: r.reviewStatus })
      .from(r)
      .where(eq(r.id, id))
      .for('update');
    if (!before) return null;
    const [row] = await tx
      .update(r)
      .set({ reviewStatus: status, updatedAt: now })
      .where(eq(r.id, id))
      .returning();
    return row ? { ...row, statusBefore: before.status } : null;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }
}
