/**
 * How fast the shop refuses overload (`npm run bench:overload`): the shop runs as its own
 * process on the embedded database with its default shedding settings, and many connections
 * (by default 100, then 200) ask without pause for the product page (rendered by the
 * storefront), a product search (a new query text each time, so no cache answers it) and a
 * cart's totals. Each connection sends its next request once the last one is answered, and
 * gives up on an answer after `--timeout` seconds (a client time-out).
 *
 * Figures per scenario and connection count: how many answers were 200 and 503 (and any
 * other status), the 50th and 99th percentile of the 200s' and of the 503s' latency, and the
 * client time-outs and connection errors. The refusals are what this measures: a 503 should
 * come back in well under 100 ms, and no client should time out.
 *
 * Options after `--`: `--connections 100,200 --duration 10 --timeout 10 --port 3914
 * --data-dir var/bench/overload-pglite --label after --scenarios 'product page,cart totals'`. The storefront must be built
 * (`npm run build`) for the product page. Writes bench/results/overload.json.
 */
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100,200' },
    duration: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '10' },
    port: { type: 'string', default: '3914' },
    'data-dir': { type: 'string', default: join(root, 'var/bench/overload-pglite') },
    label: { type: 'string', default: '' },
    scenarios: { type: 'string', default: 'product page,product search,cart totals' },
    out: { type: 'string', default: join(root, 'bench/results/overload.json') },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const durationMs = Number(values.duration) * 1000;
const timeoutMs = Number(values.timeout) * 1000;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Outcome {
  status: number | 'timeout' | 'error';
  tookMs: number;
  /** A 503's reason: the answer's key (`shop.busy`, `shop.unavailable`), or `page` for HTML. */
  reason?: string;
}

/** The key of a 503 answer: the envelope's `meta.key`, or `page` for the busy page. */
function refusalReason(body: string): string {
  try {
    return (JSON.parse(body) as { meta?: { key?: string } }).meta?.key ?? 'other';
  } catch {
    return 'page';
  }
}

/** One request on `agent`; a client time-out or a connection error is an outcome too. */
function send(agent: Agent, call: Call): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolveOutcome) => {
    let settled = false;
    const settle = (status: Outcome['status'], reason?: string) => {
      if (settled) return;
      settled = true;
      resolveOutcome({
        status,
        tookMs: performance.now() - started,
        ...(reason ? { reason } : {}),
      });
    };
    const req = request(
      `${base}${call.path}`,
      {
        method: call.method,
        agent,
        headers: {
          accept: call.path.startsWith('/api/') ? 'application/json' : 'text/html',
          'accept-language': 'nl-NL',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        if (res.statusCode === 503) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () =>
          settle(
            res.statusCode ?? 0,
            res.statusCode === 503 ? refusalReason(Buffer.concat(chunks).toString()) : undefined,
          ),
        );
        res.on('error', () => settle('error'));
      },
    );
    req.setTimeout(timeoutMs, () => {
      settle('timeout');
      req.destroy();
    });
    req.on('error', () => settle('error'));
    req.end(call.body);
  });
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return Math.round(value * 10) / 10;
}

/** `connections` clients asking without pause for `durationMs`; figures by status. */
async function drive(connections: number, next: () => Call) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) outcomes.push(await send(agent, next()));
    }),
  );
  agent.destroy();
  const tookOf = (status: Outcome['status']) =>
    outcomes
      .filter((outcome) => outcome.status === status)
      .map((outcome) => outcome.tookMs)
      .sort((a, b) => a - b);
  const ok = tookOf(200);
  const refused = tookOf(503);
  // The refusals by reason: a reason whose p99 is slow names where the time goes.
  const reasons: Record<string, { count: number; p99Ms: number | null }> = {};
  for (const reason of new Set(outcomes.map((outcome) => outcome.reason).filter(Boolean))) {
    const took = outcomes
      .filter((outcome) => outcome.reason === reason)
      .map((outcome) => outcome.tookMs)
      .sort((a, b) => a - b);
    reasons[reason as string] = { count: took.length, p99Ms: percentile(took, 99) };
  }
  const others: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.status === 200 || outcome.status === 503) continue;
    others[String(outcome.status)] = (others[String(outcome.status)] ?? 0) + 1;
  }
  return {
    connections,
    answers: outcomes.length,
    ok: ok.length,
    refused: refused.length,
    okP50Ms: percentile(ok, 50),
    okP99Ms: percentile(ok, 99),
    refusedP50Ms: percentile(refused, 50),
    refusedP99Ms: percentile(refused, 99),
    refusedMaxMs: percentile(refused, 100),
    refusedByReason: reasons,
    clientTimeouts: others.timeout ?? 0,
    connectionErrors: others.error ?? 0,
    otherStatuses: Object.fromEntries(
      Object.entries(others).filter(([status]) => status !== 'timeout' && status !== 'error'),
    ),
  };
}

/** A setup call; a 503 (the shop busy just after its start) is tried again a little later. */
async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status !== 503 || attempt === 60) break;
    await response.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
  }
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/** The scenarios' requests: a product page, a new search each time, and carts' totals. */
async function scenarios(): Promise<{ name: string; next: () => Call }[]> {
  const products = await api('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['configurable'] },
    size: 1,
    sort: 'id:asc',
    includeFields: ['sku', 'slug'],
  });
  const product = products.items[0];
  const simple = await api('POST', '/api/catalog/nl/product/_search', {
    filters: { type_id: ['simple'], 'stock.is_in_stock': true },
    sort: 'id:asc',
    size: 20,
    includeFields: ['sku'],
  });
  const skus: string[] = simple.items.map((item: { sku: string }) => item.sku);
  const carts: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const cartId: string = await api('POST', '/api/cart/create');
    await api('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: skus[i % skus.length], qty: 1 },
    });
    carts.push(cartId);
  }
  let n = 0;
  return [
    {
      name: 'product page',
      next: () => ({
        method: 'GET',
        path: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}`,
      }),
    },
    {
      name: 'product search',
      next: () => ({
        method: 'POST',
        path: '/api/catalog/nl/product/_search',
        body: JSON.stringify({
          query: `wagen ${Math.floor(Math.random() * 1e9)}`,
          size: 24,
          aggregations: true,
        }),
      }),
    },
    {
      name: 'cart totals',
      next: () => ({ method: 'GET', path: `/api/cart/totals?cartId=${carts[n++ % carts.length]}` }),
    },
  ];
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  SHOP_CLOSED: 'open',
  DATA_DIR: resolve(values['data-dir']),
};
delete env.DATABASE_URL;
const shop = await startShop(env, `${base}/ready`);
const runs = [];
try {
  const page = await fetch(`${base}/`);
  if (!(page.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('The storefront is not built: run npm run build first');
  }
  const chosen = values.scenarios.split(',');
  for (const scenario of (await scenarios()).filter(({ name }) => chosen.includes(name))) {
    for (const connections of values.connections.split(',').map(Number)) {
      const run = { scenario: scenario.name, ...(await drive(connections, scenario.next)) };
      runs.push(run);
      console.log(JSON.stringify(run));
    }
  }
} finally {
  await stopShop(shop);
}
writeResults(values.out, {
  label: values.label,
  settings: { durationSeconds: durationMs / 1000, clientTimeoutSeconds: timeoutMs / 1000 },
  runs,
});
console.log(`Wrote ${values.out}`);
