/** The order module's tables: orders and their lines. */
import { type LineProductOption, ORDER_STATUS_PLACED, type OrderStatusChange } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';

export type OrderRow = typeof schema.orders.$inferSelect;
/** A new order's row; its number is given by the repository. */
export type NewOrder = Omit<typeof schema.orders.$inferInsert, 'id' | 'incrementId'>;
export type NewOrderItem = typeof schema.orderItems.$inferInsert;

/**
 * An order line with its row id, sku, quantity, options, name and the amount paid for it
 * (cents: its row total incl. tax after its discount).
 */
export interface OrderItemPaid {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  name: string;
  amount: number;
}

/** The product of an order line, as its return page's purchase event reads it (cents). */
export interface OrderLineProduct {
  sku: string;
  parentSku: string;
  priceInclTax: number;
  discountAmount: number;
  /** Null on lines of orders placed before the line kept them. */
  brand: string | null;
  categoryPath: string[] | null;
}

const o = schema.orderItems;
const ITEM_PAID_COLUMNS = {
  orderItemId: o.id,
  sku: o.sku,
  qty: o.qty,
  productOption: o.productOption,
  name: o.name,
  rowTotalInclTax: o.rowTotalInclTax,
  discountAmount: o.discountAmount,
};

function itemPaid(row: {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: unknown;
  name: string;
  rowTotalInclTax: number;
  discountAmount: number;
}): OrderItemPaid {
  const { rowTotalInclTax, discountAmount, ...rest } = row;
  return {
    ...rest,
    productOption: (row.productOption as LineProductOption | null) ?? null,
    amount: Math.max(0, rowTotalInclTax - discountAmount),
  };
}

export class OrderRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The order placed under a client's order_id, or null. */
  async findByOrderId(orderId: string, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderId, orderId));
    return row ?? null;
  }

  /** The order with this id, or null. */
  async findById(id: number, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, id));
    return row ?? null;
  }

  /** Locks an order's row for a change of its status in `tx`; null when there is none. */
  async lockByNumber(incrementId: string, tx: Executor): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.incrementId, incrementId))
      .for('update');
    return row ?? null;
  }

  /** The order named by this order_hash (the return pages' name of an order), or null. */
  async findByHash(orderHash: string, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderHash, orderHash));
    return row ?? null;
  }

  /** The order with this id, locked until the transaction ends, or null. */
  async lockById(id: number, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, id))
      .for('update');
    return row ?? null;
  }

  /**
   * Sets the order's statuses to the change's target only while it still has the statuses the
   * change starts from (a concurrent change wins otherwise); whether it did.
   */
  async applyStatusChange(
    id: number,
    change: OrderStatusChange,
    at: Date,
    tx?: Executor,
  ): Promise<boolean> {
    const changed = await (tx ?? this.shop.db)
      .update(schema.orders)
      .set({ status: change.to.status, paymentStatus: change.to.paymentStatus, updatedAt: at })
      .where(
        and(
          eq(schema.orders.id, id),
          eq(schema.orders.status, change.from.status),
          eq(schema.orders.paymentStatus, change.from.paymentStatus),
        ),
      )
      .returning({ id: schema.orders.id });
    return changed.length > 0;
  }

  /**
   * Inserts an order numbered `<prefix><9 digits>` from the shop's one order sequence. Null
   * when its order_id is taken already: the unique order_id decides a race between two placings.
   */
  async insertOrder(
    order: NewOrder,
    numberPrefix: string,
    tx?: Executor,
  ): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(schema.orders)
      .values({
        ...order,
        incrementId: sql`${numberPrefix} || lpad(nextval('order_number_seq')::text, 9, '0')`,
      })
      .onConflictDoNothing({ target: schema.orders.orderId })
      .returning();
    return row ?? null;
  }

  /**
   * The orders placed from a cart that still await their money (placed, payment pending), oldest
   * first: at most one while the one-open-order rule holds.
   */
  async openOrdersOfCart(cartId: string, tx?: Executor): Promise<OrderRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(
        and(
          eq(schema.orders.cartId, cartId),
          eq(schema.orders.status, ORDER_STATUS_PLACED),
          eq(schema.orders.paymentStatus, 'pending'),
        ),
      )
      .orderBy(asc(schema.orders.id));
  }

  /** Whether an order placed from this cart is paid (the cart is done with). */
  async hasPaidOrder(cartId: string, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.cartId, cartId), eq(schema.orders.paymentStatus, 'paid')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Orders of these payment methods placed before `before` that still await their money, the
   * oldest first.
   */
  async listUnpaidBefore(
    methods: readonly string[],
    before: Date,
    limit: number,
    tx?: Executor,
  ): Promise<OrderRow[]> {
    if (methods.length === 0) return [];
    return (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(
        and(
          eq(schema.orders.status, ORDER_STATUS_PLACED),
          eq(schema.orders.paymentStatus, 'pending'),
          inArray(schema.orders.paymentMethod, [...methods]),
          lt(schema.orders.createdAt, before),
        ),
      )
      .orderBy(asc(schema.orders.createdAt))
      .limit(limit);
  }

  /** Records the parcel of a shipped order. */
  async setShipment(
    id: number,
    parcel: { carrier: string; trackingNumber: string; trackingUrl: string },
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.orders)
      .set({ shipment: parcel })
      .where(eq(schema.orders.id, id));
  }

  /** Records what the order took from stock (given back when it is canceled). */
  async setStockTaken(id: number, taken: Record<string, number>, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.orders)
      .set({ stockTaken: taken })
      .where(eq(schema.orders.id, id));
  }

  /** Inserts the order's lines; answers them as paid (see OrderItemPaid). */
  async insertItems(items: readonly NewOrderItem[], tx?: Executor): Promise<OrderItemPaid[]> {
    const rows = await (tx ?? this.shop.db)
      .insert(o)
      .values([...items])
      .returning(ITEM_PAID_COLUMNS);
    return rows.map(itemPaid);
  }

  /**
   * The products of an order's lines in line order: the ordered sku, the product it belongs to,
   * the unit price incl. tax and the line's discount (cents), its brand and category path.
   */
  async productsOf(orderId: number, tx?: Executor): Promise<OrderLineProduct[]> {
    return (tx ?? this.shop.db)
      .select({
        sku: o.sku,
        parentSku: o.parentSku,
        priceInclTax: o.priceInclTax,
        discountAmount: o.discountAmount,
        brand: o.brand,
        categoryPath: o.categoryPath,
      })
      .from(o)
      .where(eq(o.orderId, orderId))
      .orderBy(asc(o.id));
  }

  /** An order's lines as paid (see OrderItemPaid), in line order. */
  async itemsOf(orderId: number, tx?: Executor): Promise<OrderItemPaid[]> {
    const rows = await (tx ?? this.shop.db)
      .select(ITEM_PAID_COLUMNS)
      .from(o)
      .where(eq(o.orderId, orderId))
      .orderBy(asc(o.id));
    return rows.map(itemPaid);
  }
}
