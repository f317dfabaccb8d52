/**
 * What one uncached page costs the shop: the HTML's bytes (and how much of it is the page data
 * sent again for hydration), the shop's CPU time per page with one request after another, and
 * the shop's resident memory idle and after a load test on the three pages.
 *
 *   npm run bench:web:cost -- --requests 200 --load-seconds 20 --connections 10
 *
 * The shop runs as `npm start` runs it (front and worker processes, PGlite in
 * var/bench/web, the catalogue the storefront benchmark seeds; or PostgreSQL with
 * --database-url), without its output cache, so every page is rendered anew. CPU and memory are
 * the sums over the shop's processes, read from /proc (Linux); the embedded database's queries
 * are part of them, PostgreSQL's are not. Each page is measured right after the start and again
 * after a warm-up (`--warm-up`), once V8 has compiled what the pages run. Last, every product
 * page's HTML size (`--scan false` skips it). Figures go to bench/results/web-cost.json.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadAverageNow, writeResults } from '../lib/results.ts';
import { shopProgram } from '../lib/shop.ts';
import { measuredPagePaths, productPagePath } from '../lib/storefront-pages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3911' },
    /** Requests per page for the CPU figure, one after another. */
    requests: { type: 'string', default: '200' },
    /**
     * Unmeasured requests of each page between the first figure and the steady one (the three
     * pages in turn): V8 is still compiling the shop's code for the first thousand or so pages.
     */
    'warm-up': { type: 'string', default: '2000' },
    /** The load test before the second memory reading: all three pages, round robin. */
    'load-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    /** The checkout whose shop is measured (its build must exist): another tree for a before figure. */
    'shop-root': { type: 'string' },
    /** Default var/bench/web of this checkout: the storefront benchmark's seeded catalogue. */
    'data-dir': { type: 'string' },
    /**
     * A PostgreSQL database for the shop (seeded with the demo catalogue on its first start);
     * unset: the embedded one in the data dir, whose queries run inside the shop's process.
     */
    'database-url': { type: 'string' },
    out: { type: 'string' },
    /**
     * After the figures above, every product page of both store views is fetched once for the
     * largest HTML (the aim: none over 60 KB); `--scan false` skips it (about 2 minutes at the
     * demo catalogue's 4,316 pages).
     */
    scan: { type: 'string', default: 'true' },
  },
});
const root = resolve(import.meta.dirname, '../..');
const shopRoot = resolve(values['shop-root'] ?? root);
const dataDir = resolve(values['data-dir'] ?? join(root, 'var/bench/web'));
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const requestsPerPage = Math.max(10, Number(values.requests));
const warmUpPerPage = Math.max(0, Number(values['warm-up']));
/** The warm-up is reported in blocks of this many requests: how the CPU per page settles. */
const WARM_UP_BLOCK = 300;
const loadSeconds = Math.max(1, Number(values['load-seconds']));
const connections = Math.max(1, Number(values.connections));
const SECOND = 1000;
const CLOCK_TICKS_PER_SECOND = 100;
const PAGE_SIZE_BYTES = 4096;
/** How long after the load test the last memory reading waits: the shop quiet that long. */
const QUIET_READING_MS = 10 * SECOND;

const log = (message: string) => console.log(`[bench:web:cost] ${message}`);

// ---------------------------------------------------------------------------------------------
// The shop's processes (the front and the worker it starts)

/** The process and all its descendants, from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/** CPU time (user + system, ms) of the processes. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * SECOND) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory (MB) of each process. */
function residentMb(pids: number[]): number[] {
  return pids.map((pid) => {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Math.round((pages * PAGE_SIZE_BYTES) / 2 ** 20);
  });
}

let shop: ChildProcess | undefined;

