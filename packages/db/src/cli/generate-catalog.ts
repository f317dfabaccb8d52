/**
 * Writes the demo catalogue as JSON (see demo/catalog-json.ts), and optionally its images.
 *
 *   tsx packages/db/src/cli/generate-catalog.ts --products 100000 --out catalog.json
 *     [--seed 4442] [--now 2025-06-01T00:00:00Z] [--media var/media]
 *
 * Without --now the current time is used, so special price and "new" windows are current.
 * Without --out the JSON goes to stdout. The catalogue is generated and written a slice of
 * products at a time (progress on stderr), so a catalogue of a million products never has to be
 * whole in memory.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CatalogSlice } from '@shop/core';
import { writeCatalogJson } from '../demo/catalog-json.ts';
import type { MediaFileSpec } from '../demo/images.ts';
import {
  addMediaFiles,
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  generateCatalogSlices,
  writeMediaStore,
} from '../demo/index.ts';
import { runWithCatalogHeapLimit } from './heap-limit.ts';

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

  // The catalogue is generated and written a slice at a time, with a heap limit (heap-limit.ts).
  runWithCatalogHeapLimit(products);
  const started = performance.now();
  const media = new Map<string, MediaFileSpec>();
  let children = 0;
  let categories = 0;
  // The slices as the generator makes them, noting their images and counts on the way.
  function* noted(): Generator<CatalogSlice> {
    for (const slice of generateCatalogSlices({ products, seed: seedNumber, now })) {
      if (values.media) addMediaFiles(media, slice);
      if (slice.type === 'start') categories = slice.categories.length;
      if (slice.type === 'products') {
        for (const product of slice.products) children += product.children?.length ?? 0;
      }
      yield slice;
    }
  }
  let written = 0;
  const onProducts = (count: number) => {
    written = count;
    process.stderr.write(`Wrote ${count} products\n`);
  };
  if (values.out) {
    const out = createWriteStream(values.out);
    await writeCatalogJson(out, noted(), onProducts);
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  } else {
    await writeCatalogJson(process.stdout, noted(), onProducts);
  }
  const ms = Math.round(performance.now() - started);
  process.stderr.write(
    `Wrote ${written} products (+${children} children), ${categories} categories in ${ms} ms${values.out ? ` to ${values.out}` : ''}\n`,
  );
  if (values.media) {
    const images = await writeMediaStore(values.media, media);
    process.stderr.write(`Wrote ${images} images to ${values.media}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
