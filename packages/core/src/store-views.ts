/**
 * The shop's store views: Dutch and German, both in EUR, and the default view, which reads like
 * the Dutch one but has no default country. Every view shows consumers the final price including
 * VAT (German price law and Dutch consumer law both require it); the German view's "exclude tax"
 * of the specification is the basis of its source prices, which the API answers beside the gross
 * ones (`price` and `price_incl_tax`), not what a shopper is shown.
 */
export type StoreCode = 'default' | 'nl' | 'de';

export interface StoreView {
  id: number;
  code: StoreCode;
  name: string;
  currency: 'EUR';
  locale: 'nl-NL' | 'de-DE';
  /** Language of texts in the catalogue (the default view uses Dutch texts). */
  language: 'nl' | 'de';
  /**
   * Prices shown to shoppers include tax: true in every consumer view. False would show net prices
   * (a trade view), which a shop selling to consumers may not do.
   */
  pricesIncludeTax: boolean;
  /** Country whose tax rates apply to displayed prices. */
  taxCountry: 'NL' | 'DE';
  defaultCountry: 'NL' | 'DE' | null;
}

export const STORE_VIEWS: Record<StoreCode, StoreView> = {
  nl: {
    id: 5,
    code: 'nl',
    name: 'Nederland',
    currency: 'EUR',
    locale: 'nl-NL',
    language: 'nl',
    pricesIncludeTax: true,
    taxCountry: 'NL',
    defaultCountry: 'NL',
  },
  de: {
    id: 6,
    code: 'de',
    name: 'Deutschland',
    currency: 'EUR',
    locale: 'de-DE',
    language: 'de',
    pricesIncludeTax: true,
    taxCountry: 'DE',
    defaultCountry: 'DE',
  },
  default: {
    id: 1,
    code: 'default',
    name: 'Default',
    currency: 'EUR',
    locale: 'nl-NL',
    language: 'nl',
    pricesIncludeTax: true,
    taxCountry: 'NL',
    defaultCountry: null,
  },
};

export const STORE_CODES = Object.keys(STORE_VIEWS) as StoreCode[];

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && Object.hasOwn(STORE_VIEWS, value);
}

export function getStoreViewById(id: number): StoreView | null {
  return Object.values(STORE_VIEWS).find((view) => view.id === id) ?? null;
}

/**
 * The view of a store code kept with a cart or an order. A code the shop no longer has (a view
 * since removed) reads as the Dutch view, so what was stored under it can still be priced.
 */
export function storedStoreView(code: string): StoreView {
  return isStoreCode(code) ? STORE_VIEWS[code] : STORE_VIEWS.nl;
}

/** Path prefix of the German store view's pages. */
export const GERMAN_PATH_PREFIX = '/de';

/**
 * The store view of a page path: '/de' and '/de/...' are German, the rest Dutch ('/dekens' too).
 * The storefront's pages and the policy of their answers read the view with this one rule.
 */
export function storeViewOfPath(pathname: string): StoreView {
  const german = pathname === GERMAN_PATH_PREFIX || pathname.startsWith(`${GERMAN_PATH_PREFIX}/`);
  return german ? STORE_VIEWS.de : STORE_VIEWS.nl;
}
