/**
 * Client refresh of what may have changed since the page was rendered (prices are shown first, then
 * refreshed from the platform and marked current): render-list prices and the stock of the product
 * and its chosen child. A failed refresh keeps the server's values and leaves the price "not
 * current".
 */
import type { RenderListItem, StockItem } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import { startTransition, useEffect, useState } from 'react';
import { getRenderList, listStock } from './api.ts';
import { getAccessToken, SESSION_CHANGE_EVENT } from './session.ts';

export interface LiveProductData {
  /** render-list items by sku. */
  prices: Record<string, RenderListItem>;
  /** stock items by sku. */
  stocks: Record<string, StockItem>;
  /** Skus whose prices were refreshed. */
  refreshed: ReadonlySet<string>;
  /** Skus whose stock check has answered (with their stock item, without one, or failed). */
  stockChecked: ReadonlySet<string>;
}

const EMPTY: LiveProductData = {
  prices: {},
  stocks: {},
  refreshed: new Set(),
  stockChecked: new Set(),
};

/** Refreshes prices and stock of `skus` after hydration and whenever the skus change. */
export function useLiveProductData(skus: readonly string[], storeView: StoreView): LiveProductData {
  const [data, setData] = useState<LiveProductData>(EMPTY);
  const key = skus.join(',');
  // Logging in or out changes the customer group, so the prices are asked again: tier prices
  // refresh on login and logout.
  const [token, setToken] = useState(() =>
    typeof window === 'undefined' ? null : getAccessToken(),
  );
  useEffect(() => {
    const onChange = () => setToken(getAccessToken());
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  }, []);

  useEffect(() => {
    const wanted = key.split(',').filter(Boolean);
    if (wanted.length === 0) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.allSettled([
      getRenderList(wanted, storeView, { ...options, token }),
      listStock(wanted, options),
    ]).then(([prices, stocks]) => {
      if (controller.signal.aborted) return;
      // A transition: parts of the page whose code is still loading keep the server's HTML
      // until they hydrate. An urgent update would make React throw that HTML away and draw
      // them anew, so the page would collapse for a moment and jump (a #hash lost its place).
      startTransition(() => setData((previous) => mergeLiveData(previous, wanted, prices, stocks)));
    });
    return () => controller.abort();
  }, [key, storeView, token]);

  return data;
}

/** What is known after one more answer: answered skus are checked, refreshed prices replace the old. */
function mergeLiveData(
  previous: LiveProductData,
  wanted: readonly string[],
  prices: PromiseSettledResult<RenderListItem[]>,
  stocks: PromiseSettledResult<StockItem[]>,
): LiveProductData {
  const next: LiveProductData = {
    prices: { ...previous.prices },
    stocks: { ...previous.stocks },
    refreshed: new Set(previous.refreshed),
    stockChecked: new Set([...previous.stockChecked, ...wanted]),
  };
  if (prices.status === 'fulfilled') {
    for (const item of prices.value) {
      next.prices[item.sku] = item;
      (next.refreshed as Set<string>).add(item.sku);
    }
  }
  if (stocks.status === 'fulfilled') {
    for (const item of stocks.value) next.stocks[item.sku] = item;
  }
  return next;
}
