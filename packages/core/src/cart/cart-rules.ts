/**
 * Cart rules over plain lines: the items hash, counts, the add-to-cart validation and stock
 * status, adding a line, stock sync of a line and the local totals used while offline.
 */
import { getProductChecksum, productsEquals, sha3Hex } from './checksum.ts';
import { type CartConfig, DEFAULT_CART_CONFIG } from './config.ts';
import { parseCartQty } from './counts.ts';
import type { CartItem } from './types.ts';

export const PRICE_UNKNOWN_MESSAGE =
  'Product price is unknown, product cannot be added to the cart!';
export const VOLATILE_STOCK_MESSAGE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
export const OUT_OF_STOCK_MESSAGE = 'The product is out of stock and cannot be added to the cart!';
export const ADDED_TO_CART_MESSAGE = 'Product has been added to the cart!';
export const QUANTITY_UPDATED_MESSAGE = 'Product quantity has been updated!';
export const IN_STOCK_INFO = 'In stock!';
export const OUT_OF_STOCK_ERROR = 'Out of the stock!';

/**
 * The cart hash: sha3-224 of the JSON of the lines without stock and totals, together with the
 * server cart token. A changed hash means a sync is due.
 */
export function getCartItemsHash(items: readonly CartItem[], token: string | null): string {
  const lines = items.map(({ stock: _stock, totals: _totals, ...rest }) => rest);
  return sha3Hex(JSON.stringify({ items: lines, token }));
}

/**
 * Why a product cannot be added: an unknown price (negative, or zero without zero-price products)
 * and every truthy entry of its errors map. Empty when it may be added.
 */
export function validateProduct(
  product: { price_incl_tax: number | null | undefined; errors?: Record<string, unknown> | null },
  config: Pick<CartConfig, 'useZeroPriceProduct'> = DEFAULT_CART_CONFIG,
): string[] {
  const messages: string[] = [];
  const price = product.price_incl_tax;
  const unknown =
    price === null ||
    price === undefined ||
    !Number.isFinite(price) ||
    (config.useZeroPriceProduct ? price < 0 : price <= 0);
  if (unknown) messages.push(PRICE_UNKNOWN_MESSAGE);
  for (const value of Object.values(product.errors ?? {})) {
    if (value) messages.push(String(value));
  }
  return messages;
}

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/**
 * The stock status of a product being added: from its local stock, 'ok' when in stock,
 * 'out_of_stock' when not; without stock information 'ok' when stock is synchronised with the
 * server, 'volatile' otherwise.
 */
export function getStockStatus(
  stock: { is_in_stock: boolean } | null | undefined,
  config: Pick<CartConfig, 'stockSynchronize'> = DEFAULT_CART_CONFIG,
): StockStatus {
  if (!stock) return config.stockSynchronize ? 'ok' : 'volatile';
  return stock.is_in_stock ? 'ok' : 'out_of_stock';
}

/** A line ready for the cart: quantity parsed (default 1) and its checksum set. */
export function prepareCartItem(item: CartItem): CartItem {
  return { ...item, qty: parseCartQty(item.qty ?? 1) || 1, checksum: getProductChecksum(item) };
}

export interface AddResult {
  items: CartItem[];
  /** The line was already there and its quantity was raised. */
  updated: boolean;
}

/** Adds a line: raises the quantity of an equal line, else appends it. */
export function addCartItem(items: readonly CartItem[], item: CartItem): AddResult {
  const line = prepareCartItem(item);
  const index = items.findIndex((existing) => productsEquals(existing, line));
  if (index < 0) return { items: [...items, line], updated: false };
  const next = items.map((existing, i) =>
    i === index ? { ...existing, prev_qty: existing.qty, qty: existing.qty + line.qty } : existing,
  );
  return { items: next, updated: true };
}

/**
 * Lines without the given one (and, unless it is a bundle, lines whose parent is its sku). A line
 * of the same sku that is another line (a gift for a birth list beside the same product for
 * oneself, a gift card for another recipient) stays.
 */
export function removeCartItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const byParent = item.type_id !== 'bundle';
  const isChild = (existing: CartItem) =>
    byParent && existing.parentSku === item.sku && existing.sku !== item.sku;
  return items.filter((existing) => !productsEquals(existing, item) && !isChild(existing));
}

/** The line with a new quantity; its previous quantity is kept to restore on a failed update. */
export function setCartItemQty(
  items: readonly CartItem[],
  item: CartItem,
  qty: number,
): CartItem[] {
  const wanted = parseCartQty(qty);
  return items.map((existing) =>
    productsEquals(existing, item)
      ? { ...existing, prev_qty: existing.qty, qty: wanted }
      : existing,
  );
}

export type StockSyncResult =
  | { action: 'none' }
  | { action: 'remove' }
  | { action: 'update'; item: CartItem };

/**
 * A line after the server's stock answer: in stock → info 'In stock!'; out of stock → error 'Out of
 * the stock!' when out-of-stock lines are allowed or the cart syncs, otherwise the line goes.
 */
export function applyStockResult(
  item: CartItem,
  stock: { is_in_stock: boolean },
  config: Pick<CartConfig, 'allowOutOfStockInCart' | 'synchronize'> = DEFAULT_CART_CONFIG,
): StockSyncResult {
  if (stock.is_in_stock) {
    const { stock: _errors, ...errors } = item.errors ?? {};
    return {
      action: 'update',
      item: { ...item, errors, info: { ...item.info, stock: IN_STOCK_INFO }, is_in_stock: true },
    };
  }
  if (!config.allowOutOfStockInCart && !config.synchronize) return { action: 'remove' };
  const { stock: _info, ...info } = item.info ?? {};
  return {
    action: 'update',
    item: {
      ...item,
      info,
      errors: { ...item.errors, stock: OUT_OF_STOCK_ERROR },
      is_in_stock: false,
    },
  };
}

export interface LocalTotals {
  subtotal: number;
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  grand_total: number;
}

/**
 * Totals computed in the browser when the server's are unavailable (offline): the subtotal is
 * Σ qty × unit price; shipping counts once for the cart (the original added it per line, a bug).
 */
export function calculateLocalTotals(
  items: readonly Pick<CartItem, 'qty' | 'price' | 'price_incl_tax'>[],
  shippingInclTax = 0,
): LocalTotals {
  const cents = (euros: number) => Math.round(euros * 100);
  const subtotal = items.reduce((sum, item) => sum + cents(item.price) * item.qty, 0);
  const subtotalInclTax = items.reduce(
    (sum, item) => sum + cents(item.price_incl_tax) * item.qty,
    0,
  );
  const shipping = items.length > 0 ? cents(shippingInclTax) : 0;
  return {
    subtotal: subtotal / 100,
    subtotal_incl_tax: subtotalInclTax / 100,
    shipping_incl_tax: shipping / 100,
    grand_total: (subtotalInclTax + shipping) / 100,
  };
}

/** Composite skus: bundle or configurable parts joined by | or +. */
export function isCompositeSku(sku: string): boolean {
  return /[|+]/.test(sku);
}
