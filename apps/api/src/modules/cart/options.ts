/**
 * What the cart service is made with: who calls it, what it needs of the other modules (handed
 * over at composition) and its settings; and the shapes it hands to the order and birth lists.
 */
import type {
  AvailableCredit,
  CatalogEntry,
  LineProductOption,
  PaymentMethodDefinition,
  ShippingMethodDefinition,
  StockLevel,
  StoreCode,
  StoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { ResolvedLine } from './cart-products.ts';

/** Who is calling: a guest (null) or a customer from a valid token. */
export type CartCaller = TokenCustomer | null;

/** What the cart needs of the stock module: the live stock of skus. */
interface CartStock {
  levels(skus: readonly string[], tx?: Executor): Promise<Map<string, StockLevel>>;
}

/**
 * What the cart needs of the accounts: whether a customer's row exists, and a logged-in
 * shopper's e-mail address (a personal coupon applies only to its own address).
 */
interface CartCustomers {
  customerExists(customerId: number, tx?: Executor): Promise<boolean>;
  customerEmail(caller: TokenCustomer): Promise<string>;
}

/** What the cart needs of the catalogue: the entries its lines are resolved and priced from. */
interface CartCatalog {
  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>>;
}

export interface CartServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  /** Every payment method of the shop (an order's method is named from it). */
  paymentMethods: readonly PaymentMethodDefinition[];
  /** The payment methods each store view offers: a cart or order of the view may use only these. */
  paymentMethodsByView: Readonly<Record<StoreCode, readonly PaymentMethodDefinition[]>>;
  /** Keeps the read model's special-price windows current before documents are read. */
  ensureCurrentPrices: () => Promise<void>;
  stock: CartStock;
  catalog: CartCatalog;
  /** A customer cart may only reference an existing customer. */
  customers: CartCustomers;
  now?: () => Date;
  /** Most lines one cart may hold (default CART_MAX_LINES). */
  maxLines?: number;
  /**
   * A check of a line's birth list mark before it is written (a contribution to a donation
   * item that takes none is refused); none when absent.
   */
  checkLine?: (productOption: LineProductOption | null, tx: Executor) => Promise<void>;
  /** The credits applied to a cart (its gift cards), in the order applied; none when absent. */
  credits?: CartCredits;
}

/** What the cart needs of the credits that pay part of its total (gift cards). */
interface CartCredits {
  creditsOf(cartId: string, exec: Executor): Promise<AvailableCredit[]>;
}

/** A cart line as `takeLines` hands it over: its row, options and catalogue entry. */
export interface CartLineOut {
  itemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  /** The product behind it in the cart's store view; null when it left the catalogue. */
  entry: CatalogEntry | null;
}

/** A product an order asks for, resolved against the catalogue: its line, or why not. */
export type LineResolution = { line: ResolvedLine } | { problem: string };

/** Lines one cart may hold: far beyond any shopper's cart, small enough to price at once. */
export const CART_MAX_LINES = 200;
