/**
 * The back office's reads of orders (the list with its search, filters and sort; an order's
 * payments, mails, returns and audit trail) and its refunds (order_refunds). The list's filters
 * and search each have an index (migration 0026): one per filter by date, and prefix indexes of
 * the order number, the e-mail address and the billing name, so a page of 100,000 orders is read
 * through an index, never by reading them all.
 */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';

const O = schema.orders;
const RF = schema.orderRefunds;

export type OrderRow = typeof schema.orders.$inferSelect;
export type RefundRow = typeof schema.orderRefunds.$inferSelect;
export type NewRefund = Omit<typeof schema.orderRefunds.$inferInsert, 'id'>;

export interface OrderListFilter {
  q?: string | undefined;
  status?: string | undefined;
  paymentStatus?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  storeCode?: string | undefined;
  shippingMethod?: string | undefined;
  pickupStore?: string | undefined;
}

export type OrderListSort =
  | 'created_desc'
  | 'created_asc'
  | 'total_desc'
  | 'total_asc'
  | 'number_desc'
  | 'number_asc';

/** The most matches the order list counts exactly; more answer this with `total_capped`. */
const LIST_COUNT_LIMIT = 10_000;

/** `text` for a LIKE pattern that matches it literally, as a prefix. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What an order number looks like: an optional store prefix and digits. */
const ORDER_NUMBER = /^[A-Za-z]{0,4}\d+$/;

function searchCondition(q: string): SQL {
  const text = q.trim().toLowerCase();
  if (ORDER_NUMBER.test(text)) {
    return sql`${O.incrementId} LIKE ${prefixPattern(q.trim().toUpperCase())}`;
  }
  const pattern = prefixPattern(text);
  if (text.includes('@')) return sql`lower(${O.customerEmail}) LIKE ${pattern}`;
  // A name (last name, or first and last name) or the start of an e-mail address.
  return or(
    sql`lower(${O.billingAddress}->>'lastname') LIKE ${pattern}`,
    sql`lower((${O.billingAddress}->>'firstname') || ' ' || (${O.billingAddress}->>'lastname')) LIKE ${pattern}`,
    sql`lower(${O.customerEmail}) LIKE ${pattern}`,
  ) as SQL;
}

const SORTS: Record<OrderListSort, SQL[]> = {
  created_desc: [desc(O.createdAt), desc(O.id)],
  created_asc: [asc(O.createdAt), asc(O.id)],
  total_desc: [desc(O.grandTotal), desc(O.id)],
  total_asc: [asc(O.grandTotal), asc(O.id)],
  number_desc: [desc(O.incrementId)],
  number_asc: [asc(O.incrementId)],
};

