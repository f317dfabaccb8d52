/**
 * Storefront benchmark: server-side rendering throughput, Lighthouse (mobile) and the JavaScript a
 * page loads. The shop runs as its own process on its own data folder; the load comes from
 * autocannon in this one, Lighthouse and Playwright drive Debian's Chromium (never a downloaded
 * browser), all on loopback.
 *
 *   npm run bench:web -- --duration 10 --connections 10 --lighthouse-runs 3
 *
 * The demo catalogue is seeded into var/bench/web on first use and reused by later runs. Figures
 * go to bench/results/web.json; the median Lighthouse report of each page to
 * var/bench/web/lighthouse/<page>.json.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadAverageNow, writeResults } from '../lib/results.ts';
import { shopProgram } from '../lib/shop.ts';
import { measuredPagePaths } from '../lib/storefront-pages.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3910' },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** auto: build when the build is missing or older than its sources; always; never. */
    build: { type: 'string', default: 'auto' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    /** NODE_ENV of the shop; unset (as `npm start` runs it) unless given. */
    'node-env': { type: 'string' },
    /** Default bench/results/web.json; with --js-only nothing is written unless given. */
    out: { type: 'string' },
    /**
     * Only the JavaScript each page loads (no SSR load, no Lighthouse): a quick, repeatable
     * figure; prints every script of every page and writes nothing unless --out is given.
     */
    'js-only': { type: 'boolean', default: false },
    /** Leaves Lighthouse out (the load figures and the JavaScript only). */
    'no-lighthouse': { type: 'boolean', default: false },
    /** Leaves the SSR load and the output cache's comparison out (Lighthouse and the JavaScript). */
    'no-load': { type: 'boolean', default: false },
  },
});
const jsOnly = values['js-only'];
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
const chromiumPath = values.chromium;
for (const [name, value] of Object.entries({
  duration,
  connections,
  port,
  'lighthouse-runs': lighthouseRuns,
})) {
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`[bench:web] --${name} must be a positive whole number`);
    process.exit(2);
  }
}
if (!['auto', 'always', 'never'].includes(values.build)) {
  console.error('[bench:web] --build must be auto, always or never');
  process.exit(2);
}
const base = `http://127.0.0.1:${port}`;
const dataDir = join(root, 'var/bench/web');
const reportDir = join(dataDir, 'lighthouse');
/** The budget: the product page loads at most this much JavaScript, gzipped. */
const PRODUCT_JS_BUDGET_GZIP_BYTES = 120 * 1024;
/**
 * With a tag manager container, a shopper who has not chosen yet loads at most this much more
 * JavaScript on the product page than a shop without analytics (gzip; decision 0084).
 */
