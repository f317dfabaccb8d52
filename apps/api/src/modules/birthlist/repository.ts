/**
 * The birth list module's tables: lists, their items and donation items, the purchases that
 * count gifts bought from a list and the contributions towards its donation items. Methods take
 * an optional transaction last and answer null for absence.
 */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

export type BirthListRow = typeof schema.birthLists.$inferSelect;
export type BirthListItemRow = typeof schema.birthListItems.$inferSelect;
export type DonationItemRow = typeof schema.birthListDonationItems.$inferSelect;
type NewBirthList = typeof schema.birthLists.$inferInsert;
type NewBirthListItem = typeof schema.birthListItems.$inferInsert;
type NewDonationItem = typeof schema.birthListDonationItems.$inferInsert;

const L = schema.birthLists;
const I = schema.birthListItems;
const D = schema.birthListDonationItems;
const P = schema.birthListPurchases;
const C = schema.birthListContributions;

export class BirthListRepository {
  constructor(private readonly shop: ShopDatabase) {}

  private db(tx?: Executor): Executor {
    return tx ?? this.shop.db;
  }

  /** The list with this id, or null. */
  async findById(id: number, tx?: Executor): Promise<BirthListRow | null> {
    const [row] = await this.db(tx).select().from(L).where(eq(L.id, id));
    return row ?? null;
  }

  /** The list with this id, locked until the transaction ends, or null. */
  async lockById(id: number, tx: Executor): Promise<BirthListRow | null> {
    const [row] = await tx.select().from(L).where(eq(L.id, id)).for('update');
    return row ?? null;
  }

  /** The list a url key names, or null. */
  async findByUrlKey(urlKey: string, tx?: Executor): Promise<BirthListRow | null> {
    const [row] = await this.db(tx).select().from(L).where(eq(L.urlKey, urlKey));
    return row ?? null;
  }

  /** A customer's lists, the active one first, then the newest. */
  async listOfCustomer(customerId: number, tx?: Executor): Promise<BirthListRow[]> {
    return this.db(tx)
      .select()
      .from(L)
      .where(eq(L.customerId, customerId))
      .orderBy(desc(L.active), desc(L.id));
  }

  /**
   * Inserts a list; null when its url key is taken or the customer has an active list already
   * (the unique indexes decide concurrent creations).
   */
  async insert(list: NewBirthList, tx?: Executor): Promise<BirthListRow | null> {
    const [row] = await this.db(tx).insert(L).values(list).onConflictDoNothing().returning();
    return row ?? null;
  }

  /**
   * Changes a list; null when the change would take a url key another list has (the unique
   * index decides a race), by a savepoint so the caller's transaction goes on.
   */
  async update(
    id: number,
    change: Partial<Pick<BirthListRow, 'displayName' | 'message' | 'expectedDate' | 'urlKey'>>,
    at: Date,
    tx: Executor,
  ): Promise<BirthListRow | null> {
    if (change.urlKey !== undefined) {
      const [taken] = await tx
        .select({ id: L.id })
        .from(L)
        .where(and(eq(L.urlKey, change.urlKey), sql`${L.id} <> ${id}`));
      if (taken) return null;
    }
    // A key taken by a list created since the check above: the savepoint keeps the
    // transaction usable after the unique index refused it.
    await tx.execute(sql`SAVEPOINT birth_list_update`);
    try {
      const [row] = await tx
        .update(L)
        .set({ ...change, updatedAt: at })
        .where(eq(L.id, id))
        .returning();
      await tx.execute(sql`RELEASE SAVEPOINT birth_list_update`);
      return row ?? null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await tx.execute(sql`ROLLBACK TO SAVEPOINT birth_list_update`);
      return null;
    }
  }

  async setInactive(id: number, at: Date, tx?: Executor): Promise<void> {
    await this.db(tx).update(L).set({ active: false, updatedAt: at }).where(eq(L.id, id));
  }

  /**
   * Closes every list of a customer whose account is deleted: inactive, and without the name
   * and message the parents wrote. The url key stays taken (an old link never shows another
   * family's list).
   */
  async closeListsOf(customerId: number, at: Date, tx?: Executor): Promise<void> {
    await this.db(tx)
      .update(L)
      .set({ active: false, displayName: '', message: '', updatedAt: at })
      .where(eq(L.customerId, customerId));
  }

  // ------------------------------------------------------------------ items

  async itemsOf(listId: number, tx?: Executor): Promise<BirthListItemRow[]> {
    return this.db(tx)
      .select()
      .from(I)
      .where(eq(I.birthListId, listId))
      .orderBy(asc(I.position), asc(I.id));
  }

  async findItem(itemId: number, tx?: Executor): Promise<BirthListItemRow | null> {
    const [row] = await this.db(tx).select().from(I).where(eq(I.id, itemId));
    return row ?? null;
  }

