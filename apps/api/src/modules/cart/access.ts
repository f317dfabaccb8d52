/**
 * Who may use a cart and how a call reaches it. Every mutating call runs in one transaction that
 * first locks the cart row, so concurrent calls on one cart take turns on PostgreSQL (PGlite runs
 * one transaction at a time anyway).
 */
import type { Executor, ShopDatabase } from '@shop/db';
import { notFound } from '../../lib/errors.ts';
import type { CartCaller, CartServiceOptions } from './options.ts';
import { CartRepository, type CartRow } from './repository.ts';

const noSuchCart = (cartId: string) => notFound('cart.not_found', { cartId });

/** A guest cart may be used by anyone with its id, a customer cart only by its customer. */
export function mayUse(cart: CartRow, caller: CartCaller): boolean {
  return cart.customerId === null || cart.customerId === caller?.customerId;
}

/** The cart's repository, settings and clock, and the way every use case opens a cart. */
export class CartAccess {
  readonly repository: CartRepository;

  constructor(
    readonly shop: ShopDatabase,
    readonly options: CartServiceOptions,
  ) {
    this.repository = new CartRepository(shop);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * The cart when the caller may use it: a guest cart for anyone with its id, a customer cart
   * only for its customer. Anything else is answered as if the cart did not exist.
   */
  async openCart(
    exec: Executor,
    cartId: string,
    caller: CartCaller,
    lock: boolean,
  ): Promise<CartRow> {
    const cart = await this.repository.findActiveCart(cartId, { lock }, exec);
    if (!cart || !mayUse(cart, caller)) throw noSuchCart(cartId);
    return cart;
  }

  /** Runs `work` in one transaction with the cart locked, and marks the cart updated. */
  async mutate<T>(
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

  /** The cart the caller may read, with the read model's prices current. */
  async readCart(cartId: string, caller: CartCaller): Promise<CartRow> {
    await this.options.ensureCurrentPrices();
    return this.openCart(this.shop.db, cartId, caller, false);
  }

  /** Writes fields of the cart (nothing when there are none); answers the cart as it is now. */
  async write(tx: Executor, cart: CartRow, set: Partial<CartRow>): Promise<CartRow> {
    if (Object.keys(set).length === 0) return cart;
    return (await this.repository.updateCartAndRead(cart.id, set, tx)) ?? cart;
  }
}
