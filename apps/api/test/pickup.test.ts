import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
import { address, MONDAY_NOON, orderBody, ordersWithId, placeOrder } from './order-helper.ts';

const SCHEMA_MESSAGE = 'Internal validation error; Order entity is not compliant with the schema';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

function search(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/ext/pickup_locations?${query}`, headers });
}

async function codes(query: string, headers: Record<string, string> = {}) {
  const response = await search(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.items.map((item: { pickup_location_code: string }) => {
    return item.pickup_location_code;
  });
}

describe('GET /api/ext/pickup_locations near a place', () => {
  it('finds the pick-up stores within 30 km of a Dutch postcode, nearest first', async () => {
    const response = await search('q=3511%20AB');
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.place).toMatchObject({ name: '3511 AB', country_id: 'NL' });
    expect(result.items.map((item: any) => [item.pickup_location_code, item.distance])).toEqual([
      ['utrecht', 0.2],
      ['amersfoort', 19.5],
    ]);
    expect(result.items[0]).toEqual({
      pickup_location_code: 'utrecht',
      name: 'Kindershop Utrecht',
      street: 'Oudegracht',
      house_number: '10',
      postcode: '3511 AZ',
      city: 'Utrecht',
      country_id: 'NL',
      phone: '+31 30 000 0000',
      email: 'utrecht@kindershop.example',
      latitude: 52.0917,
      longitude: 5.1197,
      distance: 0.2,
      opening_hours: expect.objectContaining({ '1': '12:00-18:00', '4': '09:30-21:00' }),
      stock: [],
      all_in_stock: true,
    });
    expect(result.items[0].opening_hours['7']).toBeUndefined();
  });

  it('reads the postcode without a space and by its digits alone', async () => {
    expect(await codes('q=3511ab')).toEqual(['utrecht', 'amersfoort']);
    expect(await codes('q=3511')).toEqual(['utrecht', 'amersfoort']);
  });

  it('finds stores near a city name, nearest first', async () => {
    expect(await codes('q=Amersfoort')).toEqual(['amersfoort', 'utrecht']);
    expect(await codes('q=%20amsterdam%20')).toEqual(['amsterdam']);
  });

  it('widens and narrows the search with distance', async () => {
    expect(await codes('q=Utrecht&distance=40')).toEqual(['utrecht', 'amersfoort', 'amsterdam']);
    expect(await codes('q=Utrecht&distance=10')).toEqual(['utrecht']);
    expect(await codes('q=Utrecht&distance=1.5')).toEqual(['utrecht']);
  });

  it('never lists a store that is no pick-up location or no longer active', async () => {
    // Zwolle (no pick-up) and Rotterdam (inactive) are within 500 km; Berlin is 560 km away.
    const all = await codes('q=Utrecht&distance=500');
    expect(all).toEqual(['utrecht', 'amersfoort', 'amsterdam', 'koeln']);
    expect(await codes('q=Hannover&distance=500')).toContain('berlin-mitte');
  });

  it('searches across the border and prefers the store view’s country for a name', async () => {
    const response = await search('q=K%C3%B6ln&storeCode=nl');
    const { result } = response.json();
    expect(result.place).toMatchObject({ name: 'Köln', country_id: 'DE' });
    expect(result.items.map((item: any) => item.pickup_location_code)).toEqual(['koeln']);
    expect(await codes('q=Koeln')).toEqual(['koeln']);
  });

  it('answers an empty list and no place for a term it does not know', async () => {
    const response = await search('q=Atlantis');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, result: { place: null, items: [] } });
  });

  it('may be cached briefly, per store view header', async () => {
    const response = await search('q=Utrecht');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('x-vs-store-code');
  });
});

describe('GET /api/ext/pickup_locations stock', () => {
  it('answers each store’s stock of every asked sku in the order asked', async () => {
    const response = await search('q=Utrecht&skus=SLAB,SPEEN,NOPE');
    const [utrecht, amersfoort] = response.json().result.items;
    expect(utrecht.stock).toEqual([
      { sku: 'SLAB', qty: 3, is_in_stock: true },
      { sku: 'SPEEN', qty: 0, is_in_stock: false },
      { sku: 'NOPE', qty: 0, is_in_stock: false },
    ]);
    expect(utrecht.all_in_stock).toBe(false);
    expect(amersfoort.stock.map((line: any) => line.qty)).toEqual([1, 4, 0]);
  });

  it('says all in stock only when the store holds every asked sku', async () => {
    const response = await search('q=Utrecht&skus=%20SPEEN%20,SLAB,SLAB');
    const items = response.json().result.items;
    expect(items.map((item: any) => [item.pickup_location_code, item.all_in_stock])).toEqual([
      ['utrecht', false],
      ['amersfoort', true],
    ]);
    // Trimmed and asked once each.
    expect(items[1].stock.map((line: any) => line.sku)).toEqual(['SPEEN', 'SLAB']);
  });
});

describe('GET /api/ext/pickup_locations without a place', () => {
  it('lists every pick-up store of the store view’s country by name, without distance', async () => {
    const response = await search('skus=SLAB');
    const { result } = response.json();
    expect(result.place).toBeNull();
    expect(result.items.map((item: any) => [item.pickup_location_code, item.distance])).toEqual([
      ['amersfoort', null],
      ['amsterdam', null],
      ['utrecht', null],
    ]);
    expect(await codes('storeCode=default')).toEqual(['amersfoort', 'amsterdam', 'utrecht']);
    expect(await codes('q=%20%20')).toEqual(['amersfoort', 'amsterdam', 'utrecht']);
  });

  it('lists the German stores for the German store view (query or header)', async () => {
    expect(await codes('storeCode=de')).toEqual(['berlin-mitte', 'koeln']);
    expect(await codes('', { 'x-vs-store-code': 'de' })).toEqual(['berlin-mitte', 'koeln']);
    // The query's store view wins over the header.
    expect(await codes('storeCode=nl', { 'x-vs-store-code': 'de' })).toEqual([
      'amersfoort',
      'amsterdam',
      'utrecht',
    ]);
  });
});

describe('GET /api/ext/pickup_locations bad input', () => {
  const many = Array.from({ length: 51 }, (_, i) => `SKU-${i}`).join(',');
  const cases: [string, string][] = [
    ['q=Utrecht&distance=0', 'distance'],
    ['q=Utrecht&distance=9999', 'distance'],
    ['q=Utrecht&distance=abc', 'distance'],
    [`q=Utrecht&skus=${many}`, 'skus'],
    [`skus=${'X'.repeat(65)}`, 'skus'],
    ['storeCode=xx', 'storeCode'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ];
  for (const [query, parameter] of cases) {
    it(`answers 400 naming ${parameter} for ${query.slice(0, 40)}`, async () => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(400);
      expect(body.result).toContain(`querystring.${parameter}`);
    });
  }

  it('accepts 50 skus', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `SKU-${i}`).join(',');
    const response = await search(`q=Utrecht&skus=${fifty}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.items[0].stock).toHaveLength(50);
  });
});

