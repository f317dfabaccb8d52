/**
 * The test provider's transactions (test_payment_transactions), kept in the database so that
 * any process of the shop can serve them.
 */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, between, eq, sql } from 'drizzle-orm';
import { BUCKAROO_STATUS } from '../buckaroo-types.ts';

export type TestTransaction = typeof schema.testPaymentTransactions.$inferSelect;
export type NewTestTransaction = typeof schema.testPaymentTransactions.$inferInsert;

export class TestTransactionRepository {
  constructor(private readonly shop: ShopDatabase) {}

  async insert(transaction: NewTestTransaction, tx?: Executor): Promise<TestTransaction | null> {
    const [stored] = await (tx ?? this.shop.db)
      .insert(schema.testPaymentTransactions)
      .values(transaction)
      .returning();
    return stored ?? null;
  }

  async findByKey(key: string, tx?: Executor): Promise<TestTransaction | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.testPaymentTransactions)
      .where(eq(schema.testPaymentTransactions.key, key));
    return row ?? null;
  }

  /** What refunds paid back of a payment so far (cents): its successful credits. */
  async refundedOf(originalKey: string, tx?: Executor): Promise<number> {
    const table = schema.testPaymentTransactions;
    const [row] = await (tx ?? this.shop.db)
      .select({ total: sql<string>`coalesce(sum(${table.amount}), 0)` })
      .from(table)
      .where(
        and(eq(table.originalKey, originalKey), eq(table.statusCode, BUCKAROO_STATUS.SUCCESS)),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * Gives a pending transaction its final status code; null when it is not pending (any more),
   * so only the first of two concurrent verdicts changes it.
   */
  async finishPending(
    key: string,
    statusCode: number,
    at: Date,
    tx?: Executor,
  ): Promise<TestTransaction | null> {
    const table = schema.testPaymentTransactions;
    const [updated] = await (tx ?? this.shop.db)
      .update(table)
      .set({ statusCode, updatedAt: at })
      .where(
        and(
          eq(table.key, key),
          between(table.statusCode, BUCKAROO_STATUS.PENDING_INPUT, BUCKAROO_STATUS.ON_HOLD),
        ),
      )
      .returning();
    return updated ?? null;
  }
}
