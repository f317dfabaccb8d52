/**
 * A cart's life: made for a guest or once per customer and store view, locked and closed by the
 * order placed from it, given back when that order's payment fails, released when its customer
 * deletes the account.
 */
import { randomBytes } from 'node:crypto';
import type { StoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { type CartAccess, mayUse } from './access.ts';
import type { CartCaller } from './options.ts';
import type { CartRow } from './repository.ts';

/** A new opaque cart id: 24 random bytes as 32 base64url characters (192 bits). */
function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

export class CartLifecycle {
  constructor(private readonly access: CartAccess) {}

  /** A new guest cart, or the customer's active cart of this store view (made once). */
  async create(caller: CartCaller, view: StoreView): Promise<string> {
    const { repository } = this.access;
    if (!caller) {
      const id = newCartId();
      await repository.insertGuestCart(id, view.code);
      return id;
    }
    const existing = await repository.findCustomerCartId(caller.customerId, view.code);
    if (existing) return existing;
    if (!(await this.access.options.customers.customerExists(caller.customerId))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    // Two creates at once: one insert wins; both answer its id.
    await repository.insertCustomerCartOnce(newCartId(), caller.customerId, view.code);
    const id = await repository.findCustomerCartId(caller.customerId, view.code);
    if (!id) throw new Error('customer cart was not created');
    return id;
  }

  /**
   * The active cart an order is placed from, locked until the order's transaction ends; null
   * when there is none or the caller may not use it.
   */
  async lockForOrder(cartId: string, caller: CartCaller, tx: Executor): Promise<CartRow | null> {
    const cart = await this.access.repository.findActiveCart(cartId, { lock: true }, tx);
    return cart && mayUse(cart, caller) ? cart : null;
  }

  /** Ends the cart an order was placed from: it is no longer the shopper's active cart. */
  closeForOrder(cartId: string, now: Date, tx: Executor): Promise<void> {
    return this.access.repository.updateCart(cartId, { active: false, updatedAt: now }, tx);
  }

  /**
   * Ends the cart of an order whose money was confirmed (a cart paid on the provider's page
   * stays the shopper's until then), without waiting for an order being placed from it: that
   * placing finds the paid order and closes the cart itself.
   */
  async closeForPaidOrder(cartId: string, now: Date, tx: Executor): Promise<void> {
    await this.access.repository.closeUnlessLocked(cartId, now, tx);
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
    const { repository } = this.access;
    const cart = await repository.findCart(cartId, tx);
    if (!cart || cart.active) return;
    if (
      cart.customerId !== null &&
      !(await this.access.options.customers.customerExists(cart.customerId, tx))
    ) {
      return;
    }
    if (await repository.reactivateCart(cart, now, tx)) return;
    if (!couponCode || cart.customerId === null) return;
    const current = await repository.findCustomerCartId(cart.customerId, cart.storeCode, tx);
    if (current) await repository.setCouponIfNone(current, couponCode, now, tx);
  }

  /**
   * Ends a deleted account's carts: none stays usable and none keeps an address. Runs in the
   * deletion's transaction.
   */
  releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void> {
    return this.access.repository.releaseCustomerCarts(customerId, tx);
  }
}
