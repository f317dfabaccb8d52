/**
 * Placing an order. One transaction: the cart row is locked, the lines are priced from the
 * catalogue (never from the request) by core's checkout pricing, the same the cart uses, the
 * order row is inserted under the client's unique order_id, stock is taken with conditional
 * updates, the coupon use is claimed and the cart is closed. Anything that fails rolls all of it
 * back. A second placing of the same order_id (a retry, the offline queue, a race) writes nothing
 * and answers what the first placing answered.
 */
import type { OrderBody } from '@shop/contracts';
import {
  type AvailableCredit,
  type CheckoutPricing,
  type CreditUse,
  findPaymentMethod,
  isGiftCardPaymentMethod,
  isPickupMethod,
  isVirtualCart,
  type LineProductOption,
  type NamedCouponRule,
  type PaymentMethodDefinition,
  priceCheckout,
  type ShippingMethodDefinition,
  type StoreView,
  startsProviderPayment,
  stockDemand,
  storedStoreView,
  toCents,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { DomainError, domainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { LineResolution } from '../cart/options.ts';
import type { PickupStore } from '../pickup/service.ts';
import type { StockTaking } from '../stock/service.ts';
import {
  countryOf,
  type Delivery,
  newOrder,
  type OrderCart,
  type OrderDraft,
  type OrderLine,
  orderItems,
  orderViewOf,
  pickupAddress,
  pickupCodeOf,
  priceProblems,
  shippingProblems,
} from './order-draft.ts';
import { OrderRepository, type OrderRow } from './repository.ts';

export type { OrderCart } from './order-draft.ts';
export type { OrderRow } from './repository.ts';

/**
 * A 400 answer: the schema message (an order that cannot be placed as sent), with what exactly
 * is wrong in `details`.
 */
export class OrderInvalidError extends DomainError {
  constructor(details: string[]) {
    super('invalid', 'order.not_compliant', {}, { details });
  }
}

/**
 * A product without enough stock: the text the storefront's order queue reads as "Some
 * products you've ordered are out of stock". It is a 409 Conflict: the request is fine, the
 * stock is not there, and a retry of the same order cannot change that.
 */
export class OrderOutOfStockError extends DomainError {
  constructor(readonly sku: string) {
    super('conflict', 'order.out_of_stock', { sku });
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
    super('conflict', 'order.coupon_no_longer_applies', { reason });
  }
}

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
  /** The birth lists the order bought gifts from (empty for none, and for a replay). */
  giftLists: OrderGiftList[];
}

/** What placing and canceling orders needs of the cart module (its carts and coupons). */
export interface OrderCarts {
  /** The caller's active cart, locked for the order's transaction; null when not theirs. */
  lockForOrder(
    cartId: string,
    caller: TokenCustomer | null,
    tx: Executor,
  ): Promise<OrderCart | null>;
  resolveLines(
    view: StoreView,
    products: OrderBody['products'],
    tx: Executor,
  ): Promise<LineResolution[]>;
  findCouponRule(code: string, tx: Executor): Promise<NamedCouponRule | null>;
  claimCouponUse(code: string, tx: Executor): Promise<boolean>;
  releaseCouponUse(code: string, tx: Executor): Promise<void>;
  closeForOrder(cartId: string, now: Date, tx: Executor): Promise<void>;
  dropCoupon(cartId: string, code: string, now: Date): Promise<void>;
  /** The cart of a canceled order back to its shopper, with the order's coupon. */
  returnCartOfCanceledOrder(
    cartId: string,
    couponCode: string | null,
    now: Date,
    tx: Executor,
  ): Promise<void>;
}

/** What placing and canceling orders needs of the stock module. */
export interface OrderStock {
  take(demands: Iterable<Map<string, number>>, tx: Executor): Promise<StockTaking>;
  giveBack(taken: Record<string, number>, tx: Executor): Promise<void>;
}

/**
 * An order line as the gift count reads it: its row id, sku, quantity, options, name (in the
 * order's language) and the amount paid for it (cents, after any discount).
 */
export interface OrderGiftLine {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  name: string;
  amount: number;
}

/**
 * What an order bought from one birth list: its gift lines (by list item) and its contributions
 * (by donation item, amounts in cents), named for the order's mails.
 */
export interface OrderGiftList {
  listId: number;
  displayName: string;
  gifts: { itemId: number; name: string; qty: number }[];
  contributions: { donationItemId: number; title: string; amount: number }[];
}

/**
 * What orders need of the birth lists: the gift lines and contributions of an order counted on
 * their lists (or the order refused), the parents told, and all given back when the order is
 * canceled without money.
 */
export interface OrderGifts {
  countGifts(
    tx: Executor,
    orderId: number,
    lines: readonly OrderGiftLine[],
  ): Promise<OrderGiftList[]>;
  /** What an order's gifts and contributions still count, by list (none once given back). */
  countedGiftsOf(
    tx: Executor,
    orderId: number,
    lines: readonly OrderGiftLine[],
  ): Promise<OrderGiftList[]>;
  /** Writes the mails to the parents of the lists an order bought from (the outbox). */
  mailParents(tx: Executor, order: OrderRow, lists: readonly OrderGiftList[]): Promise<void>;
  releaseGifts(tx: Executor, orderId: number): Promise<void>;
}

/**
 * What placing and canceling orders needs of the credits that pay part of an order (gift
 * cards, reward points): the cart's credits locked for the order, taken off, and given back on
 * a cancel.
 */
export interface OrderCredits {
  /** The cart's credits, locked until `tx` ends: as they are now and as the shopper saw them. */
  lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }>;
  /** The kind of a credit that pays less of `amount` than the shopper saw, or null. */
  changedSinceSeen(
    amount: number,
    credits: { current: AvailableCredit[]; seen: AvailableCredit[] },
  ): AvailableCredit['kind'] | null;
  /**
   * Takes the uses off and records them with the order; the kind of one that no longer fits,
   * else null.
   */
  spend(
    tx: Executor,
    order: { id: number; incrementId: string },
    uses: readonly CreditUse[],
  ): Promise<AvailableCredit['kind'] | null>;
  /** Gives the order's credits back, once. */
  release(tx: Executor, order: { id: number; incrementId: string }): Promise<void>;
  /** After a refused order: the cart's credits as the shopper will see them next. */
  refreshSeen(cartId: string): Promise<void>;
}

