/**
 * Pick-up locations near a place, with their shelf stock of the skus a shopper wants (spec
 * secondary §7 "Store locator, pickup, in-store"). Places come from the shipped gazetteer in
 * core, so a search never calls a geocoding service.
 */
import type { PickupLocation, PickupLocationsResult } from '@shop/contracts';
import { distanceKm, findPlace, type GeoPoint, type Place, type StoreView } from '@shop/core';
import { type ShopDatabase, schema } from '@shop/db';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';

type Store = typeof schema.stores.$inferSelect;

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.2;

export interface PickupSearch {
  /** A city or postcode; empty for every pick-up store of the view's country. */
  q: string;
  distanceKm: number;
  skus: string[];
  view: StoreView;
}

export class PickupService {
  constructor(private readonly shop: ShopDatabase) {}

  async search({
    q,
    distanceKm: radius,
    skus,
    view,
  }: PickupSearch): Promise<PickupLocationsResult> {
    const country = view.defaultCountry ?? view.taxCountry;
    if (q === '') {
      const stores = await this.pickupStores(eq(schema.stores.countryId, country));
      return { place: null, items: await this.withStock(stores, skus, () => null) };
    }
    const place = findPlace(q, country);
    if (!place) return { place: null, items: [] };
    const nearby = (await this.pickupStores(boxAround(place, radius)))
      .map((store) => ({ store, km: distanceKm(place, store) }))
      .filter(({ km }) => km <= radius)
      .sort((a, b) => a.km - b.km || a.store.name.localeCompare(b.store.name));
    const km = new Map(nearby.map(({ store, km }) => [store.code, km]));
    const items = await this.withStock(
      nearby.map(({ store }) => store),
      skus,
      (store) => Math.round(km.get(store.code)! * 10) / 10,
    );
    return { place: placeView(place), items };
  }

  /** Active pick-up stores matching `where`, by name. */
  private pickupStores(where: SQL | undefined): Promise<Store[]> {
    return this.shop.db
      .select()
      .from(schema.stores)
      .where(and(eq(schema.stores.active, true), eq(schema.stores.isPickupLocation, true), where))
      .orderBy(asc(schema.stores.name));
  }

  private async withStock(
    stores: Store[],
    skus: string[],
    distanceOf: (store: Store) => number | null,
  ): Promise<PickupLocation[]> {
    const held = new Map<string, number>();
    if (stores.length > 0 && skus.length > 0) {
      const rows = await this.shop.db
        .select()
        .from(schema.storeStock)
        .where(
          and(
            inArray(
              schema.storeStock.storeCode,
              stores.map((store) => store.code),
            ),
            inArray(schema.storeStock.sku, skus),
          ),
        );
      for (const row of rows) held.set(`${row.storeCode}\u0000${row.sku}`, row.qty);
    }
    return stores.map((store) => {
      const stock = skus.map((sku) => {
        const qty = held.get(`${store.code}\u0000${sku}`) ?? 0;
        return { sku, qty, is_in_stock: qty > 0 };
      });
      return {
        pickup_location_code: store.code,
        name: store.name,
        street: store.street,
        house_number: store.houseNumber,
        postcode: store.postcode,
        city: store.city,
        country_id: store.countryId,
        phone: store.phone,
        email: store.email,
        latitude: store.latitude,
        longitude: store.longitude,
        distance: distanceOf(store),
        opening_hours: store.openingHours,
        stock,
        all_in_stock: stock.every((line) => line.is_in_stock),
      };
    });
  }
}

/**
 * A latitude/longitude box that holds every point within `km` of the centre: the database
 * narrows by it and the exact great-circle distance decides. Wider than needed, never narrower.
 */
function boxAround(centre: GeoPoint, km: number): SQL | undefined {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.cos((centre.latitude * Math.PI) / 180);
  const dLon = cos > 0.01 ? Math.min(180, km / (KM_PER_DEGREE * cos)) : 180;
  return and(
    between(schema.stores.latitude, centre.latitude - dLat, centre.latitude + dLat),
    between(schema.stores.longitude, centre.longitude - dLon, centre.longitude + dLon),
  );
}

function placeView(place: Place) {
  return {
    name: place.name,
    country_id: place.countryId,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
