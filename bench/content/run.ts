/**
 * Content API benchmark: the published home story of each store view (a cached answer after the
 * first request) and the theme config's components, on each database. The shop runs as its own
 * process with a small demo catalogue (the demo stories are seeded beside it); the load comes
 * from autocannon in this one, on loopback only, for a fixed time per scenario.
 *
 *   npm run bench:content -- --dbs pglite,postgres --duration 10
 *
 * Figures go to bench/results/content.json.
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
    port: { type: 'string', default: '3920' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    out: { type: 'string', default: join(root, 'bench/results/content.json') },
  },
});
const dbs = values.dbs.split(',') as ('pglite' | 'postgres')[];
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
/** A small catalogue: the content calls do not read it. */
const PRODUCTS = 50;
const STORY = '/api/ext/vsf-storyblok-extension/story';

function envFor(db: 'pglite' | 'postgres'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(root, `var/bench/content-${db}`),
    DEMO_CATALOG_PRODUCTS: String(PRODUCTS),
    // Shedding would turn part of the measured load into 503s.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  if (db === 'postgres') env.DATABASE_URL = `${values['pg-url']}/bench_content`;
  else delete env.DATABASE_URL;
  return env;
}

const scenarios = [
  { name: 'story nl/home', path: `${STORY}/` },
  { name: 'story de/home', path: `${STORY}/de` },
];

const runs: ({ db: string } & Awaited<ReturnType<typeof measureLoad>>)[] = [];
for (const db of dbs) {
  if (db === 'postgres') ensurePostgresDatabase(`${values['pg-url']}/bench_content`);
  mkdirSync(envFor(db).DATA_DIR!, { recursive: true });
  console.log(`\n== content on ${db}: starting the shop (seeds on first use)`);
  const child = await startShop(envFor(db), `${base}${STORY}/`);
  try {
    for (const { name, path } of scenarios) {
      const figures = await measureLoad(name, { url: `${base}${path}`, connections }, duration);
      runs.push({ db, ...figures });
      console.log(
        `${name.padEnd(20)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.latencyP99Ms} ms`,
      );
    }
  } finally {
    await stopShop(child);
  }
}

writeResults(values.out, { settings: { durationSeconds: duration, connections }, runs });
console.log(`\nWrote ${values.out}`);