export class OperatorOrderRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** A page of orders matching the filter, in the sort's order, with the count of all matches. */
  async list(
    filter: OrderListFilter,
    sort: OrderListSort,
    page: { page: number; size: number },
  ): Promise<{ rows: OrderRow[]; total: number; totalCapped: boolean }> {
    const conditions: SQL[] = [];
    if (filter.q) conditions.push(searchCondition(filter.q));
    if (filter.status) conditions.push(eq(O.status, filter.status));
    if (filter.paymentStatus) conditions.push(eq(O.paymentStatus, filter.paymentStatus));
    if (filter.from) conditions.push(gte(O.createdAt, filter.from));
    if (filter.to) conditions.push(lt(O.createdAt, filter.to));
    if (filter.storeCode) conditions.push(eq(O.storeCode, filter.storeCode));
    if (filter.shippingMethod) conditions.push(eq(O.shippingMethodCode, filter.shippingMethod));
    if (filter.pickupStore) conditions.push(eq(O.pickupLocationCode, filter.pickupStore));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const db = this.shop.db;
    // The page's ids first, from the sort's index alone (an index holds the sort's columns and
    // the id): a deep page skips its offset there instead of reading the whole rows it passes.
    const pageIds = db
      .select({ id: O.id })
      .from(O)
      .where(where)
      .orderBy(...SORTS[sort])
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const rows = await db
      .select()
      .from(O)
      .where(inArray(O.id, pageIds))
      .orderBy(...SORTS[sort]);
    // Counted up to a limit: counting every one of 100,000 orders reads them all, and past ten
    // thousand the exact number helps nobody page through them.
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(O)
      .where(where)
      .limit(LIST_COUNT_LIMIT + 1)
      .as('matches');
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
    const counted = count?.total ?? 0;
    return {
      rows,
      total: Math.min(counted, LIST_COUNT_LIMIT),
      totalCapped: counted > LIST_COUNT_LIMIT,
    };
  }

  async findByNumber(incrementId: string, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db).select().from(O).where(eq(O.incrementId, incrementId));
    return row ?? null;
  }

  /** The order locked until `tx` ends, or null. */
  async lockByNumber(incrementId: string, tx: Executor): Promise<OrderRow | null> {
    const [row] = await tx.select().from(O).where(eq(O.incrementId, incrementId)).for('update');
    return row ?? null;
  }

  async lockById(id: number, tx: Executor): Promise<OrderRow | null> {
    const [row] = await tx.select().from(O).where(eq(O.id, id)).for('update');
    return row ?? null;
  }

  /** The order's lines in line order. */
  itemsOf(orderId: number, tx?: Executor) {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id));
  }

  paymentsOf(orderId: number, tx?: Executor) {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(asc(schema.payments.id));
  }

  /** The provider's pushes about the order's payments, oldest first. */
  pushesOf(orderId: number) {
    const P = schema.paymentPushes;
    return this.shop.db.select().from(P).where(eq(P.orderId, orderId)).orderBy(asc(P.id));
  }

  /** The mails written about the order (by its number in their data), oldest first. */
  mailsOf(incrementId: string) {
    const M = schema.mailOutbox;
    return this.shop.db
      .select({
        id: M.id,
        kind: M.kind,
        recipient: M.recipient,
        language: M.language,
        status: M.status,
        createdAt: M.createdAt,
        sentAt: M.sentAt,
      })
      .from(M)
      .where(sql`${M.data} ? 'orderNumber' AND ${M.data}->>'orderNumber' = ${incrementId}`)
      .orderBy(asc(M.id));
  }

  returnsOf(orderId: number) {
    const R = schema.orderReturns;
    return this.shop.db.select().from(R).where(eq(R.orderId, orderId)).orderBy(asc(R.id));
  }

  /** The audit entries of an order and of its returns, oldest first. */
  auditOf(incrementId: string, returnNumbers: readonly string[]) {
    const A = schema.operatorAudit;
    const ofOrder = and(eq(A.entityType, 'order'), eq(A.entityId, incrementId));
    const condition =
      returnNumbers.length > 0
        ? or(ofOrder, and(eq(A.entityType, 'return'), inArray(A.entityId, [...returnNumbers])))
        : ofOrder;
    return this.shop.db.select().from(A).where(condition).orderBy(asc(A.at), asc(A.id));
  }

  // ---------------------------------------------------------------- refunds

  refundsOf(orderId: number, tx?: Executor): Promise<RefundRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(RF)
      .where(eq(RF.orderId, orderId))
      .orderBy(asc(RF.id));
  }

  async findRefund(orderId: number, requestKey: string, tx?: Executor): Promise<RefundRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(RF)
      .where(and(eq(RF.orderId, orderId), eq(RF.requestKey, requestKey)));
    return row ?? null;
  }

  /** Inserts a pending refund; null when the key was used or another refund is under way. */
  async insertPending(refund: NewRefund, tx: Executor): Promise<RefundRow | null> {
    const [row] = await tx.insert(RF).values(refund).onConflictDoNothing().returning();
    return row ?? null;
  }

  /**
   * Pending refunds written before `before` (no longer under way, decision 77), oldest first; of
   * one order when given. Read through the partial index of pending refunds.
   */
  stalePendingRefunds(before: Date, limit: number, orderId?: number): Promise<RefundRow[]> {
    return this.shop.db
      .select()
      .from(RF)
      .where(
        and(
          eq(RF.state, 'pending'),
          lt(RF.createdAt, before),
          ...(orderId === undefined ? [] : [eq(RF.orderId, orderId)]),
        ),
      )
      .orderBy(asc(RF.createdAt), asc(RF.id))
      .limit(limit);
  }

  async refundById(id: number, tx: Executor): Promise<RefundRow | null> {
    const [row] = await tx.select().from(RF).where(eq(RF.id, id));
    return row ?? null;
  }

  /** Keeps a refund pending with the reason it could not be settled yet. */
  async noteRefund(id: number, message: string, tx: Executor): Promise<RefundRow> {
    const [row] = await tx
      .update(RF)
      .set({ message })
      .where(and(eq(RF.id, id), eq(RF.state, 'pending')))
      .returning();
    if (!row) throw new Error('the pending refund was not found');
    return row;
  }

  async returnNumberOf(returnId: number, tx?: Executor): Promise<string | null> {
    const R = schema.orderReturns;
    const [row] = await (tx ?? this.shop.db)
      .select({ returnNumber: R.returnNumber })
      .from(R)
      .where(eq(R.id, returnId));
    return row?.returnNumber ?? null;
  }

  async finishRefund(
    id: number,
    outcome: { state: 'done' | 'refused'; transactionKey: string | null; message: string | null },
    at: Date,
    tx: Executor,
  ): Promise<RefundRow> {
    const [row] = await tx
      .update(RF)
      .set({ ...outcome, finishedAt: at })
      .where(and(eq(RF.id, id), eq(RF.state, 'pending')))
      .returning();
    if (!row) throw new Error('the refund was not found');
    return row;
  }

  /** Sets an order's two statuses (the caller holds its lock and checked the step). */
  async setStatuses(
    orderId: number,
    to: { status: string; paymentStatus: string },
    at: Date,
    tx: Executor,
  ): Promise<void> {
    await tx
      .update(O)
      .set({ status: to.status, paymentStatus: to.paymentStatus, updatedAt: at })
      .where(eq(O.id, orderId));
  }

  /** Adds a refund to the order's paid back amount and, when given, moves its statuses. */
  async recordRefunded(
    orderId: number,
    amount: number,
    to: { status: string; paymentStatus: string } | null,
    at: Date,
    tx: Executor,
  ): Promise<void> {
    await tx
      .update(O)
      .set({
        refundedAmount: sql`${O.refundedAmount} + ${amount}`,
        updatedAt: at,
        ...(to ? { status: to.status, paymentStatus: to.paymentStatus } : {}),
      })
      .where(eq(O.id, orderId));
  }

  // ---------------------------------------------------------------- returns

  /** A page of returns (newest first) with the count of all that match. */
  async listReturns(
    filter: { state?: string | undefined; orderNumber?: string | undefined },
    page: { page: number; size: number },
  ) {
    const R = schema.orderReturns;
    const conditions: SQL[] = [];
    if (filter.state) conditions.push(eq(R.state, filter.state));
    if (filter.orderNumber) conditions.push(eq(R.orderNumber, filter.orderNumber));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await this.shop.db
      .select()
      .from(R)
      .where(where)
      .orderBy(desc(R.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const [count] = await this.shop.db
      .select({ total: sql<number>`count(*)::int` })
      .from(R)
      .where(where);
    return { rows, total: count?.total ?? 0 };
  }

  /** The lines of some returns, in line order. */
  returnLinesOf(returnIds: readonly number[]) {
    const L = schema.orderReturnLines;
    if (returnIds.length === 0) return Promise.resolve([]);
    return this.shop.db
      .select()
      .from(L)
      .where(anyOf(L.returnId, [...returnIds]))
      .orderBy(asc(L.id));
  }
}
