/**
 * Pick-up locations near a place (a city or postcode), nearest first within a radius, with
 * their shelf stock of the skus a shopper wants; and the pick-up store an order names. Places
 * come from the shipped gazetteer in core, so a search never calls a geocoding service.
 */
import type { PickupLocation, PickupLocationsResult } from '@shop/contracts';
import {
  boxAround,
  findPlace,
  nearestWithin,
  placeView,
  roundKm,
  type StoreView,
  storeAddressView,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { PickupRepository, type PickupStore as Store } from './repository.ts';

export type { PickupStore } from './repository.ts';

export interface PickupSearch {
  /** A city or postcode; empty for every pick-up store of the view's country. */
  q: string;
  distanceKm: number;
  skus: string[];
  view: StoreView;
}

export class PickupService {
  private readonly repository: PickupRepository;

  constructor(shop: ShopDatabase) {
    this.repository = new PickupRepository(shop);
  }

  async search({
    q,
    distanceKm: radius,
    skus,
    view,
  }: PickupSearch): Promise<PickupLocationsResult> {
    const country = view.defaultCountry ?? view.taxCountry;
    if (q === '') {
      const stores = await this.repository.storesInCountry(country);
      return { place: null, items: await this.withStock(stores, skus, () => null) };
    }
    const place = findPlace(q, country);
    if (!place) return { place: null, items: [] };
    const inBox = await this.repository.storesInBox(boxAround(place, radius));
    const nearby = nearestWithin(place, inBox, radius);
    const km = new Map(nearby.map(({ item, km }) => [item.code, km]));
    const items = await this.withStock(
      nearby.map(({ item }) => item),
      skus,
      (store) => roundKm(km.get(store.code)!),
    );
    return { place: placeView(place), items };
  }

  /** The active pick-up store with this code (an order's pick-up location), or null. */
  findPickupStore(code: string, tx?: Executor): Promise<Store | null> {
    return this.repository.findPickupStore(code, tx);
  }

  /** The stores with these codes, whether open or closed, by code. */
  async storesByCode(codes: readonly string[], tx?: Executor): Promise<Map<string, Store>> {
    const stores = await this.repository.storesByCode([...new Set(codes)], tx);
    return new Map(stores.map((store) => [store.code, store]));
  }

  private async withStock(
    stores: Store[],
    skus: string[],
    distanceOf: (store: Store) => number | null,
  ): Promise<PickupLocation[]> {
    const held = new Map<string, number>();
    if (stores.length > 0 && skus.length > 0) {
      const rows = await this.repository.shelfStock(
        stores.map((store) => store.code),
        skus,
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
        ...storeAddressView(store),
        distance: distanceOf(store),
        opening_hours: store.openingHours,
        stock,
        all_in_stock: stock.every((line) => line.is_in_stock),
      };
    });
  }
}
