/**
 * Placing an order (spec core-shop §4 "Place order", reference-notes §1.3). One
 * transaction: the cart row is locked, the lines are priced from the catalogue (never from the
 * request), the order row is inserted under the client's unique order_id, stock is decremented
 * with conditional UPDATEs, the coupon use is claimed and the cart is deactivated. Anything that
 * fails rolls all of it back. A second placing of the same order_id (a retry, the offline queue,
 * a race) writes nothing and answers what the first placing answered.
 */
import type { OrderAddress, OrderBody } from '@shop/contracts';
import {
  availablePaymentMethods,
  type CartTotals,
  COUPON_NO_LONGER_APPLIES_PREFIX,
  type CouponRule,
  calculateCartTotals,
  cartTaxCountry,
  checkCoupon,
  FREE_PAYMENT_CODE,
  isPickupMethod,
  isStoreCode,
  NO_DELIVERY_MESSAGE,
  OUT_OF_STOCK_ORDER_ERROR_PREFIX,
  type PaymentMethodDefinition,
  quoteShippingMethods,
  type ShippingMethodDefinition,
  STORE_VIEWS,
  type StoreView,
  type TotalsLine,
  toCents,
} from '@shop/core';
import { documentStoreId, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../lib/errors.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import {
  loadCatalogEntries,
  type PricedLine,
  priceLine,
  type ResolvedLine,
  resolveRequestedLine,
  stockDemand,
} from '../cart/cart-products.ts';
import { claimCouponUse, findCouponRule } from '../cart/service.ts';

export const ORDER_SCHEMA_MESSAGE =
  'Internal validation error; Order entity is not compliant with the schema';

/** The status of a new order (secondary-areas §4, order status labels). */
export const ORDER_STATUS_PLACED = 'Order Placed';

/** A 400 answer: the schema message, with what exactly is wrong in `details`. */
export class OrderInvalidError extends DomainError {
  constructor(details: string[]) {
    super('invalid', ORDER_SCHEMA_MESSAGE, { details });
  }
}

/**
 * A product without enough stock: the reference's text, which the storefront's order queue
 * reads as "Some products you've ordered are out of stock" (core-shop §8). The reference
 * answers it with 500; here it is a 409 Conflict: the request is fine, the stock is not there,
 * and a retry of the same order cannot change that (decision record 12).
 */
export class OrderOutOfStockError extends DomainError {
  constructor(readonly sku: string) {
    super('conflict', `${OUT_OF_STOCK_ORDER_ERROR_PREFIX}. ${sku} is out of stock!`);
  }
}

/**
 * The cart's coupon no longer applies (expired, used up, below its minimum, removed) when the
 * order is placed: the shopper confirmed a total with its discount, so the order is refused
 * (409) rather than placed at another total. The cart then drops the coupon.
 */
export class CouponNoLongerAppliesError extends DomainError {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super('conflict', `${COUPON_NO_LONGER_APPLIES_PREFIX}: ${reason} The order was not placed.`);
  }
}

export type OrderRow = typeof schema.orders.$inferSelect;
type CartRow = typeof schema.carts.$inferSelect;

export interface OrderAnswer {
  magentoOrderId: number;
  orderNumber: string;
  backendOrderId: string;
  transferedAt: string;
  /** Names the order in the return pages' URLs (/checkout-return?order_hash=…). */
  orderHash: string;
}

export interface PlacedOrder {
  /** False when the order_id was placed before (nothing was written now). */
  created: boolean;
  order: OrderRow;
  lines: { name: string; qty: number; rowTotalInclTax: number }[];
  view: StoreView;
  answer: OrderAnswer;
}

export interface OrderServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethods: readonly PaymentMethodDefinition[];
  ensureCurrentPrices: () => Promise<void>;
  /** Throws while no orders may be placed (the shop is closed); replays still answer. */
  assertOpen: () => void;
  /** Writes the confirmation mail of a new order, in the order's transaction (the outbox). */
  mailConfirmation?: (tx: Executor, placed: PlacedOrder) => Promise<void>;
  now?: () => Date;
}

export function orderAnswer(order: OrderRow): OrderAnswer {
  return {
    magentoOrderId: order.id,
    orderNumber: order.incrementId,
    backendOrderId: order.orderId,
    transferedAt: order.createdAt.toISOString(),
    orderHash: order.orderHash,
  };
}

const countryOf = (address: OrderAddress) =>
  (address.country_id || address.countryId || '').toUpperCase();

