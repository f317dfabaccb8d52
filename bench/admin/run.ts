/**
 * Back office list benchmark: the operator API's list calls that the back office's tables page
 * through (customers, orders and the catalogue's products) on PostgreSQL with 100,000 rows each,
 * searched, filtered, sorted and paged deep. The rows are made by SQL (names, addresses, states,
 * dates, totals, prices and stock spread by a fixed rule, so every run has the same data); an
 * owner made by the operator command logs in with the second factor and each query is asked
 * `--runs` times in the app (Fastify inject, no socket) after a few warm-up calls. p50 and p95
 * per query go to bench/results/admin.json.
 *
 *   npm run bench:admin -- [--rows 100000] [--runs 40] [--pg-url postgres://postgres@127.0.0.1:5432] [--db admin_bench]
 *
 * The database (`--db`, default admin_bench) is kept between runs; rows are added only up to
 * `--rows`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { totpStep } from '@shop/core';
import { openDatabase } from '@shop/db';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { runOperatorCommand } from '../../apps/api/src/modules/operators/command.ts';
import { codeOfBase32 } from '../../apps/api/src/modules/operators/service.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    db: { type: 'string', default: 'admin_bench' },
    out: { type: 'string', default: join(root, 'bench/results/admin.json') },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const databaseUrl = `${values['pg-url']}/${values.db}`;
const PASSWORD = 'Bench-backoffice-2026!';
const OWNER = 'bench-owner@kindershop.example';

ensurePostgresDatabase(databaseUrl);
const shop = await openDatabase({ databaseUrl });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const count = async (table: string, where = 'TRUE') =>
  Number((await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)).rows[0].n);
const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-'));

/** Customers klant<n>@…, first and last names from short lists, made over a year. */
async function fillCustomers(): Promise<number> {
  const from = (await count('customers')) + 1;
  if (from > rows) return 0;
  await client.query(
    `
    INSERT INTO customers (email, firstname, lastname, group_id, store_code, created_at, updated_at)
    SELECT 'klant' || n || '@bench.example',
           (ARRAY['Anna','Bram','Cor','Daan','Eva','Fleur','Gijs','Hanna','Ivo','Julia'])[1 + n % 10]
             || CASE WHEN n % 7 = 0 THEN 'tje' ELSE '' END,
           (ARRAY['de Vries','Jansen','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vos'])[1 + (n / 10) % 10]
             || ' ' || (n % 997),
           1 + n % 3,
           CASE WHEN n % 4 = 0 THEN 'de' ELSE 'nl' END,
           now() - (n % 365) * interval '1 day',
           now()
    FROM generate_series($1::int, $2::int) AS n
    ON CONFLICT (email) DO NOTHING`,
    [from, rows],
  );
  return rows - from + 1;
}

const STATUSES = ['pending', 'processing', 'Order Shipped', 'Completed', 'canceled'];
const PAYMENTS = ['pending', 'paid', 'paid', 'paid', 'canceled'];

/** Orders BN<n>, one per customer, over a year, with states, payments and totals spread. */
async function fillOrders(): Promise<number> {
  const from = (await count('orders')) + 1;
  if (from > rows) return 0;
  await client.query(
    `
    INSERT INTO orders (order_id, increment_id, store_code, customer_id, customer_email, status,
      currency, subtotal, subtotal_incl_tax, discount_amount, shipping_amount, shipping_incl_tax,
      tax_amount, grand_total, shipping_carrier_code, shipping_method_code, payment_method,
      payment_status, billing_address, totals, created_at, updated_at)
    SELECT 'bench-' || n, (CASE WHEN n % 4 = 0 THEN 'DE' ELSE 'NL' END) || lpad(n::text, 9, '0'),
      CASE WHEN n % 4 = 0 THEN 'de' ELSE 'nl' END,
      c.id, c.email,
      (ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + n % 5],
      'EUR', 1000 + n % 20000, 1210 + n % 20000, 0, 495, 599, 210, 1809 + n % 20000,
      'postnl', CASE WHEN n % 9 = 0 THEN 'maven' ELSE 'standard' END, 'ideal',
      (ARRAY[${PAYMENTS.map((s) => `'${s}'`).join(',')}])[1 + n % 5],
      jsonb_build_object('firstname', c.firstname, 'lastname', c.lastname, 'city', 'Utrecht',
        'postcode', '3511 AB', 'country_id', 'NL', 'street', jsonb_build_array('Oudegracht', '1')),
      '{}'::jsonb,
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now()
    FROM generate_series($1::int, $2::int) AS n
    JOIN customers c ON c.email = 'klant' || n || '@bench.example'`,
    [from, rows],
  );
  return rows - from + 1;
}

