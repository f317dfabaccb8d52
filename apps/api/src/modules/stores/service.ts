/**
 * The store locator and a product's stock per store: the active stores near a position or a
 * place (nearest first within a radius) or all of them, one store's page with its week, the
 * shelf stock of a product's skus in every active store, and its stock per source (the web
 * warehouse and each store). Opening state is computed at the injected clock's instant in shop
 * time, so an answer is right to the minute even when the search behind it comes from the cache.
 */
import type {
  InStoreInventoryResult,
  ProductSourcesOfStockResult,
  StoreDetail,
  StoreSummary,
  StoresResult,
} from '@shop/contracts';
import { WEB_STOCK_SOURCE_CODE } from '@shop/contracts';
import {
  boxAround,
  findPlace,
  type GeoBox,
  type GeoPoint,
  hasStockToSell,
  nearestWithin,
  openingStateAt,
  type Place,
  placeView,
  roundKm,
  type StockLevel,
  type StoreView,
  storeAddressView,
} from '@shop/core';
import { notFound } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { PickupStore as Store } from '../pickup/service.ts';

/** How long a search's store list is reused: stores and their places change rarely. */
export const STORE_SEARCH_CACHE_TTL_MS = 60_000;
/** At most this many searches are kept (the oldest leave first). */
const STORE_SEARCH_CACHE_MAX_ENTRIES = 500;
/** The web warehouse's name as a source of stock; the storefront names it by its code. */
const WEB_STOCK_SOURCE_NAME = 'Web warehouse';

/** The stores tables (the pick-up module's repository, given at composition). */
interface StoreDirectory {
  activeStores(options: { pickupOnly: boolean; box?: GeoBox }): Promise<Store[]>;
  findActiveStore(code: string): Promise<Store | null>;
  shelfStock(
    storeCodes: readonly string[],
    skus: readonly string[],
  ): Promise<{ storeCode: string; sku: string; qty: number }[]>;
}

/** The catalogue's answer to "which shelf skus is this sku": null for a product it lacks. */
interface ShelfSkus {
  shelfSkusOf(view: StoreView, sku: string): Promise<string[] | null>;
}

/** The web warehouse's stock levels (the stock module), by sku; an untracked sku is absent. */
interface WebStock {
  levels(skus: readonly string[]): Promise<Map<string, StockLevel>>;
}

export interface StoresDeps {
  stores: StoreDirectory;
  products: ShelfSkus;
  webStock: WebStock;
  now: () => Date;
}

/** A store search: near a position, else near the place a term names, else every store. */
export interface StoreSearch {
  distanceKm: number;
  pickupOnly: boolean;
  /** The store view, whose country a place name is looked up in first. */
  view: StoreView;
  position?: GeoPoint;
  /** A place name or postcode (non-empty). */
  q?: string;
}

/** A search's stores before their opening state: each with its distance (km) or null. */
interface FoundStores {
  place: Place | null;
  stores: { store: Store; km: number | null }[];
}

export class StoresService {
  readonly #searches: TtlCache<FoundStores>;

