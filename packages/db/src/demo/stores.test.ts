import { distanceKm, findPlace } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { buildDemoStoreStock, DEMO_STORES, demoStoreQty } from './stores.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const POSTCODE = { NL: /^[1-9]\d{3} [A-Z]{2}$/, DE: /^\d{5}$/ };
const BOUNDS = {
  NL: { south: 50.75, north: 53.55, west: 3.35, east: 7.23 },
  DE: { south: 47.27, north: 55.06, west: 5.87, east: 15.04 },
};
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const SKUS = Array.from({ length: 2000 }, (_, i) => `DEMO-${i}`);

describe('DEMO_STORES', () => {
  it('has about ten Dutch and six German stores with unique slug codes', () => {
    expect(DEMO_STORES.filter((s) => s.countryId === 'NL')).toHaveLength(10);
    expect(DEMO_STORES.filter((s) => s.countryId === 'DE')).toHaveLength(6);
    const codes = DEMO_STORES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(SLUG);
  });

  it('gives every store a postcode valid for its country, in the postcode area of its city', () => {
    for (const store of DEMO_STORES) {
      expect(store.postcode, store.code).toMatch(POSTCODE[store.countryId]);
      const area = findPlace(store.postcode, store.countryId);
      expect(area?.countryId, store.code).toBe(store.countryId);
      expect(distanceKm(area!, store), store.code).toBeLessThan(15);
    }
  });

  it('places every store inside its country, within a kilometre of its city centre', () => {
    for (const store of DEMO_STORES) {
      const box = BOUNDS[store.countryId];
      expect(store.latitude, store.code).toBeGreaterThan(box.south);
      expect(store.latitude, store.code).toBeLessThan(box.north);
      expect(store.longitude, store.code).toBeGreaterThan(box.west);
      expect(store.longitude, store.code).toBeLessThan(box.east);
      const city = findPlace(store.city, store.countryId);
      expect(city?.countryId, store.code).toBe(store.countryId);
      expect(distanceKm(city!, store), store.code).toBeLessThan(1);
    }
  });

  it('opens Monday to Saturday, closes on Sunday and has one late evening', () => {
    for (const store of DEMO_STORES) {
      const hours = store.openingHours;
      expect(Object.keys(hours).sort(), store.code).toEqual(['1', '2', '3', '4', '5', '6']);
      for (const span of Object.values(hours)) expect(span).toMatch(HOURS);
      const late = Object.values(hours).filter((span) => span!.slice(6) >= '20:00');
      expect(late, store.code).toHaveLength(1);
    }
  });

  it('has phone numbers and e-mail addresses, and one or two stores that are no pick-up location', () => {
    for (const store of DEMO_STORES) {
      expect(store.phone, store.code).toMatch(store.countryId === 'NL' ? /^\+31 / : /^\+49 /);
      expect(store.email).toBe(`${store.code}@kindershop.example`);
    }
    const notPickup = DEMO_STORES.filter((s) => !s.isPickupLocation);
    expect(notPickup.length).toBeGreaterThanOrEqual(1);
    expect(notPickup.length).toBeLessThanOrEqual(2);
  });
});

describe('demo store stock', () => {
  it('is the same for the same store and sku, and differs between stores', () => {
    expect(demoStoreQty('utrecht', 'DEMO-1')).toBe(demoStoreQty('utrecht', 'DEMO-1'));
    const utrecht = SKUS.map((sku) => demoStoreQty('utrecht', sku));
    const berlin = SKUS.map((sku) => demoStoreQty('berlin-mitte', sku));
    expect(utrecht).not.toEqual(berlin);
    expect(buildDemoStoreStock(['utrecht'], SKUS)).toEqual(buildDemoStoreStock(['utrecht'], SKUS));
  });

  it('leaves about a third of the skus out of a store and holds 1 to 8 of the rest', () => {
    const quantities = SKUS.map((sku) => demoStoreQty('amsterdam', sku));
    const zero = quantities.filter((qty) => qty === 0).length / quantities.length;
    expect(zero).toBeGreaterThan(0.28);
    expect(zero).toBeLessThan(0.42);
    for (const qty of quantities) {
      expect(Number.isInteger(qty)).toBe(true);
      expect(qty).toBeGreaterThanOrEqual(0);
      expect(qty).toBeLessThanOrEqual(8);
    }
    expect(new Set(quantities.filter((qty) => qty > 0))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('writes rows only for what a store holds', () => {
    const rows = buildDemoStoreStock(['utrecht', 'koeln'], SKUS);
    expect(rows.every((row) => row.qty > 0)).toBe(true);
    const held = SKUS.filter((sku) => demoStoreQty('koeln', sku) > 0).length;
    expect(rows.filter((row) => row.storeCode === 'koeln')).toHaveLength(held);
  });
});
