/**
 * Writes the demo catalogue as JSON (a `CatalogSeed`), and optionally its images.
 *
 *   tsx packages/db/src/cli/generate-catalog.ts --products 100000 --out catalog.json
 *     [--seed 4442] [--now 2025-06-01T00:00:00Z] [--media var/media]
 *
 * Without --now the current time is used, so special price and "new" windows are current.
 * Without --out the JSON goes to stdout. Products are written one per line, so a large
 * catalogue never has to exist as a single string.
 */
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { CatalogSeed } from '@shop/core';
import {
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  generateCatalog,
  listMediaFiles,
  writeMediaStore,
} from '../demo/index.ts';

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) resolve();
    else {
      out.once('drain', resolve);
      out.once('error', reject);
    }
  });
}

async function writeSeed(out: Writable, seed: CatalogSeed): Promise<void> {
  await write(out, '{\n');
  for (const key of ['categories', 'attributes', 'redirects', 'cmsPages'] as const) {
    await write(out, `${JSON.stringify(key)}: ${JSON.stringify(seed[key])},\n`);
  }
  await write(out, '"products": [\n');
  const chunk: string[] = [];
  for (let i = 0; i < seed.products.length; i++) {
    chunk.push(JSON.stringify(seed.products[i]) + (i < seed.products.length - 1 ? ',\n' : '\n'));
    if (chunk.length === 500) {
      await write(out, chunk.join(''));
      chunk.length = 0;
    }
  }
  if (chunk.length > 0) await write(out, chunk.join(''));
  await write(out, ']\n}\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      out: { type: 'string' },
      media: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: generate-catalog [--products N] [--seed N] [--now ISO] [--out FILE] [--media DIR]\n',
    );
    return;
  }
  const products = values.products ? Number(values.products) : DEFAULT_PRODUCT_COUNT;
  const seedNumber = values.seed ? Number(values.seed) : DEFAULT_SEED;
  const now = values.now ? new Date(values.now) : new Date();
  if (!Number.isInteger(products) || products < 1)
    throw new Error('--products must be a positive integer');
  if (!Number.isFinite(seedNumber)) throw new Error('--seed must be a number');
  if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date');

  const started = performance.now();
  const seed = generateCatalog({ products, seed: seedNumber, now });
  const children = seed.products.reduce((n, p) => n + (p.children?.length ?? 0), 0);
  const generatedMs = Math.round(performance.now() - started);
  process.stderr.write(
    `Generated ${seed.products.length} products (+${children} children), ${seed.categories.length} categories in ${generatedMs} ms\n`,
  );

  if (values.out) {
    const out = createWriteStream(values.out);
    await writeSeed(out, seed);
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    process.stderr.write(`Wrote ${values.out}\n`);
  } else {
    await writeSeed(process.stdout, seed);
  }
  if (values.media) {
    const written = await writeMediaStore(values.media, listMediaFiles(seed));
    process.stderr.write(`Wrote ${written} images to ${values.media}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
