/**
 * What the birth list service is made with (what it needs of the carts, the catalogue, the
 * accounts and the wishlist, handed over at composition) and the shapes of an order's gifts.
 */
import type { ProductOptionInput, WishlistItem } from '@shop/contracts';
import type {
  CartLineToMove,
  CatalogEntry,
  LineProductOption,
  StoreView,
  WishlistEntryOfLine,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { LineResolution } from '../cart/options.ts';
import type { MailOutbox } from '../mail/outbox.ts';

/** What the birth list needs of the cart module: resolving products, and the caller's cart. */
interface BirthListCarts {
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
interface CartLineOut extends CartLineToMove {
  itemId: number;
  sku: string;
}

/** What the birth list needs of the catalogue: products by sku (names in a list's language). */
interface BirthListCatalog {
  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>>;
}

/** What the birth list needs of the accounts: where the parents get their mail. */
interface BirthListCustomers {
  /** A customer's e-mail address and first name; null for a deleted account. */
  mailContact(
    customerId: number,
    tx?: Executor,
  ): Promise<{ email: string; firstname: string } | null>;
}

/** What the birth list needs of the wishlist: adding entries, and reading the list. */
interface BirthListWishlist {
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
