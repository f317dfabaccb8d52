/**
 * All SQL of the reward points: the balance row per customer, the ledger of its changes and the
 * points a customer chose to spend on a cart. The balance row always equals the sum of the
 * customer's ledger: every writer changes both in one transaction.
 */

import type { RewardReason } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

const b = schema.rewardBalances;
const e = schema.rewardEntries;
const c = schema.rewardCartPoints;

export type RewardEntryRow = typeof e.$inferSelect;

/** A new ledger entry. */
export interface NewRewardEntry {
  customerId: number;
  points: number;
  reason: RewardReason;
  reference: string;
  orderId?: number | null;
  orderIncrementId?: string | null;
  createdAt?: Date;
}

export class RewardsRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** A customer's balance (0 before their first points). */
  async balanceOf(customerId: number, tx?: Executor): Promise<number> {
    const [row] = await (tx ?? this.shop.db)
      .select({ points: b.points })
      .from(b)
      .where(eq(b.customerId, customerId));
    return row?.points ?? 0;
  }

  /**
   * The customer's balance, its row locked until `tx` ends (made first when missing, so there
   * is always a row to lock): changes that depend on the balance wait for each other.
   */
  async lockBalance(customerId: number, tx: Executor): Promise<number> {
    await tx
      .insert(b)
      .values({ customerId, points: 0 })
      .onConflictDoNothing({ target: b.customerId });
    const [row] = await tx
      .select({ points: b.points })
      .from(b)
      .where(eq(b.customerId, customerId))
      .for('update');
    return row?.points ?? 0;
  }

  /** Adds points (above zero) to a customer's balance. */
  async credit(customerId: number, points: number, at: Date, tx: Executor): Promise<void> {
    await tx
      .insert(b)
      .values({ customerId, points, updatedAt: at })
      .onConflictDoUpdate({
        target: b.customerId,
        set: { points: sql`${b.points} + ${points}`, updatedAt: at },
      });
  }

  /**
   * Takes points from a customer's balance only if it holds them, in one conditional update (a
   * concurrent taker waits for this row and then sees what is left); whether it took them.
   */
  async debitIfCovered(
    customerId: number,
    points: number,
    at: Date,
    tx: Executor,
  ): Promise<boolean> {
    const taken = await tx
      .update(b)
      .set({ points: sql`${b.points} - ${points}`, updatedAt: at })
      .where(and(eq(b.customerId, customerId), gte(b.points, points)))
      .returning({ points: b.points });
    return taken.length > 0;
  }

  /** Writes a ledger entry unless its reason and reference have one; whether it wrote it. */
  async insertEntryOnce(entry: NewRewardEntry, tx: Executor): Promise<boolean> {
    const written = await tx
      .insert(e)
      .values(entry)
      .onConflictDoNothing({ target: [e.reason, e.reference] })
      .returning({ id: e.id });
    return written.length > 0;
  }

  /** The entry of a reason and reference, or null. */
  async findEntry(
    reason: RewardReason,
    reference: string,
    tx?: Executor,
  ): Promise<RewardEntryRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(e)
      .where(and(eq(e.reason, reason), eq(e.reference, reference)));
    return row ?? null;
  }

  /** A page of a customer's ledger, newest first, and how many entries they have. */
  async history(
    customerId: number,
    page: { size: number; number: number },
    tx?: Executor,
  ): Promise<{ items: RewardEntryRow[]; total: number }> {
    const exec = tx ?? this.shop.db;
    const items = await exec
      .select()
      .from(e)
      .where(eq(e.customerId, customerId))
      .orderBy(desc(e.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [total] = await exec.select({ n: count() }).from(e).where(eq(e.customerId, customerId));
    return { items, total: total?.n ?? 0 };
  }

  /** Records the points a customer chose to spend on a cart (replacing an earlier choice). */
  async setCartPoints(
    cart: { cartId: string; customerId: number; points: number },
    at: Date,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .insert(c)
      .values({ ...cart, updatedAt: at })
      .onConflictDoUpdate({
        target: c.cartId,
        set: { customerId: cart.customerId, points: cart.points, updatedAt: at },
      });
  }

  /** The points chosen for a cart, or null. */
  async cartPoints(
    cartId: string,
    tx?: Executor,
  ): Promise<{ customerId: number; points: number } | null> {
    const [row] = await (tx ?? this.shop.db)
      .select({ customerId: c.customerId, points: c.points })
      .from(c)
      .where(eq(c.cartId, cartId));
    return row ?? null;
  }

  /** Forgets the points chosen for a cart. */
  async clearCartPoints(cartId: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).delete(c).where(eq(c.cartId, cartId));
  }
}
