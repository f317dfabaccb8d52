import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
});
afterAll(() => t.close());

describe('the API envelope', () => {
  it('answers unknown routes with 404 {code, result}', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/nothing-here?token=abc' });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 404,
      result: 'Not found: GET /api/nothing-here',
      meta: {
        key: 'request.route_not_found',
        params: { method: 'GET', path: '/api/nothing-here' },
      },
    });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/catalog/nl/product/_search',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      result:
        'Malformed JSON in request body (or a forbidden key: __proto__, constructor.prototype)',
      meta: { key: 'request.malformed_json', params: {} },
    });
  });

  it('answers an oversized body with 413', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/catalog/nl/product/_search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(status).toBe(413);
    expect(body.code).toBe(413);
  });

  it('compresses answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.openapi).toMatch(/^3\./);
  });

  it('names Accept-Encoding in the Vary of every answer that may be compressed, compressed or not', async () => {
    const answer = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    const plain = await answer({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect((await answer({ 'accept-encoding': 'gzip' })).headers.vary).toBe('accept-encoding');
    // A Vary of the route's own keeps its names, and Accept-Encoding is named once.
    const stores = await t.app.inject({ method: 'GET', url: '/api/ext/stores?q=Utrecht' });
    expect(stores.headers.vary).toBe('x-vs-store-code, accept-encoding');
    const error = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(error.headers.vary).toBe('accept-encoding');
  });

  it('serves the OpenAPI reference at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/catalog/{storeCode}/{entity}/_search',
        '/api/product/render-list',
        '/api/stock/check',
        '/api/stock/list',
        '/api/url/map',
      ]),
    );
  });
});

describe('configuration', () => {
  it('defaults PORT to 3000 and DATA_DIR to var/data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('var/data')).toBe(true);
  });

  it('reads the account settings and the trusted proxies', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8', SMTP_URL: '' });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.dir.endsWith('var/data/mail')).toBe(true);
    expect(config.accounts.rateLimit).toEqual({
      windowSeconds: 900,
      perIp: 50,
      perEmail: 10,
      perEmailAllAddresses: 100,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).tokens.accessTokenTtlSeconds).toBe(900);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
  });

  it("reads the map tile setting of the store locator: OpenStreetMap's when unset, none when off", () => {
    expect(loadConfig({}).mapTiles?.origins).toEqual(['https://tile.openstreetmap.org']);
    expect(loadConfig({ MAP_TILE_URL: '' }).mapTiles?.origins).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTiles).toBeNull();
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: 'x'.repeat(201) })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }).mapTiles
        ?.origins,
    ).toEqual([
      'https://a.tiles.example.org',
      'https://b.tiles.example.org',
      'https://c.tiles.example.org',
    ]);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}.png' })).toThrow(
      /MAP_TILE_URL: must hold \{x\}, \{y\}/,
    );
  });

  it('stops with a message naming the key on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
