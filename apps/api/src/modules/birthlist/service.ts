/**
 * Birth lists: a customer's own list with its items and donation items (every call with their
 * token; another customer's list or item answers 404, as if it did not exist), the check of a
 * url key, the statistics, adding what is still wanted to the caller's cart, moving the caller's
 * cart to their wishlist, the public read of a list by its url key, the gifts and contributions
 * an order buys from a list (counted in the order's transaction, the parents told by a mail
 * once the order's money is certain, given back once when it is canceled without money),
 * and closing a deleted account's lists.
 *
 * One file per use case, behind this one service: `lists.ts` (the customer's lists and the
 * public page), `items.ts` (items and donation items), `cart-moves.ts` (list to cart, cart to
 * wishlist), `order-gifts.ts` (what orders bought), `parent-mail.ts` (the parents' notices);
 * `access.ts` finds the caller's own list, item or donation item.
 */
import type {
  BirthListAddAllBody,
  BirthListCreateBody,
  BirthListDonationCreateBody,
  BirthListDonationUpdateBody,
  BirthListItemCreateBody,
  BirthListItemUpdateBody,
  BirthListTransferResult,
  BirthListUpdateBody,
} from '@shop/contracts';
import type { LineProductOption, StoreView } from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import type { TokenCustomer } from '../auth/tokens.ts';
import { BirthListAccess } from './access.ts';
import { BirthListCartMoves } from './cart-moves.ts';
import { BirthListItems } from './items.ts';
import { BirthLists } from './lists.ts';
import type { BirthListServiceOptions, GiftedList, GiftLine } from './options.ts';
import { OrderGifts } from './order-gifts.ts';
import { ParentMail } from './parent-mail.ts';

export class BirthListService {
  private readonly lists: BirthLists;
  private readonly items: BirthListItems;
  private readonly cartMoves: BirthListCartMoves;
  private readonly gifts: OrderGifts;
  private readonly parentMail: ParentMail;

  constructor(shop: ShopDatabase, options: BirthListServiceOptions) {
    const access = new BirthListAccess(shop, options);
    this.lists = new BirthLists(access);
    this.items = new BirthListItems(access);
    this.cartMoves = new BirthListCartMoves(access);
    this.gifts = new OrderGifts(access);
    this.parentMail = new ParentMail(access);
  }

  // ------------------------------------------------------------------ lists.ts

  getOfUser(caller: TokenCustomer, userId: number) {
    return this.lists.getOfUser(caller, userId);
  }

  listsOfUser(caller: TokenCustomer) {
    return this.lists.listsOfUser(caller);
  }

  create(caller: TokenCustomer, body: BirthListCreateBody['birthlist'], view: StoreView) {
    return this.lists.create(caller, body, view);
  }

  update(caller: TokenCustomer, id: number, body: BirthListUpdateBody['birthlist']) {
    return this.lists.update(caller, id, body);
  }

  markInactive(caller: TokenCustomer, id: number): Promise<true> {
    return this.lists.markInactive(caller, id);
  }

  removeProducts(caller: TokenCustomer, id: number): Promise<true> {
    return this.lists.removeProducts(caller, id);
  }

  checkUrl(caller: TokenCustomer, raw: string) {
    return this.lists.checkUrl(caller, raw);
  }

  statistics(caller: TokenCustomer) {
    return this.lists.statistics(caller);
  }

  publicList(storeCode: string, rawKey: string) {
    return this.lists.publicList(storeCode, rawKey);
  }

  closeListsOfCustomer(customerId: number, tx: Executor): Promise<void> {
    return this.lists.closeListsOfCustomer(customerId, tx);
  }

  // ------------------------------------------------------------------ items.ts

  createItem(caller: TokenCustomer, body: BirthListItemCreateBody['productItem']) {
    return this.items.createItem(caller, body);
  }

  updateItem(caller: TokenCustomer, itemId: number, body: BirthListItemUpdateBody['item']) {
    return this.items.updateItem(caller, itemId, body);
  }

  deleteItem(caller: TokenCustomer, itemId: number): Promise<true> {
    return this.items.deleteItem(caller, itemId);
  }

  createDonation(caller: TokenCustomer, body: BirthListDonationCreateBody['donationItem']) {
    return this.items.createDonation(caller, body);
  }

  donationsOf(caller: TokenCustomer, listId: number) {
    return this.items.donationsOf(caller, listId);
  }

  updateDonation(
    caller: TokenCustomer,
    id: number,
    body: BirthListDonationUpdateBody['donationItem'],
  ) {
    return this.items.updateDonation(caller, id, body);
  }

  deleteDonation(caller: TokenCustomer, id: number): Promise<true> {
    return this.items.deleteDonation(caller, id);
  }

  // ------------------------------------------------------------------ cart-moves.ts

  addAllToCart(caller: TokenCustomer, cartId: string, body: BirthListAddAllBody) {
    return this.cartMoves.addAllToCart(caller, cartId, body);
  }

  transferCartToWishlist(
    caller: TokenCustomer,
    cartId: string,
    view: StoreView,
  ): Promise<BirthListTransferResult> {
    return this.cartMoves.transferCartToWishlist(caller, cartId, view);
  }

  checkCartLine(option: LineProductOption | null, tx: Executor): Promise<void> {
    return this.cartMoves.checkCartLine(option, tx);
  }

  // ------------------------------------------------------------------ order-gifts.ts

  countGifts(tx: Executor, orderId: number, lines: readonly GiftLine[]): Promise<GiftedList[]> {
    return this.gifts.countGifts(tx, orderId, lines);
  }

  countedGiftsOf(tx: Executor, orderId: number, lines: readonly GiftLine[]): Promise<GiftedList[]> {
    return this.gifts.countedGiftsOf(tx, orderId, lines);
  }

  releaseGifts(tx: Executor, orderId: number): Promise<void> {
    return this.gifts.releaseGifts(tx, orderId);
  }

  // ------------------------------------------------------------------ parent-mail.ts

  mailParents(
    tx: Executor,
    order: { incrementId: string; billingAddress: unknown },
    lists: readonly GiftedList[],
  ): Promise<void> {
    return this.parentMail.mailParents(tx, order, lists);
  }
}
