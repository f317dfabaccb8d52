/**
 * A list and the caller's cart: what is still wanted put in the cart, the cart moved to the
 * wishlist, and a contribution line checked before the cart takes it.
 */
import type {
  BirthListAddAllBody,
  BirthListTransferResult,
  ProductOptionInput,
} from '@shop/contracts';
import {
  type LineProductOption,
  type StoreView,
  unitsToAddToCart,
  type WishlistEntryOfLine,
  wishlistEntryOfCartLine,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { domainError } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import { assertActive, type BirthListAccess, notFoundItem } from './access.ts';

export class BirthListCartMoves {
  constructor(private readonly access: BirthListAccess) {}

  /**
   * Puts what is still wanted of the list's items (or of the named ones) in the caller's cart,
   * each line marked with the item it is for, through the cart module (its stock and price
   * checks apply). A line already there gets the still-wanted quantity.
   */
  async addAllToCart(caller: TokenCustomer, cartId: string, body: BirthListAddAllBody) {
    const list = await this.access.ownList(caller, body.birthListId);
    assertActive(list);
    const items = await this.access.repository.itemsOf(list.id);
    const known = new Set(items.map((item) => item.id));
    if (body.itemIds?.some((id) => !known.has(id))) throw notFoundItem();
    const added = [];
    for (const { item, qty } of unitsToAddToCart(items, body.itemIds)) {
      const option = (item.productOption as ProductOptionInput | null) ?? {};
      const line = await this.access.options.carts.update(cartId, caller, {
        sku: item.sku,
        qty,
        product_option: {
          extension_attributes: { ...option.extension_attributes, birthlist_item_id: item.id },
        },
      });
      added.push({ birthlist_item_id: item.id, sku: item.sku, qty, item_id: line.item_id });
    }
    return { items: added };
  }

  /**
   * Moves the products of the caller's cart to their wishlist, in one transaction: each line
   * that can be a wishlist entry becomes one (a product once, whatever its quantity) and leaves
   * the cart. Lines bought for a birth list (gifts, contributions) and products that cannot be
   * on a wishlist stay in the cart, named with why.
   */
  async transferCartToWishlist(
    caller: TokenCustomer,
    cartId: string,
    view: StoreView,
  ): Promise<BirthListTransferResult> {
    const { moved, kept } = await this.access.options.carts.takeLines(
      cartId,
      caller,
      async (tx, lines) => {
        const moved: BirthListTransferResult['moved'] = [];
        const kept: BirthListTransferResult['kept'] = [];
        const entries: WishlistEntryOfLine[] = [];
        for (const line of lines) {
          const outcome = wishlistEntryOfCartLine(line);
          if ('kept' in outcome) {
            kept.push({ item_id: line.itemId, sku: line.sku, reason: outcome.kept });
            continue;
          }
          moved.push({ item_id: line.itemId, sku: line.sku });
          entries.push(outcome.entry);
        }
        await this.access.options.wishlist.addEntries(caller.customerId, entries, tx);
        return { remove: moved.map((line) => line.item_id), result: { moved, kept } };
      },
    );
    const { items } = await this.access.options.wishlist.list(caller, view);
    return { items, moved, kept };
  }

  /**
   * Refuses (409) a cart line that contributes to a donation item that takes no contributions
   * (gone, or its list inactive), so the giver learns it before the checkout.
   */
  async checkCartLine(option: LineProductOption | null, tx: Executor): Promise<void> {
    const donationItemId = option?.extension_attributes?.birthlist_donation_item_id;
    if (donationItemId === undefined) return;
    if (!(await this.access.repository.donationTakesContributions(donationItemId, tx))) {
      throw domainError('conflict', 'birthlist.contribution_unavailable');
    }
  }
}
