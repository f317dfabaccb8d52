/**
 * The payments table: one row per attempt to pay an order at the provider. At most one attempt
 * of an order is pending (a partial unique index), its transaction key names it at the provider,
 * and its status changes only through the provider's news.
 */
import type { PaymentRecordStatus } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, desc, eq, sql } from 'drizzle-orm';

export type PaymentRow = typeof schema.payments.$inferSelect;
/** A new attempt: it starts pending. */
export type NewPayment = Omit<typeof schema.payments.$inferInsert, 'id' | 'status'>;

export class PaymentRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** Runs `work` in one transaction (the locks it takes are held until it ends). */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /**
   * Inserts the pending attempt of an order; null when the order has one pending already (the
   * partial unique index decides a race between two starts).
   */
  async claimPending(payment: NewPayment, tx?: Executor): Promise<PaymentRow | null> {
    const [created] = await (tx ?? this.shop.db)
      .insert(schema.payments)
      .values({ ...payment, status: 'pending' })
      .onConflictDoNothing({
        target: schema.payments.orderId,
        where: sql`${schema.payments.status} = 'pending'`,
      })
      .returning();
    return created ?? null;
  }

  async findPendingOf(orderId: number, tx?: Executor): Promise<PaymentRow | null> {
    const [pending] = await (tx ?? this.shop.db)
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'pending')));
    return pending ?? null;
  }

  /**
   * Records a signed push as it arrived, with what became of it, naming the order of its
   * transaction when the shop knows it.
   */
  async recordPush(
    push: {
      transactionKey: string;
      statusCode: number;
      verdict: 'applied' | 'unknown' | 'mismatch';
    },
    at: Date,
  ): Promise<void> {
    const P = schema.payments;
    await this.shop.db.insert(schema.paymentPushes).values({
      ...push,
      orderId: sql`(SELECT ${P.orderId} FROM ${P} WHERE ${P.transactionKey} = ${push.transactionKey})`,
      receivedAt: at,
    });
  }

  /** The order's newest attempt. */
  async findLatestOf(orderId: number, tx?: Executor): Promise<PaymentRow | null> {
    const [payment] = await (tx ?? this.shop.db)
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(desc(schema.payments.id))
      .limit(1);
    return payment ?? null;
  }

  async findByTransactionKey(key: string, tx?: Executor): Promise<PaymentRow | null> {
    const [payment] = await (tx ?? this.shop.db)
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.transactionKey, key));
    return payment ?? null;
  }

  /** The payment of a transaction key, locked until the transaction `tx` ends. */
  async lockByTransactionKey(key: string, tx: Executor): Promise<PaymentRow | null> {
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.transactionKey, key))
      .for('update');
    return payment ?? null;
  }

  /**
   * Pending payments with a transaction that nothing was heard of since `before`, the oldest
   * first.
   */
  async listStalePending(before: Date, limit: number, tx?: Executor): Promise<PaymentRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.status, 'pending'),
          sql`${schema.payments.transactionKey} IS NOT NULL`,
          sql`${schema.payments.updatedAt} < ${before}`,
        ),
      )
      .orderBy(schema.payments.updatedAt)
      .limit(limit);
  }

  /** Stores what the provider answered to the start: its transaction and how to pay it. */
  async recordTransaction(
    id: number,
    transaction: {
      transactionKey: string;
      statusCode: number;
      redirectUrl: string | null;
      instructions: unknown;
      at: Date;
    },
    tx?: Executor,
  ): Promise<void> {
    const { at, ...fields } = transaction;
    await (tx ?? this.shop.db)
      .update(schema.payments)
      .set({ ...fields, updatedAt: at })
      .where(eq(schema.payments.id, id));
  }

  /** Stores a status and the provider's status code of it. */
  async recordStatus(
    id: number,
    status: PaymentRecordStatus,
    statusCode: number,
    at: Date,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.payments)
      .set({ status, statusCode, updatedAt: at })
      .where(eq(schema.payments.id, id));
  }

  /** Ends an attempt that is still pending with the given status (a later one may start). */
  async endPending(
    id: number,
    status: PaymentRecordStatus,
    statusCode: number | null,
    at: Date,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.payments)
      .set({ status, statusCode, updatedAt: at })
      .where(and(eq(schema.payments.id, id), eq(schema.payments.status, 'pending')));
  }

  /**
   * Ends every attempt of an order that is still pending with the given status (its order is
   * canceled without money): money the provider reports for it later is money after the end.
   */
  async endPendingOfOrder(
    orderId: number,
    status: PaymentRecordStatus,
    at: Date,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.payments)
      .set({ status, updatedAt: at })
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'pending')));
  }

  /** Marks a payment as just looked at, so parallel readers do not all ask the provider. */
  async touch(id: number, at: Date, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.payments)
      .set({ updatedAt: at })
      .where(eq(schema.payments.id, id));
  }
}
