/**
 * What the cart refreshes from the server besides its lines: the totals (with an estimated
 * shipping) and the stock of its lines. A refresh that fails keeps what the cart shows.
 */
import {
  applyStockResult,
  type CartItem,
  productsEquals,
  removeCartItem,
  STOCK_CHUNK_SIZE,
} from '@shop/core';
import type { CartIds, CartTotals } from '../lib/cart-api.ts';
import type { CartContext } from './cart-context.ts';

export function createCartRefresh(context: CartContext) {
  const { api, config, get, setItems, store, storeView } = context;

  /**
   * Copies the row totals and quantities of the server's totals onto the lines, so a line shows
   * what the totals count (a delivery to another country taxes the rows at its VAT).
   */
  function withRowTotals(totals: CartTotals): CartItem[] {
    return get().items.map((line) => {
      const row = totals.items.find((item) => item.item_id === line.server_item_id);
      if (!row) return line;
      return {
        ...line,
        qty: row.qty,
        totals: {
          row_total: row.row_total,
          row_total_incl_tax: row.row_total_incl_tax,
          discount_amount: row.discount_amount,
          options: parseOptions(row.options),
        },
      };
    });
  }

  /**
   * Keeps totals the checkout received (shipping information) as the cart's current totals, with
   * their row totals on the lines.
   */
  function setTotals(totals: CartTotals): void {
    store.setState({ totals, items: withRowTotals(totals), lastTotalsSyncDate: Date.now() });
  }

  /** Fetches the totals and copies row totals and quantities onto the lines. */
  async function syncTotals(): Promise<CartTotals | null> {
    const cartIds = context.ids();
    if (!config.synchronizeTotals || !cartIds || !context.isOnline()) return null;
    try {
      const totals = await loadTotals(cartIds);
      store.setState({ totals, items: withRowTotals(totals), lastTotalsSyncDate: Date.now() });
      return totals;
    } catch (error) {
      console.warn(
        '[cart] totals could not be loaded:',
        error instanceof Error ? error.message : error,
      );
      return null;
    }
  }

  /**
   * The server's totals with an estimated shipping: the methods for the store view's default
   * country, the first available one stored as the cart's shipping, then the totals that answer
   * brings. Without a default country or an available method, the plain totals (no shipping
   * segment). The checkout replaces the estimate with the shopper's address and choice.
   */
  async function loadTotals(cartIds: CartIds): Promise<CartTotals> {
    // In checkout the cart holds the shopper's own address and method: its totals as they are.
    if (context.inCheckout?.()) return api.getCartTotals(storeView.code, cartIds);
    const country = storeView.defaultCountry;
    if (!country) {
      console.warn('[cart] Please do set the tax.defaultCountry in order to calculate totals');
      return api.getCartTotals(storeView.code, cartIds);
    }
    const methods = await api.estimateShippingMethods(storeView.code, cartIds, {
      country_id: country,
    });
    const method = methods.find((candidate) => candidate.available);
    if (!method) return api.getCartTotals(storeView.code, cartIds);
    const answer = await api.setShippingInformation(storeView.code, cartIds, {
      shippingAddress: { countryId: country },
      billingAddress: { countryId: country },
      shippingCarrierCode: method.carrier_code,
      shippingMethodCode: method.method_code,
    });
    return answer.totals;
  }

  /** The stock of a line from the server; an unreachable server leaves the line as it is. */
  async function syncStock(line: CartItem): Promise<void> {
    if (!config.stockSynchronize || !context.isOnline()) return;
    let stock: { is_in_stock: boolean };
    try {
      stock = await api.checkStock(line.sku);
    } catch {
      return;
    }
    const current = get().items.find((item) => productsEquals(item, line));
    if (!current) return;
    const result = applyStockResult(current, stock, config);
    if (result.action === 'remove') setItems(removeCartItem(get().items, current));
    else if (result.action === 'update') {
      setItems(get().items.map((item) => (productsEquals(item, current) ? result.item : item)));
    }
  }

  /** The stock of every line, asked in chunks of STOCK_CHUNK_SIZE skus. */
  async function syncStockOfLines(): Promise<void> {
    if (!config.stockSynchronize || !context.isOnline()) return;
    const skus = [...new Set(get().items.map((item) => item.sku))];
    for (let start = 0; start < skus.length; start += STOCK_CHUNK_SIZE) {
      let answer: { sku: string; is_in_stock: boolean }[];
      try {
        answer = await api.listStock(skus.slice(start, start + STOCK_CHUNK_SIZE));
      } catch {
        return;
      }
      let items = get().items;
      for (const stock of answer) {
        items = items.flatMap((item) => {
          if (item.sku !== stock.sku) return [item];
          const result = applyStockResult(item, stock, config);
          return result.action === 'remove'
            ? []
            : result.action === 'update'
              ? [result.item]
              : [item];
        });
      }
      setItems(items);
    }
  }

  return { setTotals, syncTotals, syncStock, syncStockOfLines };
}

export type CartRefresh = ReturnType<typeof createCartRefresh>;

/** The options of a totals row: JSON text of `[{label, value}]`; anything else is none. */
function parseOptions(text: string | undefined): { label: string; value: string }[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed
          .filter((entry) => entry && typeof entry.label === 'string')
          .map((entry) => ({
            label: String(entry.label),
            value: String(entry.value ?? ''),
          }))
      : [];
  } catch {
    return [];
  }
}
