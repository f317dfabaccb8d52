/** GET /api/address/nl-postcode: the town of a Dutch postcode for the checkout's address form. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
});
afterAll(() => t.close());

const lookUp = (postcode: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/address/nl-postcode?postcode=${encodeURIComponent(postcode)}`,
  });

describe('GET /api/address/nl-postcode', () => {
  it('answers the town of a known postcode, cacheable by anyone for a day', async () => {
    const answer = await lookUp('3511ab');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, result: { postcode: '3511 AB', city: 'Utrecht' } });
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 with a message for a postcode the shop does not know', async () => {
    const answer = await lookUp('1110 AA');
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
  });
});