  /** Adds an item, or raises the wanted quantity of the same product already on the list. */
  async addItem(item: NewBirthListItem, tx?: Executor): Promise<BirthListItemRow> {
    const [row] = await this.db(tx)
      .insert(I)
      .values(item)
      .onConflictDoUpdate({
        target: [I.birthListId, I.lineSku, I.optionsChecksum],
        set: {
          qtyWanted: sql`least(${I.qtyWanted} + excluded.qty_wanted, 10000)`,
          favorite: sql`${I.favorite} OR excluded.favorite`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    if (!row) throw new Error('birth list item was not written');
    return row;
  }

  /** The next position at the end of a list. */
  async nextItemPosition(listId: number, tx?: Executor): Promise<number> {
    const [row] = await this.db(tx)
      .select({ next: sql<number>`coalesce(max(${I.position}) + 1, 0)::int` })
      .from(I)
      .where(eq(I.birthListId, listId));
    return row?.next ?? 0;
  }

  /**
   * Changes an item; the wanted quantity only while it stays at or above what was bought
   * (checked in the statement, so a gift bought meanwhile is never undercut); null otherwise.
   */
  async updateItem(
    itemId: number,
    change: Partial<Pick<BirthListItemRow, 'qtyWanted' | 'favorite' | 'position'>>,
    at: Date,
    tx?: Executor,
  ): Promise<BirthListItemRow | null> {
    const conditions = [eq(I.id, itemId)];
    if (change.qtyWanted !== undefined) {
      conditions.push(sql`${I.qtyBought} <= ${change.qtyWanted}`);
    }
    const [row] = await this.db(tx)
      .update(I)
      .set({ ...change, updatedAt: at })
      .where(and(...conditions))
      .returning();
    return row ?? null;
  }

  /** Removes an item unless it is a favourite (checked in the statement); whether it did. */
  async deleteItem(itemId: number, tx?: Executor): Promise<boolean> {
    const rows = await this.db(tx)
      .delete(I)
      .where(and(eq(I.id, itemId), eq(I.favorite, false)))
      .returning({ id: I.id });
    return rows.length > 0;
  }

  /** Removes every item of a list that is not a favourite; how many. */
  async deletePlainItems(listId: number, tx?: Executor): Promise<number> {
    const rows = await this.db(tx)
      .delete(I)
      .where(and(eq(I.birthListId, listId), eq(I.favorite, false)))
      .returning({ id: I.id });
    return rows.length;
  }

  // ------------------------------------------------------------------ donation items

  async donationsOf(listId: number, tx?: Executor): Promise<DonationItemRow[]> {
    return this.db(tx)
      .select()
      .from(D)
      .where(eq(D.birthListId, listId))
      .orderBy(asc(D.position), asc(D.id));
  }

  async findDonation(id: number, tx?: Executor): Promise<DonationItemRow | null> {
    const [row] = await this.db(tx).select().from(D).where(eq(D.id, id));
    return row ?? null;
  }

  async insertDonation(item: NewDonationItem, tx?: Executor): Promise<DonationItemRow> {
    const [row] = await this.db(tx).insert(D).values(item).returning();
    if (!row) throw new Error('donation item was not written');
    return row;
  }

  async updateDonation(
    id: number,
    change: Partial<Pick<DonationItemRow, 'title' | 'targetAmount' | 'position'>>,
    at: Date,
    tx?: Executor,
  ): Promise<DonationItemRow | null> {
    const [row] = await this.db(tx)
      .update(D)
      .set({ ...change, updatedAt: at })
      .where(eq(D.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * Removes a donation item unless contributions count on it (checked in the statement, so one
   * counted meanwhile holds); whether it did.
   */
  async deleteDonation(id: number, tx?: Executor): Promise<boolean> {
    const rows = await this.db(tx)
      .delete(D)
      .where(and(eq(D.id, id), eq(D.contributedAmount, 0)))
      .returning({ id: D.id });
    return rows.length > 0;
  }

  /** Whether a donation item exists on an active list (it takes contributions). */
  async donationTakesContributions(id: number, tx?: Executor): Promise<boolean> {
    const [row] = await this.db(tx)
      .select({ id: D.id })
      .from(D)
      .innerJoin(L, eq(L.id, D.birthListId))
      .where(and(eq(D.id, id), eq(L.active, true)));
    return row !== undefined;
  }

  // ------------------------------------------------------------------ gifts

  /**
   * Counts `qty` units of an item as bought, only while its list is active, the line is for the
   * item's own sku and options, and no more than is still wanted would be counted (checked in
   * the one statement, so concurrent orders never count more than wanted).
   */
  async countGift(
    itemId: number,
    lineSku: string,
    optionsChecksum: string,
    qty: number,
    tx: Executor,
  ): Promise<{ birthListId: number } | null> {
    const [row] = await tx
      .update(I)
      .set({ qtyBought: sql`${I.qtyBought} + ${qty}` })
      .where(
        and(
          eq(I.id, itemId),
          eq(I.lineSku, lineSku),
          eq(I.optionsChecksum, optionsChecksum),
          sql`${I.qtyBought} + ${qty} <= ${I.qtyWanted}`,
          sql`EXISTS (SELECT 1 FROM ${L} WHERE ${L.id} = ${I.birthListId} AND ${L.active})`,
        ),
      )
      .returning({ birthListId: I.birthListId });
    return row ?? null;
  }

  async recordPurchases(
    purchases: { orderId: number; orderItemId: number; birthListItemId: number; qty: number }[],
    tx: Executor,
  ): Promise<void> {
    if (purchases.length > 0) await tx.insert(P).values(purchases);
  }

  /**
   * Gives back the units an order's gifts counted, once: the purchases not released yet are
   * marked released and their units leave the items' bought counts.
   */
  async releasePurchasesOf(orderId: number, at: Date, tx: Executor): Promise<void> {
    const released = await tx
      .update(P)
      .set({ releasedAt: at })
      .where(and(eq(P.orderId, orderId), isNull(P.releasedAt)))
      .returning({ itemId: P.birthListItemId, qty: P.qty });
    for (const { itemId, qty } of released) {
      if (itemId === null) continue;
      await tx
        .update(I)
        .set({ qtyBought: sql`greatest(${I.qtyBought} - ${qty}, 0)` })
        .where(eq(I.id, itemId));
    }
  }

  /**
   * Adds `amount` cents to what a donation item received, only while its list is active;
   * answers the item (its list and title), or null for an unknown item or an inactive list.
   * There is no cap: a contribution past the target is still the parents' money.
   */
  async countContribution(
    donationItemId: number,
    amount: number,
    tx: Executor,
  ): Promise<{ birthListId: number; title: string } | null> {
    const [row] = await tx
      .update(D)
      .set({ contributedAmount: sql`${D.contributedAmount} + ${amount}` })
      .where(
        and(
          eq(D.id, donationItemId),
          sql`EXISTS (SELECT 1 FROM ${L} WHERE ${L.id} = ${D.birthListId} AND ${L.active})`,
        ),
      )
      .returning({ birthListId: D.birthListId, title: D.title });
    return row ?? null;
  }

  async recordContributions(
    contributions: {
      orderId: number;
      orderItemId: number;
      donationItemId: number;
      amount: number;
    }[],
    tx: Executor,
  ): Promise<void> {
    if (contributions.length > 0) await tx.insert(C).values(contributions);
  }

  /**
   * Takes an order's contributions off their donation items again, once: the contributions not
   * released yet are marked released and their amounts leave the items.
   */
  async releaseContributionsOf(orderId: number, at: Date, tx: Executor): Promise<void> {
    const released = await tx
      .update(C)
      .set({ releasedAt: at })
      .where(and(eq(C.orderId, orderId), isNull(C.releasedAt)))
      .returning({ donationItemId: C.donationItemId, amount: C.amount });
    for (const { donationItemId, amount } of released) {
      if (donationItemId === null) continue;
      await tx
        .update(D)
        .set({ contributedAmount: sql`greatest(${D.contributedAmount} - ${amount}, 0)` })
        .where(eq(D.id, donationItemId));
    }
  }

  /**
   * The gifts an order still counts (purchases not released) whose item is still on a list:
   * the order line, the item and its list, and the units, in item id order.
   */
  async countedPurchasesOf(
    orderId: number,
    tx?: Executor,
  ): Promise<{ orderItemId: number; itemId: number; birthListId: number; qty: number }[]> {
    return this.db(tx)
      .select({
        orderItemId: P.orderItemId,
        itemId: I.id,
        birthListId: I.birthListId,
        qty: P.qty,
      })
      .from(P)
      .innerJoin(I, eq(I.id, P.birthListItemId))
      .where(and(eq(P.orderId, orderId), isNull(P.releasedAt)))
      .orderBy(asc(I.id), asc(P.orderItemId));
  }

  /**
   * The contributions an order still counts (not released): the order line, the donation item
   * (its list and title) and the amount in cents, in donation item id order.
   */
  async countedContributionsOf(
    orderId: number,
    tx?: Executor,
  ): Promise<
    {
      orderItemId: number;
      donationItemId: number;
      birthListId: number;
      title: string;
      amount: number;
    }[]
  > {
    return this.db(tx)
      .select({
        orderItemId: C.orderItemId,
        donationItemId: D.id,
        birthListId: D.birthListId,
        title: D.title,
        amount: C.amount,
      })
      .from(C)
      .innerJoin(D, eq(D.id, C.donationItemId))
      .where(and(eq(C.orderId, orderId), isNull(C.releasedAt)))
      .orderBy(asc(D.id), asc(C.orderItemId));
  }

  /** Items of a list by id (only those of that list). */
  async itemsByIds(listId: number, ids: readonly number[], tx?: Executor) {
    if (ids.length === 0) return [];
    return this.db(tx)
      .select()
      .from(I)
      .where(and(eq(I.birthListId, listId), anyOf(I.id, [...ids])));
  }
}

/** A unique index refused the row (PostgreSQL code 23505). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
