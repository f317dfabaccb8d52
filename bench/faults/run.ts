/**
 * How the shop behaves under faults and overload (`npm run bench:faults`):
 *
 * 1. Database outage: the shop runs as its own process on a PostgreSQL server of the bench's own
 *    (a fresh cluster in a temporary folder, never a server others use); buyers place guest
 *    orders over HTTP without pause; the server is stopped abruptly (a crash) for `--outage`
 *    seconds and started again. Figures: how long answers took while the server was down (503
 *    with Retry-After expected), how long after the restart the first order went through, and
 *    whether every acknowledged order is in the database.
 * 2. Overload: the shop on the embedded database; a category page and a product search with many
 *    connections, once with shedding (the defaults) and once without. Figures: answers per second
 *    by status and the latency of each.
 *
 * Options after `--`: `--buyers 20 --outage 5 --connections 100 --duration 15 --port 3912`.
 * Writes bench/results/faults.json.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type PostgresServer,
  startPostgresServer,
} from '../../apps/api/test/support/postgres-server.ts';
import { guestOrderBody } from '../lib/order-body.ts';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    outage: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '15' },
    port: { type: 'string', default: '3912' },
    out: { type: 'string', default: join(root, 'bench/results/faults.json') },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const RUN_ID = `faults${randomBytes(4).toString('hex')}`;

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SHOP_CLOSED: 'open',
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

interface Answer {
  startedMs: number;
  body: string;
  tookMs: number;
  status: number;
  retryAfter: boolean;
  orderId: string | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// ------------------------------------------------------------------ 1. database outage

async function databaseOutage() {
  const buyers = Number(values.buyers);
  const outageMs = Number(values.outage) * 1000;
  const server: PostgresServer = await startPostgresServer();
  let shop: ChildProcess | null = null;
  try {
    const env = baseEnv({
      DATABASE_URL: server.url,
      DATA_DIR: join(root, `var/bench/faults-${RUN_ID}`),
      // A small catalogue: the outage is about orders, not the catalogue.
      DEMO_CATALOG_PRODUCTS: '200',
    });
    shop = await startShop(env, `${base}/ready`);
    const skus = await sellableSkus(server.url);
    const t0 = performance.now();
    const answers: Answer[] = [];
    let stopping = false;
    let n = 0;
    const buyer = async () => {
      while (!stopping) {
        n += 1;
        const orderId = `${RUN_ID}-${n}`;
        const started = performance.now();
        let status = 0;
        let retryAfter = false;
        let body = '';
        try {
          const response = await fetch(`${base}/api/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(
              guestOrderBody(
                orderId,
                [{ sku: skus[n % skus.length]!, qty: 1 }],
                'faults@example.nl',
              ),
            ),
          });
          status = response.status;
          retryAfter = response.headers.has('retry-after');
          body = await response.text();
        } catch {
          status = 0; // no answer at all
        }
        answers.push({
          body: status === 200 ? '' : body.slice(0, 300),
          startedMs: started - t0,
          tookMs: performance.now() - started,
          status,
          retryAfter,
          orderId: status === 200 ? orderId : null,
        });
        // A buyer told to come back later does so (as the storefront's queue would).
        if (status === 503) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const running = Array.from({ length: buyers }, buyer);
    await new Promise((r) => setTimeout(r, 3000));
    const stoppedAt = performance.now() - t0;
    await server.stop('immediate');
    await new Promise((r) => setTimeout(r, outageMs));
    const restartedAt = performance.now() - t0;
    await server.start();
    await new Promise((r) => setTimeout(r, 5000));
    stopping = true;
    await Promise.all(running);
    await stopShop(shop);
    shop = null;

    const duringOutage = answers.filter(
      (a) => a.startedMs >= stoppedAt && a.startedMs + a.tookMs <= restartedAt,
    );
    const outageLatencies = duringOutage.map((a) => a.tookMs).sort((a, b) => a - b);
    const firstOrderAfter = answers
      .filter((a) => a.status === 200 && a.startedMs >= restartedAt)
      .map((a) => a.startedMs + a.tookMs - restartedAt)
      .sort((a, b) => a - b)[0];
    const acknowledged = answers.flatMap((a) => (a.orderId ? [a.orderId] : []));
    const stored = await storedOrderIds(server.url, acknowledged);
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    return {
      buyers,
      outageSeconds: outageMs / 1000,
      answersByStatus: byStatus,
      duringOutage: {
        answers: duringOutage.length,
        non503: duringOutage.filter((a) => a.status !== 503).length,
        withoutRetryAfter: duringOutage.filter((a) => a.status === 503 && !a.retryAfter).length,
        latencyP50Ms: Math.round(percentile(outageLatencies, 50)),
        latencyP99Ms: Math.round(percentile(outageLatencies, 99)),
        latencyMaxMs: Math.round(outageLatencies[outageLatencies.length - 1] ?? 0),
      },
      firstOrderAfterRestartMs: firstOrderAfter === undefined ? null : Math.round(firstOrderAfter),
      unexpectedAnswers: answers
        .filter((a) => a.status !== 200 && a.status !== 503)
        .slice(0, 5)
        .map((a) => `${a.status} ${a.body}`),
      acknowledgedOrders: acknowledged.length,
      acknowledgedOrdersStored: stored,
      lostOrders: acknowledged.length - stored,
    };
  } finally {
    if (shop) await stopShop(shop);
    await server.destroy();
  }
}

/** Sellable simple products (found as a shopper would), given stock no run sells out. */
async function sellableSkus(url: string): Promise<string[]> {
  const response = await fetch(`${base}/api/catalog/nl/product/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      filters: { type_id: ['simple'], 'stock.is_in_stock': true },
      sort: 'id:asc',
      size: 20,
      includeFields: ['sku'],
    }),
  });
  const found = (await response.json()).result.items.map((item: { sku: string }) => item.sku);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `UPDATE stock_items SET qty = 10000000, is_in_stock = true, manage_stock = true
       WHERE sku = ANY($1) RETURNING sku`,
      [found],
    );
    return rows.map((row: { sku: string }) => row.sku);
  } finally {
    await client.end();
  }
}

async function storedOrderIds(url: string, orderIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM orders WHERE order_id = ANY($1)',
      [orderIds],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ 2. overload

async function overload() {
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const runs = [];
  for (const shedding of [true, false]) {
    const env = baseEnv({
      DATA_DIR: join(root, 'var/bench/faults-pglite'),
      ...(shedding
        ? {}
        : { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_HEAP_USED_MB: '0' }),
    });
    const shop = await startShop(env, `${base}/ready`);
    try {
      for (const [scenario, settings] of [
        ['category page', { url: `${base}/c/kinderwagens` }],
        [
          'product search',
          {
            url: `${base}/api/catalog/nl/product/_search`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // A new query text per request: no cache answers it.
            requests: [
              {
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  body: JSON.stringify({
                    query: `wagen ${Math.floor(Math.random() * 1e9)}`,
                    size: 24,
                    aggregations: true,
                  }),
                }),
              },
            ],
          },
        ],
      ] as const) {
        const result = await autocannon({
          ...(settings as Record<string, unknown>),
          url: settings.url,
          connections,
          duration,
          timeout: 30,
        });
        const statuses = result.statusCodeStats as Record<string, { count: number }>;
        runs.push({
          scenario,
          shedding,
          connections,
          answersPerSecondByStatus: Object.fromEntries(
            Object.entries(statuses).map(([code, { count }]) => [
              code,
              Math.round(count / duration),
            ]),
          ),
          timeouts: result.timeouts,
          errors: result.errors,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          latencyMaxMs: result.latency.max,
        });
        console.log(JSON.stringify(runs[runs.length - 1]));
      }
    } finally {
      await stopShop(shop);
    }
  }
  return runs;
}

const postgresVersion = execFileSync('psql', ['--version']).toString().trim();
const outage = await databaseOutage();
console.log(JSON.stringify(outage, null, 2));
const overloadRuns = await overload();
writeResults(
  values.out,
  {
    settings: { buyers: Number(values.buyers), outageSeconds: Number(values.outage) },
    databaseOutage: outage,
    overload: overloadRuns,
  },
  { postgres: postgresVersion },
);
console.log(`Wrote ${values.out}`);
