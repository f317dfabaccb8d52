/**
 * The pick-up location search:
 * `GET /api/ext/pickup_locations?q=&distance=&skus=&storeCode=`, answering `result.items`.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Radius of the search when the shopper gives none, km. */
export const PICKUP_SEARCH_DISTANCE_KM = 30;
/** The largest radius accepted, km: farther than that a store is no pick-up option. */
export const PICKUP_SEARCH_MAX_DISTANCE_KM = 500;
/** At most this many skus per search: a cart's worth, and a bounded stock lookup. */
export const PICKUP_MAX_SKUS = 50;
export const PICKUP_SKU_MAX_LENGTH = 64;

const DISTANCE_MESSAGE = `distance must be a number of kilometres from 1 to ${PICKUP_SEARCH_MAX_DISTANCE_KM}`;

/** A comma-separated sku list as its trimmed, distinct items in the order given. */
const SkuList = z
  .string()
  .max(PICKUP_MAX_SKUS * (PICKUP_SKU_MAX_LENGTH + 1) * 2, 'skus is too long')
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            PICKUP_SKU_MAX_LENGTH,
            `a sku in skus has at most ${PICKUP_SKU_MAX_LENGTH} characters`,
          ),
      )
      .max(PICKUP_MAX_SKUS, `skus lists at most ${PICKUP_MAX_SKUS} skus`),
  );

/** The store view a store search speaks for; absent: the x-vs-store-code header, else nl. */
export const StoreCodeQuery = z
  .enum(['nl', 'de', 'default'], { error: 'storeCode must be nl, de or default' })
  .optional();

export const PickupLocationsQuery = z.object({
  q: z
    .string()
    .max(100, 'q must be at most 100 characters')
    .transform((value) => value.trim())
    .optional()
    .describe('City or postcode (NL 1234 AB, DE 12345); blank lists the whole country'),
  distance: z.coerce
    .number({ error: DISTANCE_MESSAGE })
    .min(1, DISTANCE_MESSAGE)
    .max(PICKUP_SEARCH_MAX_DISTANCE_KM, DISTANCE_MESSAGE)
    .default(PICKUP_SEARCH_DISTANCE_KM)
    .describe('Search radius in km'),
  skus: SkuList.default([]).describe('Comma-separated skus whose shelf stock to answer'),
  storeCode: StoreCodeQuery.describe('Store view, whose country a search without q lists'),
});
export type PickupLocationsQuery = z.infer<typeof PickupLocationsQuery>;

/** Where the search term was found (a postcode resolves to the main town of its area). */
export const PickupPlace = z.object({
  name: z.string(),
  country_id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PickupPlace = z.infer<typeof PickupPlace>;

/** A store's shelf stock of one asked sku (0 when it does not hold it). */
export const PickupStock = z.object({
  sku: z.string(),
  qty: z.number().int(),
  is_in_stock: z.boolean(),
});

/** A store's name, address, contacts and position, as every store answer names them. */
export const StoreAddressFields = {
  name: z.string(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
};

export const PickupLocation = z.object({
  pickup_location_code: z.string(),
  ...StoreAddressFields,
  /** Kilometres from the place, one decimal; null when no place was searched. */
  distance: z.number().nullable(),
  /** ISO weekday ('1' = Monday) to 'HH:mm-HH:mm'; a missing day is closed. */
  opening_hours: z.record(z.string(), z.string()),
  /** One entry per asked sku, in the order asked. */
  stock: z.array(PickupStock),
  /** Every asked sku is on this store's shelf (true when none was asked). */
  all_in_stock: z.boolean(),
});
export type PickupLocation = z.infer<typeof PickupLocation>;

export const PickupLocationsResult = z.object({
  place: PickupPlace.nullable(),
  items: z.array(PickupLocation),
});
export type PickupLocationsResult = z.infer<typeof PickupLocationsResult>;

export const PickupLocationsResponse = envelope(PickupLocationsResult);