const CONSENT_EXTRA_BUDGET_GZIP_BYTES = 2048;
/** The container the consent measurement starts the shop with (no tag manager ever loads). */
const BENCH_CONTAINER_ID = 'GTM-BENCH0';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
];

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Rejects when `promise` has not settled after `ms`; `onTimeout` may stop the work behind it. */
async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  label: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${label}: no result after ${Math.round(ms / SECOND)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function log(message: string): void {
  console.log(`[bench:web] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// 1. The storefront build and the shop process

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The same test as `npm start` (scripts/start.mjs): missing, or older than its sources. */
function buildIsStale(): boolean {
  const built = join(root, 'apps/web/build/server/index.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return [
    join(root, 'apps/web/app'),
    join(root, 'packages/core/src'),
    join(root, 'packages/contracts/src'),
  ].some((dir) => newestMtime(dir) > builtAt);
}

async function buildStorefront(): Promise<boolean> {
  const mode = values.build;
  if (mode === 'never' || (mode === 'auto' && !buildIsStale())) return false;
  log('building the storefront (npm run build -w @shop/web)');
  const child = spawn('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await withTimeout(
    new Promise<number | null>((done) => child.once('exit', done)),
    5 * MINUTE,
    'storefront build',
    () => child.kill('SIGKILL'),
  );
  if (code !== 0) throw new Error(`the storefront build failed (exit code ${code})`);
  return true;
}

let shop: ChildProcess | undefined;
let shopStarted = false;
/** The shop's own output (its log, React's errors) goes here rather than into the figures. */
const shopLog = join(dataDir, 'shop.log');

// ---------------------------------------------------------------------------------------------
// The output cache beside a bare Node server sending the same bytes (decision 82)

/** Where the bare server listens: the shop's port plus one. */
const barePort = port + 1;

interface CachedAgainstBare {
  page: string;
  path: string;
  /** Bytes of the cached answer's body (no compression asked, as autocannon sends). */
  bodyBytes: number;
  cached: Throughput;
  bare: Throughput;
  /** cached / bare requests per second (the target is at least 0.5). */
  ratio: number;
}

/** One GET as autocannon sends it (no Accept-Encoding): status, raw headers and body. */
async function rawGet(url: string): Promise<{ status: number; headers: string[]; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolveGet, reject) => {
    const outgoing = request(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolveGet({
          status: response.statusCode ?? 0,
          headers: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function loadOf(label: string, path: string, url: string): Promise<Throughput> {
  const settings = { url, connections };
  await cannon(
    { ...settings, amount: connections * WARMUP_REQUESTS_PER_CONNECTION },
    WARMUP_MAX_SECONDS,
    `${label} warm-up`,
  );
  const result = await cannon(settings, duration, `${label} load`);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
    );
  }
  return {
    page: label,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}

/**
 * The product page from the front's output cache against a bare Node server in its own process
 * that sends the very bytes the front sent for it (headers and body), in one run.
 */
async function measureCachedAgainstBare(page: Page): Promise<CachedAgainstBare> {
  await rawGet(`${base}${page.path}`);
  const cached = await rawGet(`${base}${page.path}`);
  const marker = cached.headers.findIndex((name) => name.toLowerCase() === 'x-output-cache');
  if (cached.status !== 200 || marker === -1) {
    throw new Error(
      `the ${page.name} page was not answered from the output cache (status ${cached.status})`,
    );
  }
  const folder = join(dataDir, 'bare');
  mkdirSync(folder, { recursive: true });
  const headers: string[] = [];
  for (let i = 0; i < cached.headers.length; i += 2) {
    const name = cached.headers[i] ?? '';
    if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name.toLowerCase())) {
      headers.push(name, cached.headers[i + 1] ?? '');
    }
  }
  writeFileSync(join(folder, 'answer.json'), JSON.stringify({ status: cached.status, headers }));
  writeFileSync(join(folder, 'body.html'), cached.body);
  const bare = spawn(
    process.execPath,
    [
      join(root, 'bench/web/bare-server.mjs'),
      String(barePort),
      join(folder, 'answer.json'),
      join(folder, 'body.html'),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  try {
    await new Promise<void>((resolveListen, reject) => {
      bare.once('message', () => resolveListen());
      bare.once('exit', (code) => reject(new Error(`the bare server stopped (exit code ${code})`)));
    });
    const cachedLoad = await loadOf(
      `${page.name} (output cache)`,
      page.path,
      `${base}${page.path}`,
    );
    const bareLoad = await loadOf(
      `${page.name} (bare Node)`,
      page.path,
      `http://127.0.0.1:${barePort}${page.path}`,
    );
    return {
      page: page.name,
      path: page.path,
      bodyBytes: cached.body.length,
      cached: cachedLoad,
      bare: bareLoad,
      ratio:
        Math.round((cachedLoad.requestsPerSecond / Math.max(1, bareLoad.requestsPerSecond)) * 100) /
        100,
    };
  } finally {
    bare.kill('SIGTERM');
  }
}

/**
 * Starts the shop without analytics, or with `containerId` as its tag manager container: the
 * caller's GTM_CONTAINER_ID and consent manager ids never reach it, so the figures are those of
 * the shop's own banner or of no analytics at all.
 */