/**
 * The balance of an applied credit changed since the shopper saw it (another order spent part
 * of a gift card, or of the points): the order is refused (409) with nothing taken; the
 * shopper reviews the cart.
 */
export class CreditsChangedError extends DomainError {
  constructor(
    readonly cartId: string,
    kind: AvailableCredit['kind'],
  ) {
    super('conflict', kind === 'reward' ? 'rewards.review_cart' : 'giftcard.review_cart');
  }
}

/** What a pick-up order needs of the pickup module. */
export interface OrderPickup {
  findPickupStore(code: string, tx: Executor): Promise<PickupStore | null>;
}

/** What placing an order needs of the accounts: whether a customer's row exists. */
export interface OrderCustomers {
  customerExists(customerId: number, tx?: Executor): Promise<boolean>;
}

/** How an order is placed. */
export interface PlaceOptions {
  /**
   * The caller starts the order's payment at the provider right after: its confirmation is held
   * until the caller releases it (payment started) or withdraws it with the order (the payment
   * could not start), so the outbox's own round never sends it in between.
   */
  holdConfirmation?: boolean;
}

export interface OrderServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethods: readonly PaymentMethodDefinition[];
  ensureCurrentPrices: () => Promise<void>;
  /** Throws while no orders may be placed (the shop is closed); replays still answer. */
  assertOpen: () => void;
  carts: OrderCarts;
  stock: OrderStock;
  pickup: OrderPickup;
  /** An order may only reference an existing customer. */
  customers: OrderCustomers;
  /** Counts gift lines on their birth lists (none when absent). */
  gifts?: OrderGifts;
  /** The credits (gift cards, reward points) applied to carts (none when absent). */
  credits?: OrderCredits;
  /**
   * What a paid order does (issue the gift cards it bought), in the transaction that marks it
   * paid: the provider's confirmation, or the placing of an order its credits paid in full.
   */
  onPaid?: (tx: Executor, order: OrderRow) => Promise<void>;
  /**
   * Writes the confirmation mail of a new order, in the order's transaction (the outbox); a held
   * one waits until its payment started (`PlaceOptions`).
   */
  mailConfirmation?: (tx: Executor, placed: PlacedOrder, held: boolean) => Promise<void>;
  /** Withdraws the unsent confirmation of an order canceled because its payment could not start. */
  withdrawMails?: (tx: Executor, order: OrderRow) => Promise<void>;
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