describe('POST /api/order with pick-up in store', () => {
  const pickup = { shipping_carrier_code: 'instorepickup', shipping_method_code: 'maven' };
  const shippingTo = (code: string) =>
    address({ extension_attributes: { pickup_location_code: code } });

  it('delivers a pick-up order to the store’s address and keeps its code', async () => {
    const body = orderBody(
      null,
      [{ sku: 'SLAB', qty: 1 }],
      {},
      { ...pickup, shippingAddress: shippingTo('amersfoort') },
    );
    const answer = await placeOrder(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [order] = await ordersWithId(t, body.order_id);
    expect(order!.pickupLocationCode).toBe('amersfoort');
    expect(order!.shippingInclTax).toBe(0);
    expect(order!.shippingAddress).toMatchObject({
      firstname: 'Anna',
      lastname: 'Jansen',
      company: 'Kindershop Amersfoort',
      street: ['Langestraat', '10'],
      postcode: '3811 AH',
      city: 'Amersfoort',
      country_id: 'NL',
      extension_attributes: { pickup_location_code: 'amersfoort' },
    });
  });

  it('refuses a pick-up at an unknown, inactive or non-pick-up store', async () => {
    for (const code of ['atlantis', 'rotterdam', 'zwolle']) {
      const body = orderBody(
        null,
        [{ sku: 'SLAB', qty: 1 }],
        {},
        { ...pickup, shippingAddress: shippingTo(code) },
      );
      const answer = await placeOrder(t, body);
      expect(answer.status, code).toBe(400);
      expect(answer.body.result).toBe(SCHEMA_MESSAGE);
      expect(await ordersWithId(t, body.order_id)).toHaveLength(0);
    }
  });

  it('drops the pick-up code of an order that is delivered', async () => {
    const body = orderBody(
      null,
      [{ sku: 'SLAB', qty: 1 }],
      {},
      {
        shippingAddress: shippingTo('utrecht'),
      },
    );
    const answer = await placeOrder(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [order] = await ordersWithId(t, body.order_id);
    expect(order!.pickupLocationCode).toBeNull();
    expect(order!.shippingAddress).toMatchObject({ street: ['Kerkstraat', '12', 'b'] });
    expect(order!.shippingAddress?.extension_attributes).not.toHaveProperty('pickup_location_code');
  });
});