function startShop(containerId: string | null = null): ChildProcess {
  mkdirSync(dataDir, { recursive: true });
  const output = openSync(shopLog, containerId ? 'a' : 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The same pages on any day: on a closed day (Sunday by default) the cart opens a dialog
    // that says so, and that dialog would be the page's largest paint.
    SHOP_CLOSED: 'open',
  };
  delete env.DATABASE_URL;
  delete env.GTM_CONTAINER_ID;
  delete env.CONSENT_MANAGER_ID_NL;
  delete env.CONSENT_MANAGER_ID_DE;
  if (containerId) env.GTM_CONTAINER_ID = containerId;
  if (values['node-env']) env.NODE_ENV = values['node-env'];
  const child = spawn(process.execPath, shopProgram(root), {
    cwd: root,
    env,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  shopStarted = true;
  return child;
}

/** Another server on the port would be measured instead of this shop: refuse to start. */
async function ensurePortIsFree(): Promise<void> {
  try {
    await fetch(base, { signal: AbortSignal.timeout(2 * SECOND) });
  } catch {
    return;
  }
  throw new Error(`something already answers on ${base}: stop it or pass --port`);
}

async function waitForShop(child: ChildProcess): Promise<void> {
  // The first start seeds the demo catalogue (about 10 s); later starts take a second or two.
  const deadline = Date.now() + 4 * MINUTE;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/stock/list?skus=x`, {
        signal: AbortSignal.timeout(5 * SECOND),
      });
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

/** Chromium instances launched for Lighthouse and not yet killed. */
const chromes = new Set<chromeLauncher.LaunchedChrome>();

// Neither the shop nor a Chromium outlives this process, whatever ends it.
process.once('exit', () => {
  shop?.kill('SIGKILL');
  for (const chrome of chromes) chrome.kill();
});
process.once('uncaughtException', (error) => {
  console.error(`[bench:web] failed: ${error.message}`);
  void stopShop().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopShop().finally(() => process.exit(130));
  });
}

function readShopLog(): string {
  try {
    return readFileSync(shopLog, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Errors the shop logged during the run. autocannon ends a run by closing its connections, and a
 * render still streaming then logs "The destination stream closed early": counted apart.
 */
function shopLogSummary() {
  const text = readShopLog();
  const aborted = 'The destination stream closed early';
  return {
    path: relative(root, shopLog),
    rendersCutOffByClient: text.split(aborted).length - 1,
    otherErrorLines: text
      .split('\n')
      .filter((line) => /^\w*Error\b|"level":[56]0/.test(line) && !line.includes(aborted)).length,
  };
}

function printShopLogTail(): void {
  if (!shopStarted) return;
  const lines = readShopLog().trimEnd().split('\n').slice(-30);
  if (lines.length && lines[0]) {
    console.error(`[bench:web] last lines of ${relative(process.cwd(), shopLog)}:`);
    for (const line of lines) console.error(`  ${line}`);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Real pages of the catalogue

interface Page {
  name: 'home' | 'category' | 'product' | 'search' | 'cart';
  path: string;
  /** The server-rendered HTML of one request: bytes as sent and gzipped (level 9). */
  htmlBytes: number;
  htmlGzipBytes: number;
}

/** The last word of a url key ("guardino-rise-i-size-autostoeltje": "autostoeltje"). */
function lastWordOf(slug: string): string {
  return slug.split('-').filter(Boolean).at(-1) ?? slug;
}

async function pickPages(): Promise<Page[]> {
  const measured = await measuredPagePaths(base);
  const paths = {
    home: measured.home,
    category: measured.category,
    product: measured.product,
    // The search results for the last word of that product's name (a real query with results),
    // and the cart, which a fresh browser sees empty (the cart lives in the browser).
    search: `/search?q=${encodeURIComponent(lastWordOf(measured.productSlug))}`,
    cart: '/cart',
  };
  const pages: Page[] = [];
  for (const [name, path] of Object.entries(paths) as [Page['name'], string][]) {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30 * SECOND) });
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('text/html')) {
      throw new Error(`${name} page ${path} answered ${response.status} ${type}, not 200 HTML`);
    }
    pages.push({
      name,
      path,
      htmlBytes: body.length,
      htmlGzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// 3. SSR throughput

interface Throughput {
  page: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
}

/** Requests per connection of the warm-up before each page's load. */
const WARMUP_REQUESTS_PER_CONNECTION = 8;
/** The longest a warm-up may take. */
const WARMUP_MAX_SECONDS = 30;

/** A load of `seconds` (or of `settings.amount` requests, `seconds` then only bounds the wait). */
async function cannon(settings: Record<string, unknown>, seconds: number, label: string) {
  const instance = autocannon({ ...settings, duration: seconds } as any);
  return withTimeout<any>(Promise.resolve(instance as any), (seconds + 30) * SECOND, label, () =>
    (instance as any).stop?.(),
  );
}

async function measureThroughput(page: Page): Promise<Throughput> {
  // autocannon takes the path as part of the url. The page is rendered for every request: a
  // request with credentials is never answered by the output cache nor kept in it (decision 82),
  // and a page renders the same for it (no page reads them on the server).
  const settings = {
    url: `${base}${page.path}`,
    connections,
    headers: { authorization: 'Bearer bench-uncached' },
  };
  // The requests a warm-up leaves unanswered when it stops keep their places in the worker
  // (front/gate.ts) until the worker has answered them; a load begun meanwhile finds the places
  // taken and the front refuses its first requests at once, hundreds of fast 503s. So the
  // warm-up ends by a number of answers, and the load begins once its last stragglers are
  // answered (twice the warm-up's p99 later).
  const warm = await cannon(
    { ...settings, amount: connections * WARMUP_REQUESTS_PER_CONNECTION },
    WARMUP_MAX_SECONDS,
    `${page.name} warm-up`,
  );
  await new Promise((resolveWait) =>
    setTimeout(resolveWait, Math.min(5 * SECOND, 2 * (warm.latency?.p99 ?? 1000))),
  );
  const result = await cannon(settings, duration, `${page.name} load`);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${page.name} page: ${result.non2xx} non-2xx answers and ${result.errors} errors under load (statuses: ${JSON.stringify(result.statusCodeStats ?? {})}; the shop's log: ${shopLog})`,
    );
  }
  return {
    page: page.name,
    path: page.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Lighthouse (mobile, simulated throttling: the default configuration)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Finding {
  id: string;
  title: string;
  group?: string;
  score: number | null;
  displayValue?: string;
  /** Estimated savings as Lighthouse reports them (details.overallSavingsMs/Bytes, metricSavings). */
  savingsMs?: number;
  savingsBytes?: number;
  metricSavings?: Record<string, number>;
  /** The first ten items of the audit's details: URLs or elements with their figures. */
  items?: unknown[];
  /** How many items the audit listed in all. */
  itemCount?: number;
}

interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /**
   * Lighthouse's measure of the host's CPU (its reference machines score about 1,000 and more):
   * a run on a busy machine shows here, and its blocking time and paints are slower.
   */
  benchmarkIndex: number | null;
  /** The machine's load average over the last minute when the run began. */
  loadAverage: number;
}

interface LighthouseResult {
  page: string;
  path: string;
  runs: LighthouseRun[];
  /** The run with the median performance score (ties: the median LCP). */
  median: LighthouseRun;
  /** Performance audits of the median run that did not pass, most savings first. */
  performanceFindings: Finding[];
  /** Accessibility audits of the median run that failed. */
  accessibilityFailures: Finding[];
  /** Best-practices and SEO audits of the median run that failed. */
  otherFailures: Finding[];
  report: string;
}

/** A node of an audit's details as its CSS selector, a URL without the shop's origin. */
function cell(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.replace(base, '');
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value && typeof value === 'object') {
    const v = value as any;
    if (v.type === 'node') return v.selector ?? v.snippet;
    if (v.type === 'source-location') return `${String(v.url).replace(base, '')}:${v.line}`;
    if (v.type === 'text') return cell(v.value);
  }
  return undefined;
}