class Replay {
  constructor(readonly order: OrderRow) {}
}

export class OrderService {
  private readonly repository: OrderRepository;

  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: OrderServiceOptions,
  ) {
    this.repository = new OrderRepository(shop);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
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
      throw notFound('cart.not_found', { cartId: cartId ?? '' });
    }
    // The same order_id for another cart is not a replay of this order.
    if ((order.cartId ?? null) !== cartId) {
      throw domainError('conflict', 'order.exists', { orderId: order.orderId });
    }
    const view = storedStoreView(order.storeCode);
    return {
      created: false,
      order,
      lines: [],
      view,
      answer: orderAnswer(order),
      giftLists: [],
    };
  }

  /** Places the order, or answers the earlier placing of the same order_id. */
  async place(
    body: OrderBody,
    caller: TokenCustomer | null,
    requestView: StoreView,
    options: PlaceOptions = {},
  ): Promise<PlacedOrder> {
    const cartId = body.cart_id ? body.cart_id : null;
    const earlier = await this.repository.findByOrderId(body.order_id);
    if (earlier) return this.replayOf(earlier, cartId, caller);
    this.options.assertOpen();
    if (caller && !(await this.options.customers.customerExists(caller.customerId))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    await this.options.ensureCurrentPrices();

    const outcome = await this.placeOnce(body, caller, cartId, requestView, options).catch(
      async (error: unknown) => {
        // The order rolled back; the coupon goes too, so the cart shows the new total.
        if (error instanceof CouponNoLongerAppliesError && cartId) {
          await this.options.carts.dropCoupon(cartId, error.code, this.now());
        }
        // The cart shows the credits as they are now: a second try places at what it shows.
        if (error instanceof CreditsChangedError) {
          await this.options.credits?.refreshSeen(error.cartId);
        }
        throw error;
      },
    );
    if (outcome instanceof Replay) return this.replayOf(outcome.order, cartId, caller);
    return outcome;
  }

  /**
   * Cancels the reservations of an unpaid order: gives back the stock it took and its coupon
   * use, and the shopper gets the order's cart back with its coupon (a canceled payment leaves
   * the shopper where they were before 'Place order'). Run once per order, inside the
   * transaction that cancels it.
   */
  async releaseReservations(tx: Executor, order: OrderRow): Promise<void> {
    await this.options.stock.giveBack(order.stockTaken ?? {}, tx);
    // The gifts it counted are wanted again, with the stock (once: the purchases remember it).
    await this.options.gifts?.releaseGifts(tx, order.id);
    if (order.couponCode) await this.options.carts.releaseCouponUse(order.couponCode, tx);
    // What its gift cards paid goes back to them (once: the order's credits remember it).
    await this.options.credits?.release(tx, order);
    if (order.cartId) {
      await this.options.carts.returnCartOfCanceledOrder(
        order.cartId,
        order.couponCode,
        this.now(),
        tx,
      );
    }
  }

  /**
   * Gives back the cart an order was placed from (its lines and coupon) and withdraws its unsent
   * confirmation mail, after the order was canceled because its payment could not start. Runs
   * in the transaction that cancels it.
   */
  async reopenCartOf(tx: Executor, order: OrderRow, now: Date): Promise<void> {
    if (order.cartId) {
      await this.options.carts.returnCartOfCanceledOrder(order.cartId, order.couponCode, now, tx);
    }
    // The order was not placed after all: its confirmation does not go out. (Its gift notices
    // were never written: they wait for the money.)
    await this.options.withdrawMails?.(tx, order);
  }

  /**
   * What waits for the money of an order paid through the provider, once it is confirmed: its
   * gift cards are issued (onPaid), and the parents of the birth lists it bought from are told, in the transaction that marks it paid (once per order:
   * only one change takes an order from awaiting its money to paid). What it bought is read
   * back from what its gifts still count.
   */
  async mailParentsOfPaidOrder(tx: Executor, order: OrderRow): Promise<void> {
    await this.options.onPaid?.(tx, order);
    const gifts = this.options.gifts;
    if (!gifts) return;
    const lines = await this.repository.itemsOf(order.id, tx);
    const giftLists = await gifts.countedGiftsOf(tx, order.id, lines);
    if (giftLists.length > 0) await gifts.mailParents(tx, order, giftLists);
  }

  /** One transaction: the caller's cart locked, then the order placed (or found placed). */
  private placeOnce(
    body: OrderBody,
    caller: TokenCustomer | null,
    cartId: string | null,
    requestView: StoreView,
    options: PlaceOptions,
  ): Promise<PlacedOrder | Replay> {
    return this.shop.db.transaction(async (tx) => {
      let cart: OrderCart | null = null;
      if (cartId) {
        cart = await this.options.carts.lockForOrder(cartId, caller, tx);
        // Without the cart, or after waiting for its lock, the order may have been placed by a
        // concurrent placing of this very order (which closed the cart): answer that one.
        const placed = await this.repository.findByOrderId(body.order_id, tx);
        if (placed) return new Replay(placed);
        if (!cart) throw notFound('cart.not_found', { cartId });
      }
      return this.placeIn(tx, body, caller, cart, requestView, options);
    });
  }

  private async placeIn(
    tx: Executor,
    body: OrderBody,
    caller: TokenCustomer | null,
    cart: OrderCart | null,
    requestView: StoreView,
    options: PlaceOptions,
  ): Promise<PlacedOrder | Replay> {
    const draft = await this.draftOrder(tx, body, caller, cart, requestView);
    // The order row first: its unique order_id decides a race between two placings.
    const order = await this.repository.insertOrder(
      newOrder(draft),
      draft.view.code.toUpperCase(),
      tx,
    );
    if (!order) return this.replayOfRace(tx, body.order_id);
    await this.takeStock(tx, order, draft.pricing);
    await this.claimCouponUse(tx, draft.pricing.coupon.applied);
    await this.spendCredits(tx, order, draft);
    const items = await this.repository.insertItems(orderItems(order, draft.pricing), tx);
    // Gifts and contributions for birth lists count in the transaction that took their stock.
    const giftLists = (await this.options.gifts?.countGifts(tx, order.id, items)) ?? [];
    if (cart) await this.options.carts.closeForOrder(cart.id, draft.now, tx);
    const placed = placedOrder(order, draft, giftLists);
    // The confirmation mail is written with the order: it exists exactly when the order does.
    await this.options.mailConfirmation?.(tx, placed, options.holdConfirmation === true);
    // The parents are never told of a gift that is not paid for: an order paid through the
    // provider tells them when its money is confirmed (mailParentsOfPaidOrder), one placed
    // without a provider (cash on delivery, free) now, as its confirmation.
    const method = findPaymentMethod(draft.paymentCode, this.options.paymentMethods);
    if (giftLists.length > 0 && !startsProviderPayment(method)) {
      await this.options.gifts?.mailParents(tx, order, giftLists);
    }
    // Paid in full by its credits: what a paid order does happens now.
    if (order.paymentStatus === 'paid') await this.options.onPaid?.(tx, order);
    return placed;
  }

  /**
   * The order resolved, delivered and priced, or refused: every problem found is answered at
   * once (400 with the schema message); a cart coupon that no longer applies refuses it (409).
   */
  private async draftOrder(
    tx: Executor,
    body: OrderBody,
    caller: TokenCustomer | null,
    cart: OrderCart | null,
    requestView: StoreView,
  ): Promise<OrderDraft> {
    const now = this.now();
    const view = orderViewOf(cart, body, requestView);
    const { lines, problems: lineProblems } = await this.resolveProducts(tx, view, body.products);
    const isVirtual = isVirtualCart(lines.map((line) => ({ type_id: line.productType })));
    const delivery = await this.deliveryOf(tx, body.addressInformation, isVirtual);
    const credits = cart ? await this.options.credits?.lockForOrder(cart.id, tx) : undefined;
    const priced = { body, caller, cart, view, lines, isVirtual, delivery, now };
    const pricing = await this.priceOrder(tx, priced, credits?.current ?? []);
    // A gift card is not paid with gift cards: the shopper removes one or the other.
    if (pricing.holdsGiftCard && credits?.current.some((credit) => credit.kind === 'giftcard')) {
      throw domainError('invalid', 'giftcard.not_for_gift_card');
    }
    // A credit that pays less than the shopper saw (another order spent it) refuses the order
    // before anything else: the amount to pay, and with it the payment methods, changed.
    const changed =
      cart && credits
        ? this.options.credits?.changedSinceSeen(toCents(pricing.totals.grand_total), credits)
        : null;
    if (cart && changed) throw new CreditsChangedError(cart.id, changed);
    const paymentCode = body.addressInformation.payment_method_code ?? body.payment_method_code;
    const payment = pricing.paymentMethods.find((m) => m.code === paymentCode);
    // A gift card is not paid with gift cards: the shopper reads why and picks another method.
    if (
      !payment &&
      pricing.holdsGiftCard &&
      isGiftCardPaymentMethod(paymentCode ?? '', this.options.paymentMethods)
    ) {
      throw domainError('invalid', 'payment.gift_card_by_gift_card');
    }
    const problems = [
      ...lineProblems,
      ...delivery.problems,
      ...priceProblems(pricing),
      ...shippingProblems(pricing, body.addressInformation),
      ...(payment ? [] : [`The requested Payment Method "${paymentCode ?? ''}" is not available.`]),
    ];
    if (problems.length > 0 || !payment) throw new OrderInvalidError(problems);
    if (cart?.couponCode && pricing.coupon.problem) {
      throw new CouponNoLongerAppliesError(cart.couponCode, pricing.coupon.problem.message);
    }
    return { body, caller, cart, view, delivery, pricing, paymentCode: payment.code, now };
  }

  /** Every product resolved against the catalogue of the order's store view, or why not. */
  private async resolveProducts(
    tx: Executor,
    view: StoreView,
    products: OrderBody['products'],
  ): Promise<{ lines: OrderLine[]; problems: string[] }> {
    const resolutions = await this.options.carts.resolveLines(view, products, tx);
    const lines: OrderLine[] = [];
    const problems: string[] = [];
    resolutions.forEach((resolution, index) => {
      const product = products[index]!;
      if ('problem' in resolution) {
        problems.push(`products[${index}] (${product.sku}): ${resolution.problem}`);
        return;
      }
      const { line } = resolution;
      lines.push({
        itemId: lines.length + 1,
        productType: line.productType,
        productOption: line.productOption,
        qty: product.qty,
        entry: line.entry,
        resolved: line,
      });
    });
    return { lines, problems };
  }

  /**
   * Where the order goes. A cart that ships something needs a delivery address: the billing
   * address when no other is given. A pick-up is delivered to its store: the store's address
   * replaces whatever the body says; other methods carry no store.
   */
  private async deliveryOf(
    tx: Executor,
    info: OrderBody['addressInformation'],
    isVirtual: boolean,
  ): Promise<Delivery> {
    const shipping = info.shippingAddress ?? (isVirtual ? null : info.billingAddress);
    if (!isVirtual && isPickupMethod(info.shipping_carrier_code, info.shipping_method_code)) {
      const code = pickupCodeOf(info);
      const store = code ? await this.options.pickup.findPickupStore(code, tx) : null;
      if (!store) {
        const problem = code
          ? `The pick-up location ${code} does not exist.`
          : 'A pick-up order needs shippingAddress.extension_attributes.pickup_location_code.';
        return { shipping, pickupLocationCode: null, problems: [problem] };
      }
      return {
        shipping: pickupAddress(store, shipping ?? info.billingAddress),
        pickupLocationCode: store.code,
        problems: [],
      };
    }
    if (shipping?.extension_attributes) {
      const { pickup_location_code: _drop, ...rest } = shipping.extension_attributes;
      return {
        shipping: { ...shipping, extension_attributes: rest },
        pickupLocationCode: null,
        problems: [],
      };
    }
    return { shipping, pickupLocationCode: null, problems: [] };
  }

  /**
   * The order priced as its cart: the lines for the delivery country, the chosen shipping
   * method (none for a cart that ships nothing), the cart's coupon and the payment methods of
   * the billing country.
   */
  private async priceOrder(
    tx: Executor,
    order: {
      body: OrderBody;
      caller: TokenCustomer | null;
      cart: OrderCart | null;
      view: StoreView;
      lines: OrderLine[];
      isVirtual: boolean;
      delivery: Delivery;
      now: Date;
    },
    credits: readonly AvailableCredit[],
  ): Promise<CheckoutPricing<OrderLine>> {
    const info = order.body.addressInformation;
    const carrierCode = info.shipping_carrier_code;
    const methodCode = info.shipping_method_code;
    const couponCode = order.cart?.couponCode;
    return priceCheckout({
      view: order.view,
      lines: order.lines,
      customerGroupId: order.caller ? order.caller.groupId : 0,
      usePriceTiers: this.options.usePriceTiers,
      shippingCountry: countryOf(order.delivery.shipping ?? info.billingAddress),
      billingCountry: countryOf(info.billingAddress),
      shippingMethod:
        !order.isVirtual && carrierCode && methodCode ? { carrierCode, methodCode } : null,
      coupon: couponCode
        ? { code: couponCode, rule: await this.options.carts.findCouponRule(couponCode, tx) }
        : null,
      // A personal coupon (the newsletter's) applies only to orders of its own address.
      customerEmail: (info.billingAddress.email ?? '').trim().toLowerCase(),
      shippingMethods: this.options.shippingMethods,
      paymentMethods: this.options.paymentMethods,
      now: order.now,
      credits,
    });
  }

  /**
   * Takes what the order's credits pay off them, on the cards and points this transaction
   * locked; one that no longer holds its part refuses the order (everything rolls back).
   */
  private async spendCredits(tx: Executor, order: OrderRow, draft: OrderDraft): Promise<void> {
    const { uses, total } = draft.pricing.credits;
    if (total === 0 || !draft.cart) return;
    const changed = await this.options.credits?.spend(tx, order, uses);
    if (changed) throw new CreditsChangedError(draft.cart.id, changed);
  }

  /** A concurrent placing of the same order_id won the insert: answer that order. */
  private async replayOfRace(tx: Executor, orderId: string): Promise<Replay> {
    const placed = await this.repository.findByOrderId(orderId, tx);
    if (!placed) throw new Error('order_id conflict without an order');
    return new Replay(placed);
  }

  /** Takes the order's units from stock and records them; out of stock refuses the order. */
  private async takeStock(
    tx: Executor,
    order: OrderRow,
    pricing: CheckoutPricing<OrderLine>,
  ): Promise<void> {
    const taking = await this.options.stock.take(
      pricing.lines.map(({ line }) => stockDemand(line.resolved, line.qty)),
      tx,
    );
    if ('outOfStock' in taking) throw new OrderOutOfStockError(taking.outOfStock);
    await this.repository.setStockTaken(order.id, taking.taken, tx);
  }

  /** Counts the coupon's use; a coupon used up by another order since it was checked refuses. */
  private async claimCouponUse(tx: Executor, coupon: NamedCouponRule | null): Promise<void> {
    if (coupon && !(await this.options.carts.claimCouponUse(coupon.code, tx))) {
      throw new CouponNoLongerAppliesError(
        coupon.code,
        `The coupon code "${coupon.code}" has reached its usage limit.`,
      );
    }
  }
}

/** The answer of a new order, with its lines as the confirmation mail lists them. */
function placedOrder(order: OrderRow, draft: OrderDraft, giftLists: OrderGiftList[]): PlacedOrder {
  return {
    created: true,
    giftLists,
    order,
    lines: draft.pricing.totals.items.map((item) => ({
      name: item.name,
      qty: item.qty,
      rowTotalInclTax: toCents(item.row_total_incl_tax),
    })),
    view: draft.view,
    answer: orderAnswer(order),
  };
}
