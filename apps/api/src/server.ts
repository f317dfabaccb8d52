/**
 * Starts the shop: configuration, database (migrations), the demo catalogue and stores on an
 * empty database (a new embedded one in a process of its own), then the HTTP server. Stops
 * cleanly on SIGINT/SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import {
  DataDirInUseError,
  ensureDemoCatalog,
  ensureDemoLinkGroupsAndPackages,
  ensureDemoReviews,
  ensureDemoStorePurchases,
  ensureDemoStores,
  ensureDemoStories,
  ensureDemoStreetRanges,
  ensureReadModel,
  openDatabase,
  type ShopDatabase,
} from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import type { WorkerMessage } from './front/worker-process.ts';
import type { FrontLink } from './lib/availability.ts';
import { checkWhileRunning, IdleCollector } from './lib/idle-collector.ts';
import { analyticsPolicyOf } from './lib/security-headers.ts';
import { openSharedState } from './lib/shared/index.ts';
import { STORYBLOK_ASSET_ORIGINS } from './modules/content/storyblok-source.ts';
import { serverLoggerOptions } from './server-logger.ts';
import { mountAdmin } from './web/mount-admin.ts';
import { mountWeb, previewPolicyOf } from './web/mount-web.ts';

/**
 * How long stopping may take, ms: the requests under way have 10 s of it to finish, the
 * connections to the databases and Redis the rest to close.
 */
const STOP_BOUND_MS = 15_000;

/** `server.mjs --prepare-only`: migrates and seeds the embedded database, then ends. */
const PREPARE_ONLY = process.argv.includes('--prepare-only');

