/**
 * A tiny translator over the nl-NL and de-DE catalogues in app/i18n/<locale>/<area>.json. Keys are English; a
 * message may hold `{name}` placeholders. The Dutch catalogue defines the keys, so a key
 * missing in German is a type error.
 *
 * The server holds both catalogues. The browser never downloads them as code: the root loader
 * sends the messages of the page's store view, and the document registers them before anything
 * translates (`useMessagesOfRootLoader`), so server and client render the same text.
 */
import type { StoreView } from '@shop/core';
import { useLocation } from 'react-router';
import deAccount from '../i18n/de-DE/account.json';
import deCart from '../i18n/de-DE/cart.json';
import deCheckout from '../i18n/de-DE/checkout.json';
import deCommon from '../i18n/de-DE/common.json';
import deLayout from '../i18n/de-DE/layout.json';
import deListing from '../i18n/de-DE/listing.json';
import deProduct from '../i18n/de-DE/product.json';
import nlAccount from '../i18n/nl-NL/account.json';
import nlCart from '../i18n/nl-NL/cart.json';
import nlCheckout from '../i18n/nl-NL/checkout.json';
import nlCommon from '../i18n/nl-NL/common.json';
import nlLayout from '../i18n/nl-NL/layout.json';
import nlListing from '../i18n/nl-NL/listing.json';
import nlProduct from '../i18n/nl-NL/product.json';
import { getStoreViewFromPath } from './store-view.ts';

/**
 * One catalogue per area of the shop (common, layout, listing, product, cart, account, checkout), merged
 * per locale.
 */
const nl = {
  ...nlCommon,
  ...nlLayout,
  ...nlListing,
  ...nlProduct,
  ...nlCart,
  ...nlAccount,
  ...nlCheckout,
};
const de = {
  ...deCommon,
  ...deLayout,
  ...deListing,
  ...deProduct,
  ...deCart,
  ...deAccount,
  ...deCheckout,
};

export type MessageKey = keyof typeof nl;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type Messages = Record<MessageKey, string>;
type Locale = StoreView['locale'];

/**
 * The catalogues a translator can use: on the server every locale; in the browser only the ones
 * the root loader sent. `import.meta.env.SSR` is a build-time constant, so the client bundle
 * leaves the JSON files out.
 */
const CATALOGUES: Partial<Record<Locale, Messages>> = import.meta.env.SSR
  ? { 'nl-NL': nl, 'de-DE': de }
  : {};

/** The whole catalogue of a locale, for the root loader (server only). */
export function getMessages(locale: Locale): Messages {
  const messages = CATALOGUES[locale];
  if (!messages) throw new Error(`No catalogue for ${locale} in this environment`);
  return messages;
}

/**
 * In the browser, keeps the catalogue the root loader sent (called while the document renders,
 * before any component or meta function translates). Does nothing on the server.
 */
export function registerMessages(locale: Locale, messages: Messages | undefined): void {
  if (!import.meta.env.SSR && messages) CATALOGUES[locale] = messages;
}

/** The translator of a locale: `t('Categories')` → 'Categorieën' in nl-NL. */
export function createTranslator(locale: Locale): Translate {
  const catalogue: Partial<Messages> = CATALOGUES[locale] ?? {};
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
