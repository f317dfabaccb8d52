/**
 * Order placing benchmark: POST /api/order on the demo catalogue, on PGlite and PostgreSQL. Every
 * request of the main scenario places a new guest order (its own order_id, 1–3 simple products,
 * flat rate shipping, cash on delivery); a second scenario replays one order_id again and again.
 * The shop runs as its own process; autocannon drives it on loopback for a fixed time per
 * scenario. Figures go to bench/results/order.json.
 *
 *   npm run bench:order -- --dbs pglite,postgres --duration 10 --connections 10
 *
 * PGlite data lives in var/bench/order-pglite; PostgreSQL uses --pg-url (default the database
 * order_bench on the local server, created when missing). Both are seeded with the default demo
 * catalogue on first use. The shop starts twice per database: once to seed and pick the skus,
 * then, after the bench has raised their stock directly in the database (PGlite allows one
 * process per folder), for the measurements. Afterwards the bench counts this run's orders in
 * the database against the requests it sent and the 2xx answers it got.
 */

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { measureLoad } from '../lib/load.ts';
import { guestOrderBody } from '../lib/order-body.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { loadAverageNow, writeResults } from '../lib/results.ts';
import { startShop as startShopProcess, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    dbs: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3911' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/order_bench' },
    out: { type: 'string', default: join(root, 'bench/results/order.json') },
  },
});
const dbs = values.dbs.split(',') as ('pglite' | 'postgres')[];
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
/** Products the orders draw their lines from. */
const SKU_COUNT = 40;
const MAX_LINES_PER_ORDER = 3;
/** Stock of each benchmarked sku: no run can sell it out. */
const BENCH_STOCK = 10_000_000;
/** Order ids of this run start with it, so the count below sees this run's orders only. */
const RUN_ID = `bench${randomBytes(4).toString('hex')}`;

function envFor(db: 'pglite' | 'postgres'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(root, `var/bench/order-${db}`),
    SHOP_CLOSED: 'open',
  };
  if (db === 'postgres') env.DATABASE_URL = values['pg-url'];
  else delete env.DATABASE_URL;
  return env;
}

function startShop(db: 'pglite' | 'postgres'): Promise<ChildProcess> {
  return startShopProcess(envFor(db), `${base}/api/ext/are-we-closed`);
}

async function call(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/** Sellable simple products of the demo catalogue, in id order. */
async function findSimpleSkus(): Promise<string[]> {
  const found = await call('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['simple'], 'stock.is_in_stock': true },
    sort: 'id:asc',
    size: SKU_COUNT,
    includeFields: ['sku'],
  });
  return found.items.map((item: { sku: string }) => item.sku);
}

/** The shop's database, opened by the bench while the shop is stopped. */
interface BenchDatabase {
  query(text: string, params?: unknown[]): Promise<{ rows: any[] }>;
  close(): Promise<void>;
}

async function openBenchDatabase(db: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (db === 'pglite') {
    return PGlite.create({
      dataDir: join(envFor(db).DATA_DIR!, 'pglite'),
      // The extensions the shop's migrations created (packages/db client.ts).
      extensions: { btree_gin, fuzzystrmatch, pg_trgm },
    });
  }
  const client = new pg.Client({ connectionString: values['pg-url'] });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

/** Gives the skus stock no run can sell out; returns those with a stock row (tracked ones). */
async function raiseStock(database: BenchDatabase, skus: string[]): Promise<string[]> {
  const { rows } = await database.query(
    `UPDATE stock_items SET qty = $2, is_in_stock = true, manage_stock = true, updated_at = now()
     WHERE sku = ANY($1) RETURNING sku`,
    [skus, BENCH_STOCK],
  );
  const raised = new Set(rows.map((row: { sku: string }) => row.sku));
  return skus.filter((sku) => raised.has(sku));
}

/** The n-th order's lines: 1, 2 or 3 products (quantity 1 or 2) walking through the skus. */
function orderLines(skus: string[], n: number): { sku: string; qty: number }[] {
  const count = (n % MAX_LINES_PER_ORDER) + 1;
  return Array.from({ length: count }, (_, line) => ({
    sku: skus[(n + line * 7) % skus.length]!,
    qty: ((n + line) % 2) + 1,
  }));
}

/** What the shop answered, warm-up included (measureLoad sees the counted run only). */
interface Tally {
  /** Requests built and sent (autocannon writes each one as soon as it is built). */
  sent: number;
  answered: Set<string>;
  failures: number;
  samples: string[];
}

function recordAnswer(tally: Tally, status: number, body: string, expectedId?: string): void {
  if (status >= 200 && status < 300) {
    const id: unknown = JSON.parse(body).result?.backendOrderId;
    if (typeof id === 'string' && (expectedId === undefined || id === expectedId)) {
      tally.answered.add(id);
      return;
    }
  }
  tally.failures++;
  if (tally.samples.length < 5) tally.samples.push(`${status} ${body.slice(0, 300)}`);
}

function scenarios(skus: string[], placePrefix: string, replayId: string, replayBody: string) {
  const placing: Tally = { sent: 0, answered: new Set(), failures: 0, samples: [] };
  const replaying: Tally = { sent: 0, answered: new Set(), failures: 0, samples: [] };
  return [
    {
      name: 'place (new guest order)',
      tally: placing,
      options: {
        requests: [
          {
            method: 'POST' as const,
            path: '/api/order',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request: any) => {
              const n = placing.sent++;
              return {
                ...request,
                body: JSON.stringify(guestOrderBody(`${placePrefix}${n}`, orderLines(skus, n))),
              };
            },
            onResponse: (status: number, body: string) => recordAnswer(placing, status, body),
          },
        ],
      },
    },
    {
      name: 'replay (same order_id)',
      tally: replaying,
      options: {
        requests: [
          {
            method: 'POST' as const,
            path: '/api/order',
            headers: { 'content-type': 'application/json' },
            body: replayBody,
            onResponse: (status: number, body: string) =>
              recordAnswer(replaying, status, body, replayId),
          },
        ],
      },
    },
  ];
}

