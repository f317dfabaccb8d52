/**
 * Cart use cases (spec core-shop §7). Every mutating call runs
 * in one transaction that first locks the cart row, so concurrent calls on one cart take turns
 * on PostgreSQL (PGlite runs one transaction at a time anyway). Totals are recomputed from the
 * catalogue on every call; nothing a client sends as a price is used.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  CartAddressInput,
  CartTotals,
  ProductOptionInput,
  ServerCartItem,
  ShippingMethod,
} from '@shop/contracts';
import {
  availablePaymentMethods,
  type CouponRule,
  calculateCartTotals,
  cartTaxCountry,
  checkCoupon,
  findShippingMethod,
  fromCents,
  isStoreCode,
  type LineProductOption,
  netFromGross,
  type PaymentMethodDefinition,
  quoteShippingMethods,
  type ShippingMethodDefinition,
  STORE_VIEWS,
  type StoreView,
  type TotalsLine,
  toCents,
} from '@shop/core';
import { documentStoreId, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import {
  assertPriced,
  assertStock,
  type CatalogEntry,
  loadCatalogEntries,
  loadLiveStock,
  type PricedLine,
  type PricingContext,
  priceLine,
  resolveRequestedLine,
} from './cart-products.ts';

type CartRow = typeof schema.carts.$inferSelect;
type ItemRow = typeof schema.cartItems.$inferSelect;

/** Who is calling: a guest (null) or a customer from a valid token. */
export type CartCaller = TokenCustomer | null;

export interface CartServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethods: readonly PaymentMethodDefinition[];
  /** Keeps the read model's special-price windows current before documents are read. */
  ensureCurrentPrices: () => Promise<void>;
  now?: () => Date;
  /** Most lines one cart may hold (default CART_MAX_LINES). */
  maxLines?: number;
}

/** Lines one cart may hold: far beyond any shopper's cart, small enough to price at once. */
export const CART_MAX_LINES = 200;

/** A new opaque cart id: 24 random bytes as 32 base64url characters (192 bits). */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

const noSuchCart = (cartId: string) => notFound(`No such entity with cartId = ${cartId}`);

/** The country of an address as either spelling sends it. */
function countryOf(address: CartAddressInput | null | undefined): string | undefined {
  const country = address?.country_id || address?.countryId;
  return country ? country.toUpperCase() : undefined;
}

/** A cart's lines priced for its view, tax country and customer group. */
interface PricedCart {
  cart: CartRow;
  view: StoreView;
  taxCountry: string;
  lines: { item: ItemRow; entry: CatalogEntry | null; priced: PricedLine | null }[];
  subtotalInclTax: number;
  isVirtual: boolean;
}

export class CartService {
  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: CartServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // ------------------------------------------------------------------ create

