import {
  InStoreInventoryResponse,
  ProductSourcesOfStockResponse,
  StoreDetailResponse,
  StoresResponse,
} from '@shop/contracts';
import { distanceKm, type ProductSeed, roundKm } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_SEARCH_CACHE_TTL_MS } from '../src/modules/stores/service.ts';
import { makeFixtureCatalog } from './fixtures/catalog.ts';
import { FIXTURE_STORE_STOCK, FIXTURE_STORES } from './fixtures/stores.ts';
import { createTestShop, type TestShop } from './helper.ts';

/** Instants in shop time (Europe/Amsterdam: UTC+1 in winter, UTC+2 in summer). */
const THURSDAY_NOON_WINTER = new Date('2026-11-26T11:00:00Z');
const THURSDAY_2030_WINTER = new Date('2026-11-26T19:30:00Z');
const THURSDAY_2215_WINTER = new Date('2026-11-26T21:15:00Z');
const THURSDAY_2030_SUMMER = new Date('2026-07-02T18:30:00Z');
const THURSDAY_2130_SUMMER = new Date('2026-07-02T19:30:00Z');
const SUNDAY_NOON = new Date('2026-11-29T11:00:00Z');
/** Saturday 23:30 UTC is already Sunday 00:30 in Amsterdam. */
const SATURDAY_2330_UTC = new Date('2026-11-28T23:30:00Z');

let now = THURSDAY_NOON_WINTER;
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => now });
});
afterAll(() => t.close());

const UTRECHT_CENTRE = { latitude: 52.0907, longitude: 5.1214 };
const ACTIVE_STORES = FIXTURE_STORES.filter((store) => store.active !== false);
const byCode = (code: string) => FIXTURE_STORES.find((store) => store.code === code)!;
const catalogue = makeFixtureCatalog(now);

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function stores(query: string, headers: Record<string, string> = {}) {
  const response = await get(`/api/ext/stores?${query}`, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return StoresResponse.parse(response.body).result;
}

async function codes(query: string, headers: Record<string, string> = {}) {
  return (await stores(query, headers)).items.map((item) => item.code);
}

/** The shelf quantity the fixture gives a store of a sku (0 without a row). */
function shelfQty(storeCode: string, sku: string): number {
  return (
    FIXTURE_STORE_STOCK.find((row) => row.storeCode === storeCode && row.sku === sku)?.qty ?? 0
  );
}

/** A product of the fixture catalogue (or a configurable's child) by sku. */
function fixtureProduct(sku: string): ProductSeed {
  const all = catalogue.products.flatMap((product) => [product, ...(product.children ?? [])]);
  return all.find((product) => product.sku === sku)!;
}

/** The active stores in the order the answers list them: by name. */
const STORES_BY_NAME = [...ACTIVE_STORES].sort(
  (a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code),
);

describe('GET /api/ext/stores near a position', () => {
  it('lists the active stores within 30 km, nearest first, with their distance in km', async () => {
    const result = await stores(`lat=${UTRECHT_CENTRE.latitude}&lng=${UTRECHT_CENTRE.longitude}`);
    expect(result.place).toBeNull();
    expect(result.distance).toBe(30);
    expect(result.items.map((item) => [item.code, item.distance])).toEqual(
      ['utrecht', 'amersfoort'].map((code) => [
        code,
        roundKm(distanceKm(UTRECHT_CENTRE, byCode(code))),
      ]),
    );
  });

  it('widens and narrows with distance', async () => {
    const at = `lat=${UTRECHT_CENTRE.latitude}&lng=${UTRECHT_CENTRE.longitude}`;
    expect(await codes(`${at}&distance=40`)).toEqual(['utrecht', 'amersfoort', 'amsterdam']);
    expect(await codes(`${at}&distance=5`)).toEqual(['utrecht']);
    expect(await codes(`${at}&distance=500`)).toEqual([
      'utrecht',
      'amersfoort',
      'amsterdam',
      'zwolle',
      'koeln',
    ]);
  });

  it('lists a store that takes no pick-ups unless only pick-up locations are asked', async () => {
    const zwolle = byCode('zwolle');
    const at = `lat=${zwolle.latitude}&lng=${zwolle.longitude}&distance=10`;
    expect(await codes(at)).toEqual(['zwolle']);
    expect((await stores(at)).items[0]!.is_pickup_location).toBe(false);
    expect(await codes(`${at}&is_pickup_location=1`)).toEqual([]);
    expect(await codes(`${at}&is_pickup_location=0`)).toEqual(['zwolle']);
  });

  it('never lists a store that is no longer active', async () => {
    const rotterdam = byCode('rotterdam');
    expect(await codes(`lat=${rotterdam.latitude}&lng=${rotterdam.longitude}&distance=5`)).toEqual(
      [],
    );
  });

  it('takes lat and lng before q', async () => {
    const koeln = byCode('koeln');
    expect(await codes(`lat=${koeln.latitude}&lng=${koeln.longitude}&q=Utrecht`)).toEqual([
      'koeln',
    ]);
  });
});

describe('GET /api/ext/stores near a place', () => {
  it('finds a city by name and answers the place', async () => {
    const result = await stores('q=Utrecht');
    expect(result.place).toMatchObject({ name: 'Utrecht', country_id: 'NL' });
    expect(result.items.map((item) => item.code)).toEqual(['utrecht', 'amersfoort']);
  });

  it('finds a Dutch postcode with or without its space, and a German one', async () => {
    const result = await stores('q=3511%20AB');
    expect(result.place).toMatchObject({ name: '3511 AB', country_id: 'NL' });
    expect(result.items[0]).toMatchObject({ code: 'utrecht', distance: expect.any(Number) });
    expect(await codes('q=3811ab')).toEqual(['amersfoort', 'utrecht']);
    expect(await codes('q=50667&distance=10')).toEqual(['koeln']);
  });

  it('looks a name up in the store view’s country first, then in the other', async () => {
    const german = await stores('q=K%C3%B6ln&distance=10', { 'x-vs-store-code': 'de' });
    expect(german.place).toMatchObject({ country_id: 'DE' });
    expect(german.items.map((item) => item.code)).toEqual(['koeln']);
    // The Dutch view finds a German city too when the Netherlands has none of that name.
    const fromDutch = await stores('q=Berlin&distance=10', { 'x-vs-store-code': 'nl' });
    expect(fromDutch.place).toMatchObject({ country_id: 'DE' });
    expect(fromDutch.items.map((item) => item.code)).toEqual(['berlin-mitte']);
    // The spec's storeCode query names the store view as the header does.
    const byQuery = await stores('q=K%C3%B6ln&distance=10&storeCode=de');
    expect(byQuery.place).toMatchObject({ country_id: 'DE' });
    expect((await get('/api/ext/stores?storeCode=fr')).status).toBe(400);
  });

  it('answers place null and no stores for a place it does not know', async () => {
    expect(await stores('q=Atlantis')).toEqual({ place: null, distance: 30, items: [] });
  });

  it('lists every active store by name, without distance, when neither is given', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'distance=5']) {
      const result = await stores(query);
      expect(result.place).toBeNull();
      expect(result.items.map((item) => item.code)).toEqual(STORES_BY_NAME.map((s) => s.code));
      expect(result.items.every((item) => item.distance === null)).toBe(true);
    }
    expect(await codes('is_pickup_location=1')).toEqual(
      STORES_BY_NAME.filter((s) => s.isPickupLocation !== false).map((s) => s.code),
    );
  });

  it('may be cached by anyone, varying with the store view', async () => {
    const response = await get('/api/ext/stores?q=Utrecht');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('x-vs-store-code');
  });
});