async function main(): Promise<void> {
  // React renders pages in its slow development mode unless NODE_ENV says production; the shop's
  // own code never branches on it.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const log = (message: string) => console.log(`[shop] ${message}`);
  const pgliteDir = `${config.dataDir}/pglite`;
  if (PREPARE_ONLY) {
    const shop = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
    await prepareDatabase(shop.maintenance(), config, log);
    await shop.close();
    return;
  }
  if (!config.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
    // The embedded database's memory grows to the seeding's peak and never shrinks while it is
    // open (nor does the process's heap): a new one is seeded by a process of its own, whose
    // memory ends with it, and the shop serves from a fresh open.
    log('Seeding the new embedded database in a process of its own');
    await prepareInChildProcess();
  }
  const shop = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDir,
    poolSize: config.databasePoolSize,
    limits: config.databaseLimits,
    onIdleError: (error) => log(`A database connection failed: ${error.message}`),
  });
  log(`Database: ${shop.kind === 'pglite' ? `embedded in ${pgliteDir}` : 'PostgreSQL'}`);
  // Catalogue reads on a replica (decision 80): its own pool, no migrations (the primary's
  // arrive by replication).
  const catalogReads = config.databaseReadUrl
    ? await openDatabase({
        databaseUrl: config.databaseReadUrl,
        poolSize: config.databasePoolSize,
        limits: config.databaseLimits,
        migrate: false,
        onIdleError: (error) => log(`A replica connection failed: ${error.message}`),
      })
    : undefined;
  if (catalogReads) log('Catalogue reads: the replica of DATABASE_READ_URL');
  // Rate limits, cache invalidations and one-time values of several processes (decision 80).
  const shared = await openSharedState({
    redisUrl: config.redis.url,
    prefix: config.redis.prefix,
    commandTimeoutMs: config.redis.commandTimeoutMs,
    log: {
      warn: (details, message) => console.warn(`[shop] ${message}`, errorText(details)),
      info: (_details, message) => log(message),
    },
  });
  log(
    shared.kind === 'redis'
      ? `Shared state: Redis (keys under ${config.redis.prefix})`
      : 'Shared state: this process',
  );
  await prepareDatabase(shop.maintenance(), config, log);
  // A worker started by the front process tells it when its event loop falls behind.
  const front: FrontLink | undefined =
    config.workerSocket && process.send
      ? { loopBehind: (behind) => sendToFront({ type: 'loop', behind }) }
      : undefined;
  const app = await buildApp(
    {
      shop,
      config,
      shared,
      ...(catalogReads ? { catalogReads } : {}),
      ...(front ? { front } : {}),
    },
    {
      logger: serverLoggerOptions(config.logLevel),
    },
  );
  if (front) {
    // The front keeps the output cache: every process's drops go to it (decision 82).
    await app.services.pageCache.subscribe((tags) =>
      sendToFront({ type: 'page-cache-drop', tags }),
    );
  }
  const webBuild = resolve(import.meta.dirname, '../../web/build');
  if (existsSync(join(webBuild, 'server/index.js'))) {
    await mountWeb(app, {
      buildDir: webBuild,
      mapTileOrigins: config.mapTiles?.origins ?? [],
      contentImageOrigins:
        config.content.source === 'storyblok'
          ? [STORYBLOK_ASSET_ORIGINS[config.content.storyblok.region]]
          : [],
      previewPolicy: previewPolicyOf(config.contentPreview),
      appFrameOrigins: config.appBridge.origins,
      pageCache: config.pageCache,
      analyticsPolicies: {
        nl: analyticsPolicyOf(
          config.analytics.gtmContainerId,
          config.analytics.consentManagerIds.nl,
        ),
        de: analyticsPolicyOf(
          config.analytics.gtmContainerId,
          config.analytics.consentManagerIds.de,
        ),
      },
    });
    // Analytics are on only with a tag manager container (secondary-areas §5).
    if (!config.analytics.gtmContainerId) {
      console.warn('[shop] GTM_CONTAINER_ID is not set: analytics are off (no tag manager loads)');
    }
  } else {
    log('The storefront is not built (npm run build): serving the API and images only');
  }
  // The back office (apps/admin) at /admin, when it is built (decision 75).
  const adminBuild = resolve(import.meta.dirname, '../../admin/dist');
  if (existsSync(join(adminBuild, 'index.html'))) {
    await mountAdmin(app, { distDir: adminBuild });
  } else {
    log('The back office is not built (npm run build): /admin is not served');
  }
  const stopIdleCollector = startIdleCollector(app);
  let closing = false;
  const close = async () => {
    // Once: a worker may get the terminal's SIGINT and the front's SIGTERM both.
    if (closing) return;
    closing = true;
    // A process asked to stop ends: one whose close waits on something that never answers
    // (a connection that never ends) would hold its front, and whoever stops the shop, for good.
    setTimeout(() => {
      log(`Not stopped within ${STOP_BOUND_MS / 1000} s (something did not close): exiting`);
      process.exit(1);
    }, STOP_BOUND_MS).unref();
    stopIdleCollector();
    await app.close();
    // Handlers whose client went away may still be running: let them finish their queries.
    if (!(await app.handlers.drain(10_000))) {
      log(`Stopping with ${app.handlers.running()} requests still running after 10 s`);
    }
    await shop.close();
    await catalogReads?.close();
    await shared.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  if (config.workerSocket) {
    // A worker whose front is gone has nobody to take its clients: it stops as on SIGTERM.
    process.on('disconnect', close);
    await app.listen({ path: config.workerSocket });
    sendToFront({ type: 'listening' });
    warmSearchIndex(app);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  log(`Shop at http://localhost:${config.port}`);
  warmSearchIndex(app);
}

/**
 * Migrations ran on open; this adds the demo catalogue, stores, stories and reviews to an empty
 * database (to a demo shop from before any of them, the missing ones) and brings the read model
 * to its version. Each step takes the seeding lock, so several processes do it once.
 */
async function prepareDatabase(
  maintenance: ShopDatabase,
  config: AppConfig,
  log: (message: string) => void,
): Promise<void> {
  // Seeding and rebuilding may take long on purpose: outside the limits requests get.
  await ensureDemoCatalog(maintenance, {
    products: config.demoCatalogProducts,
    mediaDir: config.mediaDir,
    log,
  });
  // Also on a database seeded before the shop had stores; a shop with its own stores keeps them.
  await ensureDemoStores(maintenance, log);
  // The demo customer's purchases in the stores, also on a database seeded before they existed.
  await ensureDemoStorePurchases(maintenance, log);
  // The demo's link groups and pram package, also on a demo shop from before them.
  await ensureDemoLinkGroupsAndPackages(maintenance, log);
  // The demo's content stories, also on a demo shop from before the content store; a shop with
  // its own stories keeps them.
  await ensureDemoStories(maintenance, log);
  // The demo's product reviews, also on a demo shop from before the shop had reviews.
  await ensureDemoReviews(maintenance, log);
  // The demo's sample of Dutch addresses; a shop that imported the register keeps it.
  await ensureDemoStreetRanges(maintenance, log);
  await ensureReadModel(maintenance, log);
}

/**
 * This program again with --prepare-only (its output is this one's); resolves when it has
 * ended well, and rejects with its exit code otherwise. It holds the data folder's lock until
 * it ends.
 */
function prepareInChildProcess(): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, process.argv[1] as string, '--prepare-only'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: process.env },
  );
  // A shop stopped meanwhile (or a worker whose front is gone) stops its seeding with it.
  const stop = () => child.kill('SIGTERM');
  const stopEvents = ['SIGINT', 'SIGTERM', 'disconnect'] as const;
  for (const event of stopEvents) process.on(event, stop);
  return new Promise<void>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`Seeding the embedded database ended with ${signal ?? `code ${code}`}`)),
    );
  }).finally(() => {
    for (const event of stopEvents) process.off(event, stop);
  });
}

/**
 * Loads the search index in the background once the process serves: searches are answered by
 * the database until it is in memory.
 */
function warmSearchIndex(app: Awaited<ReturnType<typeof buildApp>>): void {
  void app.services.catalog.searchIndexLoaded();
}

/** The message of the error a shared-state warning carries, if any. */
function errorText(details: object): string {
  const error = (details as { err?: unknown }).err;
  return error instanceof Error ? error.message : '';
}

/** A message to the front process, while it is there to hear it (front/worker-process.ts). */
function sendToFront(message: WorkerMessage): void {
  if (process.connected) process.send?.(message);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error,
  );
  process.exit(1);
});

/** Quiet this long after a burst that grew the heap by IDLE_GROWTH_BYTES, a worker collects. */
const IDLE_QUIET_MS = 5000;
const IDLE_GROWTH_BYTES = 32 * 1024 * 1024;

/**
 * A worker the front started (with Node's --expose-gc) gives the memory of a burst of requests
 * back once it is quiet (lib/idle-collector.ts); elsewhere nothing is collected by hand. Returns
 * a function that stops it.
 */
function startIdleCollector(app: FastifyInstance): () => void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return () => {};
  const collector = new IdleCollector({
    collect,
    heapBytes: () => getHeapStatistics().total_heap_size,
    growthBytes: IDLE_GROWTH_BYTES,
    quietMs: IDLE_QUIET_MS,
  });
  app.addHook('onResponse', async () => collector.noteRequest(Date.now()));
  return checkWhileRunning(collector, IDLE_QUIET_MS);
}
