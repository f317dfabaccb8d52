/**
 * Catalogue import benchmark: a generated CSV file of 100,000 products (texts in both
 * languages, prices, special prices with windows, tier prices, stock, categories, EANs) imported
 * with `npm run catalog:import` into PostgreSQL, then the same file again (which must change
 * nothing). Each import runs in a process of its own; its time, products per second and peak
 * memory (resident set; the budget is 600 MB) go to bench/results/import.json.
 *
 *   npm run bench:import -- [--products 100000] [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * With `--worker <file>` this file is the process of one import: it prints the command's
 * progress with the seconds since its start, then `RESULT {...}` with its exit code, time and
 * peak resident set size, so the peak is the import's alone.
 *
 * The database import_bench is emptied and given a small demo catalogue (for its categories)
 * before the first import.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDemoCatalog, openDatabase } from '@shop/db';
import pg from 'pg';
import { runImportCommand } from '../../apps/api/src/commands/catalog-import.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    out: { type: 'string', default: join(root, 'bench/results/import.json') },
    worker: { type: 'string' },
  },
});

if (values.worker) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  let last: string | null = null;
  const code = await runImportCommand([values.worker], {
    env: process.env,
    out: (line) => {
      last = line;
      console.log(`[${seconds()} s] ${line}`);
    },
    err: (line) => console.error(line),
  });
  const elapsed = (performance.now() - started) / 1000;
  // resourceUsage reports kilobytes.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`RESULT ${JSON.stringify({ code, seconds: elapsed, peakRssMb, last })}`);
  process.exit(0);
}
const products = Number(values.products);
const databaseUrl = `${values['pg-url']}/import_bench`;
const dataDir = join(root, 'var/bench/import');
const RSS_BUDGET_MB = 600;

/** A repeatable pseudo-random sequence (the same file on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function ean13(body: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function writeCsv(file: string, categoryIds: number[]): Promise<void> {
  const next = random(74);
  const out = createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((done) => (out.write(text) ? done() : out.once('drain', done)));
  await write(
    'sku,name_nl,name_de,description_nl,description_de,url_key_nl,url_key_de,price,special_price,special_from,special_to,tier_prices,qty,is_in_stock,categories,ean,status\n',
  );
  const kinds = ['Rompertje', 'Slabbetje', 'Knuffel', 'Speenkoord', 'Hydrofiele doek', 'Bijtring'];
  const kindsDe = [
    'Strampler',
    'Lätzchen',
    'Kuscheltier',
    'Schnullerkette',
    'Mulltuch',
    'Beißring',
  ];
  let chunk = '';
  for (let i = 1; i <= products; i++) {
    const kind = Math.floor(next() * kinds.length);
    const number = String(i).padStart(6, '0');
    const cents = 295 + Math.floor(next() * 30000);
    const price = (cents / 100).toFixed(2);
    const special = next() < 0.2 ? (Math.floor(cents * 0.8) / 100).toFixed(2) : '';
    const category = categoryIds[Math.floor(next() * categoryIds.length)]!;
    const qty = Math.floor(next() * 40);
    const row = [
      `BENCH-${number}`,
      `${kinds[kind]} ${number}`,
      `${kindsDe[kind]} ${number}`,
      `"<p>${kinds[kind]} van zachte katoen, model ${number}; wasbaar op 40 graden.</p>"`,
      `"<p>${kindsDe[kind]} aus weicher Baumwolle, Modell ${number}; waschbar bei 40 Grad.</p>"`,
      `bench-${number}-nl`,
      `bench-${number}-de`,
      price,
      special,
      special ? '2026-11-01' : '',
      special ? '2026-12-31' : '',
      next() < 0.1 ? `3:${(Math.floor(cents * 0.9) / 100).toFixed(2)}` : '',
      String(qty),
      qty > 0 ? '1' : '0',
      String(category),
      ean13(`87${String(1_000_000_000 + i).slice(-10)}`),
      '1',
    ];
    chunk += `${row.join(',')}\n`;
    if (i % 1000 === 0) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((done) => out.end(done));
}

async function resetDatabase(): Promise<void> {
  ensurePostgresDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}

function runImport(
  file: string,
): Promise<{ code: number; seconds: number; peakRssMb: number; last: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench/import/run.ts'), '--worker', file],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let result: string | null = null;
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('RESULT ')) result = line.slice(7);
        else console.log(`  ${line}`);
      }
    });
    child.on('error', fail);
    child.on('exit', () => {
      if (!result) fail(new Error('the import process ended without a result'));
      else done(JSON.parse(result));
    });
  });
}

console.log(`Preparing import_bench with a small demo catalogue`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
await resetDatabase();
const shop = await openDatabase({ databaseUrl });
let categoryIds: number[];
try {
  await ensureDemoCatalog(shop, { products: 200, seed: 1, mediaDir: join(dataDir, 'media') });
} finally {
  await shop.close();
}
{
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM categories WHERE level >= 2 AND is_active ORDER BY id',
  );
  categoryIds = rows.map((row) => Number(row.id));
  await client.end();
}

const file = join(dataDir, `products-${products}.csv`);
console.log(`Writing ${products} products to ${file}`);
await writeCsv(file, categoryIds);
const bytes = statSync(file).size;

console.log('First import (every product new)');
const first = await runImport(file);
console.log('Second import of the same file (nothing may change)');
const second = await runImport(file);

const figures = {
  database: 'postgres',
  products,
  fileMegabytes: Math.round((bytes / 2 ** 20) * 10) / 10,
  rssBudgetMb: RSS_BUDGET_MB,
  first: {
    exitCode: first.code,
    seconds: Math.round(first.seconds * 10) / 10,
    productsPerSecond: Math.round(products / first.seconds),
    peakRssMb: Math.round(first.peakRssMb),
    summary: first.last,
  },
  again: {
    exitCode: second.code,
    seconds: Math.round(second.seconds * 10) / 10,
    productsPerSecond: Math.round(products / second.seconds),
    peakRssMb: Math.round(second.peakRssMb),
    summary: second.last,
  },
};
writeResults(values.out, figures);
console.log(JSON.stringify(figures, null, 2));
const withinBudget = first.peakRssMb < RSS_BUDGET_MB && second.peakRssMb < RSS_BUDGET_MB;
if (first.code !== 0 || second.code !== 0 || !withinBudget) {
  console.error(withinBudget ? 'An import failed' : `Peak memory above ${RSS_BUDGET_MB} MB`);
  process.exit(1);
}
