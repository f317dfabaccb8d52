/**
 * Shoppers at once on several shop processes (`npm run bench:load`): the shop runs as
 * `npm start` does, on PostgreSQL (and on Redis when REDIS_URL is set), with one worker and
 * then with two (WEB_CONCURRENCY) behind the front on one port. 50 connections browse for
 * 60 s, each going round the home page, a category page, a product page, a search page and
 * adding a product to its own cart.
 *
 * An addition is what the storefront sends: `cart/update` sets a line's quantity, so a product
 * already in the cart is sent with its line's item_id and its quantity plus one.
 *
 * It fails unless every answer was 200 and no connection failed, and unless every cart holds
 * exactly what its connection set: after the run each cart is read back through the API and its
 * quantity per product compared with the last quantity answered 200. A lost line or quantity (or
 * a doubled one) fails the benchmark.
 *
 * Figures per worker count: requests per second, p50 and p99 latency (all requests, and the
 * additions to the cart apart), and the load average of the machine before and after.
 *
 * Options after `--`: `--connections 50 --duration 60 --workers 1,2 --port 3950
 * --database-url postgres://postgres@127.0.0.1:5432/kindershop_bench_load`. The storefront must
 * be built (`npm run build`). Writes bench/results/load.json.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    workers: { type: 'string', default: '1,2' },
    port: { type: 'string', default: '3950' },
    'database-url': {
      type: 'string',
      default:
        process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/kindershop_bench_load',
    },
    out: { type: 'string', default: join(root, 'bench/results/load.json') },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = values['database-url'];
const redisUrl = process.env.REDIS_URL || undefined;
/** The shop's data folder (the demo's images), the same for every round. */
const dataDir = mkdtempSync(join(tmpdir(), 'kindershop-bench-load-'));

interface Pages {
  home: string;
  category: string;
  product: string;
  search: string;
}