describe('GET /api/ext/stores refuses bad input with a 400 that names the field', () => {
  it.each([
    ['lat=91&lng=5', 'lat'],
    ['lat=-90.5&lng=5', 'lat'],
    ['lat=52&lng=181', 'lng'],
    ['lat=abc&lng=5', 'lat'],
    ['lat=&lng=5', 'lat'],
    ['lat=1e2&lng=5', 'lat'],
    ['lat=Infinity&lng=5', 'lat'],
    ['lat=52&lng=5&lat=53', 'lat'],
    ['lat=52', 'lng'],
    ['lng=5', 'lat'],
    ['distance=0', 'distance'],
    ['distance=501', 'distance'],
    ['distance=ten', 'distance'],
    ['is_pickup_location=yes', 'is_pickup_location'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await get(`/api/ext/stores?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
    expect(response.body.result).toContain(field);
    expect(response.body.meta.key).toMatch(/^field\./);
    expect(response.body.meta.params.field).toBe(field);
  });

  it('answers no garbage with a 5xx', async () => {
    const garbage = [
      'lat=%00&lng=%00',
      'lat=52.0907&lng=5.1214&distance=%FF',
      'q=%E2%80%AE%F0%9F%91%B6',
      'q=%27%3B%20DROP%20TABLE%20stores%3B--',
      'lat[]=1&lng[]=2',
      'lat=90&lng=180&distance=500',
      'lat=-90&lng=-180&distance=500',
      'lat=0&lng=179.999&distance=500',
      'distance=1e308',
      'distance=-0',
      'is_pickup_location=1&is_pickup_location=0',
      `q=${'%C3%B6'.repeat(100)}`,
    ];
    for (const query of garbage) {
      const response = await get(`/api/ext/stores?${query}`);
      expect(response.status, query).toBeLessThan(500);
      expect(response.body.code, query).toBe(response.status);
    }
    for (const path of ['stores/%00', `stores/${'x'.repeat(300)}`, 'stores/%F0%9F%91%B6']) {
      for (const prefix of ['', 'in_store_inventory/', 'product_sources_of_stock/']) {
        const url = `/api/ext/${prefix ? prefix + path.slice('stores/'.length) : path}`;
        const response = await get(url);
        expect(response.status, url).toBeLessThan(500);
      }
    }
  });
});

describe('opening hours and open now, in shop time', () => {
  it('is closed all Sunday', async () => {
    now = SUNDAY_NOON;
    const { items } = await stores('');
    expect(items.length).toBe(ACTIVE_STORES.length);
    for (const item of items) {
      expect(item.open_now).toBe(false);
      expect(item.today).toEqual({ weekday: 7, hours: null });
    }
  });

  it('takes the day of Amsterdam, not of UTC: Saturday 23:30 UTC is Sunday', async () => {
    now = SATURDAY_2330_UTC;
    const { items } = await stores('q=Utrecht');
    expect(items[0]!.today).toEqual({ weekday: 7, hours: null });
  });

  it('is open on a winter Thursday evening until 21:00 and closed at 22:15', async () => {
    now = THURSDAY_2030_WINTER;
    const open = (await stores('q=Utrecht')).items[0]!;
    expect(open).toMatchObject({ code: 'utrecht', open_now: true });
    expect(open.today).toEqual({ weekday: 4, hours: '09:30-21:00' });
    now = THURSDAY_2215_WINTER;
    expect((await stores('q=Utrecht')).items[0]!.open_now).toBe(false);
  });

  it('follows summer time: 20:30 open, 21:30 closed on a July Thursday', async () => {
    now = THURSDAY_2030_SUMMER;
    expect((await stores('q=Utrecht')).items[0]!.open_now).toBe(true);
    now = THURSDAY_2130_SUMMER;
    expect((await stores('q=Utrecht')).items[0]!.open_now).toBe(false);
  });

  it('shows a store’s page with its week from Monday, today marked', async () => {
    now = THURSDAY_NOON_WINTER;
    const response = await get('/api/ext/stores/utrecht');
    expect(response.status).toBe(200);
    const store = StoreDetailResponse.parse(response.body).result;
    const utrecht = byCode('utrecht');
    expect(store).toMatchObject({
      code: 'utrecht',
      slug: 'utrecht',
      name: utrecht.name,
      street: utrecht.street,
      house_number: utrecht.houseNumber,
      postcode: utrecht.postcode,
      city: utrecht.city,
      country_id: 'NL',
      phone: utrecht.phone,
      email: utrecht.email,
      latitude: utrecht.latitude,
      longitude: utrecht.longitude,
      distance: null,
      is_pickup_location: true,
      opening_hours: utrecht.openingHours,
      open_now: true,
      today: { weekday: 4, hours: '09:30-21:00' },
    });
    const hours = utrecht.openingHours as Record<string, string>;
    expect(store.week).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        hours: hours[String(weekday)] ?? null,
        is_today: weekday === 4,
      })),
    );
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('shows a store that takes no pick-ups, and 404 for an inactive or unknown one', async () => {
    expect((await get('/api/ext/stores/zwolle')).body.result.is_pickup_location).toBe(false);
    for (const slug of ['rotterdam', 'nowhere', 'UTRECHT']) {
      const response = await get(`/api/ext/stores/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body).toMatchObject({ code: 404, meta: { key: 'store.not_found' } });
    }
    const tooLong = await get(`/api/ext/stores/${'a'.repeat(65)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.meta.params.field).toBe('slug');
  });
});

describe('the search cache per distance and term', () => {
  const houten = { latitude: 52.0285, longitude: 5.1681 };
  const query = `lat=${houten.latitude}&lng=${houten.longitude}&distance=4`;

  it('reuses a search for a short time, then sees a new store', async () => {
    now = new Date('2026-11-24T10:00:00Z');
    expect(await codes(query)).toEqual([]);
    await t.shop.db.insert(schema.stores).values({
      ...byCode('utrecht'),
      code: 'houten',
      name: 'Kindershop Houten',
      city: 'Houten',
      ...houten,
    });
    try {
      // The same radius and term: the cached list; another radius is another search.
      expect(await codes(query)).toEqual([]);
      expect(await codes(`${query}0`)).toContain('houten');
      now = new Date(now.getTime() + STORE_SEARCH_CACHE_TTL_MS);
      expect(await codes(query)).toEqual(['houten']);
    } finally {
      await t.shop.db.delete(schema.stores).where(eq(schema.stores.code, 'houten'));
    }
  });
});

describe('GET /api/ext/in_store_inventory/{sku}', () => {
  const stocksOf = (sku: string) =>
    STORES_BY_NAME.map((store) => ({
      store_code: store.code,
      name: store.name,
      city: store.city,
      quantity: shelfQty(store.code, sku),
    }));

  it('answers a simple product’s shelf stock in every active store, 0 where none', async () => {
    const response = await get('/api/ext/in_store_inventory/SLAB');
    expect(response.status).toBe(200);
    const result = InStoreInventoryResponse.parse(response.body).result;
    expect(result).toEqual({ sku: 'SLAB', inventory: [{ sku: 'SLAB', stocks: stocksOf('SLAB') }] });
    expect(result.inventory[0]!.stocks.some((stock) => stock.quantity > 0)).toBe(true);
    expect(result.inventory[0]!.stocks.some((stock) => stock.quantity === 0)).toBe(true);
  });

  it('answers each child of a configurable that is not switched off', async () => {
    const romper = fixtureProduct('ROMPER');
    const children = (romper.children ?? []).filter((child) => child.status < 2);
    expect(children.length).toBeGreaterThan(1);
    const response = await get('/api/ext/in_store_inventory/ROMPER');
    expect(response.status).toBe(200);
    const result = InStoreInventoryResponse.parse(response.body).result;
    expect(result).toEqual({
      sku: 'ROMPER',
      inventory: children.map((child) => ({ sku: child.sku, stocks: stocksOf(child.sku) })),
    });
    // The fixture's shelves hold some of the children somewhere; an inactive store's never shows.
    expect(result.inventory.flatMap((entry) => entry.stocks).some((s) => s.quantity > 0)).toBe(
      true,
    );
    expect(result.inventory[0]!.stocks.map((s) => s.store_code)).not.toContain('rotterdam');
  });

  it('answers a child asked by its own sku alone', async () => {
    const child = fixtureProduct('ROMPER').children![0]!;
    const result = (await get(`/api/ext/in_store_inventory/${child.sku}`)).body.result;
    expect(result).toEqual({
      sku: child.sku,
      inventory: [{ sku: child.sku, stocks: stocksOf(child.sku) }],
    });
  });

  it('answers 404 for a sku the catalogue does not sell', async () => {
    for (const sku of ['NO-SUCH-SKU', 'KW-DISABLED']) {
      const response = await get(`/api/ext/in_store_inventory/${sku}`);
      expect(response.status, sku).toBe(404);
      expect(response.body).toMatchObject({
        code: 404,
        result: 'Requested product could not be retrieved.',
        meta: { key: 'product.not_found' },
      });
    }
  });
});

describe('GET /api/ext/product_sources_of_stock/{sku}', () => {
  /** The web warehouse's stock of a fixture sku, as the stock module answers it. */
  async function webStock(sku: string) {
    const response = await get(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
    expect(response.status).toBe(200);
    return response.body.result as { qty: number; is_in_stock: boolean };
  }

  it('answers the web warehouse and every active store per simple sku', async () => {
    const response = await get('/api/ext/product_sources_of_stock/SLAB');
    expect(response.status).toBe(200);
    const result = ProductSourcesOfStockResponse.parse(response.body).result;
    const web = await webStock('SLAB');
    expect(result).toEqual({
      sku: 'SLAB',
      sources: [
        {
          sku: 'SLAB',
          source_code: 'web',
          name: 'Web warehouse',
          quantity: web.qty,
          is_in_stock: web.is_in_stock,
        },
        ...STORES_BY_NAME.map((store) => ({
          sku: 'SLAB',
          source_code: store.code,
          name: store.name,
          quantity: shelfQty(store.code, 'SLAB'),
          is_in_stock: shelfQty(store.code, 'SLAB') > 0,
        })),
      ],
    });
  });

  it('answers every child of a configurable, a sold-out child out of stock on the web', async () => {
    const children = (fixtureProduct('ROMPER').children ?? []).filter((c) => c.status < 2);
    const result = (await get('/api/ext/product_sources_of_stock/ROMPER')).body.result;
    expect(result.sources).toHaveLength(children.length * (ACTIVE_STORES.length + 1));
    for (const child of children) {
      const web = result.sources.find(
        (source: { sku: string; source_code: string }) =>
          source.sku === child.sku && source.source_code === 'web',
      );
      expect(web, child.sku).toMatchObject({
        quantity: child.stock.qty,
        is_in_stock: child.stock.isInStock && child.stock.qty > 0,
      });
    }
    expect(children.some((child) => !child.stock.isInStock)).toBe(true);
  });

  it('answers 404 for an unknown sku', async () => {
    const response = await get('/api/ext/product_sources_of_stock/NO-SUCH-SKU');
    expect(response.status).toBe(404);
    expect(response.body.result).toBe('Requested product could not be retrieved.');
  });
});
