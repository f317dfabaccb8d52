/**
 * Catalogue API benchmark: product by sku, category listing with facets, a search with a typo and
 * a stock list, at each catalogue size on each database. The shop runs as its own process; the
 * load comes from autocannon in this one, on loopback only, for a fixed time per scenario.
 *
 *   npm run bench:catalog -- --sizes 2200,100000 --dbs pglite,postgres --duration 10
 *
 * Catalogues are seeded once per size and database (var/bench/…, database bench_<size>) and
 * reused by later runs. Figures go to bench/results/catalog.json.
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
    sizes: { type: 'string', default: '2200,100000' },
    dbs: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3900' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    out: { type: 'string', default: join(root, 'bench/results/catalog.json') },
  },
});
const sizes = values.sizes.split(',').map(Number);
const dbs = values.dbs.split(',') as ('pglite' | 'postgres')[];
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

interface Run {
  size: number;
  db: string;
  scenario: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

function envFor(size: number, db: 'pglite' | 'postgres'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(root, `var/bench/${db}-${size}`),
    DEMO_CATALOG_PRODUCTS: String(size),
  };
  if (db === 'postgres') env.DATABASE_URL = `${values['pg-url']}/bench_${size}`;
  else delete env.DATABASE_URL;
  return env;
}

async function post(path: string, body: unknown): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function scenarios() {
  // Real skus and a real category of this catalogue, chosen before the load starts.
  const sample = await post('/api/catalog/nl/product/_search', {
    size: 200,
    sort: 'id:asc',
    includeFields: ['sku', 'name', 'category_ids'],
  });
  const skus: string[] = sample.result.items.map((item: any) => item.sku);
  const categories = await post('/api/catalog/nl/category/_search', {
    filters: { level: [2], is_active: true },
    sort: 'position:asc',
    includeFields: ['id', 'name'],
  });
  const categoryId = categories.result.items[0].id;
  let next = 0;
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'product by sku',
      options: {
        requests: [
          {
            method: 'POST' as const,
            path: '/api/catalog/nl/product/_search',
            headers: json,
            setupRequest: (request: any) => ({
              ...request,
              body: JSON.stringify({ filters: { sku: [skus[next++ % skus.length]] } }),
            }),
          },
        ],
      },
    },
    {
      name: 'category listing with facets',
      options: {
        method: 'POST' as const,
        path: '/api/catalog/nl/product/_search',
        headers: json,
        body: JSON.stringify({
          filters: { category_ids: [categoryId] },
          sort: 'position:asc',
          size: 50,
          aggregations: true,
        }),
      },
    },
    {
      name: 'search with a typo',
      options: {
        method: 'POST' as const,
        path: '/api/catalog/nl/product/_search',
        headers: json,
        body: JSON.stringify({ query: 'kinderwgen', size: 50 }),
      },
    },
    {
      name: 'stock list of 15 skus',
      options: {
        method: 'GET' as const,
        path: `/api/stock/list?skus=${skus.slice(0, 15).join(',')}`,
      },
    },
  ];
}

function measure(name: string, options: { path?: string } & Record<string, unknown>) {
  // autocannon takes the path as part of the url (a `requests` list carries its own paths).
  const { path = '', ...rest } = options;
  return measureLoad(name, { url: `${base}${path}`, connections, ...rest }, duration);
}

const runs: Run[] = [];
for (const size of sizes) {
  for (const db of dbs) {
    if (db === 'postgres') ensurePostgresDatabase(`${values['pg-url']}/bench_${size}`);
    mkdirSync(envFor(size, db).DATA_DIR!, { recursive: true });
    console.log(`\n== ${size} products on ${db}: starting the shop (seeds on first use)`);
    const child = await startShop(envFor(size, db), `${base}/api/stock/list?skus=x`);
    try {
      for (const { name, options } of await scenarios()) {
        const figures = await measure(name, options);
        runs.push({ size, db, ...figures });
        console.log(
          `${name.padEnd(30)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.latencyP99Ms} ms` +
            (figures.non2xx || figures.errors
              ? `  (non-2xx ${figures.non2xx}, errors ${figures.errors})`
              : ''),
        );
      }
    } finally {
      await stopShop(child);
    }
  }
}

writeResults(values.out, { settings: { durationSeconds: duration, connections }, runs });
console.log(`\nWrote ${values.out}`);
