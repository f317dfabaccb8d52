/**
 * Paths and texts of the in-store pages (secondary-areas §2: /in-store and /in-store/{url_key},
 * the page the app opens after a scan).
 */
import type { ScannedCode, StoreView } from '@shop/core';
import type { MessageKey } from './i18n.ts';
import { localizePath } from './store-view.ts';

export const IN_STORE_PATH = '/in-store';

/** The in-store product page of a product, with the scanned or chosen variant. */
export function inStoreProductPath(
  storeView: StoreView,
  slug: string,
  variantSku?: string | null,
): string {
  const path = localizePath(storeView, `${IN_STORE_PATH}/${encodeURIComponent(slug)}`);
  return variantSku ? `${path}?sku=${encodeURIComponent(variantSku)}` : path;
}

/** What the in-store page says about a barcode it cannot look up (secondary-areas §8). */
export const BARCODE_PROBLEMS: Record<
  Extract<ScannedCode, { ok: false }>['reason'] | 'not_found',
  MessageKey
> = {
  empty: 'Enter a barcode.',
  format: 'A barcode has only letters, digits and dashes.',
  check_digit: 'This barcode is not valid: its check digit does not match.',
  not_found: 'Requested product could not be retrieved.',
};
