/**
 * Birth lists: a customer's own list with its items and donation items (every call with their
 * token; another customer's list or item answers 404, as if it did not exist), the check of a
 * url key, the statistics, adding what is still wanted to the caller's cart, moving the caller's
 * cart to their wishlist, the public read of a list by its url key, the gifts and contributions
 * an order buys from a list (counted in the order's transaction, the parents told by a mail
 * once the order's money is certain, given back once when it is canceled without money),
 * and closing a deleted account's lists.
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
  ProductOptionInput,
  WishlistItem,
} from '@shop/contracts';
import {
  BIRTHLIST_MESSAGES,
  birthListStatistics,
  type CartLineToMove,
  type CatalogEntry,
  formatPrice,
  isStoreCode,
  itemRemovalProblem,
  type LineProductOption,
  lineOptionsIdentity,
  normalizeUrlKey,
  type StoreView,
  storedStoreView,
  unitsToAddToCart,
  urlKeyProblem,
  validateExpectedDate,
  type WishlistEntryOfLine,
  wishlistEntryOfCartLine,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import {
  DomainError,
  domainError,
  domainErrorOfText,
  invalidField,
  notFound,
} from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { LineResolution } from '../cart/options.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import {
  type BirthListItemRow,
  BirthListRepository,
  type BirthListRow,
  type DonationItemRow,
} from './repository.ts';
import {
  donationView,
  itemView,
  listSummary,
  listView,
  publicListView,
  statisticsView,
} from './views.ts';

/** What the birth list needs of the cart module: resolving products, and the caller's cart. */
export interface BirthListCarts {
  resolveLines(
    view: StoreView,
    products: readonly { sku: string; product_option?: ProductOptionInput | null | undefined }[],
    tx: Executor,
  ): Promise<LineResolution[]>;
  update(
    cartId: string,
    caller: TokenCustomer | null,
    input: { sku: string; qty: number; product_option?: ProductOptionInput | null | undefined },
  ): Promise<{ item_id: number }>;
  /**
   * Takes lines out of the caller's cart in one transaction: `take` reads the lines, does its
   * own writes in `tx` and names the lines to remove.
   */
  takeLines<T>(
    cartId: string,
    caller: TokenCustomer | null,
    take: (
      tx: Executor,
      lines: readonly CartLineOut[],
    ) => Promise<{ remove: readonly number[]; result: T }>,
  ): Promise<T>;
}

/** A cart line as the move to the wishlist reads it. */
export interface CartLineOut extends CartLineToMove {
  itemId: number;
  sku: string;
}

/** What the birth list needs of the catalogue: products by sku (names in a list's language). */
export interface BirthListCatalog {
  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>>;
}

/** What the birth list needs of the accounts: where the parents get their mail. */
export interface BirthListCustomers {
  /** A customer's e-mail address and first name; null for a deleted account. */
  mailContact(
    customerId: number,
    tx?: Executor,
  ): Promise<{ email: string; firstname: string } | null>;
}

/** What the birth list needs of the wishlist: adding entries, and reading the list. */
export interface BirthListWishlist {
  addEntries(
    customerId: number,
    entries: readonly WishlistEntryOfLine[],
    tx: Executor,
  ): Promise<void>;
  list(caller: TokenCustomer, view: StoreView): Promise<{ items: WishlistItem[] }>;
}

export interface BirthListServiceOptions {
  carts: BirthListCarts;
  catalog: BirthListCatalog;
  customers: BirthListCustomers;
  /**
   * The parents' gift notices are written into the outbox in the transaction that makes the
   * gifts certain (the order's, or its payment's confirmation).
   */
  outbox: Pick<MailOutbox, 'enqueue'>;
  wishlist: BirthListWishlist;
  now?: () => Date;
}

/**
 * An order line as the gift count reads it; `name` in the order's language, `amount` what was
 * paid for the line (cents).
 */
export interface GiftLine {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  name: string;
  amount: number;
}

/** What an order bought from one list: gifts by item, contributions by donation item. */
export interface GiftedList {
  listId: number;
  displayName: string;
  gifts: { itemId: number; name: string; qty: number }[];
  contributions: { donationItemId: number; title: string; amount: number }[];
}

const notFoundList = () => notFound('birthlist.not_found');
const notFoundItem = () => notFound('birthlist.item_not_found');

