/**
 * The demo catalogue on first start: when the database has no catalogue yet, generate one,
 * load it, build the read model and draw its images. Later starts find the catalogue recorded in
 * shop_meta and reuse it. Several processes may start at once on PostgreSQL: a lock lets one seed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CatalogSlice,
  type LinkGroupSeed,
  normalizeEmail,
  type ProductSeed,
  receiptTotals,
} from '@shop/core';
import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert.ts';
import { bulkLoad } from './bulk-load.ts';
import { READ_MODEL_VERSION, reindexCatalog } from './catalog/indexer.ts';
import { addCatalogProducts, loadCatalogSlices } from './catalog/load-seed.ts';
import { readExpiredProductIds } from './catalog/read-catalog.ts';
import type { Executor, ShopDatabase } from './client.ts';
import type { MediaFileSpec } from './demo/images.ts';
import { insertDemoReviews } from './demo-reviews.ts';
import {
  DEMO_DUTCH_ADDRESSES_FILE,
  hasDutchStreetRanges,
  importDutchAddressFile,
} from './nl-addresses.ts';
import {
  customers,
  linkGroupMembers,
  linkGroups,
  products,
  rewardBalances,
  rewardEntries,
  shopMeta,
  stockItems,
  storeOrderItems,
  storeOrders,
  storeStock,
  stores,
} from './schema.ts';
import { storeOrderRowsOf } from './store-receipts.ts';

const SEED_LOCK_ID = 724_190_332;
/** Rows per INSERT of store stock (one JSON parameter each). */
const STORE_STOCK_CHUNK = 10_000;
const CATALOG_META_KEY = 'catalog';
const READ_MODEL_META_KEY = 'read_model_version';
/** Set once the demo's link groups and package were added (or found not to apply). */
const LINK_GROUPS_META_KEY = 'demo_link_groups';

export interface CatalogMeta {
  source: 'demo';
  products: number;
  seed: number;
  /** The generator's "now": date windows of the demo catalogue are relative to it. */
  generatedAt: string;
}

export interface SeedOptions {
  /** Parent products to generate (default 2,200). */
  products?: number;
  seed?: number;
  now?: Date;
  /** Folder of the media store (product images). */
  mediaDir: string;
  log?: (message: string) => void;
}

export async function readCatalogMeta(shop: ShopDatabase): Promise<CatalogMeta | null> {
  const rows = await shop.db
    .select()
    .from(shopMeta)
    .where(eq(shopMeta.key, CATALOG_META_KEY))
    .limit(1);
  return (rows[0]?.value as CatalogMeta | undefined) ?? null;
}

function elapsed(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Rebuilds the read model when it was built by another version of the indexer. */
export async function ensureReadModel(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<boolean> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const rows = await shop.db
      .select()
      .from(shopMeta)
      .where(eq(shopMeta.key, READ_MODEL_META_KEY))
      .limit(1);
    if (rows[0]?.value === READ_MODEL_VERSION) return false;
    log(`Rebuilding the catalogue read model (version ${READ_MODEL_VERSION})`);
    const result = await reindexCatalog(shop);
    log(`Indexed ${result.documents} documents in ${result.ms} ms`);
    await recordReadModelVersion(shop);
    return true;
  });
}

async function recordReadModelVersion(shop: ShopDatabase): Promise<void> {
  await shop.db
    .insert(shopMeta)
    .values({ key: READ_MODEL_META_KEY, value: READ_MODEL_VERSION })
    .onConflictDoUpdate({
      target: shopMeta.key,
      set: { value: READ_MODEL_VERSION, updatedAt: new Date() },
    });
}