function measure(name: string, options: Record<string, unknown>) {
  return measureLoad(name, { url: base, connections, ...options }, duration);
}

const loadAverageAtStart = loadAverageNow();
const runs: Record<string, unknown>[] = [];
const orderChecks: Record<string, unknown>[] = [];
let postgresVersion: string | undefined;
for (const db of dbs) {
  if (db === 'postgres') ensurePostgresDatabase(values['pg-url']);
  mkdirSync(envFor(db).DATA_DIR!, { recursive: true });
  console.log(`\n== order on ${db}: starting the shop (seeds the demo catalogue on first use)`);
  let child = await startShop(db);
  let candidates: string[];
  try {
    candidates = await findSimpleSkus();
  } finally {
    await stopShop(child);
  }

  let database = await openBenchDatabase(db);
  let skus: string[];
  try {
    skus = await raiseStock(database, candidates);
    if (db === 'postgres') {
      postgresVersion = (await database.query('SHOW server_version')).rows[0]?.server_version;
    }
  } finally {
    await database.close();
  }
  if (skus.length < MAX_LINES_PER_ORDER) throw new Error('not enough stocked simple products');
  console.log(`${skus.length} simple products, stock raised to ${BENCH_STOCK} each`);

  const prefix = `${RUN_ID}-${db}-`;
  const placePrefix = `${prefix}place-`;
  const replayId = `${prefix}replay`;
  const replayBody = guestOrderBody(replayId, orderLines(skus, 1));
  const list = scenarios(skus, placePrefix, replayId, JSON.stringify(replayBody));
  child = await startShop(db);
  try {
    // One order with every sku proves each one prices and sells; then the order to replay.
    await call(
      'POST',
      '/api/order',
      guestOrderBody(
        `${prefix}probe`,
        skus.map((sku) => ({ sku, qty: 1 })),
      ),
    );
    await call('POST', '/api/order', replayBody);
    for (const { name, tally, options } of list) {
      let figures: Awaited<ReturnType<typeof measure>>;
      try {
        figures = await measure(name, options);
      } finally {
        if (tally.failures > 0) {
          console.error(
            `${name}: ${tally.failures} failed answers, e.g.\n  ${tally.samples.join('\n  ')}`,
          );
        }
      }
      if (tally.failures > 0) throw new Error(`${name}: failed answers in the warm-up`);
      runs.push({ db, skus: skus.length, linesPerOrder: `1-${MAX_LINES_PER_ORDER}`, ...figures });
      console.log(
        `${name.padEnd(30)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.latencyP99Ms} ms`,
      );
    }
  } finally {
    await stopShop(child);
  }

  // The stopped shop has finished every order it started: count them against the answers.
  database = await openBenchDatabase(db);
  let placed: string[];
  let replayRows: number;
  try {
    placed = (
      await database.query('SELECT order_id FROM orders WHERE starts_with(order_id, $1)', [
        placePrefix,
      ])
    ).rows.map((row: { order_id: string }) => row.order_id);
    replayRows = (
      await database.query('SELECT count(*)::int AS n FROM orders WHERE order_id = $1', [replayId])
    ).rows[0].n;
  } finally {
    await database.close();
  }
  const { sent, answered } = list[0]!.tally;
  const stored = new Set(placed);
  const check = {
    db,
    requestsSent: sent,
    answered2xx: answered.size,
    ordersInDatabase: placed.length,
    ordersEqual2xx: placed.length === answered.size,
    // Placed but unanswered: autocannon closes its connections when a run's time is up, each
    // with its last request still running in the shop, which places that order all the same.
    cutOffAtDeadline: placed.filter((id) => !answered.has(id)).length,
    answeredNotStored: [...answered].filter((id) => !stored.has(id)).length,
    replayedOrderRows: replayRows,
  };
  orderChecks.push(check);
  console.log(
    `order count: ${check.ordersInDatabase} orders in the database, ${check.answered2xx} 2xx answers` +
      ` (warm-up included), ${check.requestsSent} requests sent; ${check.cutOffAtDeadline} cut off` +
      ` at a run's deadline, ${check.answeredNotStored} answered but not stored;` +
      ` the replayed order_id has ${replayRows} row(s)`,
  );
  if (check.answeredNotStored > 0 || placed.length !== sent || replayRows !== 1) {
    throw new Error(
      `the orders in the database do not match the requests: ${JSON.stringify(check)}`,
    );
  }
}

writeResults(
  values.out,
  {
    settings: {
      durationSeconds: duration,
      connections,
      catalogue: 'demo, 2,200 products',
      order: `guest, nl, 1-${MAX_LINES_PER_ORDER} simple products, flatrate, cashondelivery`,
    },
    runs,
    orderChecks,
  },
  { loadAverage1mAtStart: loadAverageAtStart, postgres: postgresVersion },
);
console.log(`\nWrote ${values.out}`);