  /** A new guest cart, or the customer's active cart of this store view (made once). */
  async create(caller: CartCaller, view: StoreView): Promise<string> {
    if (!caller) {
      const id = newCartId();
      await this.shop.db.insert(schema.carts).values({ id, storeCode: view.code });
      return id;
    }
    const existing = await this.findCustomerCart(this.shop.db, caller.customerId, view.code);
    if (existing) return existing;
    const [customer] = await this.shop.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.id, caller.customerId));
    if (!customer) throw new DomainError('unauthorized', 'The customer token is not valid.');
    // Two creates at once: the partial unique index lets one insert win; both answer its id.
    await this.shop.db.execute(sql`
      INSERT INTO carts (id, customer_id, store_code) VALUES (${newCartId()}, ${caller.customerId}, ${view.code})
      ON CONFLICT (customer_id, store_code) WHERE active AND customer_id IS NOT NULL DO NOTHING`);
    const id = await this.findCustomerCart(this.shop.db, caller.customerId, view.code);
    if (!id) throw new Error('customer cart was not created');
    return id;
  }

  private async findCustomerCart(
    exec: Executor,
    customerId: number,
    storeCode: string,
  ): Promise<string | null> {
    const [row] = await exec
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

  // ------------------------------------------------------------------ access

  /**
   * The cart when the caller may use it: a guest cart for anyone with its id, a customer cart
   * only for its customer. Anything else is answered as if the cart did not exist.
   */
  private async openCart(
    exec: Executor,
    cartId: string,
    caller: CartCaller,
    lock: boolean,
  ): Promise<CartRow> {
    const query = exec
      .select()
      .from(schema.carts)
      .where(and(eq(schema.carts.id, cartId), eq(schema.carts.active, true)));
    const [cart] = lock ? await query.for('update') : await query;
    if (!cart) throw noSuchCart(cartId);
    if (cart.customerId !== null && cart.customerId !== caller?.customerId)
      throw noSuchCart(cartId);
    return cart;
  }

  private async mutate<T>(
    cartId: string,
    caller: CartCaller,
    work: (tx: Executor, cart: CartRow) => Promise<T>,
  ): Promise<T> {
    await this.options.ensureCurrentPrices();
    return this.shop.db.transaction(async (tx) => {
      const cart = await this.openCart(tx, cartId, caller, true);
      const result = await work(tx, cart);
      await tx
        .update(schema.carts)
        .set({ updatedAt: new Date() })
        .where(eq(schema.carts.id, cart.id));
      return result;
    });
  }

  private viewOf(cart: CartRow): StoreView {
    return isStoreCode(cart.storeCode) ? STORE_VIEWS[cart.storeCode] : STORE_VIEWS.nl;
  }

  private pricingContext(cart: CartRow, caller: CartCaller, view: StoreView): PricingContext {
    const country = countryOf(cart.shippingAddress as CartAddressInput | null);
    return {
      view,
      taxCountry: cartTaxCountry(country, view.taxCountry),
      customerGroupId: caller && cart.customerId !== null ? caller.groupId : 0,
      usePriceTiers: this.options.usePriceTiers,
      now: this.now(),
    };
  }

  // ------------------------------------------------------------------ items

  /** Sets a line's absolute quantity (creating the line when new); answers the server item. */
  async update(
    cartId: string,
    caller: CartCaller,
    input: {
      sku: string;
      qty: number;
      product_option?: ProductOptionInput | null | undefined;
      item_id?: number | null | undefined;
    },
  ): Promise<ServerCartItem> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const view = this.viewOf(cart);
      const storeId = documentStoreId(view);
      let existing: ItemRow | undefined;
      let requestedSku = input.sku;
      let option: ProductOptionInput | null | undefined = input.product_option;
      if (input.item_id != null) {
        [existing] = await tx
          .select()
          .from(schema.cartItems)
          .where(
            and(eq(schema.cartItems.cartId, cart.id), eq(schema.cartItems.itemId, input.item_id)),
          );
        if (!existing) {
          throw notFound(`The cart ${cart.id} doesn't contain the item ${input.item_id}.`);
        }
        // The line keeps what it is; only its quantity changes.
        requestedSku = existing.sku;
        option = existing.productOption as ProductOptionInput | null;
      }
      const entries = await loadCatalogEntries(tx, storeId, [requestedSku]);
      const line = resolveRequestedLine(requestedSku, option, entries);
      const priced = priceLine(line, input.qty, this.pricingContext(cart, caller, view));
      assertPriced(priced);
      const demandSkus = [
        line.sku,
        ...(line.entry.parent.bundle_options ?? []).flatMap((o) =>
          o.product_links.map((l) => l.sku),
        ),
      ];
      assertStock(line, input.qty, await loadLiveStock(tx, demandSkus), priced.name);

      let row: ItemRow | undefined;
      if (existing) {
        [row] = await tx
          .update(schema.cartItems)
          .set({ qty: input.qty, updatedAt: new Date() })
          .where(eq(schema.cartItems.itemId, existing.itemId))
          .returning();
      } else {
        await this.assertRoomForLine(tx, cart.id, line.sku, checksum(line.checksum));
        [row] = await tx
          .insert(schema.cartItems)
          .values({
            cartId: cart.id,
            sku: line.sku,
            parentSku: line.parentSku,
            productType: line.productType,
            qty: input.qty,
            productOption: line.productOption,
            optionsChecksum: checksum(line.checksum),
          })
          .onConflictDoUpdate({
            target: [
              schema.cartItems.cartId,
              schema.cartItems.sku,
              schema.cartItems.optionsChecksum,
            ],
            set: { qty: input.qty, updatedAt: new Date() },
          })
          .returning();
      }
      if (!row) throw new Error('cart line was not written');
      return serverItem(row, priced);
    });
  }

  /** Throws when a new line (not yet in the cart) would pass the line limit. */
  private async assertRoomForLine(
    tx: Executor,
    cartId: string,
    sku: string,
    optionsChecksum: string,
  ): Promise<void> {
    const max = this.options.maxLines ?? CART_MAX_LINES;
    const [row] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        same: sql<number>`count(*) FILTER (WHERE ${schema.cartItems.sku} = ${sku} AND ${schema.cartItems.optionsChecksum} = ${optionsChecksum})::int`,
      })
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, cartId));
    if (row && row.same === 0 && row.lines >= max) {
      throw invalid(`A cart holds at most ${max} different products.`);
    }
  }

  /** Removes a line; 404 when the cart has no such line. */
  async deleteItem(cartId: string, caller: CartCaller, itemId: number): Promise<true> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const removed = await tx
        .delete(schema.cartItems)
        .where(and(eq(schema.cartItems.cartId, cart.id), eq(schema.cartItems.itemId, itemId)))
        .returning({ itemId: schema.cartItems.itemId });
      if (removed.length === 0) {
        throw notFound(`The cart ${cart.id} doesn't contain the item ${itemId}.`);
      }
      return true as const;
    });
  }

  /** The cart's lines with their current names and prices. */
  async pull(cartId: string, caller: CartCaller): Promise<ServerCartItem[]> {
    await this.options.ensureCurrentPrices();
    const cart = await this.openCart(this.shop.db, cartId, caller, false);
    const priced = await this.priceCart(this.shop.db, cart, caller);
    return priced.lines.map(({ item, priced: price }) => serverItem(item, price));
  }

  // ------------------------------------------------------------------ totals

  private async priceCart(exec: Executor, cart: CartRow, caller: CartCaller): Promise<PricedCart> {
    const view = this.viewOf(cart);
    const items = await exec
      .select()
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, cart.id))
      .orderBy(asc(schema.cartItems.itemId));
    const entries = await loadCatalogEntries(
      exec,
      documentStoreId(view),
      items.map((item) => item.sku),
    );
    const ctx = this.pricingContext(cart, caller, view);
    const lines = items.map((item) => {
      const entry = entries.get(item.sku) ?? null;
      // A product that was disabled or removed since it was added cannot be priced: it stays
      // in pull (so the storefront can remove it) but not in the totals.
      const priced = entry
        ? priceLine(
            {
              productType: item.productType,
              productOption: item.productOption as LineProductOption | null,
              entry,
            },
            item.qty,
            ctx,
          )
        : null;
      return { item, entry, priced };
    });
    const subtotalInclTax = calculateCartTotals({
      lines: totalsLines(lines),
      pricesIncludeTax: view.pricesIncludeTax,
      shipping: null,
      coupon: null,
    }).subtotal_incl_tax;
    return {
      cart,
      view,
      taxCountry: ctx.taxCountry,
      lines,
      subtotalInclTax: toCents(subtotalInclTax),
      isVirtual:
        lines.length > 0 &&
        lines.every(
          ({ item }) => item.productType === 'virtual' || item.productType === 'downloadable',
        ),
    };
  }

  /** The quotes of the shop's shipping methods for a priced cart delivered to `country`. */
  private quotesOf(priced: PricedCart, country: string) {
    return quoteShippingMethods(
      {
        country,
        taxCountry: priced.taxCountry,
        subtotalInclTax: priced.subtotalInclTax,
        isVirtualCart: priced.isVirtual,
      },
      this.options.shippingMethods,
    );
  }

  /** The quote of one shipping method, or undefined when the shop has no such method. */
  private quoteOf(priced: PricedCart, country: string, carrierCode: string, methodCode: string) {
    return this.quotesOf(priced, country).find(
      (q) => q.method.carrierCode === carrierCode && q.method.methodCode === methodCode,
    );
  }

  private async totalsOf(exec: Executor, cart: CartRow, caller: CartCaller): Promise<CartTotals> {
    const priced = await this.priceCart(exec, cart, caller);
    const { view } = priced;
    let shipping = null;
    if (cart.shippingCarrierCode && cart.shippingMethodCode) {
      const country =
        countryOf(cart.shippingAddress as CartAddressInput | null) ?? view.defaultCountry ?? 'NL';
      const quote = this.quoteOf(
        priced,
        country,
        cart.shippingCarrierCode,
        cart.shippingMethodCode,
      );
      if (quote?.available) {
        shipping = {
          amountInclTax: quote.amountInclTax,
          taxRate: quote.taxRate,
          title: quote.method.methodTitle,
        };
      }
    }
    let coupon: (CouponRule & { code: string }) | null = null;
    if (cart.couponCode) {
      const rule = await this.findRule(exec, cart.couponCode);
      // A coupon that stopped applying (subtotal too low, expired) gives no discount but stays
      // on the cart, so it applies again when the cart qualifies.
      if (rule && !checkCoupon(rule.code, rule, priced.subtotalInclTax, this.now())) {
        coupon = rule;
      }
    }
    return calculateCartTotals({
      lines: totalsLines(priced.lines),
      pricesIncludeTax: view.pricesIncludeTax,
      shipping,
      coupon,
      currency: view.currency,
    });
  }

  async totals(cartId: string, caller: CartCaller): Promise<CartTotals> {
    await this.options.ensureCurrentPrices();
    const cart = await this.openCart(this.shop.db, cartId, caller, false);
    return this.totalsOf(this.shop.db, cart, caller);
  }

  /** collect-totals: optionally stores the chosen shipping and payment methods, then totals. */
  async collectTotals(
    cartId: string,
    caller: CartCaller,
    methods: {
      shippingCarrierCode?: string | null | undefined;
      shippingMethodCode?: string | null | undefined;
      paymentMethod?: { method?: string | undefined } | null | undefined;
    } | null,
  ): Promise<CartTotals> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const set: Partial<CartRow> = {};
      if (methods?.shippingCarrierCode && methods.shippingMethodCode) {
        this.assertShippingMethod(methods.shippingCarrierCode, methods.shippingMethodCode);
        set.shippingCarrierCode = methods.shippingCarrierCode;
        set.shippingMethodCode = methods.shippingMethodCode;
      }
      if (methods?.paymentMethod?.method) {
        const offered = await this.paymentMethodsOf(tx, cart, caller);
        set.paymentMethod = assertPaymentMethod(methods.paymentMethod.method, offered);
      }
      let current = cart;
      if (Object.keys(set).length > 0) {
        [current = cart] = await tx
          .update(schema.carts)
          .set(set)
          .where(eq(schema.carts.id, cart.id))
          .returning();
      }
      return this.totalsOf(tx, current, caller);
    });
  }

  // ------------------------------------------------------------------ methods

  async paymentMethods(cartId: string, caller: CartCaller) {
    await this.options.ensureCurrentPrices();
    const cart = await this.openCart(this.shop.db, cartId, caller, false);
    return this.paymentMethodsOf(this.shop.db, cart, caller);
  }

  /**
   * The payment methods of a cart: by its billing country (else its shipping country, else the
   * store view's) and its grand total, without cash on delivery for a virtual cart; only 'free'
   * when there is nothing to pay.
   */
  private async paymentMethodsOf(
    exec: Executor,
    cart: CartRow,
    caller: CartCaller,
    totals?: CartTotals,
  ) {
    const priced = await this.priceCart(exec, cart, caller);
    const grandTotal = totals ?? (await this.totalsOf(exec, cart, caller));
    return availablePaymentMethods(
      {
        isVirtualCart: priced.isVirtual,
        grandTotal: priced.lines.length > 0 ? toCents(grandTotal.grand_total) : null,
        billingCountry:
          countryOf(cart.billingAddress as CartAddressInput | null) ??
          countryOf(cart.shippingAddress as CartAddressInput | null) ??
          priced.view.defaultCountry,
      },
      this.options.paymentMethods,
    );
  }

  private assertShippingMethod(carrierCode: string, methodCode: string): void {
    if (!findShippingMethod(carrierCode, methodCode, this.options.shippingMethods)) {
      throw invalid(`Carrier with such method not found: ${carrierCode}, ${methodCode}`);
    }
  }

  /** The shipping methods for an address, with their prices for this cart. */
  async shippingMethods(
    cartId: string,
    caller: CartCaller,
    address: CartAddressInput,
  ): Promise<ShippingMethod[]> {
    await this.options.ensureCurrentPrices();
    const country = countryOf(address);
    if (!country) throw invalid('address.country_id is required');
    const cart = await this.openCart(this.shop.db, cartId, caller, false);
    const priced = await this.priceCart(
      this.shop.db,
      { ...cart, shippingAddress: { country_id: country } },
      caller,
    );
    return this.quotesOf(priced, country).map((quote) => {
      const incl = quote.amountInclTax;
      const excl = netFromGross(incl, quote.taxRate);
      const shown = priced.view.pricesIncludeTax ? incl : excl;
      return {
        carrier_code: quote.method.carrierCode,
        method_code: quote.method.methodCode,
        carrier_title: quote.method.carrierTitle,
        method_title: quote.method.methodTitle,
        amount: fromCents(shown),
        base_amount: fromCents(shown),
        available: quote.available,
        error_message: quote.errorMessage,
        price_excl_tax: fromCents(excl),
        price_incl_tax: fromCents(incl),
      };
    });
  }

  /** Stores the addresses and the chosen shipping method; answers payment methods and totals. */
  async shippingInformation(
    cartId: string,
    caller: CartCaller,
    info: {
      shippingAddress: CartAddressInput;
      billingAddress?: CartAddressInput | null | undefined;
      shippingCarrierCode?: string | null | undefined;
      shippingMethodCode?: string | null | undefined;
    },
  ) {
    const country = countryOf(info.shippingAddress);
    if (!country) throw invalid('addressInformation.shippingAddress.countryId is required');
    return this.mutate(cartId, caller, async (tx, cart) => {
      const set: Partial<CartRow> = {
        shippingAddress: { ...info.shippingAddress, country_id: country },
        billingAddress: info.billingAddress ?? null,
      };
      if (info.shippingCarrierCode && info.shippingMethodCode) {
        const priced = await this.priceCart(
          tx,
          { ...cart, shippingAddress: { country_id: country } },
          caller,
        );
        const quote = this.quoteOf(
          priced,
          country,
          info.shippingCarrierCode,
          info.shippingMethodCode,
        );
        if (!quote) {
          throw invalid(
            `Carrier with such method not found: ${info.shippingCarrierCode}, ${info.shippingMethodCode}`,
          );
        }
        if (!quote.available) throw invalid(quote.errorMessage);
        set.shippingCarrierCode = info.shippingCarrierCode;
        set.shippingMethodCode = info.shippingMethodCode;
      }
      const [updated] = await tx
        .update(schema.carts)
        .set(set)
        .where(eq(schema.carts.id, cart.id))
        .returning();
      const current = updated ?? cart;
      const totals = await this.totalsOf(tx, current, caller);
      return {
        payment_methods: await this.paymentMethodsOf(tx, current, caller, totals),
        totals,
      };
    });
  }

  /** Stores the chosen payment method (checked against the cart's methods); answers its code. */
  async selectPaymentMethod(
    cartId: string,
    caller: CartCaller,
    method: { method: string; additional_data?: string[] | null | undefined },
  ): Promise<string> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const code = assertPaymentMethod(
        method.method,
        await this.paymentMethodsOf(tx, cart, caller),
      );
      await tx
        .update(schema.carts)
        .set({ paymentMethod: code, paymentAdditionalData: method.additional_data ?? null })
        .where(eq(schema.carts.id, cart.id));
      return code;
    });
  }

  // ------------------------------------------------------------------ coupons

  private findRule(exec: Executor, code: string) {
    return findCouponRule(exec, code);
  }

  async applyCoupon(cartId: string, caller: CartCaller, code: string): Promise<true> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const rule = await this.findRule(tx, code);
      const priced = await this.priceCart(tx, cart, caller);
      const problem = checkCoupon(
        rule?.code ?? code,
        rule,
        priced.subtotalInclTax,
        this.now(),
        priced.view.locale,
      );
      if (problem || !rule) {
        throw new DomainError(problem?.kind ?? 'not_found', problem?.message ?? code);
      }
      await tx
        .update(schema.carts)
        .set({ couponCode: rule.code })
        .where(eq(schema.carts.id, cart.id));
      return true as const;
    });
  }

  async deleteCoupon(cartId: string, caller: CartCaller): Promise<true> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      await tx.update(schema.carts).set({ couponCode: null }).where(eq(schema.carts.id, cart.id));
      return true as const;
    });
  }
}

