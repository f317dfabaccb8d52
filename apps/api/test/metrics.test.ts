/**
 * GET /metrics of a shop process (decision 81): refused without the metrics key, not served at
 * all without one configured, and with the key Prometheus' text holding the series an operator
 * watches: requests by route and status with their latency, the database's pool and queue, the
 * caches, the outbox and form queue, shedding and the event loop's delay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/lib/metrics.ts';
import { createTestShop, type TestShop } from './helper.ts';

const KEY = 'metrics-key-of-the-test-0123456789';

describe('metrics', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop({ env: { METRICS_KEY: KEY } });
    // The registry is the process's: the API test files share one process, so the counts of
    // the files before this one are dropped before it counts its own requests.
    registry.resetMetrics();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a scrape without the key or with another key, naming the header', async () => {
    for (const authorization of [undefined, 'Bearer not-the-key', KEY]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 401, meta: { key: 'metrics.key_required' } });
      expect(answer.body).not.toContain('shop_http_requests_total');
    }
  });

  it('serves the series with the key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/list?skus=x' })).statusCode).toBe(
      200,
    );
    // A search sorted by name is the database's: its facet counts come from the facet cache, a
    // miss, then a hit; a listing and a text search are answered by the search index in
    // memory, which counts them anew.
    await t.app.services.catalog.searchIndexLoaded();
    for (const payload of [
      { query: 'buggy', size: 1, aggregations: true, sort: 'name:asc' },
      { query: 'buggy', size: 1, aggregations: true, sort: 'name:asc' },
      { size: 1, aggregations: true },
      { query: 'buggy', size: 1, aggregations: true },
    ]) {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/catalog/nl/product/_search',
        payload,
      });
      expect(search.statusCode).toBe(200);
    }
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    expect(text).toContain(
      'shop_http_requests_total{method="GET",route="/api/stock/list",status="200"} 1',
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/stock\/list"\} 1/,
    );
    expect(text).toContain('shop_cache_lookups_total{cache="facets",result="miss"} 1');
    expect(text).toContain('shop_cache_lookups_total{cache="facets",result="hit"} 1');
    expect(text).toMatch(/^shop_product_searches_total\{answered="memory"\} [2-9]/m);
    expect(text).toMatch(/^shop_product_searches_total\{answered="database"\} [2-9]/m);
    expect(text).toMatch(/^shop_search_index_rows [1-9]\d*$/m);
    expect(text).toMatch(/^shop_database_waiting \d+$/m);
    expect(text).toMatch(/^shop_outbox_pending 0$/m);
    expect(text).toMatch(/^shop_form_queue_pending 0$/m);
    expect(text).toContain('# TYPE shop_shed_requests_total counter');
    expect(text).toContain('# TYPE shop_output_cache_lookups_total counter');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    if (t.shop.kind === 'postgres') {
      expect(text).toMatch(/^shop_database_connections\{state="open"\} [1-9]/m);
    }
  });

  it('gives its registry as JSON to the front that adds the workers up', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${KEY}`, accept: 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    const names = (answer.json() as { name: string }[]).map((metric) => metric.name);
    expect(names).toEqual(
      expect.arrayContaining(['shop_http_requests_total', 'shop_outbox_pending']),
    );
  });
});

describe('metrics without a key', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop({ seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are not served', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
  });
});
