/**
 * All SQL of the gift cards: the cards (found by the keyed hash of their code), the cards
 * applied to carts, what orders took of them, and the key of the hashes.
 */
import { anyOf, type Executor, keepShopMeta, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';

const g = schema.giftCards;
const c = schema.cartGiftCards;
const oc = schema.orderCredits;

export type GiftCardRow = typeof g.$inferSelect;
export type NewGiftCard = Omit<typeof g.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A card applied to a cart: the card and its balance when it was applied. */
export interface AppliedGiftCard {
  card: GiftCardRow;
  seenBalance: number;
}

export class GiftCardRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /** The card whose code has this keyed hash (an index look-up: no code is compared in SQL). */
  async findByCodeHash(codeHash: string, tx?: Executor): Promise<GiftCardRow | null> {
    const [row] = await (tx ?? this.shop.db).select().from(g).where(eq(g.codeHash, codeHash));
    return row ?? null;
  }

  /**
   * A value of shop_meta: the one stored, else `candidate`, stored now. The first process to
   * get here stores its candidate; every other one reads that one.
   */
  async keepMeta(key: string, candidate: string, exec?: Executor): Promise<string | null> {
    return keepShopMeta(exec ?? this.shop.db, key, candidate);
  }

  async replaceMeta(key: string, value: string, exec?: Executor): Promise<void> {
    await (exec ?? this.shop.db)
      .update(schema.shopMeta)
      .set({ value, updatedAt: sql`now()` })
      .where(eq(schema.shopMeta.key, key));
  }

  /** Whether any card is stored by the hash of its code. */
  async anyHashed(exec?: Executor): Promise<boolean> {
    const [row] = await (exec ?? this.shop.db)
      .select({ id: g.id })
      .from(g)
      .where(isNotNull(g.codeHash))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Up to `limit` cards still holding a plain code, locked until the transaction ends; rows
   * another process is hashing are skipped (FOR UPDATE SKIP LOCKED).
   */
  async lockPlainCodes(limit: number, tx: Executor): Promise<{ id: number; code: string }[]> {
    const rows = await tx
      .select({ id: g.id, code: g.plainCode })
      .from(g)
      .where(isNotNull(g.plainCode))
      .orderBy(asc(g.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.flatMap((row) => (row.code === null ? [] : [{ id: row.id, code: row.code }]));
  }

  /** Stores a card's code as its hash and last four, and forgets the plain code. */
  async storeHashed(
    id: number,
    code: { codeHash: string; codeLast4: string },
    tx: Executor,
  ): Promise<void> {
    await tx
      .update(g)
      .set({ ...code, plainCode: null })
      .where(eq(g.id, id));
  }

  /**
   * The cards applied to a cart in the order applied; `lock` locks the cards until the
   * transaction ends (an order spending them: concurrent orders take turns on each card).
   */
  async appliedTo(cartId: string, exec?: Executor, lock = false): Promise<AppliedGiftCard[]> {
    const query = (exec ?? this.shop.db)
      .select({ card: g, seenBalance: c.seenBalance })
      .from(c)
      .innerJoin(g, eq(g.id, c.giftCardId))
      .where(eq(c.cartId, cartId))
      .orderBy(asc(c.position));
    return lock ? query.for('update', { of: g }) : query;
  }

  /** Applies a card to a cart (applied before: nothing changes). */
  async apply(cartId: string, card: GiftCardRow, tx: Executor): Promise<void> {
    await tx
      .insert(c)
      .values({ cartId, giftCardId: card.id, seenBalance: card.balance })
      .onConflictDoNothing();
  }

  async remove(cartId: string, giftCardId: number, tx: Executor): Promise<void> {
    await tx.delete(c).where(and(eq(c.cartId, cartId), eq(c.giftCardId, giftCardId)));
  }

  /** Remembers the cards' current balances as what the shopper has seen (after a review). */
  async refreshSeen(cartId: string, exec?: Executor): Promise<void> {
    await (exec ?? this.shop.db)
      .update(c)
      .set({
        seenBalance: sql`(select ${g.balance} from ${g} where ${g.id} = ${c.giftCardId})`,
      })
      .where(eq(c.cartId, cartId));
  }

  /**
   * Takes `amount` off a card only while it still holds that much and has not expired: the
   * conditional update is what makes a card impossible to overspend. Whether it did.
   */
  async debit(giftCardId: number, amount: number, now: Date, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(g)
      .set({ balance: sql`${g.balance} - ${amount}`, updatedAt: now })
      .where(
        and(
          eq(g.id, giftCardId),
          gte(g.balance, amount),
          isNull(g.blockedAt),
          sql`${g.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning({ id: g.id });
    return rows.length > 0;
  }

  async recordOrderCredit(
    credit: { orderId: number; giftCardId: number; amount: number },
    tx: Executor,
  ): Promise<void> {
    await tx.insert(oc).values({ ...credit, kind: 'giftcard' });
  }

  /**
   * Marks an order's unreleased credits released and answers them (only the first caller gets
   * them: a second release finds none), so each amount goes back exactly once.
   */
  async releaseOrderCredits(
    orderId: number,
    now: Date,
    tx: Executor,
  ): Promise<{ giftCardId: number | null; amount: number }[]> {
    return tx
      .update(oc)
      .set({ releasedAt: now })
      .where(and(eq(oc.orderId, orderId), isNull(oc.releasedAt)))
      .returning({ giftCardId: oc.giftCardId, amount: oc.amount });
  }

  /** Gives an amount back to a card (never above its value). */
  async credit(giftCardId: number, amount: number, now: Date, tx: Executor): Promise<void> {
    await tx
      .update(g)
      .set({ balance: sql`least(${g.initialValue}, ${g.balance} + ${amount})`, updatedAt: now })
      .where(eq(g.id, giftCardId));
  }

  /** What each credit paid of an order (unreleased ones). */
  async creditsOfOrder(orderId: number, exec?: Executor) {
    return (exec ?? this.shop.db)
      .select({ giftCardId: oc.giftCardId, amount: oc.amount, releasedAt: oc.releasedAt })
      .from(oc)
      .where(eq(oc.orderId, orderId))
      .orderBy(asc(oc.id));
  }

  /** The gift card lines of an order: id, quantity, unit price and recipient. */
  async giftCardLinesOf(orderId: number, tx: Executor) {
    const o = schema.orderItems;
    return tx
      .select({
        id: o.id,
        qty: o.qty,
        unitValue: o.priceInclTax,
        giftCard: o.giftCard,
      })
      .from(o)
      .where(and(eq(o.orderId, orderId), sql`${o.giftCard} is not null`))
      .orderBy(asc(o.id));
  }

  /** Inserts cards; a unit issued before (or a code taken, however unlikely) is skipped. */
  async insertCards(cards: readonly NewGiftCard[], tx: Executor): Promise<GiftCardRow[]> {
    if (cards.length === 0) return [];
    return tx
      .insert(g)
      .values([...cards])
      .onConflictDoNothing()
      .returning();
  }

  /** Which units of these order lines have a card already. */
  async issuedUnits(orderItemIds: readonly number[], tx: Executor) {
    if (orderItemIds.length === 0) return [];
    return tx
      .select({ orderItemId: g.orderItemId, unit: g.unit })
      .from(g)
      .where(anyOf(g.orderItemId, [...orderItemIds]));
  }

  // ------------------------------------------------------------------ the back office

  async byId(id: number, tx?: Executor, options: { lock?: boolean } = {}) {
    const query = (tx ?? this.shop.db).select().from(g).where(eq(g.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Blocks (a time) or unblocks (null) a card; the row after. */
  async setBlocked(id: number, blockedAt: Date | null, now: Date, tx: Executor) {
    const [row] = await tx
      .update(g)
      .set({ blockedAt, updatedAt: now })
      .where(eq(g.id, id))
      .returning();
    return row ?? null;
  }

  /** What orders took of a card and gave back, oldest first, with the orders' numbers. */
  async usesOf(giftCardId: number) {
    const o = schema.orders;
    return this.shop.db
      .select({
        amount: oc.amount,
        at: oc.createdAt,
        releasedAt: oc.releasedAt,
        orderNumber: o.incrementId,
      })
      .from(oc)
      .leftJoin(o, eq(o.id, oc.orderId))
      .where(eq(oc.giftCardId, giftCardId))
      .orderBy(asc(oc.createdAt), asc(oc.id));
  }

  async orderNumber(orderId: number | null): Promise<string | null> {
    if (orderId === null) return null;
    const o = schema.orders;
    const [row] = await this.shop.db
      .select({ number: o.incrementId })
      .from(o)
      .where(eq(o.id, orderId));
    return row?.number ?? null;
  }
}