/** The longest request chain of a network tree, as URLs. */
function longestChain(chains: Record<string, any>): string[] {
  for (const link of Object.values(chains ?? {})) {
    if (link?.isLongest)
      return [String(link.url).replace(base, ''), ...longestChain(link.children)];
  }
  return [];
}

/**
 * The first rows of an audit's details: tables, checklists, nodes and network trees, also when
 * they are parts of a list (as Lighthouse 12's insights report them).
 */
function summarizeItems(details: any): unknown[] {
  const rows: unknown[] = [];
  const add = (part: any) => {
    if (!part || typeof part !== 'object') return;
    if (part.type === 'list' && Array.isArray(part.items)) {
      for (const item of part.items) add(item);
    } else if (part.type === 'list-section') {
      add(part.value);
    } else if (part.type === 'checklist' && part.items && typeof part.items === 'object') {
      for (const { label, value } of Object.values(part.items as Record<string, any>)) {
        rows.push({ label, value });
      }
    } else if (part.type === 'network-tree') {
      rows.push({
        longestChainMs: Math.round(part.longestChain?.duration ?? 0),
        chain: longestChain(part.chains),
      });
    } else if (part.type === 'node') {
      rows.push({ node: cell(part) });
    } else if (Array.isArray(part.items)) {
      for (const item of part.items) {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(item ?? {})) {
          const shown = cell(value);
          if (shown !== undefined) out[key] = shown;
        }
        rows.push(out);
      }
    }
  };
  add(details);
  return rows;
}

function finding(lhr: any, ref: { id: string; group?: string }): Finding {
  const audit = lhr.audits[ref.id];
  const details = audit.details ?? {};
  const items = summarizeItems(details);
  const metricSavings = audit.metricSavings
    ? Object.fromEntries(
        Object.entries(audit.metricSavings as Record<string, number>).filter(([, v]) => v > 0),
      )
    : undefined;
  return {
    id: ref.id,
    title: audit.title,
    group: ref.group,
    score: audit.score,
    displayValue: audit.displayValue,
    savingsMs: details.overallSavingsMs ? Math.round(details.overallSavingsMs) : undefined,
    savingsBytes: details.overallSavingsBytes ? Math.round(details.overallSavingsBytes) : undefined,
    metricSavings: metricSavings && Object.keys(metricSavings).length ? metricSavings : undefined,
    items: items.length ? items.slice(0, 10) : undefined,
    itemCount: items.length || undefined,
  };
}

