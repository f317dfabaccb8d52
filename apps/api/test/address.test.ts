/**
 * GET /api/address/nl-postcode: the street and town of a Dutch postcode and house number for the
 * checkout's address form, from the imported street ranges (here the demo's sample), else the
 * town from the four-digit table.
 */
import { DEMO_DUTCH_ADDRESSES_FILE, importDutchAddressFile } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
  await importDutchAddressFile(t.shop, DEMO_DUTCH_ADDRESSES_FILE);
});
afterAll(() => t.close());

const lookUp = (postcode: string, houseNumber?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/address/nl-postcode?${new URLSearchParams({
      postcode,
      ...(houseNumber === undefined ? {} : { houseNumber }),
    })}`,
  });

describe('GET /api/address/nl-postcode', () => {
  it('answers the town of a known postcode, cacheable by anyone for a day', async () => {
    const answer = await lookUp('3511ab');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, result: { postcode: '3511 AB', city: 'Utrecht' } });
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers street and town of a house number a street range holds, cacheable by anyone', async () => {
    const answer = await lookUp('3512jc', '21');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: 200,
      result: { postcode: '3512 JC', city: 'Utrecht', street: 'Domplein' },
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    // Between two listed numbers of the same side and street: still that street.
    const between = await lookUp('1071 DJ', '8');
    expect(between.json().result).toEqual({
      postcode: '1071 DJ',
      city: 'Amsterdam',
      street: 'Museumplein',
    });
  });

  it('answers the town alone for a number no range holds, or without a number', async () => {
    // A known postcode, but the other side of the street or past its last number.
    for (const houseNumber of ['22', '23', undefined]) {
      const answer = await lookUp('3512 JC', houseNumber);
      expect(answer.statusCode, houseNumber).toBe(200);
      expect(answer.json().result, houseNumber).toEqual({ postcode: '3512 JC', city: 'Utrecht' });
    }
    // The ranges take the register's town name over the four-digit table's.
    expect((await lookUp('2511CS', '30')).json().result).toEqual({
      postcode: '2511 CS',
      city: "'s-Gravenhage",
    });
    // A postcode without ranges: the four-digit table's town.
    expect((await lookUp('3511AB', '12')).json().result).toEqual({
      postcode: '3511 AB',
      city: 'Utrecht',
    });
  });

  it('refuses a house number that is not a whole number from 1 to 99999 with 400 naming the field', async () => {
    for (const houseNumber of ['0', '-3', '12a', '1.5', '100000', ' ', '']) {
      const answer = await lookUp('3512JC', houseNumber);
      expect(answer.statusCode, houseNumber).toBe(400);
      expect(answer.json(), houseNumber).toEqual({
        code: 400,
        result:
          'Invalid request: querystring.houseNumber: houseNumber must be a whole number from 1 to 99999',
        meta: { key: 'field.wrong_format', params: { field: 'houseNumber' } },
      });
    }
  });

  it('answers 404 with a message for a postcode the shop does not know', async () => {
    const answer = await lookUp('1110 AA', '5');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(errorBody(404, 'No town is known for postcode 1110 AA.'));
  });

  it('refuses what is not a Dutch postcode with 400 naming the field', async () => {
    for (const postcode of ['10115', '0123 AB', 'x'.repeat(200), '']) {
      const answer = await lookUp(postcode);
      expect(answer.statusCode, postcode).toBe(400);
      expect(answer.json().result).toContain('postcode');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/address/nl-postcode' });
    expect(missing.statusCode).toBe(400);
    const refused = await lookUp('10115', '5');
    expect(refused.json().meta).toEqual({
      key: 'field.wrong_format',
      params: { field: 'postcode' },
    });
  });

  it('is described in the API reference with its house number and the street it answers', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const call = docs.paths['/api/address/nl-postcode'].get;
    const houseNumber = call.parameters.find((p: { name: string }) => p.name === 'houseNumber');
    expect(houseNumber).toMatchObject({ in: 'query', required: false });
    const answer = call.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties.result.properties)).toEqual([
      'postcode',
      'city',
      'street',
    ]);
  });
});