/**
 * One API call; a 503 (the shop still works off the load, or sheds) is asked again after its
 * Retry-After, up to 20 times.
 */
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status !== 503 || attempt === 20) break;
    await response.arrayBuffer();
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((done) => setTimeout(done, seconds * 1000));
  }
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/** The pages browsed and the products added: simple products in stock, plenty of each. */
async function prepare(): Promise<{ pages: Pages; skus: string[] }> {
  const categories = await call('POST', '/api/catalog/nl/category/_search', {
    filters: { level: [2], is_active: true },
    sort: 'position:asc',
    includeFields: ['slug'],
  });
  const products = await call('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['configurable'] },
    size: 1,
    sort: 'id:asc',
    includeFields: ['sku', 'slug'],
  });
  const [category] = categories.items;
  const [product] = products.items;
  if (!category || !product) throw new Error('the catalogue has no category or product');
  const pages: Pages = {
    home: '/',
    category: `/c/${encodeURIComponent(category.slug)}`,
    product: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}`,
    search: '/search?q=luier',
  };
  for (const path of Object.values(pages)) {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  const simple = await call('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['simple'], 'stock.is_in_stock': true },
    sort: 'id:asc',
    size: 200,
    includeFields: ['sku'],
  });
  const candidates: string[] = simple.items.map((item: { sku: string }) => item.sku);
  const stock = await call('GET', `/api/stock/list?skus=${candidates.slice(0, 150).join(',')}`);
  // A cart line is refused past the stock: a connection adds each of the 20 products once per
  // 20 rounds, so 50 of each covers a thousand rounds per connection.
  const skus: string[] = stock
    .filter((s: { qty: number; manage_stock: boolean }) => !s.manage_stock || s.qty >= 50)
    .map((s: { sku: string }) => s.sku)
    .slice(0, 20);
  if (skus.length < 5) throw new Error('not enough products with ample stock to add to carts');
  return { pages, skus };
}

interface Context {
  cart: string;
  /** The product this connection adds next. */
  next: number;
  /** The product of the addition under way, and when it was sent. */
  sku: string;
  sentAt: number;
  /** Per product: its line's item_id and quantity, as the last answer with a 200 gave them. */
  added: Map<string, { itemId: number; qty: number }>;
  /** The highest quantity sent per product (answered or not: a client time-out). */
  sent: Map<string, number>;
  /** Additions sent, and those of them answered 200. */
  sends: number;
  answered: number;
}

/** A shopper's state before its first request: its cart, and the product it adds first. */
function newContext(cart: string, next: number): Context {
  return {
    cart,
    next,
    sku: '',
    sentAt: 0,
    added: new Map(),
    sent: new Map(),
    sends: 0,
    answered: 0,
  };
}

interface Round {
  requestsPerSecond: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  cartAdditions: number;
  cartAdditionsP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  cartsChecked: number;
  /** Products of a cart holding less than the last quantity answered 200. */
  lostLines: number;
  /** Products of a cart holding more than the highest quantity sent. */
  doubledLines: number;
  /** Additions sent without a 200 (refused, or the client gave up on them). */
  additionsUnanswered: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

/**
 * The shop's settings for a round. Shedding is off: every one of the shoppers is to be served,
 * and what this measures is throughput and correctness with one and two workers, not refusals
 * (that is bench:overload's). Each worker takes all the connections, and database calls wait
 * for a connection instead of being refused while many wait.
 */
function shopEnv(workers: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(workers),
    OVERLOAD_MAX_REQUESTS_IN_FLIGHT: '0',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_HEAP_USED_MB: '0',
    DATABASE_MAX_WAITING: '0',
    DATABASE_CONNECT_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'warn',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
}

async function round(workers: number, pages: Pages, skus: string[]): Promise<Round> {
  const env = shopEnv(workers);
  const shop = await startShop(env, `${base}/ready`);
  try {
    const carts: string[] = [];
    for (let i = 0; i < connections; i += 1) carts.push(await call('POST', '/api/cart/create'));
    const contexts: Context[] = [];
    const additionLatencies: number[] = [];
    const loadAverageBefore = loadavg().map((n) => Math.round(n * 10) / 10);
    // Each connection is one shopper with its own cart (autocannon clears a request's context
    // every round, so the shopper's state is kept here, by connection).
    const requestsOf = (own: Context) => [
      { method: 'GET', path: pages.home },
      { method: 'GET', path: pages.category },
      { method: 'GET', path: pages.product },
      { method: 'GET', path: pages.search },
      {
        method: 'POST',
        path: `/api/cart/update?cartId=${own.cart}`,
        headers: { 'content-type': 'application/json' },
        setupRequest(request: Record<string, unknown>) {
          own.sku = skus[own.next % skus.length] as string;
          own.next += 1;
          const line = own.added.get(own.sku);
          const qty = (line?.qty ?? 0) + 1;
          own.sentAt = performance.now();
          own.sends += 1;
          own.sent.set(own.sku, Math.max(own.sent.get(own.sku) ?? 0, qty));
          const cartItem = { sku: own.sku, qty, quoteId: own.cart, item_id: line?.itemId };
          return { ...request, body: JSON.stringify({ cartItem }) };
        },
        onResponse(status: number, body: string) {
          additionLatencies.push(performance.now() - own.sentAt);
          if (status !== 200) return;
          own.answered += 1;
          const { result } = JSON.parse(body) as { result: { item_id: number; qty: number } };
          own.added.set(own.sku, { itemId: result.item_id, qty: result.qty });
        },
      },
    ];
    const result = await autocannon({
      url: base,
      connections,
      duration: durationSeconds,
      timeout: 30,
      requests: requestsOf(newContext(carts[0] as string, 0)),
      setupClient(client: { setRequests(requests: unknown[]): void }) {
        const own = newContext(carts[contexts.length] as string, contexts.length);
        contexts.push(own);
        client.setRequests(requestsOf(own));
      },
    } as never);
    const loadAverageAfter = loadavg().map((n) => Math.round(n * 10) / 10);
    // Every cart holds at least the quantity last answered 200 for each product (else a line
    // or an addition was lost), and at most the highest quantity sent (else one was counted
    // twice). An addition the client gave up on may or may not have been made: only such
    // additions may make up the difference.
    let lostLines = 0;
    let doubledLines = 0;
    let additionsUnanswered = 0;
    for (const own of contexts) {
      const lines: { sku: string; qty: number }[] = await call(
        'GET',
        `/api/cart/pull?cartId=${own.cart}`,
      );
      const held = new Map<string, number>();
      for (const line of lines) held.set(line.sku, (held.get(line.sku) ?? 0) + line.qty);
      for (const sku of new Set([...held.keys(), ...own.sent.keys()])) {
        const holds = held.get(sku) ?? 0;
        const answered = own.added.get(sku)?.qty ?? 0;
        const sent = own.sent.get(sku) ?? 0;
        if (holds < answered) lostLines += 1;
        if (holds > sent) doubledLines += 1;
      }
      additionsUnanswered += own.sends - own.answered;
    }
    additionLatencies.sort((a, b) => a - b);
    const p99 = additionLatencies[Math.floor(additionLatencies.length * 0.99)] ?? 0;
    return {
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      cartAdditions: additionLatencies.length,
      cartAdditionsP99Ms: Math.round(p99),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      cartsChecked: contexts.length,
      lostLines,
      doubledLines,
      additionsUnanswered,
      loadAverageBefore,
      loadAverageAfter,
    };
  } finally {
    await stopShop(shop);
  }
}

async function main(): Promise<void> {
  ensurePostgresDatabase(databaseUrl);
  // The first start migrates and seeds the database; the pages and products are picked then.
  const first = await startShop(shopEnv(1), `${base}/ready`);
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare();
  } finally {
    await stopShop(first);
  }
  const rounds: Record<string, Round> = {};
  const failures: string[] = [];
  for (const workers of values.workers.split(',').map(Number)) {
    console.log(
      `[bench:load] ${workers} worker(s), ${connections} connections, ${durationSeconds} s`,
    );
    const figures = await round(workers, prepared.pages, prepared.skus);
    rounds[`${workers} worker${workers === 1 ? '' : 's'}`] = figures;
    console.log(JSON.stringify(figures));
    if (
      figures.non2xx > 0 ||
      figures.errors > 0 ||
      figures.lostLines > 0 ||
      figures.doubledLines > 0
    ) {
      failures.push(
        `${workers} worker(s): ${figures.non2xx} non-2xx, ${figures.errors} errors (${figures.timeouts} client time-outs), ${figures.lostLines} lost and ${figures.doubledLines} doubled cart lines`,
      );
    }
  }
  writeResults(values.out, {
    settings: {
      connections,
      durationSeconds,
      database: 'postgres',
      redis: Boolean(redisUrl),
      pages: prepared.pages,
    },
    rounds,
    failures,
  });
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}

await main();
