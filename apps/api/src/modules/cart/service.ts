/**
 * Cart use cases: create, change lines, totals, shipping and payment methods, coupons. Every
 * mutating call runs in one transaction that first locks the cart row, so concurrent calls on
 * one cart take turns on PostgreSQL (PGlite runs one transaction at a time anyway). Totals are
 * recomputed from the catalogue on every call (core's checkout pricing, the same the order
 * uses); nothing a client sends as a price is used.
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
  type AvailableCredit,
  type CatalogEntry,
  type CheckoutLineInput,
  type CheckoutPricing,
  type CheckoutPricingInput,
  findShippingMethod,
  fromCents,
  isGiftCardPaymentMethod,
  isPriceKnown,
  type LineProductOption,
  lineStockProblem,
  type NamedCouponRule,
  netFromGross,
  type PaymentMethodDefinition,
  type PricedLine,
  priceCheckout,
  type ShippingMethodDefinition,
  type ShippingQuote,
  type StockLevel,
  type StoreView,
  stockDemand,
  storedStoreView,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import {
  DomainError,
  domainError,
  domainErrorOfText,
  invalid,
  notFound,
} from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import { type ResolvedLine, resolveRequestedLine } from './cart-products.ts';
import { type CartItemRow, CartRepository, type CartRow } from './repository.ts';

/** Who is calling: a guest (null) or a customer from a valid token. */
export type CartCaller = TokenCustomer | null;

/** What the cart needs of the stock module: the live stock of skus. */
export interface CartStock {
  levels(skus: readonly string[], tx?: Executor): Promise<Map<string, StockLevel>>;
}

/**
 * What the cart needs of the accounts: whether a customer's row exists, and a logged-in
 * shopper's e-mail address (a personal coupon applies only to its own address).
 */
export interface CartCustomers {
  customerExists(customerId: number, tx?: Executor): Promise<boolean>;
  customerEmail(caller: TokenCustomer): Promise<string>;
}

/** What the cart needs of the catalogue: the entries its lines are resolved and priced from. */
export interface CartCatalog {
  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>>;
}

export interface CartServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethods: readonly PaymentMethodDefinition[];
  /** Keeps the read model's special-price windows current before documents are read. */
  ensureCurrentPrices: () => Promise<void>;
  stock: CartStock;
  catalog: CartCatalog;
  /** A customer cart may only reference an existing customer. */
  customers: CartCustomers;
  now?: () => Date;
  /** Most lines one cart may hold (default CART_MAX_LINES). */
  maxLines?: number;
  /**
   * A check of a line's birth list mark before it is written (a contribution to a donation
   * item that takes none is refused); none when absent.
   */
  checkLine?: (productOption: LineProductOption | null, tx: Executor) => Promise<void>;
  /** The credits applied to a cart (its gift cards), in the order applied; none when absent. */
  credits?: CartCredits;
}

/** What the cart needs of the credits that pay part of its total (gift cards). */
export interface CartCredits {
  creditsOf(cartId: string, exec: Executor): Promise<AvailableCredit[]>;
}

/** A cart line as `takeLines` hands it over: its row, options and catalogue entry. */
export interface CartLineOut {
  itemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  /** The product behind it in the cart's store view; null when it left the catalogue. */
  entry: CatalogEntry | null;
}

/** Lines one cart may hold: far beyond any shopper's cart, small enough to price at once. */
export const CART_MAX_LINES = 200;

/** A new opaque cart id: 24 random bytes as 32 base64url characters (192 bits). */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

const noSuchCart = (cartId: string) => notFound('cart.not_found', { cartId });

/** The country of an address as either spelling sends it; null without one. */
function countryOf(address: CartAddressInput | null | undefined): string | null {
  const country = address?.country_id || address?.countryId;
  return country ? country.toUpperCase() : null;
}

/** A cart line as checkout pricing takes it, with its stored row. */
type CartLine = CheckoutLineInput & { item: CartItemRow };

/** A product an order asks for, resolved against the catalogue: its line, or why not. */
export type LineResolution = { line: ResolvedLine } | { problem: string };