/** The bench's products: ids from here on, skus BENCH-<n>, out of the way of any catalogue. */
const PRODUCT_ID_BASE = 5_000_000;
/** The category every twentieth bench product is in (the list's category filter). */
const BENCH_CATEGORY = 5_000_000;
const KINDS = [
  'Romper',
  'Slab',
  'Speen',
  'Kruik',
  'Buggy',
  'Box',
  'Commode',
  'Deken',
  'Hydrofiele doek',
  'Knuffel',
];
const COLOURS = ['lila', 'oker', 'grijs', 'wit', 'roze', 'blauw', 'groen'];

/**
 * Simple products BENCH-000001… with a Dutch name (a kind, a colour and a number), prices,
 * stock, an update time over three weeks, one in nine disabled, one in twenty in one category.
 */
async function fillProducts(): Promise<number> {
  const from = (await count('products', `sku LIKE 'BENCH-%'`)) + 1;
  if (from > rows) return 0;
  await client.query(
    `INSERT INTO categories (id, parent_id, path, level) VALUES ($1::int, 2, '1/2/' || $1::int, 2)
     ON CONFLICT (id) DO NOTHING`,
    [BENCH_CATEGORY],
  );
  await client.query(
    `
    INSERT INTO products (id, sku, type_id, status, visibility, tax_class_id, price, special_price,
      created_at, updated_at)
    SELECT ${PRODUCT_ID_BASE} + n, 'BENCH-' || lpad(n::text, 6, '0'), 'simple',
      CASE WHEN n % 9 = 0 THEN 2 ELSE 1 END, 4, 2, 495 + (n * 37) % 20000,
      CASE WHEN n % 11 = 0 THEN 395 + (n * 37) % 15000 END,
      now() - (n % 500) * interval '1 hour', now() - (n % 500) * interval '1 hour'
    FROM generate_series($1::int, $2::int) AS n`,
    [from, rows],
  );
  await client.query(
    `
    INSERT INTO product_texts (product_id, store_code, name, url_key)
    SELECT ${PRODUCT_ID_BASE} + n, store,
      (ARRAY[${KINDS.map((s) => `'${s}'`).join(',')}])[1 + n % ${KINDS.length}] || ' '
        || (ARRAY[${COLOURS.map((s) => `'${s}'`).join(',')}])[1 + (n / ${KINDS.length}) % ${COLOURS.length}]
        || ' ' || (n % 997),
      'bench-' || n
    FROM generate_series($1::int, $2::int) AS n, unnest(ARRAY['nl', 'de']) AS store`,
    [from, rows],
  );
  await client.query(
    `
    INSERT INTO stock_items (sku, product_id, qty, is_in_stock)
    SELECT 'BENCH-' || lpad(n::text, 6, '0'), ${PRODUCT_ID_BASE} + n, (n * 13) % 250,
      (n * 13) % 250 > 0
    FROM generate_series($1::int, $2::int) AS n`,
    [from, rows],
  );
  await client.query(
    `
    INSERT INTO product_categories (product_id, category_id)
    SELECT ${PRODUCT_ID_BASE} + n, $3 FROM generate_series($1::int, $2::int) AS n
    WHERE n % 20 = 0`,
    [from, rows, BENCH_CATEGORY],
  );
  return rows - from + 1;
}

console.log(`customers added: ${await fillCustomers()}`);
console.log(`orders added: ${await fillOrders()}`);
console.log(`products added: ${await fillProducts()}`);
for (const table of [
  'customers',
  'orders',
  'products',
  'product_texts',
  'stock_items',
  'product_categories',
]) {
  await client.query(`ANALYZE ${table}`);
}

const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
});
const app = await buildApp({ shop, config });
await app.ready();

