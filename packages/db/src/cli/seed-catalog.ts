/**
 * Seeds the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with a demo
 * catalogue of any size: `npm run catalog:seed -- --products 100000 [--reset] [--seed N]`.
 * With --reset an existing catalogue and the demo stores are removed first (orders and customers
 * are not touched; an order keeps its pick-up code and the store address it was sent to).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import {
  ensureDemoCatalog,
  ensureDemoLinkGroupsAndPackages,
  ensureDemoStorePurchases,
  ensureDemoStores,
  ensureDemoStreetRanges,
} from '../seed.ts';
import { runWithCatalogHeapLimit } from './heap-limit.ts';

const CATALOG_TABLES = [
  'catalog_products',
  'catalog_categories',
  'search_lexicon',
  'url_rewrites',
  'cms_pages',
  'custom_option_values',
  'custom_options',
  'link_group_members',
  'link_groups',
  'bundle_selections',
  'bundle_options',
  'product_links',
  'product_media',
  'stock_items',
  'tier_prices',
  'product_categories',
  'product_texts',
  'products',
  'attribute_options',
  'attributes',
  'category_texts',
  'categories',
  'tax_rates',
  'tax_rules',
  'customer_groups',
  // Store stock covers the catalogue's skus: a new catalogue gets new shelves.
  'store_stock',
  'stores',
];

const USAGE = `Usage: npm run catalog:seed -- [--products N] [--seed N] [--reset]

Seeds the database of DATABASE_URL (else the embedded one in DATA_DIR, default var/data) with a
demo catalogue, its stores and their stock.
  --products N  products to make (at least 10; default 2200)
  --seed N      the generator's seed: the same seed makes the same catalogue (default 1)
  --reset       remove the current catalogue and demo stores first (orders and customers stay)
`;

/** The command's options; an unknown or incomplete one is named with the usage. */
function options() {
  try {
    return parseArgs({
      options: {
        products: { type: 'string', default: '2200' },
        seed: { type: 'string', default: '1' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(1);
  }
}

const values = options();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 10) {
  console.error('--products must be a whole number of at least 10');
  process.exit(1);
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(1);
}

// The catalogue is generated and stored a slice at a time, with a heap limit (heap-limit.ts).
runWithCatalogHeapLimit(products);

const dataDir = resolve(process.env.DATA_DIR || 'var/data');
const shop = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(dataDir, 'pglite'),
});
try {
  if (values.reset) {
    console.log('Removing the current catalogue');
    await shop.query(sql.raw(`TRUNCATE ${CATALOG_TABLES.join(', ')} CASCADE`));
    await shop.query(sql`DELETE FROM shop_meta WHERE key IN ('catalog', 'demo_link_groups')`);
  }
  const started = Date.now();
  const result = await ensureDemoCatalog(shop, {
    products,
    seed,
    mediaDir: resolve(dataDir, 'media'),
    log: (message) => console.log(message),
  });
  console.log(
    result.seeded
      ? `Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `A catalogue of ${result.meta.products} products is already there; use --reset to replace it`,
  );
  // Also for a catalogue seeded before the shop had stores.
  await ensureDemoStores(shop, (message) => console.log(message));
  await ensureDemoStorePurchases(shop, (message) => console.log(message));
  await ensureDemoLinkGroupsAndPackages(shop, (message) => console.log(message));
  await ensureDemoStreetRanges(shop, (message) => console.log(message));
} finally {
  await shop.close();
}
