/**
 * Cart API benchmark: line updates and totals on the demo catalogue, on PGlite and PostgreSQL.
 * The shop runs as its own process; autocannon drives it on loopback for a fixed time per
 * scenario. Figures go to bench/results/cart.json.
 *
 *   npm run bench:cart -- --dbs pglite,postgres --duration 10 --connections 10
 *
 * PGlite data lives in var/bench/cart-pglite; PostgreSQL uses --pg-url (default the database
 * cart_api_dev on the local server, which the API tests also empty). Both are seeded with the
 * default demo catalogue on first use.
 */

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureLoad } from '../lib/load.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    dbs: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    carts: { type: 'string', default: '50' },
    port: { type: 'string', default: '3910' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/cart_api_dev' },
    out: { type: 'string', default: join(root, 'bench/results/cart.json') },
  },
});
const dbs = values.dbs.split(',') as ('pglite' | 'postgres')[];
const duration = Number(values.duration);
const connections = Number(values.connections);
const cartCount = Number(values.carts);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const LINES_PER_CART = 5;

function envFor(db: 'pglite' | 'postgres'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(root, `var/bench/cart-${db}`),
    SHOP_CLOSED: 'open',
  };
  if (db === 'postgres') env.DATABASE_URL = values['pg-url'];
  else delete env.DATABASE_URL;
  return env;
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

/** Carts of five lines each, on simple products with enough stock for any quantity used. */
async function prepare(): Promise<{ carts: string[]; skus: string[] }> {
  const found = await call('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['simple'], 'stock.is_in_stock': true },
    sort: 'id:asc',
    size: 200,
    includeFields: ['sku'],
  });
  const candidates: string[] = found.items.map((item: { sku: string }) => item.sku);
  const stock = await call('GET', `/api/stock/list?skus=${candidates.slice(0, 150).join(',')}`);
  const skus = stock
    .filter((s: { qty: number; manage_stock: boolean }) => !s.manage_stock || s.qty >= 5)
    .map((s: { sku: string }) => s.sku)
    .slice(0, 40);
  if (skus.length < LINES_PER_CART) throw new Error('not enough products in stock to benchmark');
  const carts: string[] = [];
  for (let i = 0; i < cartCount; i++) {
    const cartId: string = await call('POST', '/api/cart/create');
    for (let line = 0; line < LINES_PER_CART; line++) {
      await call('POST', `/api/cart/update?cartId=${cartId}`, {
        cartItem: { sku: skus[(i + line) % skus.length], qty: 1 },
      });
    }
    carts.push(cartId);
  }
  return { carts, skus };
}

function scenarios(carts: string[], skus: string[]) {
  let next = 0;
  return [
    {
      name: 'update (set a line quantity)',
      options: {
        requests: [
          {
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request: any) => {
              const n = next++;
              const cart = n % carts.length;
              return {
                ...request,
                path: `/api/cart/update?cartId=${carts[cart]}`,
                body: JSON.stringify({
                  cartItem: {
                    sku: skus[(cart + (n % LINES_PER_CART)) % skus.length],
                    qty: (n % 4) + 1,
                  },
                }),
              };
            },
          },
        ],
      },
    },
    {
      name: 'totals (5 lines)',
      options: {
        requests: [
          {
            method: 'GET' as const,
            setupRequest: (request: any) => ({
              ...request,
              path: `/api/cart/totals?cartId=${carts[next++ % carts.length]}`,
            }),
          },
        ],
      },
    },
  ];
}

function measure(name: string, options: Record<string, unknown>) {
  return measureLoad(name, { url: base, connections, ...options }, duration);
}

const runs: Record<string, unknown>[] = [];
for (const db of dbs) {
  mkdirSync(envFor(db).DATA_DIR!, { recursive: true });
  // A fresh machine has no bench database yet: make it, as the order bench does.
  if (db === 'postgres') ensurePostgresDatabase(values['pg-url']);
  console.log(`\n== cart on ${db}: starting the shop (seeds the demo catalogue on first use)`);
  const child = await startShop(envFor(db), `${base}/api/ext/are-we-closed`);
  try {
    const { carts, skus } = await prepare();
    for (const { name, options } of scenarios(carts, skus)) {
      const figures = await measure(name, options);
      runs.push({ db, carts: carts.length, linesPerCart: LINES_PER_CART, ...figures });
      console.log(
        `${name.padEnd(30)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.latencyP99Ms} ms`,
      );
    }
  } finally {
    await stopShop(child);
  }
}

writeResults(values.out, {
  settings: { durationSeconds: duration, connections, catalogue: 'demo, 2,200 products' },
  runs,
});
console.log(`\nWrote ${values.out}`);
