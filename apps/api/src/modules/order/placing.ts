/**
 * Placing an order. One transaction: the cart row is locked, the lines are priced from the
 * catalogue (never from the request) by core's checkout pricing, the same the cart uses, the
 * order row is inserted under the client's unique order_id, stock is taken with conditional
 * updates, the coupon use is claimed and the cart is closed (a cart paid on the provider's page
 * stays the shopper's until the money is confirmed). Anything that fails rolls all of it back. A
 * second placing of the same order_id (a retry, the offline queue, a race) writes nothing and
 * answers what the first placing answered. One cart has at most one open (unpaid) order: placing
 * again from it cancels the open one first, in the same transaction.
 */
import type { OrderBody } from '@shop/contracts';
import {
  type CheckoutPricing,
  findPaymentMethod,
  type NamedCouponRule,
  paysOnProviderPage,
  type StoreView,
  startsProviderPayment,
  stockDemand,
  storedStoreView,
  toCents,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, domainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { OrderContext } from './context.ts';
import type { OrderDrafting } from './drafting.ts';
import type { OrderAnswer, OrderGiftList, PlacedOrder } from './options.ts';
import {
  newOrder,
  type OrderCart,
  type OrderDraft,
  type OrderLine,
  orderItems,
} from './order-draft.ts';
import {
  CartOrderPaidError,
  CouponNoLongerAppliesError,
  CreditsChangedError,
  OrderOutOfStockError,
} from './refusals.ts';
import type { OrderRow } from './repository.ts';

function orderAnswer(order: OrderRow): OrderAnswer {
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

export class OrderPlacing {
  constructor(
    private readonly access: OrderContext,
    private readonly drafting: OrderDrafting,
  ) {}

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
  ): Promise<PlacedOrder> {
    const cartId = body.cart_id ? body.cart_id : null;
    const earlier = await this.access.repository.findByOrderId(body.order_id);
    if (earlier) return this.replayOf(earlier, cartId, caller);
    this.access.options.assertOpen();
    if (caller && !(await this.access.options.customers.customerExists(caller.customerId))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    await this.access.options.ensureCurrentPrices();
    if (cartId) await this.askAboutOpenOrders(cartId);

    const outcome = await this.placeOnce(body, caller, cartId, requestView).catch(
      async (error: unknown) => {
        // The cart's order was paid meanwhile (another tab): the cart is done, not placed again.
        if (error instanceof CartOrderPaidError) {
          await this.access.shop.db.transaction((tx) =>
            this.access.options.carts.closeForOrder(error.cartId, this.access.now(), tx),
          );
          throw notFound('cart.not_found', { cartId: error.cartId });
        }
        // The order rolled back; the coupon goes too, so the cart shows the new total.
        if (error instanceof CouponNoLongerAppliesError && cartId) {
          await this.access.options.carts.dropCoupon(cartId, error.code, this.access.now());
        }
        // The cart shows the credits as they are now: a second try places at what it shows.
        if (error instanceof CreditsChangedError) {
          await this.access.options.credits?.refreshSeen(error.cartId);
        }
        throw error;
      },
    );
    if (outcome instanceof Replay) return this.replayOf(outcome.order, cartId, caller);
    return outcome;
  }

  /**
   * Before a cart places an order again, the provider is asked about the payment of its open
   * order (a payment made in another tab is confirmed, never canceled by the new order).
   */
  private async askAboutOpenOrders(cartId: string): Promise<void> {
    const payments = this.access.options.openOrders;
    if (!payments) return;
    for (const open of await this.access.repository.openOrdersOfCart(cartId)) {
      await payments.askProvider(open.id);
    }
  }

  /**
   * One cart, at most one open order: the cart's orders that still await their money are
   * canceled (their stock, coupon use and credits given back once, the cancel of an unpaid
   * payment), in the transaction that holds the cart's lock and places the new order. A cart
   * whose order was paid meanwhile places nothing.
   */
  private async cancelOpenOrders(tx: Executor, cartId: string): Promise<void> {
    const payments = this.access.options.openOrders;
    for (const open of await this.access.repository.openOrdersOfCart(cartId, tx)) {
      await payments?.cancelUnpaid(tx, open.id);
    }
    if (await this.access.repository.hasPaidOrder(cartId, tx)) {
      throw new CartOrderPaidError(cartId);
    }
  }

  /** One transaction: the caller's cart locked, then the order placed (or found placed). */
  private placeOnce(
    body: OrderBody,
    caller: TokenCustomer | null,
    cartId: string | null,
    requestView: StoreView,
  ): Promise<PlacedOrder | Replay> {
    return this.access.shop.db.transaction(async (tx) => {
      let cart: OrderCart | null = null;
      if (cartId) {
        cart = await this.access.options.carts.lockForOrder(cartId, caller, tx);
        // Without the cart, or after waiting for its lock, the order may have been placed by a
        // concurrent placing of this very order (which closed the cart): answer that one.
        const placed = await this.access.repository.findByOrderId(body.order_id, tx);
        if (placed) return new Replay(placed);
        if (!cart) throw notFound('cart.not_found', { cartId });
        await this.cancelOpenOrders(tx, cart.id);
      }
      return this.placeIn(tx, body, caller, cart, requestView);
    });
  }

  private async placeIn(
    tx: Executor,
    body: OrderBody,
    caller: TokenCustomer | null,
    cart: OrderCart | null,
    requestView: StoreView,
  ): Promise<PlacedOrder | Replay> {
    const draft = await this.drafting.draftOrder(tx, body, caller, cart, requestView);
    // The order row first: its unique order_id decides a race between two placings.
    const order = await this.access.repository.insertOrder(
      newOrder(draft),
      draft.view.code.toUpperCase(),
      tx,
    );
    if (!order) return this.replayOfRace(tx, body.order_id);
    await this.takeStock(tx, order, draft.pricing);
    await this.claimCouponUse(tx, draft.pricing.coupon.applied);
    await this.spendCredits(tx, order, draft);
    const items = await this.access.repository.insertItems(orderItems(order, draft.pricing), tx);
    // Gifts and contributions for birth lists count in the transaction that took their stock.
    const giftLists = (await this.access.options.gifts?.countGifts(tx, order.id, items)) ?? [];
    const method = findPaymentMethod(draft.paymentCode, this.access.options.paymentMethods);
    // A shopper who leaves for the provider's page may come back without paying: the cart stays
    // theirs, with its coupon and credits, until the money is confirmed.
    if (cart && !paysOnProviderPage(method)) {
      await this.access.options.carts.closeForOrder(cart.id, draft.now, tx);
    }
    const placed = placedOrder(order, draft, giftLists);
    // Nothing is paid at the provider (cash on delivery, free): the order is confirmed now, with
    // the order in its transaction. An order paid at the provider is confirmed with its money.
    // The parents are never told of a gift that is not paid for either.
    if (!startsProviderPayment(method)) {
      await this.access.options.mailConfirmation?.(tx, placed);
      if (giftLists.length > 0) await this.access.options.gifts?.mailParents(tx, order, giftLists);
    }
    // Paid in full by its credits: what a paid order does happens now.
    if (order.paymentStatus === 'paid') await this.access.options.onPaid?.(tx, order);
    return placed;
  }

  /**
   * Takes what the order's credits pay off them, on the cards and points this transaction
   * locked; one that no longer holds its part refuses the order (everything rolls back).
   */
  private async spendCredits(tx: Executor, order: OrderRow, draft: OrderDraft): Promise<void> {
    const { uses, total } = draft.pricing.credits;
    if (total === 0 || !draft.cart) return;
    const changed = await this.access.options.credits?.spend(tx, order, uses);
    if (changed) throw new CreditsChangedError(draft.cart.id, changed);
  }

  /** A concurrent placing of the same order_id won the insert: answer that order. */
  private async replayOfRace(tx: Executor, orderId: string): Promise<Replay> {
    const placed = await this.access.repository.findByOrderId(orderId, tx);
    if (!placed) throw new Error('order_id conflict without an order');
    return new Replay(placed);
  }

  /** Takes the order's units from stock and records them; out of stock refuses the order. */
  private async takeStock(
    tx: Executor,
    order: OrderRow,
    pricing: CheckoutPricing<OrderLine>,
  ): Promise<void> {
    const taking = await this.access.options.stock.take(
      pricing.lines.map(({ line }) => stockDemand(line.resolved, line.qty)),
      tx,
    );
    if ('outOfStock' in taking) throw new OrderOutOfStockError(taking.outOfStock);
    await this.access.repository.setStockTaken(order.id, taking.taken, tx);
  }

  /** Counts the coupon's use; a coupon used up by another order since it was checked refuses. */
  private async claimCouponUse(tx: Executor, coupon: NamedCouponRule | null): Promise<void> {
    if (coupon && !(await this.access.options.carts.claimCouponUse(coupon.code, tx))) {
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