/** The address as stored: the checked fields, the country in one spelling. */
function storedAddress(address: OrderAddress): Record<string, unknown> {
  const { countryId: _drop, ...rest } = address;
  return { ...rest, country_id: countryOf(address) };
}

/** Product types that ship nothing (spec §4: no cash on delivery for a cart of only these). */
const VIRTUAL_TYPES: ReadonlySet<string> = new Set(['virtual', 'downloadable']);

class Replay {
  constructor(readonly order: OrderRow) {}
}

export class OrderService {
  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: OrderServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async findByOrderId(exec: Executor, orderId: string): Promise<OrderRow | null> {
    const [row] = await exec.select().from(schema.orders).where(eq(schema.orders.orderId, orderId));
    return row ?? null;
  }

  /**
   * The earlier placing of an order_id, answered only to the order's owner: its customer (by
   * token) or, for a guest order, whoever holds its guest cart. Anyone else learns nothing of
   * it (no number, hash or payment link) and changes nothing: a customer's order answers like a
   * foreign cart (404), a guest order sent with another cart like an order_id that is taken.
   */
  private replayOf(
    order: OrderRow,
    cartId: string | null,
    caller: TokenCustomer | null,
  ): PlacedOrder {
    if (order.customerId !== null && order.customerId !== caller?.customerId) {
      throw notFound(`No such entity with cartId = ${cartId ?? ''}`);
    }
    // The same order_id for another cart is not a replay of this order.
    if ((order.cartId ?? null) !== cartId) {
      throw new DomainError('conflict', `An order with order_id ${order.orderId} exists already.`);
    }
    const view = isStoreCode(order.storeCode) ? STORE_VIEWS[order.storeCode] : STORE_VIEWS.nl;
    return { created: false, order, lines: [], view, answer: orderAnswer(order) };
  }

  /** Places the order, or answers the earlier placing of the same order_id. */
  async place(
    body: OrderBody,
    caller: TokenCustomer | null,
    requestView: StoreView,
  ): Promise<PlacedOrder> {
    const cartId = body.cart_id ? body.cart_id : null;
    const earlier = await this.findByOrderId(this.shop.db, body.order_id);
    if (earlier) return this.replayOf(earlier, cartId, caller);
    this.options.assertOpen();
    if (caller) {
      const [customer] = await this.shop.db
        .select({ id: schema.customers.id })
        .from(schema.customers)
        .where(eq(schema.customers.id, caller.customerId));
      if (!customer) throw new DomainError('unauthorized', 'The customer token is not valid.');
    }
    await this.options.ensureCurrentPrices();

    const outcome = await this.placeOnce(body, caller, cartId, requestView).catch(
      async (error: unknown) => {
        // The order rolled back; the coupon goes too, so the cart shows the new total.
        if (error instanceof CouponNoLongerAppliesError && cartId) {
          await this.shop.db
            .update(schema.carts)
            .set({ couponCode: null, updatedAt: this.now() })
            .where(
              and(
                eq(schema.carts.id, cartId),
                sql`upper(${schema.carts.couponCode}) = upper(${error.code})`,
              ),
            );
        }
        throw error;
      },
    );
    if (outcome instanceof Replay) return this.replayOf(outcome.order, cartId, caller);
    return outcome;
  }

  /** One transaction: the caller's cart locked, then the order placed (or found placed). */
  private placeOnce(
    body: OrderBody,
    caller: TokenCustomer | null,
    cartId: string | null,
    requestView: StoreView,
  ): Promise<PlacedOrder | Replay> {
    return this.shop.db.transaction(async (tx) => {
      let cart: CartRow | null = null;
      if (cartId) {
        const [row] = await tx
          .select()
          .from(schema.carts)
          .where(and(eq(schema.carts.id, cartId), eq(schema.carts.active, true)))
          .for('update');
        const own = row && (row.customerId === null || row.customerId === caller?.customerId);
        if (!own) {
          // A cart just deactivated by a concurrent placing of this order: answer that one.
          const placed = await this.findByOrderId(tx, body.order_id);
          if (placed) return new Replay(placed);
          throw notFound(`No such entity with cartId = ${cartId}`);
        }
        cart = row;
        // Waiting for the cart lock may have been waiting for this very order.
        const placed = await this.findByOrderId(tx, body.order_id);
        if (placed) return new Replay(placed);
      }
      return this.placeIn(tx, body, caller, cart, requestView);
    });
  }