/** Seeds the demo catalogue unless the database has a catalogue; returns what is there. */
export async function ensureDemoCatalog(
  shop: ShopDatabase,
  options: SeedOptions,
): Promise<{ seeded: boolean; meta: CatalogMeta }> {
  const log = options.log ?? (() => {});
  return shop.withLock(SEED_LOCK_ID, async () => {
    const existing = await readCatalogMeta(shop);
    if (existing) {
      if (!existsSync(join(options.mediaDir, 'product'))) {
        log('Media store missing: drawing the demo images again');
        const { addMediaFiles, generateCatalogSlices, writeMediaStore } = await import(
          './demo/index.ts'
        );
        const files = new Map<string, MediaFileSpec>();
        for (const slice of generateCatalogSlices({
          products: existing.products,
          seed: existing.seed,
          now: new Date(existing.generatedAt),
        })) {
          // The products name every image: their links need not be made.
          if (slice.type === 'links') break;
          addMediaFiles(files, slice);
        }
        await writeMediaStore(options.mediaDir, files);
      }
      return { seeded: false, meta: existing };
    }
    const meta: CatalogMeta = {
      source: 'demo',
      products: options.products ?? 2200,
      seed: options.seed ?? 1,
      generatedAt: (options.now ?? new Date()).toISOString(),
    };
    log(`Generating a demo catalogue of ${meta.products} products`);
    await storeDemoCatalog(shop, meta, options.mediaDir, log);
    // The demo reviews go in before the first index, which shows their ratings: a shop's first
    // start need not index the reviewed products again.
    const reviews = await insertDemoReviews(shop);
    if (reviews) log(`Wrote ${reviews.reviews} reviews of ${reviews.reviewed.length} products`);
    let reported = 0;
    const result = await reindexCatalog(shop, {
      ...(options.now ? { now: options.now } : {}),
      progress: (done, total) => {
        // About every tenth of the catalogue, so a large one shows it is moving.
        if (done === total || Math.floor((done * 10) / total) > reported) {
          reported = Math.floor((done * 10) / total);
          log(`Indexed ${done} of ${total} products`);
        }
      },
    });
    log(`Indexed ${result.documents} documents and ${result.words} words in ${result.ms} ms`);
    await shop.db.insert(shopMeta).values({ key: CATALOG_META_KEY, value: meta });
    await recordReadModelVersion(shop);
    return { seeded: true, meta };
  });
}

/**
 * Generates the demo catalogue a slice at a time, storing each slice before the next is made,
 * and draws its images. Only a slice of products is in memory at once (and what the generator
 * keeps of every product, a few fields and its url keys), whatever the catalogue's size.
 */
async function storeDemoCatalog(
  shop: ShopDatabase,
  meta: CatalogMeta,
  mediaDir: string,
  log: (message: string) => void,
): Promise<void> {
  // Loaded only here: a shop that is already seeded never needs the generator.
  const { addMediaFiles, generateCatalogSlices, writeMediaStore } = await import('./demo/index.ts');
  let step = Date.now();
  const files = new Map<string, MediaFileSpec>();
  function* listingImages(slices: Iterable<CatalogSlice>) {
    for (const slice of slices) {
      addMediaFiles(files, slice);
      yield slice;
    }
  }
  const slices = generateCatalogSlices({
    products: meta.products,
    seed: meta.seed,
    now: new Date(meta.generatedAt),
  });
  let stored = 0;
  let reported = 0;
  await loadCatalogSlices(shop.db, listingImages(slices), (products) => {
    stored = products;
    // About every tenth of the catalogue, so a large one shows it is moving.
    const tenths = Math.floor((products * 10) / meta.products);
    if (tenths > reported && products < meta.products) {
      reported = tenths;
      log(`Stored ${products} of ${meta.products} products`);
    }
  });
  log(`Generated and stored ${stored} products and their links in ${elapsed(step)}`);
  step = Date.now();
  const written = await writeMediaStore(mediaDir, files);
  log(`Drew ${written} images into ${mediaDir} in ${elapsed(step)}`);
}

/**
 * Seeds the demo stores and their shelf stock beside the demo catalogue, unless the stores table
 * has rows: a shop with its own stores keeps them. Run after the catalogue: the stock covers its
 * sellable skus (simple products and configurable children; gift cards are not on shelves).
 * Takes the seed lock, so that processes starting together seed once.
 */
export async function ensureDemoStores(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; stores: number; stockRows: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const existing = await shop.db.select({ code: stores.code }).from(stores).limit(1);
    // Demo shelves only beside the demo catalogue: a shop with its own assortment gets none.
    const catalog = await readCatalogMeta(shop);
    if (existing.length > 0 || catalog?.source !== 'demo') {
      return { seeded: false, stores: 0, stockRows: 0 };
    }
    const started = Date.now();
    const { DEMO_STORES, demoStoreStockRows } = await import('./demo/stores.ts');
    const skus = await shop.db
      .select({ sku: stockItems.sku })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .where(and(eq(products.typeId, 'simple'), not(products.isGiftCard)))
      .orderBy(asc(stockItems.sku));
    const rows = demoStoreStockRows(
      DEMO_STORES.map((store) => store.code),
      skus.map((row) => row.sku),
    );
    const stockRows = await shop.db.transaction(async (tx) => {
      await tx.insert(stores).values([...DEMO_STORES]);
      return bulkLoad(tx, [storeStock], () =>
        bulkInsert(tx, storeStock, rows, { rowsPerStatement: STORE_STOCK_CHUNK }),
      );
    });
    log(
      `Seeded ${DEMO_STORES.length} stores with ${stockRows} stock rows for ${skus.length} skus in ${Date.now() - started} ms`,
    );
    return { seeded: true, stores: DEMO_STORES.length, stockRows };
  });
}

/** Sellable products the demo's tills pick from (every how-many-th simple product by sku). */
const DEMO_TILL_PRODUCTS = 80;