export class CartService {
  private readonly repository: CartRepository;

  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: CartServiceOptions,
  ) {
    this.repository = new CartRepository(shop);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // ------------------------------------------------------------------ create

  /** A new guest cart, or the customer's active cart of this store view (made once). */
  async create(caller: CartCaller, view: StoreView): Promise<string> {
    if (!caller) {
      const id = newCartId();
      await this.repository.insertGuestCart(id, view.code);
      return id;
    }
    const existing = await this.repository.findCustomerCartId(caller.customerId, view.code);
    if (existing) return existing;
    if (!(await this.options.customers.customerExists(caller.customerId))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    // Two creates at once: one insert wins; both answer its id.
    await this.repository.insertCustomerCartOnce(newCartId(), caller.customerId, view.code);
    const id = await this.repository.findCustomerCartId(caller.customerId, view.code);
    if (!id) throw new Error('customer cart was not created');
    return id;
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
    const cart = await this.repository.findActiveCart(cartId, { lock }, exec);
    if (!cart || !mayUse(cart, caller)) throw noSuchCart(cartId);
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
      await this.repository.updateCart(cart.id, { updatedAt: new Date() }, tx);
      return result;
    });
  }

  // ------------------------------------------------------------------ pricing

  /** The cart's checkout pricing input: its view, countries, chosen method and customer group. */
  private pricingInput<L extends CheckoutLineInput>(
    cart: CartRow,
    caller: CartCaller,
    lines: readonly L[],
    coupon: CheckoutPricingInput['coupon'],
    credits: readonly AvailableCredit[] = [],
  ): CheckoutPricingInput<L> {
    const { shippingCarrierCode: carrierCode, shippingMethodCode: methodCode } = cart;
    return {
      view: storedStoreView(cart.storeCode),
      lines,
      // A guest cart is priced for guests, whoever holds it.
      customerGroupId: caller && cart.customerId !== null ? caller.groupId : 0,
      usePriceTiers: this.options.usePriceTiers,
      shippingCountry: countryOf(cart.shippingAddress as CartAddressInput | null),
      billingCountry: countryOf(cart.billingAddress as CartAddressInput | null),
      shippingMethod: carrierCode && methodCode ? { carrierCode, methodCode } : null,
      coupon,
      shippingMethods: this.options.shippingMethods,
      paymentMethods: this.options.paymentMethods,
      now: this.now(),
      credits,
    };
  }

  /**
   * The cart priced from its lines and the current catalogue: totals, shipping and payment
   * methods. `coupon` replaces the cart's own coupon (null: price without one).
   */
  private async priceCart(
    exec: Executor,
    cart: CartRow,
    caller: CartCaller,
    options: {
      coupon?: CheckoutPricingInput['coupon'];
      customerEmail?: string | null;
    } = {},
  ): Promise<CheckoutPricing<CartLine>> {
    const view = storedStoreView(cart.storeCode);
    const items = await this.repository.listItems(cart.id, exec);
    const entries = await this.options.catalog.catalogEntries(
      view,
      items.map((item) => item.sku),
      exec,
    );
    // A product disabled or removed since it was added has no entry: it stays in pull (so the
    // storefront can remove it) but not in the totals.
    const lines = items.map(
      (item): CartLine => ({
        itemId: item.itemId,
        productType: item.productType,
        productOption: item.productOption as LineProductOption | null,
        qty: item.qty,
        entry: entries.get(item.sku) ?? null,
        item,
      }),
    );
    const coupon =
      options.coupon !== undefined ? options.coupon : await this.cartCoupon(exec, cart);
    const credits = (await this.options.credits?.creditsOf(cart.id, exec)) ?? [];
    return priceCheckout({
      ...this.pricingInput(cart, caller, lines, coupon, credits),
      customerEmail: options.customerEmail ?? null,
    });
  }

  /** The cart's coupon with its rule (a coupon that stopped applying stays on the cart). */
  private async cartCoupon(exec: Executor, cart: CartRow) {
    if (!cart.couponCode) return null;
    return {
      code: cart.couponCode,
      rule: await this.repository.findCouponRule(cart.couponCode, exec),
    };
  }

  /** The price of `qty` units of one line in this cart. */
  private priceOneLine(
    cart: CartRow,
    caller: CartCaller,
    line: ResolvedLine,
    qty: number,
  ): PricedLine {
    const input = { itemId: 0, productType: line.productType, productOption: line.productOption };
    const pricing = priceCheckout(
      this.pricingInput(cart, caller, [{ ...input, qty, entry: line.entry }], null),
    );
    return pricing.lines[0]!.priced!;
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
      const existing = input.item_id != null ? await this.lineOf(tx, cart, input.item_id) : null;
      // An existing line keeps what it is; only its quantity changes.
      const line = await this.resolveOne(
        tx,
        storedStoreView(cart.storeCode),
        existing?.sku ?? input.sku,
        existing ? (existing.productOption as ProductOptionInput | null) : input.product_option,
      );
      const priced = this.priceOneLine(cart, caller, line, input.qty);
      if (!isPriceKnown(priced)) throw invalid('cart.price_unknown');
      await this.options.checkLine?.(line.productOption, tx);
      await this.assertInStock(tx, line, input.qty, priced.name);
      const row = existing
        ? await this.repository.setItemQty(existing.itemId, input.qty, tx)
        : await this.addLine(tx, cart, line, input.qty);
      if (!row) throw new Error('cart line was not written');
      return serverItem(row, priced);
    });
  }

  private async lineOf(tx: Executor, cart: CartRow, itemId: number): Promise<CartItemRow> {
    const line = await this.repository.findItem(cart.id, itemId, tx);
    if (!line) throw notFound('cart.item_not_found', { cartId: cart.id, itemId });
    return line;
  }

  /** The line a request asks for in this store view (404/400 when it names none). */
  private async resolveOne(
    tx: Executor,
    view: StoreView,
    sku: string,
    option: ProductOptionInput | null | undefined,
  ): Promise<ResolvedLine> {
    const entries = await this.options.catalog.catalogEntries(view, [sku], tx);
    return resolveRequestedLine(sku, option, entries);
  }

  /** Throws the storefront's message when the live stock cannot give `qty` of the line. */
  private async assertInStock(
    tx: Executor,
    line: ResolvedLine,
    qty: number,
    name: string,
  ): Promise<void> {
    const levels = await this.options.stock.levels([...stockDemand(line, qty).keys()], tx);
    const problem = lineStockProblem(line, qty, levels, name);
    if (problem) throw domainErrorOfText('invalid', problem);
  }

  /** Writes a new line (or the same line added at the same time), within the line limit. */
  private async addLine(tx: Executor, cart: CartRow, line: ResolvedLine, qty: number) {
    const optionsChecksum = checksum(line.checksum);
    await this.assertRoomForLine(tx, cart.id, line.sku, optionsChecksum);
    return this.repository.upsertItem(
      {
        cartId: cart.id,
        sku: line.sku,
        parentSku: line.parentSku,
        productType: line.productType,
        qty,
        productOption: line.productOption,
        optionsChecksum,
      },
      tx,
    );
  }

  /** Throws when a new line (not yet in the cart) would pass the line limit. */
  private async assertRoomForLine(
    tx: Executor,
    cartId: string,
    sku: string,
    optionsChecksum: string,
  ): Promise<void> {
    const max = this.options.maxLines ?? CART_MAX_LINES;
    const { lines, same } = await this.repository.countLines(cartId, sku, optionsChecksum, tx);
    if (same === 0 && lines >= max) {
      throw invalid('cart.too_many_lines', { max });
    }
  }

  /** Removes a line; 404 when the cart has no such line. */
  async deleteItem(cartId: string, caller: CartCaller, itemId: number): Promise<true> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      if (!(await this.repository.deleteItem(cart.id, itemId, tx))) {
        throw notFound('cart.item_not_found', { cartId: cart.id, itemId });
      }
      return true as const;
    });
  }

  /**
   * Takes lines out of the caller's cart in one transaction with the cart locked: `take` gets
   * the lines with their catalogue entries, does its own writes in `tx` and names the item ids
   * to remove (the others stay). Answers what `take` answered.
   */
  async takeLines<T>(
    cartId: string,
    caller: CartCaller,
    take: (
      tx: Executor,
      lines: readonly CartLineOut[],
    ) => Promise<{ remove: readonly number[]; result: T }>,
  ): Promise<T> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const items = await this.repository.listItems(cart.id, tx);
      const entries = await this.options.catalog.catalogEntries(
        storedStoreView(cart.storeCode),
        items.map((item) => item.sku),
        tx,
      );
      const { remove, result } = await take(
        tx,
        items.map((item) => ({
          itemId: item.itemId,
          sku: item.sku,
          qty: item.qty,
          productOption: item.productOption as LineProductOption | null,
          entry: entries.get(item.sku) ?? null,
        })),
      );
      for (const itemId of remove) await this.repository.deleteItem(cart.id, itemId, tx);
      return result;
    });
  }

  /** The cart's lines with their current names and prices. */
  async pull(cartId: string, caller: CartCaller): Promise<ServerCartItem[]> {
    const cart = await this.readCart(cartId, caller);
    const pricing = await this.priceCart(this.shop.db, cart, caller, { coupon: null });
    return pricing.lines.map(({ line, priced }) => serverItem(line.item, priced));
  }

  /** The cart the caller may read, with the read model's prices current. */
  private async readCart(cartId: string, caller: CartCaller): Promise<CartRow> {
    await this.options.ensureCurrentPrices();
    return this.openCart(this.shop.db, cartId, caller, false);
  }

  // ------------------------------------------------------------------ totals

  async totals(cartId: string, caller: CartCaller): Promise<CartTotals> {
    const cart = await this.readCart(cartId, caller);
    return (await this.priceCart(this.shop.db, cart, caller)).totals;
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
        // Offered as the cart stood before this call's shipping method.
        const pricing = await this.priceCart(tx, cart, caller);
        set.paymentMethod = this.assertPaymentMethod(methods.paymentMethod.method, pricing);
      }
      const current = await this.write(tx, cart, set);
      return (await this.priceCart(tx, current, caller)).totals;
    });
  }

  /** Writes fields of the cart (nothing when there are none); answers the cart as it is now. */
  private async write(tx: Executor, cart: CartRow, set: Partial<CartRow>): Promise<CartRow> {
    if (Object.keys(set).length === 0) return cart;
    return (await this.repository.updateCartAndRead(cart.id, set, tx)) ?? cart;
  }

  // ------------------------------------------------------------------ methods

  /**
   * The payment methods of a cart: by its billing country (else its shipping country, else the
   * store view's) and its grand total, without cash on delivery for a virtual cart; only 'free'
   * when there is nothing to pay.
   */
  async paymentMethods(cartId: string, caller: CartCaller) {
    const cart = await this.readCart(cartId, caller);
    return (await this.priceCart(this.shop.db, cart, caller)).paymentMethods;
  }

  private assertShippingMethod(carrierCode: string, methodCode: string): void {
    if (!findShippingMethod(carrierCode, methodCode, this.options.shippingMethods)) {
      throw invalid('cart.carrier_unknown', { carrierCode, methodCode });
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
    if (!country) throw invalid('cart.country_required');
    const cart = await this.openCart(this.shop.db, cartId, caller, false);
    const pricing = await this.priceCart(
      this.shop.db,
      { ...cart, shippingAddress: { country_id: country } },
      caller,
      { coupon: null },
    );
    return pricing.shippingQuotes.map((quote) => shippingMethodView(quote, pricing.view));
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
    if (!country) throw invalid('cart.shipping_country_required');
    return this.mutate(cartId, caller, async (tx, cart) => {
      const set: Partial<CartRow> = {
        shippingAddress: { ...info.shippingAddress, country_id: country },
        billingAddress: info.billingAddress ?? null,
      };
      const { shippingCarrierCode: carrierCode, shippingMethodCode: methodCode } = info;
      if (carrierCode && methodCode) {
        await this.assertDelivers(tx, cart, caller, country, { carrierCode, methodCode });
        set.shippingCarrierCode = carrierCode;
        set.shippingMethodCode = methodCode;
      }
      const current = (await this.repository.updateCartAndRead(cart.id, set, tx)) ?? cart;
      const pricing = await this.priceCart(tx, current, caller);
      return { payment_methods: pricing.paymentMethods, totals: pricing.totals };
    });
  }

  /** Throws unless the shipping method is the shop's and delivers this cart to `country`. */
  private async assertDelivers(
    tx: Executor,
    cart: CartRow,
    caller: CartCaller,
    country: string,
    method: { carrierCode: string; methodCode: string },
  ): Promise<void> {
    const { shipping } = await this.priceCart(
      tx,
      {
        ...cart,
        shippingAddress: { country_id: country },
        shippingCarrierCode: method.carrierCode,
        shippingMethodCode: method.methodCode,
      },
      caller,
      { coupon: null },
    );
    if (shipping.status === 'unknown') {
      throw invalid('cart.carrier_unknown', {
        carrierCode: method.carrierCode,
        methodCode: method.methodCode,
      });
    }
    if (shipping.status === 'unavailable') {
      throw domainErrorOfText('invalid', shipping.quote.errorMessage);
    }
  }

  /**
   * The code of a payment method the priced cart offers; else refused: the gift card method for a
   * cart that holds a gift card with its own message (vouchers do not buy vouchers), any other
   * with the method's code.
   */
  private assertPaymentMethod(code: string, pricing: CheckoutPricing<CartLine>): string {
    const method = pricing.paymentMethods.find((m) => m.code === code);
    if (method) return method.code;
    if (pricing.holdsGiftCard && isGiftCardPaymentMethod(code, this.options.paymentMethods)) {
      throw invalid('payment.gift_card_by_gift_card');
    }
    throw invalid('cart.payment_method_unavailable', { code });
  }

  /** Stores the chosen payment method (checked against the cart's methods); answers its code. */
  async selectPaymentMethod(
    cartId: string,
    caller: CartCaller,
    method: { method: string; additional_data?: string[] | null | undefined },
  ): Promise<string> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const pricing = await this.priceCart(tx, cart, caller);
      const code = this.assertPaymentMethod(method.method, pricing);
      await this.repository.updateCart(
        cart.id,
        { paymentMethod: code, paymentAdditionalData: method.additional_data ?? null },
        tx,
      );
      return code;
    });
  }

  // ------------------------------------------------------------------ coupons

  /** Applies a coupon that applies to the cart now (its stored spelling is kept). */
  async applyCoupon(cartId: string, caller: CartCaller, code: string): Promise<true> {
    // A personal coupon is checked against a logged-in shopper's address at once (read before
    // the transaction); a guest's cart is checked when the order names its address.
    const callerEmail = caller ? await this.options.customers.customerEmail(caller) : null;
    return this.mutate(cartId, caller, async (tx, cart) => {
      const rule = await this.repository.findCouponRule(code, tx);
      const customerEmail = cart.customerId !== null ? callerEmail : null;
      const pricing = await this.priceCart(tx, cart, caller, {
        coupon: { code: rule?.code ?? code, rule },
        customerEmail,
      });
      const { problem } = pricing.coupon;
      if (problem || !rule) {
        throw problem
          ? domainErrorOfText(problem.kind, problem.message)
          : domainError('not_found', 'coupon.not_valid', { code });
      }
      await this.repository.updateCart(cart.id, { couponCode: rule.code }, tx);
      return true as const;
    });
  }

  async deleteCoupon(cartId: string, caller: CartCaller): Promise<true> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      await this.repository.updateCart(cart.id, { couponCode: null }, tx);
      return true as const;
    });
  }

  // ------------------------------------------------------------------ credits

  /**
   * Changes the credits applied to the caller's cart (`work`, in the transaction that locks the
   * cart; it learns whose cart it is and whether it holds a gift card product); answers the
   * totals after.
   */
  async changeCredits(
    cartId: string,
    caller: CartCaller,
    work: (
      tx: Executor,
      cart: { id: string; customerId: number | null; holdsGiftCard: boolean },
    ) => Promise<void>,
  ): Promise<CartTotals> {
    return this.mutate(cartId, caller, async (tx, cart) => {
      const before = await this.priceCart(tx, cart, caller);
      await work(tx, {
        id: cart.id,
        customerId: cart.customerId,
        holdsGiftCard: before.holdsGiftCard,
      });
      return (await this.priceCart(tx, cart, caller)).totals;
    });
  }

  // ------------------------------------------------------------------ for the order

  /**
   * The active cart an order is placed from, locked until the order's transaction ends; null
   * when there is none or the caller may not use it.
   */
  async lockForOrder(cartId: string, caller: CartCaller, tx: Executor): Promise<CartRow | null> {
    const cart = await this.repository.findActiveCart(cartId, { lock: true }, tx);
    return cart && mayUse(cart, caller) ? cart : null;
  }

  /** The products an order asks for, each resolved against the catalogue of its view. */
  async resolveLines(
    view: StoreView,
    products: readonly { sku: string; product_option?: ProductOptionInput | null | undefined }[],
    tx: Executor,
  ): Promise<LineResolution[]> {
    const entries = await this.options.catalog.catalogEntries(
      view,
      products.map((product) => product.sku),
      tx,
    );
    return products.map((product) => {
      try {
        return { line: resolveRequestedLine(product.sku, product.product_option, entries) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { problem: error.message };
      }
    });
  }

  /** The rule of a coupon code (codes compare case-insensitively), or null. */
  findCouponRule(code: string, tx?: Executor): Promise<NamedCouponRule | null> {
    return this.repository.findCouponRule(code, tx);
  }

  /** Counts one use of a coupon below its usage limit; false when it is used up or inactive. */
  claimCouponUse(code: string, tx?: Executor): Promise<boolean> {
    return this.repository.claimCouponUse(code, tx);
  }

  /**
   * Issues an address's personal single-use coupon (the newsletter's sign-up coupon): a new
   * random code the first time; null when the address had one before (it is never issued twice).
   */
  async issuePersonalCoupon(
    coupon: { email: string; name: string; percent: number; prefix: string },
    tx: Executor,
  ): Promise<string | null> {
    if (await this.repository.personalCouponOf(coupon.email, tx)) return null;
    // A taken code (one in about 10^12) is drawn again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = `${coupon.prefix}${randomCouponPart()}`;
      const issued = await this.repository.insertPersonalCoupon({ ...coupon, code }, tx);
      if (issued) return issued;
      if (await this.repository.personalCouponOf(coupon.email, tx)) return null;
    }
    throw new Error('no free coupon code was drawn');
  }

  /** Gives back one use of a coupon (an order that used it was canceled). */
  releaseCouponUse(code: string, tx?: Executor): Promise<void> {
    return this.repository.releaseCouponUse(code, tx);
  }

  /** Ends the cart an order was placed from: it is no longer the shopper's active cart. */
  closeForOrder(cartId: string, now: Date, tx: Executor): Promise<void> {
    return this.repository.updateCart(cartId, { active: false, updatedAt: now }, tx);
  }

  /**
   * Gives the shopper back the cart of an order whose payment was canceled or failed, with its
   * coupon: the cart is active again, so the shopper's browser finds its lines and coupon where it
   * left them. When the customer has started another cart of the store view since, that cart
   * takes the order's coupon (if it has none). A deleted account's cart stays closed.
   */
  async returnCartOfCanceledOrder(
    cartId: string,
    couponCode: string | null,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    const cart = await this.repository.findCart(cartId, tx);
    if (!cart || cart.active) return;
    if (
      cart.customerId !== null &&
      !(await this.options.customers.customerExists(cart.customerId, tx))
    ) {
      return;
    }
    if (await this.repository.reactivateCart(cart, now, tx)) return;
    if (!couponCode || cart.customerId === null) return;
    const current = await this.repository.findCustomerCartId(cart.customerId, cart.storeCode, tx);
    if (current) await this.repository.setCouponIfNone(current, couponCode, now, tx);
  }

  /**
   * Ends a deleted account's carts: none stays usable and none keeps an address. Runs in the
   * deletion's transaction.
   */
  releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void> {
    return this.repository.releaseCustomerCarts(customerId, tx);
  }

  /** Drops the cart's coupon when it is still this code (it no longer applies). */
  dropCoupon(cartId: string, code: string, now: Date): Promise<void> {
    return this.repository.dropCoupon(cartId, code, now);
  }
}

/** A guest cart may be used by anyone with its id, a customer cart only by its customer. */
function mayUse(cart: CartRow, caller: CartCaller): boolean {
  return cart.customerId === null || cart.customerId === caller?.customerId;
}

/** The stored identity text as a short fixed-length key ('' when the line has no options). */
function checksum(identity: string): string {
  return identity === '' ? '' : createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

function serverItem(row: CartItemRow, priced: PricedLine | null): ServerCartItem {
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

/** A shipping quote as the storefront lists it: the price shown as the view shows prices. */
function shippingMethodView(quote: ShippingQuote, view: StoreView): ShippingMethod {
  const incl = quote.amountInclTax;
  const excl = netFromGross(incl, quote.taxRate);
  const shown = view.pricesIncludeTax ? incl : excl;
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
}

/** Eight characters without look-alikes (no 0/O, 1/I/L): easy to type from a mail. */
function randomCouponPart(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}
