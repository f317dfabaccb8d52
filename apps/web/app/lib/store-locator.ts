/**
 * Rules of the store locator pages (secondary-areas §2, §7, §9): what a search URL asks for, the
 * radius steps of "search wider", and how a store's distance, hours, route and search-engine
 * description are written. Browser-safe and pure: the pages and their tests share them.
 */
import type { StoreSummary } from '@shop/contracts';
import { numberFormat } from './intl-formats.ts';
import type { StoreSearch as ApiStoreSearch } from './store-api.ts';

/** What the shopper searched by: a position (the browser's location) or a place or postcode. */
export type StoreSearch =
  | { kind: 'position'; lat: number; lng: number; distance: number }
  | { kind: 'place'; q: string; distance: number }
  | { kind: 'all' };

/** A locator search as the API client asks it: where, and within which radius. */
export function apiSearchOf(search: StoreSearch): { where: ApiStoreSearch; distance?: number } {
  if (search.kind === 'position') {
    return { where: { lat: search.lat, lng: search.lng }, distance: search.distance };
  }
  if (search.kind === 'place') return { where: { q: search.q }, distance: search.distance };
  return { where: { all: true } };
}

/**
 * The initial radius, km (§9: 30) and the widest the API accepts: the contracts' values, written
 * here because the browser must not load the contracts (their schemas bring zod along).
 */
export const STORE_SEARCH_DISTANCE_KM = 30;
export const STORE_SEARCH_MAX_DISTANCE_KM = 500;

/** The radii, km, "search wider" steps through, from the initial radius to the widest. */
const STORE_SEARCH_RADII = [STORE_SEARCH_DISTANCE_KM, 60, 120, 250, STORE_SEARCH_MAX_DISTANCE_KM];

/** Fewer stores than this in the radius offer to search wider. */
export const FEW_STORES = 3;

/**
 * Decimals a position keeps in a search URL: about 100 m, plenty for the nearest store, and it
 * keeps the shopper's exact position out of the address (and caches hold fewer variants).
 */
const POSITION_DECIMALS = 3;

export interface ParsedStoreSearch {
  search: StoreSearch;
  /** The URL named a position that is none (not numbers, out of range, one of the two missing). */
  badPosition: boolean;
}

/**
 * The search a locator URL asks for: `lat`+`lng` (the browser's position) before `q` (a place or
 * postcode); `distance` one of the radius steps, else the initial radius. Nothing asked: all stores.
 */
export function parseStoreSearch(params: URLSearchParams): ParsedStoreSearch {
  const distance = parseRadius(params.get('distance'));
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (lat !== null || lng !== null) {
    const latitude = parseCoordinate(lat, 90);
    const longitude = parseCoordinate(lng, 180);
    if (latitude !== null && longitude !== null) {
      return {
        search: { kind: 'position', lat: latitude, lng: longitude, distance },
        badPosition: false,
      };
    }
    return { search: { kind: 'all' }, badPosition: true };
  }
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  if (q) return { search: { kind: 'place', q, distance }, badPosition: false };
  return { search: { kind: 'all' }, badPosition: false };
}

/** The URL query of a search ('' for all stores); the initial radius is left out. */
export function storeSearchQuery(search: StoreSearch): string {
  const params = new URLSearchParams();
  if (search.kind === 'position') {
    params.set('lat', roundCoordinate(search.lat).toString());
    params.set('lng', roundCoordinate(search.lng).toString());
  } else if (search.kind === 'place') {
    params.set('q', search.q);
  }
  if (search.kind !== 'all' && search.distance !== STORE_SEARCH_DISTANCE_KM) {
    params.set('distance', String(search.distance));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A position rounded as search URLs keep it. */
function roundCoordinate(value: number): number {
  const factor = 10 ** POSITION_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** The next wider radius after `distance`, or null when the widest was searched. */
export function widerRadius(distance: number): number | null {
  return STORE_SEARCH_RADII.find((radius) => radius > distance) ?? null;
}

/** A distance as shoppers read it: '2,4 km' (one decimal, the locale's separator). */
export function formatDistance(km: number, locale: string): string {
  // One formatter per locale for every store of a list (lib/intl-formats.ts).
  const number = numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
  return `${number} km`;
}

/** Opening hours 'HH:MM-HH:MM' as '09:00–18:00' (an en dash between the times). */
export function formatHours(hours: string): string {
  return hours.replace('-', '–');
}

/** The name of an ISO weekday (1 = Monday) in a locale: 'maandag', 'Montag'. */
export function weekdayName(weekday: number, locale: string): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** A store's street line and town line: 'Kalverstraat 12', '1012 NX Amsterdam'. */
export function addressLines(store: StoreSummary): [string, string] {
  return [`${store.street} ${store.house_number}`.trim(), `${store.postcode} ${store.city}`.trim()];
}

/** A maps route planner with the store as the destination (the shopper's start is their own). */
export function directionsUrl(store: Pick<StoreSummary, 'latitude' | 'longitude'>): string {
  const destination = `${store.latitude},${store.longitude}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The store as a schema.org Store (a LocalBusiness): address, position, phone and its opening
 * hours per day (closed days are left out, as the vocabulary means it).
 */
export function storeJsonLd(
  store: StoreSummary,
  pageUrl: string,
  shopName: string,
): Record<string, unknown> {
  const hours = Object.entries(store.opening_hours)
    .filter(
      ([weekday, value]) => SCHEMA_DAYS[Number(weekday) - 1] && /^\d\d:\d\d-\d\d:\d\d$/.test(value),
    )
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([weekday, value]) => {
      const [opens, closes] = value.split('-');
      return {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[Number(weekday) - 1]}`,
        opens,
        closes,
      };
    });
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': pageUrl,
    name: store.name,
    parentOrganization: { '@type': 'Organization', name: shopName },
    url: pageUrl,
    telephone: store.phone,
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: addressLines(store)[0],
      postalCode: store.postcode,
      addressLocality: store.city,
      addressCountry: store.country_id,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: hours,
  };
}

function parseRadius(value: string | null): number {
  const radius = Number(value);
  return STORE_SEARCH_RADII.includes(radius) ? radius : STORE_SEARCH_DISTANCE_KM;
}

function parseCoordinate(value: string | null, limit: number): number | null {
  if (value === null || !/^[-+]?\d{1,3}(\.\d{1,15})?$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? roundCoordinate(number) : null;
}
