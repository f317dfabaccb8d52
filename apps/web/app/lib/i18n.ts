/**
 * A tiny translator over the nl-NL and de-DE catalogues in app/i18n/<locale>/<area>.json. Keys are English; a
 * message may hold `{name}` placeholders. The Dutch catalogue defines the keys, so a key
 * missing in German is a type error.
 *
 * The server holds both catalogues. The browser never downloads them as code: it fetches its
 * store view's catalogue as one file of the build before it hydrates the page
 * (lib/page-catalogue.ts), so server and client render the same text.
 *
 * The checkout's own texts (its forms, notices, the offline-order dialog) and the texts of the
 * API's error answers (by message key) are areas the root loader leaves out: every page would
 * carry them. Code that shows them loads the area first
 * (lib/message-areas.ts); it renders only in the browser, after the page's data, so no
 * server-rendered text depends on it.
 */
import type { StoreView } from '@shop/core';
import { useLocation } from 'react-router';
import deAccount from '../i18n/de-DE/account.json';
import deCart from '../i18n/de-DE/cart.json';
import deCommon from '../i18n/de-DE/common.json';
import deContent from '../i18n/de-DE/content.json';
import deForms from '../i18n/de-DE/forms.json';
import deLayout from '../i18n/de-DE/layout.json';
import deListing from '../i18n/de-DE/listing.json';
import deOrder from '../i18n/de-DE/order.json';
import dePages from '../i18n/de-DE/pages.json';
import deProduct from '../i18n/de-DE/product.json';
import nlAccount from '../i18n/nl-NL/account.json';
import nlCart from '../i18n/nl-NL/cart.json';
import nlCommon from '../i18n/nl-NL/common.json';
import nlContent from '../i18n/nl-NL/content.json';
import nlForms from '../i18n/nl-NL/forms.json';
import nlLayout from '../i18n/nl-NL/layout.json';
import nlListing from '../i18n/nl-NL/listing.json';
import nlOrder from '../i18n/nl-NL/order.json';
import nlPages from '../i18n/nl-NL/pages.json';
import nlProduct from '../i18n/nl-NL/product.json';
import { getStoreViewFromPath } from './store-view.ts';

/**
 * One catalogue per area of the shop (common, layout, listing, product, cart, account, order,
 * pages: order summaries, empty states; forms: the content pages' forms; content: the content
 * pages' blocks),
 * merged per locale: what every page may show.
 */
const nl = {
  ...nlCommon,
  ...nlLayout,
  ...nlListing,
  ...nlProduct,
  ...nlCart,
  ...nlAccount,
  ...nlOrder,
  ...nlPages,
  ...nlForms,
  ...nlContent,
};
const de = {
  ...deCommon,
  ...deLayout,
  ...deListing,
  ...deProduct,
  ...deCart,
  ...deAccount,
  ...deOrder,
  ...dePages,
  ...deForms,
  ...deContent,
};

/** The checkout's area, loaded when needed (lib/message-areas.ts); its keys typed from the Dutch file. */
type CheckoutMessages = typeof import('../i18n/nl-NL/checkout.json');
/**
 * The texts of the API's error answers by message key (packages/contracts messages.ts), loaded
 * when an error is shown (lib/error-text.ts).
 */
type ErrorMessages = typeof import('../i18n/nl-NL/errors.json');
/** The parents' birth list texts, loaded by its pages and its product page mode. */
type BirthListMessages = typeof import('../i18n/nl-NL/birthlist.json');

/**
 * The birth list's public page (its loader sends them with the page's data) and the cart's label
 * of a gift line (loaded with the cart): lib/message-areas.ts.
 */
type BirthListPublicMessages = typeof import('../i18n/nl-NL/birthlist-public.json');

/** The store stock dialog and the in-store pages (lib/message-areas.ts). */
type InStoreMessages = typeof import('../i18n/nl-NL/in-store.json');
/** The store locator's pages (their loaders send them with the page's data). */
type StoresMessages = typeof import('../i18n/nl-NL/stores.json');
/** The return form and the returns of an order (lib/message-areas.ts). */
type ReturnsMessages = typeof import('../i18n/nl-NL/returns.json');

export type MessageKey =
  | keyof typeof nl
  | keyof CheckoutMessages
  | keyof ErrorMessages
  | keyof BirthListPublicMessages
  | keyof BirthListMessages
  | keyof InStoreMessages
  | keyof StoresMessages
  | keyof ReturnsMessages;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type Messages = Record<MessageKey, string>;
export type Locale = StoreView['locale'];

/**
 * The catalogues a translator can use: on the server every locale; in the browser only the ones
 * the root loader sent. `import.meta.env.SSR` is a build-time constant, so the client bundle
 * leaves the JSON files out.
 */
const CATALOGUES: Partial<Record<Locale, Partial<Messages>>> = import.meta.env.SSR
  ? { 'nl-NL': { ...nl }, 'de-DE': { ...de } }
  : {};
const BASE: Partial<Record<Locale, Partial<Messages>>> = import.meta.env.SSR
  ? { 'nl-NL': nl, 'de-DE': de }
  : {};

/** The catalogue every page gets of a locale, for the root loader (server only). */
export function getMessages(locale: Locale): Partial<Messages> {
  const messages = BASE[locale];
  if (!messages) throw new Error(`No catalogue for ${locale} in this environment`);
  return messages;
}

/**
 * In the browser, adds messages to a locale's catalogue (the root loader's, or a loaded area),
 * in place, so translators made earlier see them too. Does nothing on the server.
 */
export function registerMessages(locale: Locale, messages: Partial<Messages> | undefined): void {
  if (import.meta.env.SSR || !messages) return;
  mergeMessages(locale, messages);
}

/**
 * In the browser, a locale's catalogue as fetched for every page (lib/page-catalogue.ts): the
 * parsed file becomes the catalogue when the locale has none yet, as nothing else holds it;
 * copying its messages into a new object held up the page's hydration by about 5 ms. Later
 * merges add to it in place, as to any catalogue.
 */
export function adoptCatalogue(locale: Locale, messages: Partial<Messages>): void {
  if (import.meta.env.SSR) return;
  if (CATALOGUES[locale]) Object.assign(CATALOGUES[locale], messages);
  else CATALOGUES[locale] = messages;
}

/**
 * Adds messages to a locale's catalogue in place (translators made earlier see them too): a
 * message area loaded by lib/message-areas.ts, in the browser and on the server.
 */
export function mergeMessages(locale: Locale, messages: Partial<Messages>): void {
  const catalogue = CATALOGUES[locale];
  if (catalogue) Object.assign(catalogue, messages);
  else CATALOGUES[locale] = { ...messages };
}

/** The translator of a locale: `t('Categories')` → 'Categorieën' in nl-NL. */
export function createTranslator(locale: Locale): Translate {
  // The same object later merges fill (a message area loaded after this translator was made).
  const catalogue: Partial<Messages> = CATALOGUES[locale] ?? {};
  CATALOGUES[locale] = catalogue;
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