function startShop(): ChildProcess {
  mkdirSync(dataDir, { recursive: true });
  const output = openSync(join(dataDir, 'shop-cost.log'), 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The cost of a page, not the shedding: a busy shared machine delays the event loop.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every page rendered anew: the output cache would answer all but the first request.
    OUTPUT_CACHE_MAX_MB: '0',
  };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, shopProgram(shopRoot), {
    cwd: shopRoot,
    env,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  return child;
}

async function waitForShop(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 4 * 60 * SECOND;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/stock/list?skus=x`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not answer within 4 minutes');
}

async function stopShop(): Promise<void> {
  const child = shop;
  shop = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10 * SECOND);
  await exited;
  clearTimeout(timer);
}

process.once('exit', () => shop?.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopShop().finally(() => process.exit(130)));
}

// ---------------------------------------------------------------------------------------------
// The pages (as bench/web/run.ts picks them)

/** The shop's CPU and the wall time per request of a run of requests one after another. */
interface Run {
  cpuMsPerPage: number;
  wallMsPerPage: number;
  /** The machine's load average over the last minute when the run began. */
  loadAverage: number;
}

/**
 * A page's figures. Its own run (`cpuMsPerPage`, ...) is the steady one: after the warm-up, when
 * V8 has compiled what the pages run (what a page costs a shop that has been serving a while).
 */
interface PageCost extends Run {
  name: 'home' | 'category' | 'product';
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The inline scripts that carry the page data for hydration (React Router's context and stream). */
  pageDataBytes: number;
  /**
   * The first requests after the shop started (after 20 unmeasured ones): the pages' own cost
   * and V8 compiling the code they run, on background threads of the worker.
   */
  first: Run;
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { result?: { items?: Record<string, string>[] } };
}

/** The pages, asked again for a while: a worker that just started may still refuse (503). */
async function pickPaths(): Promise<Record<PageCost['name'], string>> {
  const deadline = Date.now() + 60 * SECOND;
  for (;;) {
    try {
      const { home, category, product } = await measuredPagePaths(base);
      return { home, category, product };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, SECOND));
    }
  }
}

/**
 * A page as a browser asks for it: the shop compresses what the client accepts, and browsers
 * accept Brotli, which the shop prefers over gzip (Node's fetch alone asks for gzip only).
 */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

async function getPage(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: PAGE_HEADERS });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return body;
}

/** The bytes of the inline scripts that carry React Router's page data. */
function pageDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const text = match[1] ?? '';
    if (/__reactRouterContext|streamController/.test(text)) bytes += Buffer.byteLength(text);
  }
  return bytes;
}

/** Product page HTML over this many bytes misses the aim. */
const PRODUCT_PAGE_AIM_BYTES = 60_000;

interface ProductPageScan {
  pages: number;
  largest: { path: string; htmlBytes: number }[];
  overAim: number;
}

/**
 * Every product page a shopper can open (visibility catalogue, search or both), in both store
 * views, fetched once: the five largest and how many are over the aim.
 */
async function scanProductPages(): Promise<ProductPageScan> {
  const sizes: { path: string; htmlBytes: number }[] = [];
  for (const [store, prefix] of [
    ['nl', ''],
    ['de', '/de'],
  ] as const) {
    const size = 500;
    for (let start = 0; ; start += size) {
      const found = await post(`/api/catalog/${store}/product/_search`, {
        filters: { visibility: [2, 3, 4] },
        start,
        size,
        sort: 'id:asc',
        includeFields: ['sku', 'slug'],
      });
      const items = found.result?.items ?? [];
      for (const item of items) {
        const path = `${prefix}${productPagePath(item.sku ?? '', item.slug ?? '')}`;
        sizes.push({ path, htmlBytes: Buffer.byteLength(await getPage(path)) });
      }
      if (items.length < size) break;
    }
  }
  sizes.sort((a, b) => b.htmlBytes - a.htmlBytes);
  return {
    pages: sizes.length,
    largest: sizes.slice(0, 5),
    overAim: sizes.filter((page) => page.htmlBytes > PRODUCT_PAGE_AIM_BYTES).length,
  };
}

/** `requests` requests of the paths in turn, one after another. */
async function measureRequests(paths: string[], requests: number, pids: number[]): Promise<Run> {
  const loadAverage = loadAverageNow();
  const cpuBefore = cpuMs(pids);
  const started = performance.now();
  for (let i = 0; i < requests; i++) await getPage(paths[i % paths.length] as string);
  const wall = performance.now() - started;
  const cpu = cpuMs(pids) - cpuBefore;
  return {
    cpuMsPerPage: Math.round((cpu / requests) * 10) / 10,
    wallMsPerPage: Math.round((wall / requests) * 10) / 10,
    loadAverage,
  };
}

/** A page's first figure: right after the shop started, 20 unmeasured requests first. */
async function measureFirst(
  name: PageCost['name'],
  path: string,
  pids: number[],
): Promise<Omit<PageCost, keyof Run>> {
  const html = await getPage(path);
  for (let i = 0; i < 20; i++) await getPage(path);
  const first = await measureRequests([path], requestsPerPage, pids);
  const bytes = Buffer.from(html);
  return {
    name,
    path,
    htmlBytes: bytes.length,
    htmlGzipBytes: gzipSync(bytes, { level: 9 }).length,
    pageDataBytes: pageDataBytes(html),
    first,
  };
}

/** The three pages in turn, `warmUpPerPage` requests each, the CPU per page of each block. */
async function warmUp(paths: string[], pids: number[]): Promise<number[]> {
  const blocks: number[] = [];
  let left = warmUpPerPage * paths.length;
  while (left > 0) {
    const requests = Math.min(WARM_UP_BLOCK, left);
    blocks.push((await measureRequests(paths, requests, pids)).cpuMsPerPage);
    left -= requests;
  }
  return blocks;
}

async function loadTest(paths: string[]) {
  const instance = autocannon({
    url: base,
    connections,
    duration: loadSeconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  } as autocannon.Options);
  const result = await instance;
  return {
    seconds: loadSeconds,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(shopRoot, 'apps/web/build/server/index.js'))) {
    throw new Error(`no storefront build in ${shopRoot} (npm run build)`);
  }
  log(`starting the shop of ${shopRoot} on ${base} (DATA_DIR ${dataDir})`);
  shop = startShop();
  try {
    await waitForShop(shop);
    const paths = await pickPaths();
    const pids = processTree(shop.pid ?? -1);
    // Idle: started, every page rendered once.
    for (const path of Object.values(paths)) await getPage(path);
    const idleMb = residentMb(pids);
    const entries = Object.entries(paths) as [PageCost['name'], string][];
    const firsts = [];
    for (const [name, path] of entries) {
      log(`${name}: ${path}, ${requestsPerPage} requests one after another`);
      firsts.push(await measureFirst(name, path, pids));
    }
    log(`warm-up: ${warmUpPerPage} requests of each page, the three in turn`);
    const warmUpBlocks = await warmUp(Object.values(paths), pids);
    log(`warm-up CPU ms per page by ${WARM_UP_BLOCK} requests: ${warmUpBlocks.join(', ')}`);
    const pages: PageCost[] = [];
    for (const first of firsts) {
      log(`${first.name}: ${requestsPerPage} requests one after another, after the warm-up`);
      pages.push({ ...first, ...(await measureRequests([first.path], requestsPerPage, pids)) });
    }
    log(`load test: ${loadSeconds} s at ${connections} connections on the three pages`);
    const load = await loadTest(Object.values(paths));
    const afterLoadMb = residentMb(pids);
    // A worker gives a burst's memory back after 5 quiet seconds (apps/api/src/lib/idle-collector.ts).
    await new Promise((done) => setTimeout(done, QUIET_READING_MS));
    const quietMb = residentMb(pids);
    const memory = {
      processes: pids.length,
      idleMb,
      idleTotalMb: idleMb.reduce((a, b) => a + b, 0),
      afterLoadMb,
      afterLoadTotalMb: afterLoadMb.reduce((a, b) => a + b, 0),
      quietAfterLoadMb: quietMb,
      quietAfterLoadTotalMb: quietMb.reduce((a, b) => a + b, 0),
    };
    let productPages: ProductPageScan | undefined;
    if (values.scan !== 'false') {
      log('every product page of both store views, once');
      productPages = await scanProductPages();
    }
    const out = resolve(values.out ?? join(root, 'bench/results/web-cost.json'));
    writeResults(out, {
      settings: {
        requestsPerPage,
        warmUpPerPage,
        shopRoot,
        database: values['database-url'] ? 'postgresql' : 'pglite',
        outputCache: false,
      },
      pages,
      warmUp: { blockRequests: WARM_UP_BLOCK, cpuMsPerPageByBlock: warmUpBlocks },
      load,
      memory,
      productPages,
    });
    console.table(
      pages.map((p) => ({
        page: p.name,
        'HTML KB': (p.htmlBytes / 1024).toFixed(1),
        'gzip KB': (p.htmlGzipBytes / 1024).toFixed(1),
        'page data KB': (p.pageDataBytes / 1024).toFixed(1),
        'CPU ms first': p.first.cpuMsPerPage,
        'CPU ms/page': p.cpuMsPerPage,
        'wall ms/page': p.wallMsPerPage,
        load: p.loadAverage,
      })),
    );
    log(
      `resident memory (front, worker, ...): idle ${idleMb.join(' + ')} MB, after the load test ${afterLoadMb.join(' + ')} MB (${load.requests} requests, ${load.non2xx} not 2xx), ${QUIET_READING_MS / SECOND} s later ${quietMb.join(' + ')} MB`,
    );
    if (productPages) {
      const [largest] = productPages.largest;
      log(
        `product pages: ${productPages.pages}, the largest ${largest?.htmlBytes} bytes (${largest?.path}), ${productPages.overAim} over ${PRODUCT_PAGE_AIM_BYTES}`,
      );
    }
    log(`wrote ${out}`);
  } finally {
    await stopShop();
  }
}

main().catch(async (error: unknown) => {
  console.error(`[bench:web:cost] failed: ${error instanceof Error ? error.message : error}`);
  await stopShop();
  process.exit(1);
});
