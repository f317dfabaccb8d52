/**
 * What the birth list's public page loads on the server besides the list (lib/birthlist-public-api.ts):
 * the products of its first items in batches, and the page's own texts. Server only: the browser
 * gets the result as the page's data.
 */
import type { ProductDocument, StoreView } from '@shop/core';
import deTexts from '../i18n/de-DE/birthlist-public.json';
import nlTexts from '../i18n/nl-NL/birthlist-public.json';
import type { CallOptions } from './api.ts';
import {
  type ContributionProduct,
  GIFT_CARD_FIELDS,
  toContributionProduct,
} from './birthlist-contribution.ts';
import { BIRTHLIST_PAGE_SIZE, BIRTHLIST_PRODUCT_FIELDS } from './birthlist-public.ts';
import { searchProducts } from './catalog-search.ts';
import type { Locale, Messages } from './i18n.ts';

/** The page's texts of a locale (the message area `birthlist-public`), sent with its data. */
export function getBirthListPageMessages(locale: Locale): Partial<Messages> {
  return locale === 'de-DE' ? deTexts : nlTexts;
}

/**
 * The product documents of the items' skus, a batch of at most 50 per call: the products by sku,
 * then the configurable parents of the skus that were none (an item may name a chosen child).
 */
export async function getItemDocuments(
  storeView: StoreView,
  skus: readonly string[],
  options: CallOptions = {},
): Promise<ProductDocument[]> {
  const wanted = [...new Set(skus)];
  const search = async (field: 'sku' | 'configurable_children.sku', batch: string[]) =>
    (
      await searchProducts(
        storeView.code,
        {
          filters: { [field]: batch },
          size: batch.length,
          includeFields: BIRTHLIST_PRODUCT_FIELDS,
        },
        options,
      )
    ).items as ProductDocument[];
  const found = (await Promise.all(batches(wanted).map((batch) => search('sku', batch)))).flat();
  const known = new Set(found.map((doc) => doc.sku));
  const rest = wanted.filter((sku) => !known.has(sku));
  if (rest.length === 0) return found;
  const parents = (
    await Promise.all(batches(rest).map((batch) => search('configurable_children.sku', batch)))
  ).flat();
  return [...found, ...parents.filter((doc) => !known.has(doc.sku))];
}

function batches(skus: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < skus.length; start += BIRTHLIST_PAGE_SIZE) {
    result.push(skus.slice(start, start + BIRTHLIST_PAGE_SIZE));
  }
  return result;
}

/** The sku of the gift card contributions buy (the demo catalogue's, unless configured). */
function readGiftCardSku(env: NodeJS.ProcessEnv = process.env): string {
  return env.GIFT_CARD_SKU?.trim() || 'CADEAUBON';
}

/**
 * The gift card a contribution to a donation item buys, in the page's store view, with the
 * amounts it offers; null when the shop does not sell it now (no contribute action then).
 */
export async function getContributionProduct(
  storeView: StoreView,
  options: CallOptions = {},
): Promise<ContributionProduct | null> {
  const { items } = await searchProducts(
    storeView.code,
    { filters: { sku: readGiftCardSku() }, size: 1, includeFields: GIFT_CARD_FIELDS },
    options,
  );
  return toContributionProduct((items[0] as ProductDocument | undefined) ?? null);
}
