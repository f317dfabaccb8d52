/**
 * The search overlay's API call under a single client: the exact request the overlay sends for
 * a typed query (apps/web/app/lib/search-overlay.ts: text, no filters, the first 14 products
 * with the card fields and every facet's counts), one request at a time, on loopback only.
 *
 *   npm run bench:search -- --requests 600 --dbs pglite,postgres [--pg-database name]
 *
 * Two figures per run. "cold": every request a query not asked before in the run (words of the
 * catalogue's product names as typed, misspelt, and cut short as while typing), so neither the
 * typo corrections nor the facet counts the API keeps for a minute help: what a shopper's own
 * new query costs. "warm": the same queries asked again within that minute. The aim is a p95
 * under 20 ms at the demo catalogue's 2,200 products. Each database asked for runs in turn (PGlite
 * in var/bench/pglite-<size>, PostgreSQL in the database bench_search_<size> of --pg-url, each
 * seeded on first use). Figures go to bench/results/search.json.
 */

import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { tokenize } from '@shop/core';
import { overlaySearchBody } from '../../apps/web/app/lib/search-overlay.ts';
import { timedPost } from '../lib/http.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop, waitForSearchIndex } from '../lib/shop.ts';
import { type SearchScenario, searchScenarios } from './scenarios.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '2200' },
    requests: { type: 'string', default: '600' },
    store: { type: 'string', default: 'nl' },
    dbs: { type: 'string', default: 'pglite,postgres' },
    port: { type: 'string', default: '3920' },
    'data-dir': { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    // The PostgreSQL database's name; bench_search_<size> unless given (a run of another schema
    // version uses its own).
    'pg-database': { type: 'string' },
    out: { type: 'string', default: join(root, 'bench/results/search.json') },
    // Also the search page's scenarios (text, typo, category listings), each with fresh queries,
    // and the same under load with --connections for --duration seconds (0: no load run).
    scenarios: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
  },
});
const size = Number(values.size);
const requests = Number(values.requests);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
/** The key of the shop's /metrics during the run (the search index's gauge is read there). */
const BENCH_METRICS_KEY = 'bench-search-metrics-key';
const path = `/api/catalog/${values.store}/product/_search`;
const dataDir = resolve(root, values['data-dir'] ?? `var/bench/pglite-${size}`);
const dbs = values.dbs.split(',') as ('pglite' | 'postgres')[];
for (const db of dbs) {
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`unknown database "${db}"`);
}

/** Like post, but a refusal (a 503 of a statement past its time) is counted, not thrown. */
async function postUnderLoad(body: unknown): Promise<{ ok: boolean; ms: number }> {
  const { status, ms } = await timedPost(`${base}${path}`, body);
  if (status !== 200 && status !== 503) throw new Error(`the search answered ${status}`);
  return { ok: status === 200, ms };
}

async function post(body: unknown): Promise<{ total: number; ms: number }> {
  const { status, text, ms } = await timedPost(`${base}${path}`, body);
  const answer = JSON.parse(text) as { code: number; result: { total: number } };
  if (status !== 200 || answer.code !== 200) {
    throw new Error(`the search answered ${status}: ${text}`);
  }
  return { total: answer.result.total, ms };
}

/** A word with two neighbouring letters swapped: a typical typo. */
function misspell(word: string, seed: number): string {
  const at = 1 + (seed % (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Distinct queries from the catalogue's own words: as typed, misspelt, cut short while typing. */
async function queries(): Promise<string[]> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size: 1000, sort: 'id:asc', includeFields: ['name'] }),
  });
  const answer = (await response.json()) as { result: { items: { name: string }[] } };
  const words = [
    ...new Set(
      answer.result.items.flatMap((item) =>
        tokenize(item.name).filter((word) => word.length >= 5 && !/\d/.test(word)),
      ),
    ),
  ];
  const all = new Set<string>();
  words.forEach((word, i) => {
    all.add(word);
    all.add(misspell(word, i));
    all.add(word.slice(0, Math.max(3, word.length - 3)));
    const next = words[(i * 7 + 3) % words.length];
    if (next && next !== word) all.add(`${word} ${next}`);
  });
  return [...all];
}

/**
 * `connections` clients sending the scenario's bodies from `first` on, each its next request as
 * soon as its last is answered, for `seconds`: answers per second and the latencies of the
 * answered ones, and how many were refused (503: a statement ran past the database's statement
 * timeout, or the shop shed load); any other answer but 200 fails the run.
 */
async function underLoad(
  scenario: SearchScenario,
  first: number,
  seconds: number,
): Promise<Record<string, number>> {
  let next = first;
  const latencies: number[] = [];
  let refused = 0;
  const client = async (until: number) => {
    while (performance.now() < until) {
      const { ok, ms } = await postUnderLoad(scenario.body(next++));
      if (ok) latencies.push(ms);
      else refused += 1;
    }
  };
  const clients = Number(values.connections);
  // Two seconds of warm-up, not counted.
  const warmUntil = performance.now() + 2000;
  await Promise.all(Array.from({ length: clients }, () => client(warmUntil)));
  latencies.length = 0;
  refused = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => client(started + seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    refused,
    ...figures(latencies),
  };
}

