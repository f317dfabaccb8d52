/**
 * The shop's metrics (decision 81), kept in one registry per process and read in Prometheus'
 * text format at `GET /metrics` with the metrics key (`Authorization: Bearer <METRICS_KEY>`).
 * Behind the front process (`npm start`) the front answers /metrics itself: it asks each worker
 * for its registry over the worker's private socket and adds them up with its own, so one
 * scrape sees the whole shop on its port. Without METRICS_KEY nothing is served.
 *
 * Any part of the shop may count into the metrics exported here; a new cache (the output cache,
 * say) counts its lookups with `cacheLookups` or `outputCacheLookups` and needs nothing else:
 *
 *   outputCacheLookups.inc({ result: 'hit' });   // 'hit' | 'stale' | 'miss'
 *   cacheLookups.inc({ cache: 'facets', result: 'miss' });
 *
 * The series:
 * - `shop_http_requests_total{method,route,status}` and
 *   `shop_http_request_duration_seconds{method,route}` (histogram): every request a worker
 *   answered, by its route's pattern (pages: the storefront's catch-all route);
 * - `shop_shed_requests_total{reason}`: requests refused for overload (`busy`) or while no
 *   worker could serve (`unavailable`), in the front and in a worker that sheds by itself;
 * - `shop_database_connections{state}` (open, idle; PostgreSQL) and `shop_database_waiting`
 *   (calls waiting for a connection, or on the embedded database for their turn);
 * - `shop_cache_lookups_total{cache,result}` and `shop_output_cache_lookups_total{result}`;
 * - `shop_outbox_pending` (mails not sent yet) and `shop_form_queue_pending` (form requests not
 *   passed on yet), counted in the database when scraped;
 * - Node's own (`process_*`, `nodejs_*`), among them the event loop's delay
 *   (`nodejs_eventloop_lag_*` and its percentiles).
 */
import { timingSafeEqual } from 'node:crypto';
import type { ShopDatabase } from '@shop/db';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';

/** This process's metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const shedRequests = new Counter({
  name: 'shop_shed_requests_total',
  help: 'Requests refused with 503: busy (overload) or unavailable (no worker serves)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'shop_cache_lookups_total',
  help: 'Lookups in the in-process caches, by cache and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const productSearches = new Counter({
  name: 'shop_product_searches_total',
  help: 'Product searches by what answered them: the search index in memory or the database',
  labelNames: ['answered'] as const,
  registers: [registry],
});

/**
 * For the output cache of anonymous pages to count into (its hits, stale answers and misses).
 * @public
 */
export const outputCacheLookups = new Counter({
  name: 'shop_output_cache_lookups_total',
  help: 'Lookups in the output cache of anonymous pages, by result (hit, stale, miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** What the gauges read when scraped. */
export interface ShopGaugeSources {
  shop: ShopDatabase;
  /** Mails not sent yet. */
  outboxPending(): Promise<number>;
  /** Form requests not passed on yet. */
  formQueuePending(): Promise<number>;
  /** Rows the search index answers from (0 while it loads, or when it is off). */
  searchIndexRows(): number;
}

const GAUGES = [
  'shop_database_connections',
  'shop_database_waiting',
  'shop_outbox_pending',
  'shop_form_queue_pending',
  'shop_search_index_rows',
] as const;

/**
 * Reads the database pool and the queues at each scrape. Called once per app; a later call (a
 * test building another app in the same process) replaces the earlier sources.
 */
export function watchShop(sources: ShopGaugeSources): void {
  for (const name of GAUGES) registry.removeSingleMetric(name);
  new Gauge({
    name: 'shop_database_connections',
    help: 'Connections of the serving pool by state (PostgreSQL): open, idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const connections = sources.shop.connections?.();
      if (!connections) return;
      this.set({ state: 'open' }, connections.open);
      this.set({ state: 'idle' }, connections.idle);
    },
  });
  new Gauge({
    name: 'shop_database_waiting',
    help: 'Calls waiting for a database connection (the embedded database: for their turn)',
    registers: [registry],
    collect() {
      this.set(sources.shop.waiting());
    },
  });
  new Gauge({
    name: 'shop_outbox_pending',
    help: 'Mails in the outbox not sent yet',
    registers: [registry],
    async collect() {
      this.set(await sources.outboxPending());
    },
  });
  new Gauge({
    name: 'shop_form_queue_pending',
    help: 'Form requests not passed on to the form endpoint yet',
    registers: [registry],
    async collect() {
      this.set(await sources.formQueuePending());
    },
  });
  new Gauge({
    name: 'shop_search_index_rows',
    help: 'Rows of the read model the search index in memory answers from (0: loading; -1: off, the database answers)',
    registers: [registry],
    // Across a front's workers: the fewest, so one still loading shows.
    aggregator: 'min',
    collect() {
      this.set(sources.searchIndexRows());
    },
  });
}

/** Whether a request's Authorization header carries the metrics key (compared in constant time). */
export function carriesMetricsKey(authorization: string | undefined, key: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${key}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Prometheus' text format, as served at /metrics. */
export const METRICS_CONTENT_TYPE = registry.contentType;

/**
 * The whole shop's metrics from each process's registry (as `getMetricsAsJSON` gives it):
 * counters and histograms added up, gauges as prom-client's defaults say (most added up).
 */
export async function addedUp(
  registries: MetricObjectWithValues<MetricValue<string>>[][],
): Promise<string> {
  return AggregatorRegistry.aggregate(registries).metrics();
}
