/** The cart module's tables: carts, their lines and the coupons (sales rules). */
import type { NamedCouponRule } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

export type CartRow = typeof schema.carts.$inferSelect;
export type CartItemRow = typeof schema.cartItems.$inferSelect;
type NewCartItem = typeof schema.cartItems.$inferInsert;

/** The same code of a sales rule: codes compare case-insensitively. */
const sameCode = (code: string) => sql`upper(${schema.salesRules.couponCode}) = upper(${code})`;

export class CartRepository {
  constructor(private readonly shop: ShopDatabase) {}

  // ------------------------------------------------------------------ carts

  async insertGuestCart(id: string, storeCode: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(schema.carts).values({ id, storeCode });
  }

  /**
   * Inserts the customer's active cart of a store view unless it exists: the partial unique
   * index lets one of two simultaneous inserts win, the other writes nothing.
   */
  async insertCustomerCartOnce(
    id: string,
    customerId: number,
    storeCode: string,
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db).execute(sql`
      INSERT INTO carts (id, customer_id, store_code) VALUES (${id}, ${customerId}, ${storeCode})
      ON CONFLICT (customer_id, store_code) WHERE active AND customer_id IS NOT NULL DO NOTHING`);
  }

  /** The id of the customer's active cart of a store view, or null. */
  async findCustomerCartId(
    customerId: number,
    storeCode: string,
    tx?: Executor,
  ): Promise<string | null> {
    const [row] = await (tx ?? this.shop.db)
      .select({ id: schema.carts.id })
      .from(schema.carts)
      .where(
        and(
          eq(schema.carts.customerId, customerId),
          eq(schema.carts.storeCode, storeCode),
          eq(schema.carts.active, true),
        ),
      );
    return row?.id ?? null;
  }

  /** An active cart, or null; with `lock` its row stays locked until the transaction ends. */
  async findActiveCart(
    cartId: string,
    options: { lock: boolean },
    tx?: Executor,
  ): Promise<CartRow | null> {
    const query = (tx ?? this.shop.db)
      .select()
      .from(schema.carts)
      .where(and(eq(schema.carts.id, cartId), eq(schema.carts.active, true)));
    const [cart] = options.lock ? await query.for('update') : await query;
    return cart ?? null;
  }

  /** A cart, active or not, or null. */
  async findCart(cartId: string, tx?: Executor): Promise<CartRow | null> {
    const [cart] = await (tx ?? this.shop.db)
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.id, cartId));
    return cart ?? null;
  }

  /**
   * Makes a closed cart active again, unless its customer has another active cart of the store
   * view (one active cart per customer and store view). Answers whether it did.
   */
  async reactivateCart(cart: CartRow, now: Date, tx?: Executor): Promise<boolean> {
    const rows = await (tx ?? this.shop.db)
      .update(schema.carts)
      .set({ active: true, updatedAt: now })
      .where(
        and(
          eq(schema.carts.id, cart.id),
          eq(schema.carts.active, false),
          cart.customerId === null
            ? sql`true`
            : sql`NOT EXISTS (SELECT 1 FROM carts other WHERE other.customer_id = ${cart.customerId}
                AND other.store_code = ${cart.storeCode} AND other.active)`,
        ),
      )
      .returning({ id: schema.carts.id });
    return rows.length > 0;
  }

  /**
   * Closes an active cart unless another transaction holds its row (an order being placed from
   * it, which then finds the cart's paid order and closes it itself). Answers whether it did.
   */
  async closeUnlessLocked(cartId: string, now: Date, tx?: Executor): Promise<boolean> {
    const rows = await rowsOf<{ id: string }>(
      this.shop,
      sql`UPDATE carts SET active = false, updated_at = ${now}
        WHERE id = (SELECT id FROM carts WHERE id = ${cartId} AND active FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      tx,
    );
    return rows.length > 0;
  }

  /**
   * Locks, in id order, the carts a store view switch touches: the cart itself, a named cart and
   * the customer's active carts. One statement locking in one order: two switches of the same
   * shopper's carts take turns instead of waiting for each other.
   */
  async lockCartsForSwitch(
    cartId: string,
    targetCartId: string | null,
    customerId: number | null,
    tx: Executor,
  ): Promise<CartRow[]> {
    return tx
      .select()
      .from(schema.carts)
      .where(
        or(
          eq(schema.carts.id, cartId),
          targetCartId ? eq(schema.carts.id, targetCartId) : sql`false`,
          customerId !== null
            ? and(eq(schema.carts.customerId, customerId), eq(schema.carts.active, true))
            : sql`false`,
        ),
      )
      .orderBy(asc(schema.carts.id))
      .for('update');
  }

  /** Puts a coupon on a cart that has none. */
  async setCouponIfNone(cartId: string, code: string, now: Date, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.carts)
      .set({ couponCode: code, updatedAt: now })
      .where(and(eq(schema.carts.id, cartId), sql`${schema.carts.couponCode} IS NULL`));
  }

  /** Writes fields of a cart. */
  async updateCart(cartId: string, set: Partial<CartRow>, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).update(schema.carts).set(set).where(eq(schema.carts.id, cartId));
  }

  /** Deactivates every cart of a customer and strips them of their addresses. */
  async releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.carts)
      .set({ active: false, shippingAddress: null, billingAddress: null, updatedAt: sql`now()` })
      .where(eq(schema.carts.customerId, customerId));
  }

  /** Writes fields of a cart; answers the cart as written (null when there is no such cart). */
  async updateCartAndRead(
    cartId: string,
    set: Partial<CartRow>,
    tx?: Executor,
  ): Promise<CartRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .update(schema.carts)
      .set(set)
      .where(eq(schema.carts.id, cartId))
      .returning();
    return row ?? null;
  }

  /** Drops the cart's coupon when it is still this code. */
  async dropCoupon(cartId: string, code: string, now: Date, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.carts)
      .set({ couponCode: null, updatedAt: now })
      .where(
        and(eq(schema.carts.id, cartId), sql`upper(${schema.carts.couponCode}) = upper(${code})`),
      );
  }

  // ------------------------------------------------------------------ lines

  /** The cart's lines, oldest first. */
  listItems(cartId: string, tx?: Executor): Promise<CartItemRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, cartId))
      .orderBy(asc(schema.cartItems.itemId));
  }

  /** One line of the cart, or null. */
  async findItem(cartId: string, itemId: number, tx?: Executor): Promise<CartItemRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.cartItems)
      .where(and(eq(schema.cartItems.cartId, cartId), eq(schema.cartItems.itemId, itemId)));
    return row ?? null;
  }

  /** Sets a line's quantity; answers the line as written (null when there is no such line). */
  async setItemQty(itemId: number, qty: number, tx?: Executor): Promise<CartItemRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .update(schema.cartItems)
      .set({ qty, updatedAt: new Date() })
      .where(eq(schema.cartItems.itemId, itemId))
      .returning();
    return row ?? null;
  }

  /**
   * Inserts a line, or sets the quantity of the cart's line of the same sku and options (two
   * simultaneous adds of one new line write it once).
   */
  async upsertItem(item: NewCartItem, tx?: Executor): Promise<CartItemRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(schema.cartItems)
      .values(item)
      .onConflictDoUpdate({
        target: [schema.cartItems.cartId, schema.cartItems.sku, schema.cartItems.optionsChecksum],
        set: { qty: item.qty, updatedAt: new Date() },
      })
      .returning();
    return row ?? null;
  }

  /** How many lines the cart has, and how many of them are this sku with these options. */
  async countLines(
    cartId: string,
    sku: string,
    optionsChecksum: string,
    tx?: Executor,
  ): Promise<{ lines: number; same: number }> {
    const [row] = await (tx ?? this.shop.db)
      .select({
        lines: sql<number>`count(*)::int`,
        same: sql<number>`count(*) FILTER (WHERE ${schema.cartItems.sku} = ${sku} AND ${schema.cartItems.optionsChecksum} = ${optionsChecksum})::int`,
      })
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, cartId));
    return row ?? { lines: 0, same: 0 };
  }

  /**
   * Copies the lines of one cart into another, except those the other already has (same sku
   * and options): the receiving cart's quantity stands, so nothing is counted twice.
   */
  async copyMissingLines(fromCartId: string, intoCartId: string, tx: Executor): Promise<void> {
    await tx.execute(sql`
      INSERT INTO cart_items (cart_id, sku, parent_sku, product_type, qty, product_option, options_checksum)
      SELECT ${intoCartId}, sku, parent_sku, product_type, qty, product_option, options_checksum
        FROM cart_items WHERE cart_id = ${fromCartId} ORDER BY item_id
      ON CONFLICT (cart_id, sku, options_checksum) DO NOTHING`);
  }

  /** Writes a line's product option (its labels; never its identity). */
  async setItemOption(itemId: number, productOption: unknown, tx: Executor): Promise<void> {
    await tx
      .update(schema.cartItems)
      .set({ productOption, updatedAt: new Date() })
      .where(eq(schema.cartItems.itemId, itemId));
  }

  /** Removes a line; false when the cart has no such line. */
  async deleteItem(cartId: string, itemId: number, tx?: Executor): Promise<boolean> {
    const removed = await (tx ?? this.shop.db)
      .delete(schema.cartItems)
      .where(and(eq(schema.cartItems.cartId, cartId), eq(schema.cartItems.itemId, itemId)))
      .returning({ itemId: schema.cartItems.itemId });
    return removed.length > 0;
  }

  // ------------------------------------------------------------------ coupons

  /** The rule of a coupon code with its stored spelling, or null. */
  async findCouponRule(code: string, tx?: Executor): Promise<NamedCouponRule | null> {
    const [rule] = await (tx ?? this.shop.db)
      .select()
      .from(schema.salesRules)
      .where(sameCode(code));
    if (!rule) return null;
    return {
      code: rule.couponCode,
      kind: rule.kind,
      amount: rule.amount,
      minSubtotal: rule.minSubtotal,
      fromDate: rule.fromDate,
      toDate: rule.toDate,
      usageLimit: rule.usageLimit,
      timesUsed: rule.timesUsed,
      active: rule.active,
      email: rule.email,
    };
  }

  /**
   * Counts one use of a coupon: one atomic UPDATE that only succeeds for an active rule below
   * its usage limit, so parallel orders can never use a coupon more often than allowed. True
   * when the use was counted.
   */
  async claimCouponUse(code: string, tx?: Executor): Promise<boolean> {
    const claimed = await (tx ?? this.shop.db)
      .update(schema.salesRules)
      .set({ timesUsed: sql`${schema.salesRules.timesUsed} + 1` })
      .where(
        and(
          sameCode(code),
          eq(schema.salesRules.active, true),
          sql`(${schema.salesRules.usageLimit} IS NULL OR ${schema.salesRules.timesUsed} < ${schema.salesRules.usageLimit})`,
        ),
      )
      .returning({ id: schema.salesRules.id });
    return claimed.length > 0;
  }

  /**
   * Writes a personal single-use percentage coupon for an address, unless the address has one
   * already (one personal coupon per address: the unique index decides a race). Answers the
   * new rule's code, or null when the address already had one or the code was taken.
   */
  async insertPersonalCoupon(
    coupon: { code: string; name: string; percent: number; email: string },
    tx?: Executor,
  ): Promise<string | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(schema.salesRules)
      .values({
        couponCode: coupon.code,
        name: coupon.name,
        kind: 'percent',
        amount: coupon.percent,
        usageLimit: 1,
        email: coupon.email,
      })
      .onConflictDoNothing()
      .returning({ code: schema.salesRules.couponCode });
    return row?.code ?? null;
  }

  /** The code of an address's personal coupon, or null. */
  async personalCouponOf(email: string, tx?: Executor): Promise<string | null> {
    const [row] = await (tx ?? this.shop.db)
      .select({ code: schema.salesRules.couponCode })
      .from(schema.salesRules)
      .where(eq(schema.salesRules.email, email));
    return row?.code ?? null;
  }

  /** Gives back one counted use of a coupon (never below zero). */
  async releaseCouponUse(code: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.salesRules)
      .set({ timesUsed: sql`${schema.salesRules.timesUsed} - 1` })
      .where(and(sameCode(code), sql`${schema.salesRules.timesUsed} > 0`));
  }
}