/** The rule of a coupon code (codes compare case-insensitively) with its stored spelling. */
export async function findCouponRule(
  exec: Executor,
  code: string,
): Promise<(CouponRule & { code: string }) | null> {
  const [rule] = await exec
    .select()
    .from(schema.salesRules)
    .where(sql`upper(${schema.salesRules.couponCode}) = upper(${code})`);
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
  };
}

/**
 * Counts one use of a coupon when an order is placed (the order service calls this inside its order
 * transaction): one atomic UPDATE that only succeeds below the usage limit, so parallel orders
 * can never use a coupon more often than allowed. True when the use was counted.
 */
export async function claimCouponUse(exec: Executor, code: string): Promise<boolean> {
  const claimed = await exec
    .update(schema.salesRules)
    .set({ timesUsed: sql`${schema.salesRules.timesUsed} + 1` })
    .where(
      and(
        sql`upper(${schema.salesRules.couponCode}) = upper(${code})`,
        eq(schema.salesRules.active, true),
        sql`(${schema.salesRules.usageLimit} IS NULL OR ${schema.salesRules.timesUsed} < ${schema.salesRules.usageLimit})`,
      ),
    )
    .returning({ id: schema.salesRules.id });
  return claimed.length > 0;
}

/** The stored identity text as a short fixed-length key ('' when the line has no options). */
function checksum(identity: string): string {
  return identity === '' ? '' : createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

function totalsLines(lines: { item: ItemRow; priced: PricedLine | null }[]): TotalsLine[] {
  return lines.flatMap(({ item, priced }) =>
    priced
      ? [
          {
            itemId: item.itemId,
            name: priced.name,
            qty: item.qty,
            parts: priced.parts,
            options: priced.options,
          },
        ]
      : [],
  );
}

function serverItem(row: ItemRow, priced: PricedLine | null): ServerCartItem {
  const item: ServerCartItem = {
    item_id: row.itemId,
    quote_id: row.cartId,
    sku: row.sku,
    parentSku: row.parentSku,
    qty: row.qty,
    name: priced?.name ?? row.sku,
    price: fromCents(priced?.unitExclTax ?? 0),
    price_incl_tax: fromCents(priced?.unitInclTax ?? 0),
    product_type: row.productType as ServerCartItem['product_type'],
  };
  if (row.productOption) item.product_option = row.productOption;
  return item;
}

function assertPaymentMethod(code: string, offered: { code: string }[]): string {
  const method = offered.find((m) => m.code === code);
  if (!method) throw invalid(`The requested Payment Method "${code}" is not available.`);
  return method.code;
}
