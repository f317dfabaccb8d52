/**
 * A cart moves to another store view when the shopper switches language (decision 0049): the
 * same cart, its id, lines, gift cards and points, now priced in the new view. What the new view
 * does not sell stays on the cart, outside its totals, and is reported so the storefront can say
 * so; a coupon that does not apply there comes off and is reported. A cart the shopper already
 * had in the new view (the customer's one active cart there, or a guest cart the browser names)
 * gives the moved cart the lines it lacks and is closed: one cart per shopper and view stays
 * true, and no line is counted twice. A repeated call finds the cart in the view already and
 * changes nothing.
 */
import type { CartStoreSwitch, SwitchedCartItem } from '@shop/contracts';
import { type LineProductOption, type StoreView, storedStoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import { notFound } from '../../lib/errors.ts';
import { type CartAccess, mayUse } from './access.ts';
import { configurableItemOptions } from './cart-products.ts';
import { serverItem } from './lines.ts';
import type { CartCaller } from './options.ts';
import type { CartPricing } from './pricing.ts';
import type { CartRow } from './repository.ts';

export class CartStoreSwitcher {
  constructor(
    private readonly access: CartAccess,
    private readonly pricing: CartPricing,
  ) {}

  /** Moves the cart to `view`, folding in the shopper's cart of that view; see the file comment. */
  async switchStoreView(
    cartId: string,
    caller: CartCaller,
    view: StoreView,
    targetCartId: string | null,
  ): Promise<CartStoreSwitch> {
    const { repository } = this.access;
    await this.access.options.ensureCurrentPrices();
    return this.access.shop.db.transaction(async (tx) => {
      const locked = await repository.lockCartsForSwitch(
        cartId,
        targetCartId,
        caller?.customerId ?? null,
        tx,
      );
      const found = locked.find((cart) => cart.id === cartId && cart.active);
      if (!found || !mayUse(found, caller)) throw notFound('cart.not_found', { cartId });
      let cart = found;
      const joining = locked.filter((other) =>
        joinsOnSwitch(other, cart, caller, view, targetCartId),
      );
      const now = this.access.now();
      let mergedCartId: string | null = null;
      for (const other of joining) {
        await repository.copyMissingLines(other.id, cart.id, tx);
        // The shopper's own coupon stays; the other cart's comes along when there is none.
        const coupon = cart.couponCode ?? other.couponCode;
        await repository.updateCart(other.id, { active: false, updatedAt: now }, tx);
        cart = await this.access.write(
          tx,
          cart,
          coupon !== cart.couponCode ? { couponCode: coupon } : {},
        );
        mergedCartId = other.id;
      }
      const moved = cart.storeCode !== view.code;
      cart = await this.access.write(tx, cart, {
        ...(moved ? { storeCode: view.code } : {}),
        updatedAt: now,
      });
      if (moved) await this.relabelOptions(tx, cart);
      const droppedCoupon = await this.dropCouponNotApplying(tx, cart, caller);
      if (droppedCoupon) cart = { ...cart, couponCode: null };
      return {
        cartId: cart.id,
        store_code: cart.storeCode,
        moved,
        items: await this.switchedItems(tx, cart, caller),
        dropped_coupon: droppedCoupon,
        merged_cart_id: mergedCartId,
      };
    });
  }

  /**
   * Takes off the cart's coupon when it does not apply in the cart's (new) view; answers its
   * code, or null when it applies or there is none.
   */
  private async dropCouponNotApplying(
    tx: Executor,
    cart: CartRow,
    caller: CartCaller,
  ): Promise<string | null> {
    if (!cart.couponCode) return null;
    const pricing = await this.pricing.priceCart(tx, cart, caller);
    if (!pricing.coupon.problem) return null;
    await this.access.repository.updateCart(cart.id, { couponCode: null }, tx);
    return cart.couponCode;
  }

  /**
   * Gives the chosen options of configurable lines the labels of the cart's (new) view ("Farbe:
   * Lila", not "Kleur: Lila"): the labels are stored with the line when it is added.
   */
  private async relabelOptions(tx: Executor, cart: CartRow): Promise<void> {
    const { repository } = this.access;
    const items = await repository.listItems(cart.id, tx);
    const entries = await this.access.options.catalog.catalogEntries(
      storedStoreView(cart.storeCode),
      items.map((item) => item.sku),
      tx,
    );
    for (const item of items) {
      const entry = entries.get(item.sku);
      const option = item.productOption as LineProductOption | null;
      if (!entry?.child || !option?.extension_attributes?.configurable_item_options) continue;
      await repository.setItemOption(
        item.itemId,
        {
          ...option,
          extension_attributes: {
            ...option.extension_attributes,
            configurable_item_options: configurableItemOptions(entry.parent, entry.child),
          },
        },
        tx,
      );
    }
  }

  /** The cart's lines priced in its view, each with whether the view sells it and its slug. */
  private async switchedItems(
    tx: Executor,
    cart: CartRow,
    caller: CartCaller,
  ): Promise<SwitchedCartItem[]> {
    const pricing = await this.pricing.priceCart(tx, cart, caller, { coupon: null });
    return pricing.lines.map(({ line, priced }) => ({
      ...serverItem(line.item, priced, line.entry),
      available: line.entry !== null,
      slug: line.entry?.parent.slug ?? null,
    }));
  }
}

/**
 * Whether a locked cart is one the moved cart takes in: an active cart of the new view, other
 * than the moved one, that is the caller's customer cart there or the guest cart the browser
 * named. Anything else (closed, another view, someone else's) is left alone.
 */
function joinsOnSwitch(
  other: CartRow,
  cart: CartRow,
  caller: CartCaller,
  view: StoreView,
  targetCartId: string | null,
): boolean {
  if (other.id === cart.id || !other.active || other.storeCode !== view.code) return false;
  if (!mayUse(other, caller)) return false;
  if (other.customerId !== null) return other.customerId === cart.customerId;
  return other.id === targetCartId;
}