/**
 * Seeds the demo customer and a few purchases of theirs at the demo stores' tills, beside the
 * demo catalogue and stores, also on a database seeded before store purchases existed. The
 * customer is made unless an account has their address; the purchases only while none of their
 * receipts exists, so a shop keeps what it changed. Takes the seed lock, so that processes
 * starting together seed once.
 */
export async function ensureDemoStorePurchases(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; receipts: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const catalog = await readCatalogMeta(shop);
    const demoStore = await shop.db
      .select({ code: stores.code })
      .from(stores)
      .where(eq(stores.code, 'amsterdam'));
    if (catalog?.source !== 'demo' || demoStore.length === 0) return { seeded: false, receipts: 0 };
    const { DEMO_CUSTOMER, buildDemoReceipts } = await import('./demo/store-purchases.ts');
    const email = normalizeEmail(DEMO_CUSTOMER.email);
    const receipts = buildDemoReceipts(await demoTillProducts(shop), new Date(catalog.generatedAt));
    const ids = receipts.map((receipt) => receipt.receiptId);
    const done = ids.length
      ? await shop.db
          .select({ id: storeOrders.id })
          .from(storeOrders)
          .where(inArray(storeOrders.receiptId, ids))
          .limit(1)
      : [];
    if (done.length > 0 || receipts.length === 0) return { seeded: false, receipts: 0 };
    await shop.db.transaction(async (tx) => {
      await tx
        .insert(customers)
        // The demo address is the shop's own: confirmed, so its receipts are linked to it.
        .values({ ...DEMO_CUSTOMER, email, emailConfirmedAt: new Date() })
        .onConflictDoNothing({ target: customers.email });
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), isNull(customers.deletedAt)));
      for (const receipt of receipts) {
        const result = receiptTotals(receipt.lines);
        if (!result.ok) throw new Error(`Demo receipt ${receipt.receiptId} has a wrong discount`);
        const { totals } = result;
        const rows = storeOrderRowsOf(
          { ...receipt, customerEmail: email, currency: 'EUR' },
          totals,
          customer?.id ?? null,
        );
        const [order] = await tx
          .insert(storeOrders)
          .values(rows.order)
          .returning({ id: storeOrders.id });
        await tx
          .insert(storeOrderItems)
          .values(rows.lines.map((line) => ({ ...line, storeOrderId: order!.id })));
      }
      // The demo customer's member page shows some reward points from the start: a welcome
      // bonus in the ledger, with the balance it makes (points of paid orders come on top).
      if (customer) await seedDemoRewardPoints(tx, customer.id);
    });
    log(`Seeded ${receipts.length} store purchases of the demo customer ${email}`);
    return { seeded: true, receipts: receipts.length };
  });
}

/** Points of the demo customer's welcome bonus (decision record 38). */
const DEMO_WELCOME_POINTS = 250;

/** The demo customer's welcome bonus: one ledger entry (once) and the balance it makes. */
async function seedDemoRewardPoints(tx: Executor, customerId: number): Promise<void> {
  const written = await tx
    .insert(rewardEntries)
    .values({
      customerId,
      points: DEMO_WELCOME_POINTS,
      reason: 'adjusted',
      reference: 'demo:welcome',
    })
    .onConflictDoNothing({ target: [rewardEntries.reason, rewardEntries.reference] })
    .returning({ id: rewardEntries.id });
  if (written.length === 0) return;
  await tx
    .insert(rewardBalances)
    .values({ customerId, points: DEMO_WELCOME_POINTS })
    .onConflictDoUpdate({
      target: rewardBalances.customerId,
      set: { points: sql`${rewardBalances.points} + ${DEMO_WELCOME_POINTS}` },
    });
}

/** Sellable simple products (variants too) with their Dutch and German names, by sku. */
async function demoTillProducts(shop: ShopDatabase) {
  // Every step-th of the sellable simple products with texts, in sku order, picked by the
  // database: a big catalogue has millions of them.
  const rows = await shop.query<{
    sku: string;
    price: number;
    tax_class_id: number;
    name_nl: string;
    name_de: string;
  }>(sql`
    WITH sellable AS (
      SELECT p.id, p.sku, p.price, p.tax_class_id,
        row_number() OVER (ORDER BY p.sku) - 1 AS position, count(*) OVER () AS total
      FROM products p
      WHERE p.type_id = 'simple' AND NOT p.is_gift_card AND p.status = 1
        AND EXISTS (SELECT 1 FROM product_texts t WHERE t.product_id = p.id)
    ), picked AS (
      SELECT * FROM sellable
      WHERE position % greatest(1, total / ${DEMO_TILL_PRODUCTS}) = 0
      ORDER BY sku LIMIT ${DEMO_TILL_PRODUCTS}
    )
    SELECT s.sku, s.price, s.tax_class_id,
      coalesce(nl.name, de.name, other.name) AS name_nl,
      coalesce(de.name, nl.name, other.name) AS name_de
    FROM picked s
    LEFT JOIN product_texts nl ON nl.product_id = s.id AND nl.store_code = 'nl'
    LEFT JOIN product_texts de ON de.product_id = s.id AND de.store_code = 'de'
    LEFT JOIN LATERAL (
      SELECT t.name FROM product_texts t WHERE t.product_id = s.id LIMIT 1
    ) other ON true
    ORDER BY s.sku`);
  return rows.map((row) => ({
    sku: row.sku,
    price: Number(row.price),
    taxClassId: Number(row.tax_class_id),
    nameNl: row.name_nl,
    nameDe: row.name_de,
  }));
}