/** The owner's session: made (or its second factor made anew) by the command, then both login steps. */
async function ownerSession(): Promise<string> {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const code = await runOperatorCommand(args, {
      env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: PASSWORD },
      out: (line) => out.push(line),
      err: () => {},
      askPassword: async () => PASSWORD,
      shop,
    });
    return { code, out };
  };
  let made = await run(['create', '--email', OWNER, '--name', 'Bench', '--role', 'owner']);
  if (made.code !== 0) made = await run(['reset-totp', '--email', OWNER]);
  const secret = made.out
    .find((line) => line.trim().startsWith('secret:'))
    ?.trim()
    .slice('secret:'.length)
    .trim();
  if (!secret) throw new Error(`no owner: ${made.out.join('\n')}`);
  const first = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: OWNER, password: PASSWORD },
  });
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/login/code',
    payload: {
      challenge: first.json().result.challenge,
      code: codeOfBase32(secret, totpStep(new Date())),
    },
  });
  if (second.statusCode !== 200) throw new Error(`login failed: ${second.body}`);
  return second.json().result.token as string;
}
const token = await ownerSession();

const deepPage = Math.max(1, Math.floor(rows / 50) - 1);
const QUERIES: Record<string, string> = {
  'customers: newest, page 1': '/api/admin/customers?size=50',
  'customers: e-mail prefix': '/api/admin/customers?q=klant4242%40&size=50',
  'customers: e-mail prefix, many matches': '/api/admin/customers?q=klant9&size=50',
  'customers: two name words': '/api/admin/customers?q=fleur%20visser&size=50',
  [`customers: deep page ${deepPage}`]: `/api/admin/customers?size=50&page=${deepPage}`,
  'orders: newest, page 1': '/api/admin/orders?size=50',
  'orders: number prefix': '/api/admin/orders?q=NL00004&size=50',
  'orders: e-mail prefix': '/api/admin/orders?q=klant4242%40&size=50',
  'orders: billing name': '/api/admin/orders?q=hanna&size=50',
  'orders: status and payment': '/api/admin/orders?status=processing&payment_status=paid&size=50',
  'orders: 30 days, store view de': `/api/admin/orders?store_code=de&from=${encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString())}&size=50`,
  'orders: pick-up method, by total':
    '/api/admin/orders?shipping_method=maven&sort=total_desc&size=50',
  'orders: sort by number ascending': '/api/admin/orders?sort=number_asc&size=50',
  [`orders: deep page ${Math.min(deepPage, 10_000)}`]: `/api/admin/orders?size=50&page=${Math.min(deepPage, 10_000)}`,
  // The product list as the back office asks it: 25 rows, by sku at first.
  ...productQueries(),
};

/** The catalogue's product list: each sort, searches, filters and a deep page (25 rows). */
function productQueries(): Record<string, string> {
  const url = (query: string) => `/api/admin/catalog/products?size=25&${query}`;
  const deep = Math.max(1, Math.floor(rows / 25) - 1);
  return {
    'products: by sku, page 1': url('sort=sku&order=asc'),
    'products: by id, page 1': url('sort=id&order=asc'),
    'products: by name': url('sort=name&order=asc'),
    'products: by price, highest first': url('sort=price&order=desc'),
    'products: by stock, lowest first': url('sort=qty&order=asc'),
    'products: changed last': url('sort=updated_at&order=desc'),
    'products: sku prefix': url('q=BENCH-0042&sort=sku&order=asc'),
    'products: name word, many matches': url('q=kruik&sort=sku&order=asc'),
    'products: name text, few matches': url(
      `q=${encodeURIComponent('oker 42')}&sort=sku&order=asc`,
    ),
    'products: disabled, by name': url('status=2&sort=name&order=asc'),
    'products: category, by price': url(`category_id=${BENCH_CATEGORY}&sort=price&order=asc`),
    [`products: deep page ${deep} by sku`]: url(`sort=sku&order=asc&page=${deep}`),
    [`products: deep page ${deep} by name`]: url(`sort=name&order=asc&page=${deep}`),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const figures: Record<string, { p50Ms: number; p95Ms: number; total: number }> = {};
for (const [name, url] of Object.entries(QUERIES)) {
  const ask = () =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  let total = 0;
  for (let i = 0; i < 3; i += 1) {
    const answer = await ask();
    if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
    total = answer.json().result.total;
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  figures[name] = {
    p50Ms: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    total,
  };
  console.log(
    `${name.padEnd(44)} p50 ${figures[name].p50Ms} ms  p95 ${figures[name].p95Ms} ms  (${total} found)`,
  );
}

const pgVersion = (await client.query('SELECT version() AS v')).rows[0] as
  | { v: string }
  | undefined;
writeResults(
  values.out,
  { rows, runs, database: 'postgres', queries: figures },
  { postgres: pgVersion?.v.split(' ').slice(0, 2).join(' ') },
);
await app.close();
await client.end();
await shop.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`results in ${values.out}`);