function failures(lhr: any, category: string): Finding[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref: any) => {
      const audit = lhr.audits[ref.id];
      return (
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)
      );
    })
    .map((ref: any) => finding(lhr, ref));
}

function performanceFindings(lhr: any): Finding[] {
  const savings = (f: Finding) =>
    (f.savingsMs ?? 0) + Object.values(f.metricSavings ?? {}).reduce((a, b) => a + b, 0);
  return (
    (lhr.categories.performance.auditRefs as any[])
      // The classic audits (diagnostics) and Lighthouse 12's insights, which it files as hidden.
      .filter((ref) => ref.group === 'diagnostics' || ref.id.endsWith('-insight'))
      .map((ref) => (ref.id.endsWith('-insight') ? { ...ref, group: 'insights' } : ref))
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) return false;
        return !['notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode);
      })
      .map((ref) => finding(lhr, ref))
      .sort((a, b) => savings(b) - savings(a) || (a.score ?? 0) - (b.score ?? 0))
  );
}

/** A run's figures from its report; `loadAverage` as it was when the run began. */
function figures(lhr: any, loadAverage: number): LighthouseRun {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id}`);
    return value;
  };
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseRun['scores'],
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric('first-contentful-paint')),
    speedIndexMs: Math.round(numeric('speed-index')),
    benchmarkIndex:
      typeof lhr.environment?.benchmarkIndex === 'number'
        ? Math.round(lhr.environment.benchmarkIndex)
        : null,
    loadAverage,
  };
}

/** One Lighthouse run in a fresh Chromium, which is killed afterwards whatever happens. */
async function lighthouseOnce(url: string): Promise<any> {
  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    }),
    30 * SECOND,
    'launching Chromium for Lighthouse',
  );
  chromes.add(chrome);
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      }),
      2 * MINUTE,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    const lhr: any = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const status = lhr.audits['http-status-code'];
    if (status && status.score === 0) throw new Error(`Lighthouse on ${url}: ${status.title}`);
    return lhr;
  } finally {
    chrome.kill();
    chromes.delete(chrome);
  }
}

/**
 * Lighthouse sometimes fails to record the page load's trace (NO_NAVSTART, NO_FCP: "Please run
 * Lighthouse again"), a fault of the tracing, not of the page: such a run is done again, up to
 * twice, and said so; every other failure ends the benchmark.
 */
async function lighthouseRetryingTrace(url: string): Promise<any> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      const traceFault = /\b(NO_NAVSTART|NO_FCP|NO_TRACING_STARTED)\b/.test(String(error));
      if (!traceFault || attempt >= 3) throw error;
      log(`  lighthouse could not record the trace (${String(error)}); running again`);
    }
  }
}

async function measureLighthouse(page: Page): Promise<LighthouseResult> {
  const measured: { lhr: any; run: LighthouseRun }[] = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    const loadAverage = loadAverageNow();
    const lhr = await lighthouseRetryingTrace(`${base}${page.path}`);
    const run = figures(lhr, loadAverage);
    measured.push({ lhr, run });
    log(
      `  lighthouse ${page.name} run ${i + 1}/${lighthouseRuns}: performance ${run.scores.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms (benchmark index ${run.benchmarkIndex}, load ${loadAverage})`,
    );
  }
  const ranked = [...measured].sort(
    (a, b) =>
      (a.run.scores.performance ?? 0) - (b.run.scores.performance ?? 0) ||
      b.run.lcpMs - a.run.lcpMs,
  );
  const median = ranked[Math.floor((ranked.length - 1) / 2)]!;
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${page.name}.json`);
  writeFileSync(report, JSON.stringify(median.lhr));
  return {
    page: page.name,
    path: page.path,
    runs: measured.map((entry) => entry.run),
    median: median.run,
    performanceFindings: performanceFindings(median.lhr),
    accessibilityFailures: failures(median.lhr, 'accessibility'),
    otherFailures: [...failures(median.lhr, 'best-practices'), ...failures(median.lhr, 'seo')],
    report: relative(root, report),
  };
}

// ---------------------------------------------------------------------------------------------
// 5. JavaScript the pages load

interface Script {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** content-encoding of the answer, when the server compressed it. */
  encoding?: string;
}