/**
 * Adds the demo's link groups and pram package to a demo shop seeded before they existed: the
 * generator makes them last and without chance, so generating the shop's catalogue again names
 * the same products. Nothing happens when the shop has link groups or the package's sku or id
 * is taken (a shop that changed its catalogue keeps it). Takes the seed lock.
 */
export async function ensureDemoLinkGroupsAndPackages(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; groups: number; packages: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const none = { seeded: false, groups: 0, packages: 0 };
    const catalog = await readCatalogMeta(shop);
    if (catalog?.source !== 'demo') return none;
    const [group] = await shop.db.select({ id: linkGroups.id }).from(linkGroups).limit(1);
    const [done] = await shop.db
      .select({ key: shopMeta.key })
      .from(shopMeta)
      .where(eq(shopMeta.key, LINK_GROUPS_META_KEY));
    if (group || done) return none;
    const { generateCatalogSlices } = await import('./demo/index.ts');
    let groups: LinkGroupSeed[] = [];
    const packages: ProductSeed[] = [];
    // A slice at a time: of the catalogue only the packages and the link groups are kept.
    for (const slice of generateCatalogSlices({
      products: catalog.products,
      seed: catalog.seed,
      now: new Date(catalog.generatedAt),
    })) {
      if (slice.type === 'products') {
        packages.push(...slice.products.filter((product) => product.isPackage));
      } else if (slice.type === 'end') {
        groups = slice.linkGroups;
      }
    }
    const taken = packages.length
      ? await shop.db
          .select({ id: products.id })
          .from(products)
          .where(
            or(
              inArray(
                products.sku,
                packages.map((p) => p.sku),
              ),
              inArray(
                products.id,
                packages.map((p) => p.id),
              ),
            ),
          )
          .limit(1)
      : [];
    const added = taken.length === 0 ? packages : [];
    // Looked at once: a small demo catalogue has none, and a later start need not generate again.
    await shop.db
      .insert(shopMeta)
      .values({ key: LINK_GROUPS_META_KEY, value: true })
      .onConflictDoNothing({ target: shopMeta.key });
    if (groups.length === 0 && added.length === 0) return none;
    await addCatalogProducts(shop.db, added, groups);
    const memberIds = await shop.db
      .selectDistinct({ id: linkGroupMembers.productId })
      .from(linkGroupMembers);
    await reindexCatalog(shop, {
      productIds: [...new Set([...added.map((p) => p.id), ...memberIds.map((row) => row.id)])],
    });
    log(`Added ${groups.length} link groups and ${added.length} package(s) to the demo catalogue`);
    return { seeded: true, groups: groups.length, packages: added.length };
  });
}

/**
 * Imports the demo's sample of Dutch addresses beside the demo catalogue, unless the street
 * ranges table has rows: a shop that imported the address register keeps it. Takes the seed
 * lock, so that processes starting together import once.
 */
export async function ensureDemoStreetRanges(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; ranges: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const catalog = await readCatalogMeta(shop);
    if (catalog?.source !== 'demo' || (await hasDutchStreetRanges(shop))) {
      return { seeded: false, ranges: 0 };
    }
    const result = await importDutchAddressFile(shop, DEMO_DUTCH_ADDRESSES_FILE);
    log(`Seeded ${result.ranges} Dutch street ranges from the demo's sample of addresses`);
    return { seeded: true, ranges: result.ranges };
  });
}

/**
 * Rebuilds the documents whose stored prices expired (a special price or "new" window opened or
 * closed since indexing). Product reads apply the price rules at read time anyway; this keeps
 * the columns listings filter and sort on current.
 */
export async function refreshExpiredDocuments(
  shop: ShopDatabase,
  now = new Date(),
): Promise<number> {
  const ids = await readExpiredProductIds(shop.db, now);
  if (ids.length === 0) return 0;
  await reindexCatalog(shop, { now, productIds: ids });
  return ids.length;
}
