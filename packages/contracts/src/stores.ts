/**
 * The store calls under /api/ext: the store locator search (`GET /stores`), one store's page
 * (`GET /stores/{slug}`), a product's shelf stock per store (`GET /in_store_inventory/{sku}`)
 * and its stock per source, the web warehouse and every store (`GET /product_sources_of_stock/{sku}`).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import {
  PICKUP_SEARCH_DISTANCE_KM,
  PICKUP_SEARCH_MAX_DISTANCE_KM,
  PickupPlace,
  StoreAddressFields,
  StoreCodeQuery,
} from './pickup.ts';

/** The store locator's first radius, km (secondary-areas §9: initial store search radius 30). */
export const STORE_SEARCH_DISTANCE_KM = PICKUP_SEARCH_DISTANCE_KM;
/** The largest radius of a store search, km. */
export const STORE_SEARCH_MAX_DISTANCE_KM = PICKUP_SEARCH_MAX_DISTANCE_KM;
/** The source code of the web warehouse in the sources of stock; a store's is its own code. */
export const WEB_STOCK_SOURCE_CODE = 'web';
export const STORE_SLUG_MAX_LENGTH = 64;
export const STORE_SKU_MAX_LENGTH = 64;

/** A decimal number as it is written in a URL: optional sign, digits, optional fraction. */
const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/** A coordinate in degrees from -limit to limit; the message names the field. */
function coordinate(field: 'lat' | 'lng', limit: number, what: string) {
  const message = `${field} must be a ${what} in degrees from -${limit} to ${limit}`;
  return z
    .string()
    .trim()
    .regex(DECIMAL, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));
}

const DISTANCE_MESSAGE = `distance must be a number of kilometres from 1 to ${STORE_SEARCH_MAX_DISTANCE_KM}`;

export const StoresQuery = z
  .object({
    lat: coordinate('lat', 90, 'latitude').optional().describe('Latitude of the searcher'),
    lng: coordinate('lng', 180, 'longitude').optional().describe('Longitude of the searcher'),
    q: z
      .string()
      .max(100, 'q must be at most 100 characters')
      .transform((value) => value.trim())
      .optional()
      .describe('Place name or postcode (NL 1234 AB, DE 12345), when no lat and lng are given'),
    distance: z.coerce
      .number({ error: DISTANCE_MESSAGE })
      .min(1, DISTANCE_MESSAGE)
      .max(STORE_SEARCH_MAX_DISTANCE_KM, DISTANCE_MESSAGE)
      .default(STORE_SEARCH_DISTANCE_KM)
      .describe('Search radius in km'),
    is_pickup_location: z
      .enum(['0', '1'], { error: 'is_pickup_location must be 1 or 0' })
      .transform((value) => value === '1')
      .default(false)
      .describe('1: only the stores that take pick-ups'),
    storeCode: StoreCodeQuery.describe(
      'Store view, whose country a place name is looked up in first',
    ),
  })
  .superRefine((query, ctx) => {
    // A latitude without a longitude (or the reverse) is no position.
    if (query.lat !== undefined && query.lng === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'lng is required with lat' });
    }
    if (query.lng !== undefined && query.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat is required with lng' });
    }
  });
export type StoresQuery = z.infer<typeof StoresQuery>;

export const StoreSlugParams = z.object({
  slug: z
    .string()
    .min(1, 'slug is required')
    .max(STORE_SLUG_MAX_LENGTH, `slug has at most ${STORE_SLUG_MAX_LENGTH} characters`),
});

export const StoreSkuParams = z.object({
  sku: z
    .string()
    .min(1, 'sku is required')
    .max(STORE_SKU_MAX_LENGTH, `sku has at most ${STORE_SKU_MAX_LENGTH} characters`),
});

/** Where a search term was found (a postcode resolves to the main town of its area). */
export const StorePlace = PickupPlace;
export type StorePlace = z.infer<typeof StorePlace>;

/** Opening hours 'HH:MM-HH:MM' of one day, or null when the store is closed that day. */
const DayHours = z.string().nullable();

export const StoreSummary = z.object({
  code: z.string(),
  /** The store page's URL part: the store's code. */
  slug: z.string(),
  ...StoreAddressFields,
  /** Kilometres from the searched position, one decimal; null when none was searched. */
  distance: z.number().nullable(),
  is_pickup_location: z.boolean(),
  /** ISO weekday ('1' = Monday .. '7' = Sunday) to 'HH:MM-HH:MM'; a missing day is closed. */
  opening_hours: z.record(z.string(), z.string()),
  /** Open at the moment of the answer, in shop time (Europe/Amsterdam). */
  open_now: z.boolean(),
  today: z.object({ weekday: z.number().int().min(1).max(7), hours: DayHours }),
});
export type StoreSummary = z.infer<typeof StoreSummary>;

export const StoreWeekDay = z.object({
  weekday: z.number().int().min(1).max(7),
  hours: DayHours,
  is_today: z.boolean(),
});
export type StoreWeekDay = z.infer<typeof StoreWeekDay>;

export const StoreDetail = StoreSummary.extend({
  /** Monday to Sunday. */
  week: z.array(StoreWeekDay),
});
export type StoreDetail = z.infer<typeof StoreDetail>;

export const StoresResult = z.object({
  place: StorePlace.nullable(),
  /** The radius used, km. */
  distance: z.number(),
  items: z.array(StoreSummary),
});
export type StoresResult = z.infer<typeof StoresResult>;

export const StoresResponse = envelope(StoresResult);
export const StoreDetailResponse = envelope(StoreDetail);

export const StoreShelfStock = z.object({
  store_code: z.string(),
  name: z.string(),
  city: z.string(),
  quantity: z.number().int(),
});

export const InStoreInventoryResult = z.object({
  sku: z.string(),
  /** One entry per simple sku: the sku itself, or every child of a configurable. */
  inventory: z.array(z.object({ sku: z.string(), stocks: z.array(StoreShelfStock) })),
});
export type InStoreInventoryResult = z.infer<typeof InStoreInventoryResult>;
export const InStoreInventoryResponse = envelope(InStoreInventoryResult);

export const StockSource = z.object({
  sku: z.string(),
  /** 'web' for the web warehouse, else a store's code. */
  source_code: z.string(),
  name: z.string(),
  quantity: z.number(),
  is_in_stock: z.boolean(),
});
export type StockSource = z.infer<typeof StockSource>;

export const ProductSourcesOfStockResult = z.object({
  sku: z.string(),
  sources: z.array(StockSource),
});
export type ProductSourcesOfStockResult = z.infer<typeof ProductSourcesOfStockResult>;
export const ProductSourcesOfStockResponse = envelope(ProductSourcesOfStockResult);