/** The machine's load average (1, 5, 15 minutes) when a figure was taken. */
function load(): number[] {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

function figures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    latencyP50Ms: percentile(sorted, 50),
    latencyP95Ms: percentile(sorted, 95),
    latencyP99Ms: percentile(sorted, 99),
    latencyMaxMs: percentile(sorted, 100),
    meanMs: Math.round((sorted.reduce((a, b) => a + b, 0) / sorted.length) * 100) / 100,
  };
}

const loadBefore = loadavg().map((value) => Math.round(value * 100) / 100);
const runs: Record<string, unknown>[] = [];
let queriesWithResults = 0;
for (const db of dbs) runs.push(...(await runOn(db)));
const loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
writeResults(values.out, {
  settings: {
    products: size,
    scenarios: values.scenarios,
    loadConnections: values.scenarios ? Number(values.connections) : undefined,
    loadSeconds: values.scenarios ? Number(values.duration) : undefined,
    store: values.store,
    clients: 1,
    request: overlaySearchBody({ query: '<query>', filters: {}, start: 0, size: 14 }),
    queriesWithResults,
    aimP95Ms: 20,
  },
  // Other work on the machine slows every figure: its load average when the run began and ended.
  loadAverage: { before: loadBefore, after: loadAfter },
  runs,
});
console.log(`\nWrote ${values.out}`);

/** The cold and the warm figure of one database: its own shop process, seeded on first use. */
async function runOn(db: 'pglite' | 'postgres'): Promise<Record<string, unknown>[]> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DEMO_CATALOG_PRODUCTS: String(size),
    DATABASE_URL: '',
    // One client cannot overload the shop; on a busy machine the event loop's delay says more
    // about the other work than about this search, and shedding would end the run.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    METRICS_KEY: BENCH_METRICS_KEY,
  };
  if (db === 'postgres') {
    env.DATABASE_URL = `${values['pg-url']}/${values['pg-database'] ?? `bench_search_${size}`}`;
    ensurePostgresDatabase(env.DATABASE_URL);
    console.log(`== ${size} products (PostgreSQL ${env.DATABASE_URL}): starting the shop`);
  } else {
    mkdirSync(dataDir, { recursive: true });
    console.log(
      `== ${size} products (PGlite in ${dataDir}): starting the shop (seeds on first use)`,
    );
  }
  const child = await startShop(env, `${base}/api/stock/list?skus=x`);
  try {
    // The search index loads in the background; the figures are of the index, unless it is off
    // (SEARCH_INDEX_MAX_ROWS 0, or a catalogue larger than it): each run says which answered.
    const answeredBy =
      env.SEARCH_INDEX_MAX_ROWS === '0'
        ? 'database'
        : await waitForSearchIndex(base, BENCH_METRICS_KEY);
    console.log(
      `searches are answered by the ${answeredBy === 'memory' ? 'search index in memory' : 'database'}`,
    );
    const list = await queries();
    if (list.length < requests) {
      throw new Error(`only ${list.length} distinct queries for ${requests} requests`);
    }
    // Warms the process (JIT, prepared plans) on queries that are not measured.
    for (const query of list.slice(requests, requests + 50)) {
      await post(overlaySearchBody({ query, filters: {}, start: 0, size: 14 }));
    }
    const measured = list.slice(0, requests);
    const cold: number[] = [];
    let withResults = 0;
    for (const query of measured) {
      const { ms, total } = await post(
        overlaySearchBody({ query, filters: {}, start: 0, size: 14 }),
      );
      cold.push(ms);
      if (total > 0) withResults += 1;
    }
    queriesWithResults = withResults;
    const warm: number[] = [];
    for (const query of measured) {
      warm.push((await post(overlaySearchBody({ query, filters: {}, start: 0, size: 14 }))).ms);
    }
    const runs: Record<string, unknown>[] = [
      { db, scenario: 'overlay search, new query (cold)', ...figures(cold), load: load() },
      { db, scenario: 'overlay search, query asked again (warm)', ...figures(warm), load: load() },
    ];
    if (values.scenarios) {
      const scenarios = await searchScenarios(base, values.store, list.slice(requests));
      for (const scenario of scenarios) {
        const latencies: number[] = [];
        for (let i = 0; i < requests; i += 1) latencies.push((await post(scenario.body(i))).ms);
        runs.push({ db, scenario: scenario.name, ...figures(latencies), load: load() });
        console.log(JSON.stringify(runs.at(-1)));
      }
      const seconds = Number(values.duration);
      for (const scenario of seconds > 0 ? scenarios : []) {
        // Bodies the single-client runs did not send: every request a new one for the caches.
        const loaded = await underLoad(scenario, requests * 10, seconds);
        runs.push({
          db,
          scenario: `${scenario.name}, ${values.connections} connections`,
          ...loaded,
          load: load(),
        });
        console.log(JSON.stringify(runs.at(-1)));
      }
    }
    for (const run of runs) run.answeredBy = answeredBy;
    for (const run of runs) {
      const line =
        'requestsPerSecond' in run
          ? `${run.requestsPerSecond} req/s  p50 ${run.latencyP50Ms} ms  p95 ${run.latencyP95Ms} ms`
          : `p50 ${run.latencyP50Ms} ms  p95 ${run.latencyP95Ms} ms  p99 ${run.latencyP99Ms} ms  max ${run.latencyMaxMs} ms`;
      console.log(`${db.padEnd(9)}${String(run.scenario).padEnd(58)} ${line}  load ${run.load}`);
    }
    return runs;
  } finally {
    await stopShop(child);
  }
}