/** The options of a line without the gift mark: the options the list item was chosen with. */
export function withoutGift(option: LineProductOption | null): LineProductOption | null {
  if (!option?.extension_attributes) return option;
  const { birthlist_item_id: _gift, ...rest } = option.extension_attributes;
  return Object.keys(rest).length > 0 ? { extension_attributes: rest } : null;
}

export class BirthListService {
  private readonly repository: BirthListRepository;

  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: BirthListServiceOptions,
  ) {
    this.repository = new BirthListRepository(shop);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // ------------------------------------------------------------------ the customer's lists

  /** The customer's list (the active one, else their latest), with items and donation items. */
  async getOfUser(caller: TokenCustomer, userId: number) {
    if (userId !== caller.customerId) throw notFoundList();
    const [list] = await this.repository.listOfCustomer(caller.customerId);
    // A customer who never made a list has none: an answer, not an error.
    return list ? this.fullView(list) : null;
  }

  /** Every list of the customer, without their items. */
  async listsOfUser(caller: TokenCustomer) {
    return (await this.repository.listOfCustomer(caller.customerId)).map(listSummary);
  }

  async create(caller: TokenCustomer, body: BirthListCreateBody['birthlist'], view: StoreView) {
    const urlKey = this.checkedUrlKey(body.url_key, 'birthlist.url_key');
    this.checkExpectedDate(body.expected_date);
    const now = this.now();
    const list = await this.repository.insert({
      customerId: caller.customerId,
      storeCode: view.code,
      displayName: body.display_name,
      message: body.message ?? '',
      expectedDate: body.expected_date,
      urlKey,
      createdAt: now,
      updatedAt: now,
    });
    if (!list) {
      // A unique index refused it: the customer's active list, or the key taken meanwhile.
      const [current] = await this.repository.listOfCustomer(caller.customerId);
      if (current?.active) throw domainError('conflict', 'birthlist.exists');
      throw urlNotAvailable();
    }
    return this.fullView(list);
  }

  async update(caller: TokenCustomer, id: number, body: BirthListUpdateBody['birthlist']) {
    return this.shop.db.transaction(async (tx) => {
      const list = await this.ownList(caller, id, tx, { lock: true });
      assertActive(list);
      const change: Parameters<BirthListRepository['update']>[1] = {};
      if (body.display_name !== undefined) change.displayName = body.display_name;
      if (body.message !== undefined) change.message = body.message;
      // The date is checked when it changes: a list goes on after the birth.
      if (body.expected_date !== undefined && body.expected_date !== list.expectedDate) {
        this.checkExpectedDate(body.expected_date);
        change.expectedDate = body.expected_date;
      }
      if (body.url_key !== undefined) {
        const urlKey = this.checkedUrlKey(body.url_key, 'birthlist.url_key');
        if (urlKey !== list.urlKey) change.urlKey = urlKey;
      }
      const updated = await this.repository.update(list.id, change, this.now(), tx);
      if (!updated) throw urlNotAvailable();
      return this.fullView(updated, tx);
    });
  }

  async markInactive(caller: TokenCustomer, id: number): Promise<true> {
    const list = await this.ownList(caller, id);
    if (list.active) await this.repository.setInactive(list.id, this.now());
    return true;
  }

  /** Takes every product off the list except the favourites (which cannot be removed). */
  async removeProducts(caller: TokenCustomer, id: number): Promise<true> {
    const list = await this.ownList(caller, id);
    await this.repository.deletePlainItems(list.id);
    return true;
  }

  /** 'success' only when a list could take the key: free, or the caller's own list's key. */
  async checkUrl(caller: TokenCustomer, raw: string) {
    const key = normalizeUrlKey(raw);
    const problem = urlKeyProblem(key);
    if (problem) return urlCheckError(problem);
    const holder = await this.repository.findByUrlKey(key);
    if (holder && holder.customerId !== caller.customerId) {
      return urlCheckError(BIRTHLIST_MESSAGES.urlNotAvailable);
    }
    return { status: 'success' as const };
  }

  async statistics(caller: TokenCustomer) {
    const [list] = await this.repository.listOfCustomer(caller.customerId);
    if (!list) throw notFoundList();
    const [items, donations] = await Promise.all([
      this.repository.itemsOf(list.id),
      this.repository.donationsOf(list.id),
    ]);
    return statisticsView(list, birthListStatistics(items, donations));
  }

  // ------------------------------------------------------------------ items

  async createItem(caller: TokenCustomer, body: BirthListItemCreateBody['productItem']) {
    const list = await this.ownList(caller, body.birthlist_id);
    assertActive(list);
    const requested = { sku: body.sku, product_option: withoutGiftInput(body.product_option) };
    const [resolution] = await this.shop.db.transaction((tx) =>
      this.options.carts.resolveLines(storedStoreView(list.storeCode), [requested], tx),
    );
    if (!resolution || 'problem' in resolution) {
      throw domainErrorOfText('invalid', resolution?.problem ?? '', {
        field: 'productItem.sku',
      });
    }
    const { line } = resolution;
    const now = this.now();
    const item = await this.repository.addItem({
      birthListId: list.id,
      sku: body.sku,
      lineSku: line.sku,
      productOption: line.productOption,
      optionsChecksum: lineOptionsIdentity(line.productOption),
      qtyWanted: body.qty ?? 1,
      favorite: body.is_favorite ?? false,
      position: await this.repository.nextItemPosition(list.id),
      createdAt: now,
      updatedAt: now,
    });
    return itemView(item);
  }

  async updateItem(caller: TokenCustomer, itemId: number, body: BirthListItemUpdateBody['item']) {
    const item = await this.ownItem(caller, itemId);
    const change: Parameters<BirthListRepository['updateItem']>[1] = {};
    if (body.qty !== undefined) change.qtyWanted = body.qty;
    if (body.is_favorite !== undefined) change.favorite = body.is_favorite;
    if (body.position !== undefined) change.position = body.position;
    const updated = await this.repository.updateItem(item.id, change, this.now());
    if (!updated) {
      const current = await this.repository.findItem(item.id);
      if (!current) throw notFoundItem();
      throw new DomainError(
        'conflict',
        'birthlist.wanted_below_bought',
        { bought: current.qtyBought },
        { field: 'item.qty' },
      );
    }
    return itemView(updated);
  }

  async deleteItem(caller: TokenCustomer, itemId: number): Promise<true> {
    const item = await this.ownItem(caller, itemId);
    const problem = itemRemovalProblem(item);
    // The spec's own text is the answer (it says what is refused); no field prefix.
    if (problem) throw domainErrorOfText('conflict', problem);
    // The statement itself keeps a favourite: one marked meanwhile is not removed either.
    if (!(await this.repository.deleteItem(item.id))) {
      const current = await this.repository.findItem(item.id);
      if (!current) throw notFoundItem();
      throw domainErrorOfText('conflict', BIRTHLIST_MESSAGES.favoriteNotRemovable);
    }
    return true;
  }

  // ------------------------------------------------------------------ donation items

  async createDonation(caller: TokenCustomer, body: BirthListDonationCreateBody['donationItem']) {
    const list = await this.ownList(caller, body.birthlist_id);
    assertActive(list);
    const now = this.now();
    const donations = await this.repository.donationsOf(list.id);
    const item = await this.repository.insertDonation({
      birthListId: list.id,
      title: body.title,
      targetAmount: body.target_amount,
      position: donations.length,
      createdAt: now,
      updatedAt: now,
    });
    return donationView(item);
  }

  async donationsOf(caller: TokenCustomer, listId: number) {
    const list = await this.ownList(caller, listId);
    return (await this.repository.donationsOf(list.id)).map(donationView);
  }

  async updateDonation(
    caller: TokenCustomer,
    id: number,
    body: BirthListDonationUpdateBody['donationItem'],
  ) {
    const donation = await this.ownDonation(caller, id);
    const change: Parameters<BirthListRepository['updateDonation']>[1] = {};
    if (body.title !== undefined) change.title = body.title;
    if (body.target_amount !== undefined) change.targetAmount = body.target_amount;
    if (body.position !== undefined) change.position = body.position;
    const updated = await this.repository.updateDonation(donation.id, change, this.now());
    if (!updated) throw notFound('birthlist.donation_not_found');
    return donationView(updated);
  }

  /** Removes a donation item; one that received contributions stays (409), they are the parents'. */
  async deleteDonation(caller: TokenCustomer, id: number): Promise<true> {
    const donation = await this.ownDonation(caller, id);
    if (await this.repository.deleteDonation(donation.id)) return true;
    if (!(await this.repository.findDonation(donation.id))) {
      throw notFound('birthlist.donation_not_found');
    }
    throw domainError('conflict', 'birthlist.donation_has_contributions');
  }

  // ------------------------------------------------------------------ cart

  /**
   * Puts what is still wanted of the list's items (or of the named ones) in the caller's cart,
   * each line marked with the item it is for, through the cart module (its stock and price
   * checks apply). A line already there gets the still-wanted quantity.
   */
  async addAllToCart(caller: TokenCustomer, cartId: string, body: BirthListAddAllBody) {
    const list = await this.ownList(caller, body.birthListId);
    assertActive(list);
    const items = await this.repository.itemsOf(list.id);
    const known = new Set(items.map((item) => item.id));
    if (body.itemIds?.some((id) => !known.has(id))) throw notFoundItem();
    const added = [];
    for (const { item, qty } of unitsToAddToCart(items, body.itemIds)) {
      const option = (item.productOption as ProductOptionInput | null) ?? {};
      const line = await this.options.carts.update(cartId, caller, {
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
    const { moved, kept } = await this.options.carts.takeLines(
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
        await this.options.wishlist.addEntries(caller.customerId, entries, tx);
        return { remove: moved.map((line) => line.item_id), result: { moved, kept } };
      },
    );
    const { items } = await this.options.wishlist.list(caller, view);
    return { items, moved, kept };
  }

  // ------------------------------------------------------------------ the public page

  /**
   * A list as its page shows it to anyone with its link: only what the parents chose to show.
   * An unknown or inactive list is unavailable (404), named by the key asked for.
   */
  async publicList(storeCode: string, rawKey: string) {
    const urlKey = normalizeUrlKey(rawKey);
    const unavailable = () =>
      notFound('birthlist.unavailable', { urlKey: rawKey.slice(0, BIRTHLIST_KEY_ECHO) });
    if (!isStoreCode(storeCode) || urlKeyProblem(urlKey)) throw unavailable();
    const list = await this.repository.findByUrlKey(urlKey);
    if (!list?.active) throw unavailable();
    const [items, donations] = await Promise.all([
      this.repository.itemsOf(list.id),
      this.repository.donationsOf(list.id),
    ]);
    return publicListView(list, items, donations);
  }

  // ------------------------------------------------------------------ gifts of orders

  /**
   * Counts the order's gift lines as bought on their lists and its contributions towards their
   * donation items, in the order's transaction (after its stock was taken); answers what the
   * order bought from each list, for its mails. A line for an item that is bought already
   * (nothing or too little still wanted) refuses the order with 409; so does a line whose item
   * is gone, on an inactive list, or for another product than the item's, and a contribution to
   * a donation item that is gone or on an inactive list. Items, then donation items, are
   * counted in id order, so concurrent orders lock them in the same order.
   */
  async countGifts(
    tx: Executor,
    orderId: number,
    lines: readonly GiftLine[],
  ): Promise<GiftedList[]> {
    const lists = this.giftedLists(tx);
    const gifts = linesMarkedWith(lines, 'birthlist_item_id');
    for (const { line, id: itemId } of gifts) {
      const identity = lineOptionsIdentity(withoutGift(line.productOption));
      const counted = await this.repository.countGift(itemId, line.sku, identity, line.qty, tx);
      if (!counted) await this.refuseGift(itemId, line, identity, tx);
      else
        (await lists.of(counted.birthListId)).gifts.push({
          itemId,
          name: line.name,
          qty: line.qty,
        });
    }
    await this.repository.recordPurchases(
      gifts.map(({ line, id }) => ({
        orderId,
        orderItemId: line.orderItemId,
        birthListItemId: id,
        qty: line.qty,
      })),
      tx,
    );
    const contributions = linesMarkedWith(lines, 'birthlist_donation_item_id');
    for (const { line, id: donationItemId } of contributions) {
      const counted = await this.repository.countContribution(donationItemId, line.amount, tx);
      if (!counted) throw domainError('conflict', 'birthlist.contribution_unavailable');
      (await lists.of(counted.birthListId)).contributions.push({
        donationItemId,
        title: counted.title,
        amount: line.amount,
      });
    }
    await this.repository.recordContributions(
      contributions
        .filter(({ line }) => line.amount > 0)
        .map(({ line, id }) => ({
          orderId,
          orderItemId: line.orderItemId,
          donationItemId: id,
          amount: line.amount,
        })),
      tx,
    );
    return lists.all();
  }

  /**
   * What an order's gifts and contributions still count on their lists, by list as
   * `countGifts` answered them when it was placed, for the parents' notices of an order whose
   * money is confirmed after it was placed; none once its payment ended without money (they
   * were given back). `lines` are the order's lines, for the names in the order's language. A
   * gift whose item the parents removed meanwhile names no list any more and is left out.
   */
  async countedGiftsOf(
    tx: Executor,
    orderId: number,
    lines: readonly GiftLine[],
  ): Promise<GiftedList[]> {
    const names = new Map(lines.map((line) => [line.orderItemId, line.name]));
    const lists = this.giftedLists(tx);
    for (const purchase of await this.repository.countedPurchasesOf(orderId, tx)) {
      (await lists.of(purchase.birthListId)).gifts.push({
        itemId: purchase.itemId,
        name: names.get(purchase.orderItemId) ?? '',
        qty: purchase.qty,
      });
    }
    for (const contribution of await this.repository.countedContributionsOf(orderId, tx)) {
      (await lists.of(contribution.birthListId)).contributions.push({
        donationItemId: contribution.donationItemId,
        title: contribution.title,
        amount: contribution.amount,
      });
    }
    return lists.all();
  }

  /** What an order bought, gathered by list in the order first met, each list with its name. */
  private giftedLists(tx: Executor) {
    const lists = new Map<number, GiftedList>();
    return {
      of: async (listId: number): Promise<GiftedList> => {
        let gifted = lists.get(listId);
        if (!gifted) {
          const list = await this.repository.findById(listId, tx);
          gifted = { listId, displayName: list?.displayName ?? '', gifts: [], contributions: [] };
          lists.set(listId, gifted);
        }
        return gifted;
      },
      all: (): GiftedList[] => [...lists.values()],
    };
  }

  /** Why a gift line could not be counted: 409, the item bought already or not this one. */
  private async refuseGift(
    itemId: number,
    line: GiftLine,
    identity: string,
    tx: Executor,
  ): Promise<never> {
    const item = await this.repository.findItem(itemId, tx);
    const list = item ? await this.repository.findById(item.birthListId, tx) : null;
    const sameProduct = item?.lineSku === line.sku && item.optionsChecksum === identity;
    if (!item || !list?.active || !sameProduct) {
      throw domainError('conflict', 'birthlist.gift_not_on_list', { sku: line.sku });
    }
    throw domainError('conflict', 'birthlist.item_bought');
  }

  /**
   * Writes the mail to the parents of each list an order bought from, in the list's language,
   * in the transaction `tx` that makes the gifts certain (placing an order paid without a
   * provider, or confirming the money of one paid through the provider): what was bought
   * (product names in the list's language) and contributed, and the giver only by the first
   * name they gave in their billing address; nothing else of the buyer or the order.
   */
  async mailParents(
    tx: Executor,
    order: { incrementId: string; billingAddress: unknown },
    lists: readonly GiftedList[],
  ): Promise<void> {
    const billing = (order.billingAddress ?? {}) as { firstname?: unknown };
    const giverName = typeof billing.firstname === 'string' ? billing.firstname.trim() : '';
    for (const gifted of lists) {
      const list = await this.repository.findById(gifted.listId, tx);
      const contact = list ? await this.options.customers.mailContact(list.customerId, tx) : null;
      if (!list || !contact) continue;
      const view = storedStoreView(list.storeCode);
      const names = await this.namesOfItems(view, list.id, gifted.gifts, tx);
      const money = (cents: number) => formatPrice(cents / 100, view.locale);
      await this.options.outbox.enqueue(
        tx,
        contact.email,
        {
          kind: 'birthlist_gift',
          firstname: contact.firstname,
          giverName,
          list: {
            displayName: list.displayName,
            gifts: gifted.gifts.map((gift) => ({
              name: names.get(gift.itemId) ?? gift.name,
              qty: gift.qty,
            })),
            contributions: gifted.contributions.map(({ title, amount }) => ({
              title,
              amount: money(amount),
            })),
          },
          orderNumber: order.incrementId,
        },
        { code: view.code, language: view.language },
      );
    }
  }

  /** The product names of a list's items in the list's store view, by item id. */
  private async namesOfItems(
    view: StoreView,
    listId: number,
    gifts: readonly { itemId: number }[],
    tx: Executor,
  ): Promise<Map<number, string>> {
    const items = await this.repository.itemsByIds(
      listId,
      gifts.map((gift) => gift.itemId),
      tx,
    );
    const entries = await this.options.catalog.catalogEntries(
      view,
      items.map((item) => item.lineSku),
      tx,
    );
    const names = new Map<number, string>();
    for (const item of items) {
      const name = entries.get(item.lineSku)?.parent.name;
      if (name) names.set(item.id, name);
    }
    return names;
  }

  /**
   * Refuses (409) a cart line that contributes to a donation item that takes no contributions
   * (gone, or its list inactive), so the giver learns it before the checkout.
   */
  async checkCartLine(option: LineProductOption | null, tx: Executor): Promise<void> {
    const donationItemId = option?.extension_attributes?.birthlist_donation_item_id;
    if (donationItemId === undefined) return;
    if (!(await this.repository.donationTakesContributions(donationItemId, tx))) {
      throw domainError('conflict', 'birthlist.contribution_unavailable');
    }
  }

  /**
   * Closes a deleted account's lists in the deletion's transaction: inactive (their pages are
   * unavailable) and without the parents' name and message.
   */
  closeListsOfCustomer(customerId: number, tx: Executor): Promise<void> {
    return this.repository.closeListsOf(customerId, this.now(), tx);
  }

  /**
   * Gives back what a canceled order's gifts and contributions counted, once, in the
   * transaction canceling it.
   */
  async releaseGifts(tx: Executor, orderId: number): Promise<void> {
    await this.repository.releasePurchasesOf(orderId, this.now(), tx);
    await this.repository.releaseContributionsOf(orderId, this.now(), tx);
  }

  // ------------------------------------------------------------------ helpers

  private async fullView(list: BirthListRow, tx?: Executor) {
    const [items, donations] = await Promise.all([
      this.repository.itemsOf(list.id, tx),
      this.repository.donationsOf(list.id, tx),
    ]);
    return listView(list, items, donations);
  }

  /** The caller's list with this id; 404 for a list of someone else, as for none. */
  private async ownList(
    caller: TokenCustomer,
    id: number,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<BirthListRow> {
    const list =
      options.lock && tx
        ? await this.repository.lockById(id, tx)
        : await this.repository.findById(id, tx);
    if (!list || list.customerId !== caller.customerId) throw notFoundList();
    return list;
  }

  private async ownItem(caller: TokenCustomer, itemId: number): Promise<BirthListItemRow> {
    const item = await this.repository.findItem(itemId);
    const list = item ? await this.repository.findById(item.birthListId) : null;
    if (!item || !list || list.customerId !== caller.customerId) throw notFoundItem();
    return item;
  }

  private async ownDonation(caller: TokenCustomer, id: number): Promise<DonationItemRow> {
    const donation = await this.repository.findDonation(id);
    const list = donation ? await this.repository.findById(donation.birthListId) : null;
    if (!donation || !list || list.customerId !== caller.customerId) {
      throw notFound('birthlist.donation_not_found');
    }
    return donation;
  }

  /** A url key fit for a list: 400 for its format, 409 for a reserved word. */
  private checkedUrlKey(raw: string, field: string): string {
    const key = normalizeUrlKey(raw);
    const problem = urlKeyProblem(key);
    if (problem === BIRTHLIST_MESSAGES.urlNotAvailable) throw urlNotAvailable();
    if (problem) throw invalidField(problem, field);
    return key;
  }

  private checkExpectedDate(value: string): void {
    const problem = validateExpectedDate(value, this.now());
    if (problem) throw invalidField(problem, 'birthlist.expected_date');
  }
}

/** How much of an asked-for key an answer repeats. */
const BIRTHLIST_KEY_ECHO = 60;

/**
 * The url key is taken or reserved: the spec's text exactly (the registration form shows it
 * under the url field), so no field prefix.
 */
function urlNotAvailable(): DomainError {
  return new DomainError('conflict', 'birthlist.url_not_available');
}

function assertActive(list: BirthListRow): void {
  if (!list.active) throw domainError('conflict', 'birthlist.inactive');
}

function urlCheckError(message: string) {
  const found = domainErrorOfText('conflict', message);
  return { status: 'error' as const, message: found.message, key: found.key };
}

/** The lines marked with a birth list id (`key`), with that id, in id order. */
function linesMarkedWith(
  lines: readonly GiftLine[],
  key: 'birthlist_item_id' | 'birthlist_donation_item_id',
): { line: GiftLine; id: number }[] {
  return lines
    .map((line) => ({ line, id: line.productOption?.extension_attributes?.[key] }))
    .filter((marked): marked is { line: GiftLine; id: number } => marked.id !== undefined)
    .sort((a, b) => a.id - b.id);
}

/** A product option as sent, without a gift or contribution mark (a list item is neither). */
function withoutGiftInput(option: ProductOptionInput | null | undefined) {
  if (!option?.extension_attributes) return option;
  const {
    birthlist_item_id: _gift,
    birthlist_donation_item_id: _contribution,
    ...rest
  } = option.extension_attributes;
  return { ...option, extension_attributes: rest };
}