  private async placeIn(
    tx: Executor,
    body: OrderBody,
    caller: TokenCustomer | null,
    cart: CartRow | null,
    requestView: StoreView,
  ): Promise<PlacedOrder | Replay> {
    const view: StoreView = cart
      ? isStoreCode(cart.storeCode)
        ? STORE_VIEWS[cart.storeCode]
        : STORE_VIEWS.nl
      : body.store_code && isStoreCode(body.store_code)
        ? STORE_VIEWS[body.store_code]
        : requestView;
    const info = body.addressInformation;
    const problems: string[] = [];

    // Lines: every product is resolved against the catalogue of the order's store view.
    const entries = await loadCatalogEntries(
      tx,
      documentStoreId(view),
      body.products.map((p) => p.sku),
    );
    const resolved: { line: ResolvedLine; qty: number }[] = [];
    body.products.forEach((product, index) => {
      try {
        resolved.push({
          line: resolveRequestedLine(product.sku, product.product_option, entries),
          qty: product.qty,
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(`products[${index}] (${product.sku}): ${error.message}`);
      }
    });
    const isVirtual =
      resolved.length > 0 && resolved.every(({ line }) => VIRTUAL_TYPES.has(line.productType));

    // Addresses: a cart that ships something needs a delivery address (the billing address
    // when no other is given, reference §1.3). A pick-up is delivered to its store: the store's
    // address replaces whatever the body says (spec §4 Pickup); other methods carry no store.
    const billing = info.billingAddress;
    const carrierCode = info.shipping_carrier_code ?? null;
    const methodCode = info.shipping_method_code ?? null;
    let shipping = info.shippingAddress ?? (isVirtual ? null : billing);
    let pickupLocationCode: string | null = null;
    if (!isVirtual && isPickupMethod(carrierCode, methodCode)) {
      const code = pickupCodeOf(info);
      const store = code ? await findPickupStore(tx, code) : null;
      if (!store) {
        problems.push(
          code
            ? `The pick-up location ${code} does not exist.`
            : 'A pick-up order needs shippingAddress.extension_attributes.pickup_location_code.',
        );
      } else {
        pickupLocationCode = store.code;
        shipping = pickupAddress(store, shipping ?? billing);
      }
    } else if (shipping?.extension_attributes) {
      const { pickup_location_code: _drop, ...rest } = shipping.extension_attributes;
      shipping = { ...shipping, extension_attributes: rest };
    }
    const country = countryOf(shipping ?? billing);
    const taxCountry = cartTaxCountry(country, view.taxCountry);

    const ctx = {
      view,
      taxCountry,
      customerGroupId: caller ? caller.groupId : 0,
      usePriceTiers: this.options.usePriceTiers,
      now: this.now(),
    };
    const priced: { line: ResolvedLine; qty: number; price: PricedLine }[] = [];
    for (const { line, qty } of resolved) {
      const price = priceLine(line, qty, ctx);
      if (price.unitInclTax < 0 || price.unitExclTax < 0) {
        problems.push(`${line.sku}: the price is unknown`);
      } else {
        priced.push({ line, qty, price });
      }
    }
    const totalsLines: TotalsLine[] = priced.map(({ qty, price }, index) => ({
      itemId: index + 1,
      name: price.name,
      qty,
      parts: price.parts,
      options: price.options,
    }));
    const subtotalInclTax = toCents(
      calculateCartTotals({
        lines: totalsLines,
        pricesIncludeTax: view.pricesIncludeTax,
        shipping: null,
        coupon: null,
      }).subtotal_incl_tax,
    );

    // Shipping method: a known method that delivers to the address (free for virtual carts).
    let shippingTotals: { amountInclTax: number; taxRate: number; title: string } | null = null;
    if (!isVirtual) {
      const quote = quoteShippingMethods(
        { country, taxCountry, subtotalInclTax, isVirtualCart: false },
        this.options.shippingMethods,
      ).find((q) => q.method.carrierCode === carrierCode && q.method.methodCode === methodCode);
      if (!carrierCode || !methodCode) {
        problems.push(
          'addressInformation: shipping_carrier_code and shipping_method_code are required',
        );
      } else if (!quote) {
        problems.push(`Carrier with such method not found: ${carrierCode}, ${methodCode}`);
      } else if (!quote.available) {
        problems.push(NO_DELIVERY_MESSAGE);
      } else {
        shippingTotals = {
          amountInclTax: quote.amountInclTax,
          taxRate: quote.taxRate,
          title: quote.method.methodTitle,
        };
      }
    }

    // The cart's coupon must still apply: the shopper confirmed the total with its discount.
    let coupon: (CouponRule & { code: string }) | null = null;
    let couponProblem: string | null = null;
    if (cart?.couponCode) {
      const rule = await findCouponRule(tx, cart.couponCode);
      couponProblem = checkCoupon(cart.couponCode, rule, subtotalInclTax, ctx.now)?.message ?? null;
      if (!couponProblem) coupon = rule;
    }
    const totals: CartTotals = calculateCartTotals({
      lines: totalsLines,
      pricesIncludeTax: view.pricesIncludeTax,
      shipping: shippingTotals,
      coupon,
      currency: view.currency,
    });
    const grandTotal = toCents(totals.grand_total);

    // Payment: one of the methods this order may use: by its billing country and total, no
    // cash on delivery for virtual carts, only 'free' with nothing to pay, never check24.
    const paymentCode = info.payment_method_code ?? body.payment_method_code;
    const payment = availablePaymentMethods(
      { isVirtualCart: isVirtual, grandTotal, billingCountry: countryOf(billing) },
      this.options.paymentMethods,
    ).find((m) => m.code === paymentCode);
    if (!payment) {
      problems.push(`The requested Payment Method "${paymentCode ?? ''}" is not available.`);
    }
    if (problems.length > 0 || !payment) throw new OrderInvalidError(problems);
    if (cart?.couponCode && couponProblem) {
      throw new CouponNoLongerAppliesError(cart.couponCode, couponProblem);
    }

    // The order row first: its unique order_id decides a race between two placings.
    const prefix = view.code.toUpperCase();
    const [order] = await tx
      .insert(schema.orders)
      .values({
        orderId: body.order_id,
        incrementId: sql`${prefix} || lpad(nextval('order_number_seq')::text, 9, '0')`,
        storeCode: view.code,
        customerId: caller?.customerId ?? null,
        customerEmail: (billing.email ?? '').trim().toLowerCase(),
        cartId: cart?.id ?? null,
        status: ORDER_STATUS_PLACED,
        currency: totals.quote_currency_code,
        subtotal: toCents(totals.subtotal),
        subtotalInclTax: toCents(totals.subtotal_incl_tax),
        discountAmount: toCents(totals.discount_amount),
        shippingAmount: toCents(totals.shipping_amount),
        shippingInclTax: toCents(totals.shipping_incl_tax),
        taxAmount: toCents(totals.tax_amount),
        grandTotal: toCents(totals.grand_total),
        couponCode: coupon?.code ?? null,
        shippingCarrierCode: isVirtual ? null : carrierCode,
        shippingMethodCode: isVirtual ? null : methodCode,
        paymentMethod: payment.code,
        paymentAdditionalData:
          info.payment_method_additional ?? body.payment_method_additional ?? null,
        paymentStatus: payment.code === FREE_PAYMENT_CODE ? 'not_required' : 'pending',
        orderHash: randomToken(24),
        pickupLocationCode,
        shippingAddress: shipping ? storedAddress(shipping) : null,
        billingAddress: storedAddress(billing),
        totals,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing({ target: schema.orders.orderId })
      .returning();
    if (!order) {
      const placed = await this.findByOrderId(tx, body.order_id);
      if (!placed) throw new Error('order_id conflict without an order');
      return new Replay(placed);
    }

    const taken = await takeStock(
      tx,
      priced.map(({ line, qty }) => stockDemand(line, qty)),
    );
    await tx.update(schema.orders).set({ stockTaken: taken }).where(eq(schema.orders.id, order.id));
    if (coupon && !(await claimCouponUse(tx, coupon.code))) {
      // Used up by another order since it was checked above.
      throw new CouponNoLongerAppliesError(
        coupon.code,
        `The coupon code "${coupon.code}" has reached its usage limit.`,
      );
    }

    await tx.insert(schema.orderItems).values(
      priced.map(({ line, qty }, index) => {
        const item = totals.items[index]!;
        return {
          orderId: order.id,
          sku: line.sku,
          parentSku: line.parentSku,
          name: item.name,
          productType: line.productType,
          qty,
          productOption: line.productOption,
          price: toCents(item.price),
          priceInclTax: toCents(item.price_incl_tax),
          rowTotal: toCents(item.row_total),
          rowTotalInclTax: toCents(item.row_total_incl_tax),
          taxAmount: toCents(item.tax_amount),
          taxPercent: String(item.tax_percent),
          discountAmount: toCents(item.discount_amount),
        };
      }),
    );
    if (cart) {
      await tx
        .update(schema.carts)
        .set({ active: false, updatedAt: ctx.now })
        .where(eq(schema.carts.id, cart.id));
    }
    const placed: PlacedOrder = {
      created: true,
      order,
      lines: totals.items.map((item) => ({
        name: item.name,
        qty: item.qty,
        rowTotalInclTax: toCents(item.row_total_incl_tax),
      })),
      view,
      answer: orderAnswer(order),
    };
    // The confirmation mail is written with the order: it exists exactly when the order does.
    await this.options.mailConfirmation?.(tx, placed);
    return placed;
  }
}

/**
 * Takes the units of every line from stock, in sku order (so concurrent orders lock rows in the
 * same order). A managed stock is decremented only when it holds enough; an unmanaged one only
 * needs to be in stock; a sku without a stock row is not tracked. Throws for the first sku that
 * cannot give its units.
 */
async function takeStock(
  tx: Executor,
  demands: Map<string, number>[],
): Promise<Record<string, number>> {
  const total = new Map<string, number>();
  const taken: Record<string, number> = {};
  for (const demand of demands) {
    for (const [sku, units] of demand) total.set(sku, (total.get(sku) ?? 0) + units);
  }
  for (const sku of [...total.keys()].sort()) {
    const units = total.get(sku)!;
    const updated = await tx
      .update(schema.stockItems)
      .set({
        qty: sql`CASE WHEN ${schema.stockItems.manageStock} THEN ${schema.stockItems.qty} - ${units} ELSE ${schema.stockItems.qty} END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(schema.stockItems.sku, sku),
          eq(schema.stockItems.isInStock, true),
          sql`(NOT ${schema.stockItems.manageStock} OR ${schema.stockItems.qty} >= ${units})`,
        ),
      )
      .returning({ sku: schema.stockItems.sku, managed: schema.stockItems.manageStock });
    if (updated.length > 0) {
      if (updated[0]?.managed) taken[sku] = units;
      continue;
    }
    const [tracked] = await tx
      .select({ sku: schema.stockItems.sku })
      .from(schema.stockItems)
      .where(eq(schema.stockItems.sku, sku));
    if (tracked) throw new OrderOutOfStockError(sku);
  }
  return taken;
}

/**
 * Gives back what an order took from stock (a canceled order: its payment was canceled or
 * failed). Run once per order, inside the transaction that cancels it.
 */
export async function returnStock(tx: Executor, taken: Record<string, number>): Promise<void> {
  for (const sku of Object.keys(taken).sort()) {
    const units = taken[sku] ?? 0;
    if (units <= 0) continue;
    await tx
      .update(schema.stockItems)
      .set({ qty: sql`${schema.stockItems.qty} + ${units}`, updatedAt: new Date() })
      .where(and(eq(schema.stockItems.sku, sku), eq(schema.stockItems.manageStock, true)));
  }
}

type PickupStore = typeof schema.stores.$inferSelect;

/** The pick-up location code an order names (shipping address extension attributes first). */
function pickupCodeOf(info: OrderBody['addressInformation']): string | null {
  const fromAddress = info.shippingAddress?.extension_attributes?.pickup_location_code;
  const fromExtra = info.shippingExtraFields?.pickup_location_code;
  const code = fromAddress ?? fromExtra;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
}

async function findPickupStore(tx: Executor, code: string): Promise<PickupStore | null> {
  const [store] = await tx
    .select()
    .from(schema.stores)
    .where(
      and(
        eq(schema.stores.code, code),
        eq(schema.stores.active, true),
        eq(schema.stores.isPickupLocation, true),
      ),
    );
  return store ?? null;
}

/** The shipping address of a pick-up: the shopper's name and phone at the store's address. */
function pickupAddress(store: PickupStore, person: OrderAddress): OrderAddress {
  return {
    firstname: person.firstname,
    middlename: person.middlename,
    lastname: person.lastname,
    telephone: person.telephone,
    company: store.name,
    street: [store.street, store.houseNumber],
    postcode: store.postcode,
    city: store.city,
    country_id: store.countryId,
    extension_attributes: { pickup_location_code: store.code },
  };
}
