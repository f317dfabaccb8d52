/**
 * Input no route should see, and answers to requests that never reach a route: always a
 * `{code, result}` envelope (or, for a page address, a page) whose message names the field and
 * the problem; never a 5xx.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
import { MONDAY_NOON } from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

describe(`text no database can store (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    [
      'a NUL in a JSON field',
      'POST',
      '/api/user/login',
      { username: 'a\u0000b', password: 'x' },
      'body.username: contains a NUL character',
    ],
    [
      'an unpaired surrogate in a nested field',
      'POST',
      '/api/cart/shipping-methods?cartId=x',
      { address: { country_id: 'NL', city: 'x\ud800' } },
      'body.address.city: contains an unpaired surrogate',
    ],
    [
      'a NUL in a query parameter',
      'GET',
      '/api/stock/check?sku=a%00b',
      undefined,
      'query.sku: contains a NUL character',
    ],
    [
      'a NUL in a path parameter',
      'POST',
      '/api/catalog/n%00l/product/_search',
      {},
      'params.storeCode: contains a NUL character',
    ],
    [
      'a NUL in a key of a free-form object',
      'POST',
      '/api/catalog/nl/product/_search',
      { filters: { 'co\u0000lor': [1] } },
      'body.filters: a key contains a NUL character',
    ],
  ])('refuses %s with 400 naming the field', async (_name, method, url, payload, message) => {
    const answer = await t.call({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.result).toContain(message);
  });

  it('maps a NUL escaped in a storefront URL to no route at all', async () => {
    const answer = await t.call({ method: 'POST', url: '/api/url/map', payload: { url: '/%00' } });
    expect(answer.status).toBe(404);
  });
});

describe('requests that never reach a route', () => {
  it('answers a malformed percent-encoding in an API URL with the envelope', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/stock/check%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 400,
      result: 'Invalid request: the URL holds a malformed percent-encoding (%XX).',
      meta: { key: 'request.bad_url_encoding', params: {} },
    });
  });

  it('answers an over-long path parameter with the envelope', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/catalog/${'a'.repeat(600)}/product/_search`,
      payload: {},
    });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toMatchObject({ code: 414, result: expect.stringMatching(/too long/) });
  });

  it('answers a page address with a malformed percent-encoding with a page in the shopper’s language', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/de/p/%ED%A0%80/x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('lang="de"');
    expect(answer.body).toContain('Diese Seite gibt es nicht');
  });

  it('answers an over-long URL, refused by the HTTP parser itself, with the envelope', async () => {
    // Over a socket: inject does not go through the HTTP parser. The app closes it at the end.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(base);
    const answer = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const sent = httpRequest(
          { host: '127.0.0.1', port, path: `/api/stock/list?skus=${'a'.repeat(20_000)}` },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type']),
                body,
              }),
            );
          },
        );
        sent.on('error', reject);
        sent.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      code: 431,
      result: 'The request headers or the URL are too large.',
      meta: { key: 'request.headers_too_large', params: {} },
    });
  });
});