  constructor(private readonly deps: StoresDeps) {
    this.#searches = new TtlCache(
      STORE_SEARCH_CACHE_TTL_MS,
      STORE_SEARCH_CACHE_MAX_ENTRIES,
      () => deps.now().getTime(),
      'store_searches',
    );
  }

  /** Forgets the cached searches (a store's hours or pick-up flag changed). */
  forgetSearches(): void {
    this.#searches.clear();
  }

  /**
   * The active stores near a position or a place within the radius, nearest first, or every
   * active store by name when neither is given. A place the gazetteer does not know finds no
   * stores (place null). The store list of a search is cached per radius and term.
   */
  async search(search: StoreSearch): Promise<StoresResult> {
    const found = await this.#searches.get(searchKey(search), () => this.findStores(search));
    const now = this.deps.now();
    return {
      place: found.place && placeView(found.place),
      distance: search.distanceKm,
      items: found.stores.map(({ store, km }) => storeSummary(store, km, now)),
    };
  }

  /** One active store's page: its summary and its week from Monday, today marked. */
  async store(slug: string): Promise<StoreDetail> {
    const store = await this.deps.stores.findActiveStore(slug);
    if (!store) throw notFound('store.not_found');
    const now = this.deps.now();
    const { week } = openingStateAt(store.openingHours, now);
    return {
      ...storeSummary(store, null, now),
      week: week.map((day) => ({ weekday: day.weekday, hours: day.hours, is_today: day.isToday })),
    };
  }

  /** The shelf stock of each shelf sku of a product in every active store (0 when not held). */
  async inStoreInventory(view: StoreView, sku: string): Promise<InStoreInventoryResult> {
    const skus = await this.shelfSkus(view, sku);
    const stores = await this.deps.stores.activeStores({ pickupOnly: false });
    const shelf = await this.shelfQuantities(stores, skus);
    return {
      sku,
      inventory: skus.map((shelfSku) => ({
        sku: shelfSku,
        stocks: stores.map((store) => ({
          store_code: store.code,
          name: store.name,
          city: store.city,
          quantity: shelf(store.code, shelfSku),
        })),
      })),
    };
  }

  /** Each shelf sku's stock in the web warehouse and in every active store. */
  async sourcesOfStock(view: StoreView, sku: string): Promise<ProductSourcesOfStockResult> {
    const skus = await this.shelfSkus(view, sku);
    const stores = await this.deps.stores.activeStores({ pickupOnly: false });
    const [shelf, web] = await Promise.all([
      this.shelfQuantities(stores, skus),
      this.deps.webStock.levels(skus),
    ]);
    return {
      sku,
      sources: skus.flatMap((shelfSku) => {
        const level = web.get(shelfSku);
        return [
          {
            sku: shelfSku,
            source_code: WEB_STOCK_SOURCE_CODE,
            name: WEB_STOCK_SOURCE_NAME,
            quantity: level?.qty ?? 0,
            is_in_stock: level ? hasStockToSell(level) : false,
          },
          ...stores.map((store) => {
            const quantity = shelf(store.code, shelfSku);
            return {
              sku: shelfSku,
              source_code: store.code,
              name: store.name,
              quantity,
              is_in_stock: quantity > 0,
            };
          }),
        ];
      }),
    };
  }

  private async findStores(search: StoreSearch): Promise<FoundStores> {
    const pickupOnly = search.pickupOnly;
    if (search.position) {
      return { place: null, stores: await this.storesNear(search.position, search) };
    }
    if (search.q) {
      const place = findPlace(search.q, search.view.defaultCountry ?? search.view.taxCountry);
      if (!place) return { place: null, stores: [] };
      return { place, stores: await this.storesNear(place, search) };
    }
    const stores = await this.deps.stores.activeStores({ pickupOnly });
    return { place: null, stores: stores.map((store) => ({ store, km: null })) };
  }

  private async storesNear(
    centre: GeoPoint,
    { distanceKm, pickupOnly }: StoreSearch,
  ): Promise<{ store: Store; km: number }[]> {
    const inBox = await this.deps.stores.activeStores({
      pickupOnly,
      box: boxAround(centre, distanceKm),
    });
    return nearestWithin(centre, inBox, distanceKm).map(({ item, km }) => ({ store: item, km }));
  }

  private async shelfSkus(view: StoreView, sku: string): Promise<string[]> {
    const skus = await this.deps.products.shelfSkusOf(view, sku);
    if (!skus) throw notFound('product.not_found');
    return skus;
  }

  /** A lookup of the shelf quantity of (store, sku); 0 where a store has no row. */
  private async shelfQuantities(
    stores: readonly Store[],
    skus: readonly string[],
  ): Promise<(storeCode: string, sku: string) => number> {
    const held = new Map<string, number>();
    if (stores.length > 0 && skus.length > 0) {
      const rows = await this.deps.stores.shelfStock(
        stores.map((store) => store.code),
        skus,
      );
      for (const row of rows) held.set(`${row.storeCode}\u0000${row.sku}`, row.qty);
    }
    return (storeCode, sku) => held.get(`${storeCode}\u0000${sku}`) ?? 0;
  }
}

/**
 * The cache key of a search: its radius, pick-up flag and term. A place name is looked up with
 * the view's country first, so the country is part of the key.
 */
function searchKey(search: StoreSearch): string {
  const flags = `${search.distanceKm}|${search.pickupOnly ? 1 : 0}`;
  if (search.position) {
    return `${flags}|@${search.position.latitude},${search.position.longitude}`;
  }
  if (search.q) {
    return `${flags}|${search.view.defaultCountry ?? search.view.taxCountry}|q:${search.q.toLowerCase()}`;
  }
  return `${flags}|all`;
}

function storeSummary(store: Store, km: number | null, now: Date): StoreSummary {
  const state = openingStateAt(store.openingHours, now);
  return {
    code: store.code,
    slug: store.code,
    ...storeAddressView(store),
    distance: km === null ? null : roundKm(km),
    is_pickup_location: store.isPickupLocation,
    opening_hours: store.openingHours as Record<string, string>,
    open_now: state.openNow,
    today: state.today,
  };
}
