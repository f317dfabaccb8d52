/**
 * A tiny translator over the nl-NL and de-DE catalogues in app/i18n/<locale>/<area>.json. Keys are English; a
 * message may hold `{name}` placeholders. The Dutch catalogue defines the keys, so a key
 * missing in German is a type error.
 */
import type { StoreView } from '@shop/core';
import { useLocation } from 'react-router';
import deCart from '../i18n/de-DE/cart.json';
import deCommon from '../i18n/de-DE/common.json';
import deLayout from '../i18n/de-DE/layout.json';
import deListing from '../i18n/de-DE/listing.json';
import deProduct from '../i18n/de-DE/product.json';
import nlCart from '../i18n/nl-NL/cart.json';
import nlCommon from '../i18n/nl-NL/common.json';
import nlLayout from '../i18n/nl-NL/layout.json';
import nlListing from '../i18n/nl-NL/listing.json';
import nlProduct from '../i18n/nl-NL/product.json';
import { getStoreViewFromPath } from './store-view.ts';

/** One catalogue per area of the shop (common, layout, listing, product, cart), merged per locale. */
const nl = { ...nlCommon, ...nlLayout, ...nlListing, ...nlProduct, ...nlCart };
const de = { ...deCommon, ...deLayout, ...deListing, ...deProduct, ...deCart };

export type MessageKey = keyof typeof nl;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const CATALOGUES: Record<StoreView['locale'], Record<MessageKey, string>> = {
  'nl-NL': nl,
  'de-DE': de,
};

/** The translator of a locale: `t('Categories')` → 'Categorieën' in nl-NL. */
export function createTranslator(locale: StoreView['locale']): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, values) => {
    const message = catalogue[key] ?? key;
    if (!values) return message;
    return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}

/** The store view of the current URL (also inside error boundaries, which have no loader data). */
export function useStoreView(): StoreView {
  return getStoreViewFromPath(useLocation().pathname);
}

/** The translator of the current store view. */
export function useTranslate(): Translate {
  return createTranslator(useStoreView().locale);
}