interface JavaScriptBytes {
  page: string;
  path: string;
  scripts: Script[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Inline JavaScript <script> elements of the HTML (hydration data, the module loader). */
  inlineScripts: number;
  inlineBytes: number;
  inlineGzipBytes: number;
}

/**
 * The scripts each page loads. `consentBanner`: the shop has a container, so the page must show
 * the shop's consent banner (its code counted) and must send no request off the shop (nothing
 * before consent); such a request fails the measurement.
 */
async function measureJavaScript(
  pages: Page[],
  { consentBanner = false } = {},
): Promise<JavaScriptBytes[]> {
  const browser = await withTimeout(
    chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.slice(1) }),
    30 * SECOND,
    'launching Chromium for Playwright',
  );
  try {
    const results: JavaScriptBytes[] = [];
    for (const page of pages) {
      // A fresh context per page: an empty cache, so every script is fetched.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const tab = await context.newPage();
        const offShop: string[] = [];
        if (consentBanner) {
          await context.route(
            (url) => url.origin !== base,
            (route) => {
              offShop.push(route.request().url());
              return route.abort();
            },
          );
        }
        const pending: Promise<Script | null>[] = [];
        tab.on('response', (response) => {
          const type = response.request().resourceType();
          const contentType = response.headers()['content-type'] ?? '';
          if (type !== 'script' && !contentType.includes('javascript')) return;
          // Chromium may no longer hold a body once the page has moved on (a busy machine, a
          // script the service worker answered): then the same URL is fetched again, so a
          // script is never missed from the count.
          const body = response.body().catch(async () => {
            const again = await fetch(response.url(), { signal: AbortSignal.timeout(30 * SECOND) });
            return Buffer.from(await again.arrayBuffer());
          });
          pending.push(
            body.then(
              (bytes) => ({
                url: response.url().replace(base, ''),
                bytes: bytes.length,
                gzipBytes: gzipSync(bytes, { level: 9 }).length,
                encoding: response.headers()['content-encoding'],
              }),
              () => null,
            ),
          );
        });
        const response = await tab.goto(`${base}${page.path}`, {
          waitUntil: 'networkidle',
          timeout: 60 * SECOND,
        });
        if (response?.status() !== 200) {
          throw new Error(`${page.name} page answered ${response?.status()} in Chromium`);
        }
        if (consentBanner) {
          await tab
            .getByTestId('consent-banner')
            .waitFor({ state: 'visible', timeout: 30 * SECOND });
          await tab.waitForLoadState('networkidle', { timeout: 30 * SECOND });
          if (offShop.length > 0) {
            throw new Error(
              `before consent the page asked outside the shop: ${offShop.join(', ')}`,
            );
          }
        }
        const inline: string[] = await tab.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLScriptElement>('script:not([src])'), (s) =>
            // JavaScript only: JSON-LD and other data blocks are not run.
            ['', 'module', 'text/javascript'].includes(s.type) ? (s.textContent ?? '') : null,
          ).filter((text): text is string => text !== null),
        );
        const loaded = (await withTimeout(Promise.all(pending), 30 * SECOND, 'script bodies'))
          .filter((script): script is Script => script !== null)
          // A script fetched twice (a modulepreload, then the import) counts once.
          .filter((script, i, all) => all.findIndex((s) => s.url === script.url) === i)
          .sort((a, b) => b.gzipBytes - a.gzipBytes);
        // Every page loads the shell at least: none counted means the count failed.
        if (loaded.length === 0) throw new Error(`${page.name} page: no script could be read`);
        const inlineText = Buffer.from(inline.join('\n'));
        results.push({
          page: page.name,
          path: page.path,
          scripts: loaded,
          totalBytes: loaded.reduce((sum, s) => sum + s.bytes, 0),
          totalGzipBytes: loaded.reduce((sum, s) => sum + s.gzipBytes, 0),
          inlineScripts: inline.length,
          inlineBytes: inlineText.length,
          inlineGzipBytes: inline.length ? gzipSync(inlineText, { level: 9 }).length : 0,
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 6. The run

function chromiumVersion(): string | undefined {
  try {
    return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

function packageVersion(name: string): string | undefined {
  try {
    return createRequire(import.meta.url)(`${name}/package.json`).version;
  } catch {
    return undefined;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ConsentExtra {
  /** The product page's scripts without analytics and with a container before any choice. */
  withoutAnalyticsGzipBytes: number;
  withContainerGzipBytes: number;
  extraGzipBytes: number;
  budgetGzipBytes: number;
  /** The scripts only the page with a container loaded. */
  scripts: Script[];
}

function consentExtraOf(without: JavaScriptBytes, withContainer: JavaScriptBytes): ConsentExtra {
  const before = new Set(without.scripts.map((s) => s.url));
  return {
    withoutAnalyticsGzipBytes: without.totalGzipBytes,
    withContainerGzipBytes: withContainer.totalGzipBytes,
    extraGzipBytes: withContainer.totalGzipBytes - without.totalGzipBytes,
    budgetGzipBytes: CONSENT_EXTRA_BUDGET_GZIP_BYTES,
    scripts: withContainer.scripts.filter((s) => !before.has(s.url)),
  };
}

/** The consent extra with its scripts; over its budget the run ends with exit code 1. */
function printConsentExtra(extra: ConsentExtra): void {
  const within = extra.extraGzipBytes <= extra.budgetGzipBytes;
  console.log(
    `\nproduct page with a container, no choice yet: ${extra.withContainerGzipBytes} B gzip, ${extra.extraGzipBytes} B more than without analytics (${extra.withoutAnalyticsGzipBytes} B): ${within ? 'within' : 'OVER'} the ${extra.budgetGzipBytes} B budget`,
  );
  for (const script of extra.scripts) {
    console.log(`  ${String(script.gzipBytes).padStart(7)}  ${script.url}`);
  }
  if (!within) process.exitCode = 1;
}

/** Every script each page loaded, largest first, with the page's exact totals in bytes. */
function printScripts(javascript: JavaScriptBytes[]): void {
  for (const j of javascript) {
    console.log(`\n${j.page} ${j.path}`);
    for (const script of j.scripts) {
      console.log(
        `  ${String(script.gzipBytes).padStart(7)}  ${String(script.bytes).padStart(8)}  ${script.url}`,
      );
    }
    console.log(
      `  ${String(j.totalGzipBytes).padStart(7)}  ${String(j.totalBytes).padStart(8)}  total of ${j.scripts.length} scripts (gzip -9, raw bytes); inline ${j.inlineGzipBytes} gzip, ${j.inlineBytes} raw`,
    );
  }
}

function printTables(
  throughput: Throughput[],
  lighthouseResults: LighthouseResult[],
  javascript: JavaScriptBytes[],
): void {
  const rows = (header: string[], body: (string | number)[][]) => {
    const all = [header, ...body.map((r) => r.map(String))];
    const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
    for (const row of all) {
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join('  '),
      );
    }
  };
  // --js-only measures neither the SSR load nor Lighthouse.
  if (throughput.length) {
    console.log(`\nSSR throughput (${connections} connections, ${duration} s)`);
    rows(
      ['page', 'req/s', 'p50 ms', 'p99 ms', 'bytes/resp'],
      throughput.map((t) => [
        t.page,
        t.requestsPerSecond,
        t.latencyP50Ms,
        t.latencyP99Ms,
        t.bytesPerResponse,
      ]),
    );
  }
  if (lighthouseResults.length) {
    console.log(
      `\nLighthouse ${packageVersion('lighthouse') ?? ''} mobile, median of ${lighthouseRuns} runs`,
    );
    rows(
      [
        'page',
        'perf',
        'a11y',
        'bp',
        'seo',
        'LCP ms',
        'TBT ms',
        'CLS',
        'FCP ms',
        'SI ms',
        'perf of each run',
        'TBT of each run',
        'max CLS',
      ],
      lighthouseResults.map(({ page, median: m, runs }) => [
        page,
        m.scores.performance ?? '-',
        m.scores.accessibility ?? '-',
        m.scores['best-practices'] ?? '-',
        m.scores.seo ?? '-',
        m.lcpMs,
        m.tbtMs,
        m.cls,
        m.fcpMs,
        m.speedIndexMs,
        runs.map((r) => r.scores.performance ?? '-').join(' '),
        runs.map((r) => r.tbtMs).join(' '),
        Math.max(...runs.map((r) => r.cls)),
      ]),
    );
  }
  console.log('\nJavaScript loaded (external scripts; gzip level 9 computed here)');
  rows(
    ['page', 'scripts', 'raw', 'gzip', 'inline raw', 'inline gzip'],
    javascript.map((j) => [
      j.page,
      j.scripts.length,
      kb(j.totalBytes),
      kb(j.totalGzipBytes),
      kb(j.inlineBytes),
      kb(j.inlineGzipBytes),
    ]),
  );
  const product = javascript.find((j) => j.page === 'product');
  if (product) {
    const verdict = product.totalGzipBytes <= PRODUCT_JS_BUDGET_GZIP_BYTES ? 'within' : 'OVER';
    console.log(
      `product page JS ${kb(product.totalGzipBytes)} gzip: ${verdict} the ${kb(PRODUCT_JS_BUDGET_GZIP_BYTES)} budget`,
    );
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (--chromium)`);
  const built = await buildStorefront();
  log(built ? 'storefront built' : 'storefront build is current');
  log(`starting the shop on ${base} (DATA_DIR var/bench/web; the first start seeds the catalogue)`);
  await ensurePortIsFree();
  shop = startShop();
  const throughput: Throughput[] = [];
  let cachedAgainstBare: CachedAgainstBare | null = null;
  let pages: Page[];
  let lighthouseResults: LighthouseResult[];
  let javascript: JavaScriptBytes[];
  let consentExtra: ConsentExtra;
  try {
    await waitForShop(shop);
    pages = await pickPages();
    for (const page of pages) log(`${page.name}: ${page.path} (${kb(page.htmlBytes)} HTML)`);

    const load = !jsOnly && !values['no-load'];
    for (const name of load ? (['product', 'category'] as const) : []) {
      const page = pages.find((p) => p.name === name)!;
      log(
        `SSR load on the ${name} page: warm-up of ${WARMUP_REQUESTS_PER_CONNECTION} requests per connection, ${duration} s at ${connections} connections`,
      );
      throughput.push(await measureThroughput(page));
    }
    if (load) {
      const product = pages.find((p) => p.name === 'product')!;
      log(
        `Output cache: the cached product page against a bare Node server, ${duration} s each at ${connections} connections`,
      );
      cachedAgainstBare = await measureCachedAgainstBare(product);
      log(
        `cached ${cachedAgainstBare.cached.requestsPerSecond} req/s, bare ${cachedAgainstBare.bare.requestsPerSecond} req/s: ${cachedAgainstBare.ratio}x`,
      );
    }

    lighthouseResults = [];
    for (const page of jsOnly || values['no-lighthouse'] ? [] : pages) {
      log(`Lighthouse on the ${page.name} page (${lighthouseRuns} runs)`);
      lighthouseResults.push(await measureLighthouse(page));
    }

    log('JavaScript loaded by each page (Chromium via Playwright)');
    javascript = await measureJavaScript(pages);
    await stopShop();

    log(
      `the product page again with a tag manager container (${BENCH_CONTAINER_ID}), no choice made`,
    );
    shop = startShop(BENCH_CONTAINER_ID);
    await waitForShop(shop);
    const product = pages.find((p) => p.name === 'product')!;
    const [withContainer] = await measureJavaScript([product], { consentBanner: true });
    consentExtra = consentExtraOf(javascript.find((j) => j.page === 'product')!, withContainer!);
  } finally {
    await stopShop();
  }

  const outPath = values.out ?? (jsOnly ? undefined : join(root, 'bench/results/web.json'));
  const out = outPath ? resolve(outPath) : undefined;
  if (out) {
    writeResults(
      out,
      {
        settings: {
          jsOnly,
          durationSeconds: duration,
          warmupRequestsPerConnection: WARMUP_REQUESTS_PER_CONNECTION,
          connections,
          lighthouseRuns,
          lighthouseConfig: 'default (mobile form factor, simulated throttling)',
          chromiumFlags: CHROMIUM_FLAGS,
          storefrontBuilt: built,
          shopNodeEnv: values['node-env'] ?? process.env.NODE_ENV ?? null,
          productJsBudgetGzipBytes: PRODUCT_JS_BUDGET_GZIP_BYTES,
        },
        pages,
        ssr: throughput,
        outputCache: cachedAgainstBare,
        lighthouse: lighthouseResults,
        javascript,
        consentExtra,
        shopLog: shopLogSummary(),
        elapsedSeconds: Math.round((Date.now() - started) / SECOND),
      },
      { chromium: chromiumVersion(), lighthouse: packageVersion('lighthouse') },
    );
  }
  if (jsOnly) printScripts(javascript);
  printTables(throughput, lighthouseResults, javascript);
  printConsentExtra(consentExtra);
  const elapsed = Math.round((Date.now() - started) / SECOND);
  if (out) {
    console.log(
      `\nWrote ${relative(process.cwd(), out).startsWith('..') ? out : relative(process.cwd(), out)} in ${elapsed} s`,
    );
  } else {
    console.log(`\nDone in ${elapsed} s (nothing written; --out names a file)`);
  }
}

// A bound on the whole run, whatever hangs: 9 minutes with the default three Lighthouse runs of
// each page, and a minute more for each run beyond them (five pages, at most 12 s a run).
const watchdogMinutes = 9 + Math.max(0, lighthouseRuns - 3);
const watchdog = setTimeout(
  () => {
    console.error(`[bench:web] failed: the run took longer than ${watchdogMinutes} minutes`);
    void stopShop().finally(() => process.exit(1));
  },
  (watchdogMinutes * 60 + 2 * duration) * SECOND,
);
watchdog.unref();

main().catch(async (error: unknown) => {
  console.error(`[bench:web] failed: ${error instanceof Error ? error.message : error}`);
  await stopShop();
  printShopLogTail();
  process.exit(1);
});
