/**
 * Birth lists: a customer's own list with its items and donation items (every call with their
 * token; another customer's list or item answers 404, as if it did not exist), the check of a
 * url key, the statistics, adding what is still wanted to the caller's cart, the public read of
 * a list by its url key, and the gifts an order buys from a list (counted in the order's
 * transaction, given back once when it is canceled without money).
 */
import type {
  BirthListAddAllBody,
  BirthListCreateBody,
  BirthListDonationCreateBody,
  BirthListDonationUpdateBody,
  BirthListItemCreateBody,
  BirthListItemUpdateBody,
  BirthListUpdateBody,
  ProductOptionInput,
} from '@shop/contracts';
import {
  BIRTHLIST_MESSAGES,
  birthListStatistics,
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
import type { LineResolution } from '../cart/service.ts';
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
}

/** An order line as the gift count reads it. */
export interface GiftLine {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
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
    private readonly options: { carts: BirthListCarts; now?: () => Date },
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
    if (!list) throw notFoundList();
    return this.fullView(list);
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

  async deleteDonation(caller: TokenCustomer, id: number): Promise<true> {
    const donation = await this.ownDonation(caller, id);
    await this.repository.deleteDonation(donation.id);
    return true;
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
   * Counts the order's gift lines as bought on their lists, in the order's transaction (after
   * its stock was taken). A line for an item that is bought already (nothing or too little still
   * wanted) refuses the order with 409; so does a line whose item is gone, on an inactive list,
   * or for another product than the item's. Items are counted in id order, so concurrent orders
   * lock them in the same order.
   */
  async countGifts(tx: Executor, orderId: number, lines: readonly GiftLine[]): Promise<void> {
    const gifts = lines
      .map((line) => ({
        line,
        itemId: line.productOption?.extension_attributes?.birthlist_item_id,
      }))
      .filter((gift): gift is { line: GiftLine; itemId: number } => gift.itemId !== undefined)
      .sort((a, b) => a.itemId - b.itemId);
    for (const { line, itemId } of gifts) {
      const identity = lineOptionsIdentity(withoutGift(line.productOption));
      if (await this.repository.countGift(itemId, line.sku, identity, line.qty, tx)) continue;
      const item = await this.repository.findItem(itemId, tx);
      const list = item ? await this.repository.findById(item.birthListId, tx) : null;
      const sameProduct = item?.lineSku === line.sku && item.optionsChecksum === identity;
      if (!item || !list?.active || !sameProduct) {
        throw domainError('conflict', 'birthlist.gift_not_on_list', { sku: line.sku });
      }
      throw domainError('conflict', 'birthlist.item_bought');
    }
    await this.repository.recordPurchases(
      gifts.map(({ line, itemId }) => ({
        orderId,
        orderItemId: line.orderItemId,
        birthListItemId: itemId,
        qty: line.qty,
      })),
      tx,
    );
  }

  /** Gives back what a canceled order's gifts counted, once, in the transaction canceling it. */
  releaseGifts(tx: Executor, orderId: number): Promise<void> {
    return this.repository.releasePurchasesOf(orderId, this.now(), tx);
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

/** A product option as sent, without a gift mark (a list item is not itself a gift). */
function withoutGiftInput(option: ProductOptionInput | null | undefined) {
  if (!option?.extension_attributes) return option;
  const { birthlist_item_id: _gift, ...rest } = option.extension_attributes;
  return { ...option, extension_attributes: rest };
}
