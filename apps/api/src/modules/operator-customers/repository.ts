/** The SQL of the back office's customer calls: search, what a customer has, group changes. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

export type CustomerRow = typeof schema.customers.$inferSelect;

const c = schema.customers;
const o = schema.orders;

/** A LIKE pattern matching values that start with `text` (its wildcards taken literally). */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class OperatorCustomerRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /**
   * One page of live customers, newest first, and how many match: an `@` in the search makes it
   * a prefix of the e-mail address; otherwise every word must start the first or last name (or
   * the address).
   */
  async search(
    q: string | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [isNull(c.deletedAt)];
    const text = q?.trim() ?? '';
    if (text.includes('@')) {
      conditions.push(sql`lower(${c.email}) LIKE ${prefixPattern(text)}`);
    } else if (text !== '') {
      for (const word of text.split(/\s+/).slice(0, 5)) {
        const pattern = prefixPattern(word);
        conditions.push(
          or(
            sql`lower(${c.firstname}) LIKE ${pattern}`,
            sql`lower(${c.lastname}) LIKE ${pattern}`,
            sql`lower(${c.email}) LIKE ${pattern}`,
          ),
        );
      }
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.shop.db
        .select()
        .from(c)
        .where(where)
        .orderBy(desc(c.id))
        .limit(page.limit)
        .offset(page.offset),
      this.shop.db.select({ total: count() }).from(c).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /** A live customer (held until `tx` ends when `lock`). */
  async customer(
    id: number,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<CustomerRow | null> {
    const query = (tx ?? this.shop.db)
      .select()
      .from(c)
      .where(and(eq(c.id, id), isNull(c.deletedAt)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Every customer group by number. */
  groups(): Promise<{ id: number; code: string }[]> {
    return this.shop.db
      .select({ id: schema.customerGroups.id, code: schema.customerGroups.code })
      .from(schema.customerGroups)
      .orderBy(schema.customerGroups.id);
  }

  async groupExists(groupId: number, tx: Executor): Promise<boolean> {
    const [row] = await tx
      .select({ id: schema.customerGroups.id })
      .from(schema.customerGroups)
      .where(eq(schema.customerGroups.id, groupId));
    return row !== undefined;
  }

  async setGroup(id: number, groupId: number, tx: Executor): Promise<CustomerRow | null> {
    const [row] = await tx
      .update(c)
      .set({ groupId, updatedAt: sql`now()` })
      .where(and(eq(c.id, id), isNull(c.deletedAt)))
      .returning();
    return row ?? null;
  }

  /** The customer's newest orders (at most `limit`) and how many there are. */
  async ordersOf(customerId: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      this.shop.db
        .select({
          incrementId: o.incrementId,
          createdAt: o.createdAt,
          status: o.status,
          paymentStatus: o.paymentStatus,
          grandTotal: o.grandTotal,
          currency: o.currency,
        })
        .from(o)
        .where(eq(o.customerId, customerId))
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(limit),
      this.shop.db.select({ total: count() }).from(o).where(eq(o.customerId, customerId)),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async rewardPoints(customerId: number, tx?: Executor): Promise<number> {
    const rb = schema.rewardBalances;
    const [row] = await (tx ?? this.shop.db)
      .select({ points: rb.points })
      .from(rb)
      .where(eq(rb.customerId, customerId));
    return row ? Number(row.points) : 0;
  }

  async wishlistCount(customerId: number): Promise<number> {
    const w = schema.wishlistItems;
    const [row] = await this.shop.db
      .select({ total: count() })
      .from(w)
      .where(eq(w.customerId, customerId));
    return row?.total ?? 0;
  }

  /** The customer's birth lists with the number of lines of each. */
  async birthListsOf(customerId: number) {
    const b = schema.birthLists;
    const i = schema.birthListItems;
    return this.shop.db
      .select({
        id: b.id,
        displayName: b.displayName,
        urlKey: b.urlKey,
        active: b.active,
        createdAt: b.createdAt,
        items: sql<number>`(SELECT count(*)::int FROM ${i} WHERE ${i.birthListId} = ${b.id})`,
      })
      .from(b)
      .where(eq(b.customerId, customerId))
      .orderBy(b.id);
  }

  /** The newsletter subscriptions of the account or of its address. */
  async newsletterOf(customer: { id: number; email: string }, tx?: Executor) {
    const n = schema.newsletterSubscriptions;
    return (tx ?? this.shop.db)
      .select()
      .from(n)
      .where(or(eq(n.customerId, customer.id), eq(n.email, customer.email)));
  }

  /**
   * Everything the shop keeps of a customer, table by table, read in `tx` (one snapshot): the
   * privacy export. Secrets that are the shop's own (hashes, link nonces, session ids) are left
   * out; they say nothing about the customer.
   */
  async everythingOf(customer: CustomerRow, tx: Executor) {
    const id = customer.id;
    const orders = await tx.select().from(o).where(eq(o.customerId, id)).orderBy(o.id);
    const orderIds = orders.map((row) => row.id);
    const items = orderIds.length
      ? await tx
          .select()
          .from(schema.orderItems)
          .where(inArray(schema.orderItems.orderId, orderIds))
          .orderBy(schema.orderItems.id)
      : [];
    const returns = orderIds.length
      ? await tx
          .select()
          .from(schema.orderReturns)
          .where(inArray(schema.orderReturns.orderId, orderIds))
          .orderBy(schema.orderReturns.id)
      : [];
    const storeOrders = await tx
      .select()
      .from(schema.storeOrders)
      .where(eq(schema.storeOrders.customerId, id))
      .orderBy(schema.storeOrders.id);
    const storeIds = storeOrders.map((row) => row.id);
    const storeItems = storeIds.length
      ? await tx
          .select()
          .from(schema.storeOrderItems)
          .where(inArray(schema.storeOrderItems.storeOrderId, storeIds))
      : [];
    const rewardEntries = await tx
      .select()
      .from(schema.rewardEntries)
      .where(eq(schema.rewardEntries.customerId, id))
      .orderBy(schema.rewardEntries.id);
    const wishlist = await tx
      .select()
      .from(schema.wishlistItems)
      .where(eq(schema.wishlistItems.customerId, id))
      .orderBy(schema.wishlistItems.itemId);
    const lists = await tx
      .select()
      .from(schema.birthLists)
      .where(eq(schema.birthLists.customerId, id))
      .orderBy(schema.birthLists.id);
    const listIds = lists.map((row) => row.id);
    const listItems = listIds.length
      ? await tx
          .select()
          .from(schema.birthListItems)
          .where(inArray(schema.birthListItems.birthListId, listIds))
          .orderBy(schema.birthListItems.id)
      : [];
    const reviews = await tx
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.customerId, id))
      .orderBy(schema.reviews.id);
    const sessions = await tx
      .select({
        createdAt: schema.customerSessions.createdAt,
        expiresAt: schema.customerSessions.expiresAt,
        revokedAt: schema.customerSessions.revokedAt,
      })
      .from(schema.customerSessions)
      .where(eq(schema.customerSessions.customerId, id))
      .orderBy(schema.customerSessions.createdAt);
    return {
      orders,
      items,
      returns,
      storeOrders,
      storeItems,
      rewardEntries,
      rewardPoints: await this.rewardPoints(id, tx),
      wishlist,
      lists,
      listItems,
      newsletter: await this.newsletterOf(customer, tx),
      reviews,
      sessions,
    };
  }

  /** The newsletter's subscribers of a status (null: all) and store view, by address. */
  async subscribers(
    filter: { status: 'active' | 'pending' | null; storeCode: string | null },
    tx: Executor,
  ) {
    const n = schema.newsletterSubscriptions;
    return tx
      .select({
        email: n.email,
        storeCode: n.storeCode,
        status: n.status,
        subscribedAt: n.subscribedAt,
        confirmedAt: n.confirmedAt,
        customerId: n.customerId,
      })
      .from(n)
      .where(
        and(
          filter.status === null ? undefined : eq(n.status, filter.status),
          filter.storeCode === null ? undefined : eq(n.storeCode, filter.storeCode),
        ),
      )
      .orderBy(n.email);
  }
}
