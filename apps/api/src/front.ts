/**
 * The shop as `npm start` runs it (decision 58): a front process takes the clients on PORT and
 * a worker process (server.ts) does the work on a private socket. The front lets a request in
 * while the worker has fewer than OVERLOAD_MAX_REQUESTS_IN_FLIGHT requests and its event loop
 * keeps up, and refuses it at once otherwise (front/gate.ts): it does nothing else, so a refusal
 * never waits behind the pages and queries the worker is busy with.
 *
 * WEB_CONCURRENCY workers (default 1) share the one port: each request goes to the least busy
 * worker that may take it, and the limit in flight holds per worker (decision 81). The first
 * worker migrates and seeds the database; the others start once it listens.
 *
 * The front starts the workers, answers 503 while none listens, starts one again if it stops
 * unexpectedly after it served (a worker that cannot start stops the front with its exit code),
 * and on SIGINT or SIGTERM stops taking connections and lets the workers finish their requests
 * (within bounds: a shop told to stop always ends).
 */

import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { trustFunction } from './front/forwarding.ts';
import { createGate, type WorkerLink } from './front/gate.ts';
import { countRefusal, serveMetrics } from './front/metrics.ts';
import { createFrontPageCache } from './front/page-cache.ts';
import { makeSocketFolder, removeStaleSocketFolders } from './front/socket-folder.ts';
import { startWorkerProcess } from './front/worker-process.ts';
import { RedisPageCache } from './lib/page-cache/redis-store.ts';
import { MemoryPageCache, type PageCacheStore } from './lib/page-cache/store.ts';
import { headersOfPlainAnswers } from './lib/security-headers.ts';
import { decodePath, listAdminFiles, listBuildFiles } from './web/build-files.ts';

/** How long a stopping front waits for the requests it forwards to end, ms. */
const DRAIN_BOUND_MS = 15_000;
/** How long a worker told to stop may take before it is killed, ms: beyond its own bound of 15 s. */
const WORKER_STOP_BOUND_MS = 20_000;

/**
 * The worker's V8 flags. --expose-gc: a worker gives the memory of a burst of requests back when
 * it is quiet (lib/idle-collector.ts). --heap-growing-percent=50: after each full collection V8
 * lets the old generation grow to 1.5 times what survived, where by default it picks a factor of
 * up to 4 from how fast the process allocates; a page render leaves megabytes of garbage, so
 * under load the default let an embedded shop's worker grow to 520-540 MB of which half was
 * garbage, where this keeps it at 365-385 MB for the same requests per second (decision 104).
 */
const WORKER_V8_FLAGS = ['--expose-gc', '--heap-growing-percent=50'];

/**
 * A worker on PostgreSQL also gets semi-spaces of up to 32 MB (V8's default here: 16). A page
 * render allocates about 2 MB, nearly all of it garbage by the next minor collection, and each
 * collection costs about the same whatever its size; half as many of them cost the worker 5 %
 * less CPU per page, and under load it served more pages at a lower p99, for 40-50 MB more
 * resident memory (decision 128). The embedded database lives in the worker's memory, and its
 * shop keeps V8's default to stay under 500 MB after the page load test.
 */
const POSTGRES_WORKER_V8_FLAGS = ['--max-semi-space-size=32'];

/**
 * The worker's program, beside this one: built (apps/api/dist, what `npm start` runs) the plain
 * JavaScript server; from the sources, server.ts through tsx.
 */
const WORKER_PROGRAM = import.meta.url.endsWith('.mjs')
  ? { entry: resolve(import.meta.dirname, 'server.mjs'), execArgv: WORKER_V8_FLAGS }
  : {
      entry: resolve(import.meta.dirname, 'server.ts'),
      execArgv: [...WORKER_V8_FLAGS, '--import', 'tsx'],
    };

/** The checks pass under any load, as in the worker (lib/availability.ts). */
const CHECK_PATHS = ['/health', '/ready'];

async function main(): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const log = (message: string) => console.log(`[shop] ${message}`);
  const passing = new Set([...CHECK_PATHS, ...(await buildFilePaths())]);
  const trusted = trustFunction(config.trustProxy);
  const answerHeaders = headersOfPlainAnswers({ publicUrl: config.mail.shopPublicUrl });
  const pageStore = await createPageStore(config, log);
  const gate = createGate({
    ...(pageStore ? { pageCache: createFrontPageCache(pageStore) } : {}),
    maxInFlight: config.overload.maxRequestsInFlight,
    passes: (path) => passing.has(decodePath(path) ?? ''),
    clientTrusted: (address) => address !== undefined && trusted(address, 0),
    answerHeaders,
    // The whole shop's metrics, the front's and every worker's (decision 81).
    serve: serveMetrics(config.metricsKey, answerHeaders, () => gate.forwarding()),
  });
  gate.onRefused(countRefusal);
  await listen(gate.server, config.port, config.host);

  // The workers' sockets lie in a folder only this user may enter; those of fronts that were
  // killed outright go first.
  removeStaleSocketFolders(tmpdir());
  const folder = makeSocketFolder(tmpdir());
  const slots: WorkerSlot[] = Array.from({ length: config.webConcurrency }, () => ({
    child: null,
    link: null,
    starts: 0,
  }));
  let stopping = false;
  const ready = () => slots.flatMap((slot) => (slot.link ? [slot.link] : []));
  const finish = (code: number) => {
    gate.server.close();
    rmSync(folder, { recursive: true, force: true });
    process.exit(code);
  };
  const start = (index: number) => {
    const slot = slots[index] as WorkerSlot;
    slot.starts += 1;
    slot.child = startWorkerProcess({
      entry: WORKER_PROGRAM.entry,
      execArgv: [
        ...WORKER_PROGRAM.execArgv,
        ...(config.databaseUrl ? POSTGRES_WORKER_V8_FLAGS : []),
      ],
      socketPath: join(folder, `worker-${index + 1}-${slot.starts}.sock`),
      env: process.env,
      onListening(link) {
        // Changes made while this worker did not listen were not heard: nothing kept before is
        // trusted.
        void pageStore?.drop('all');
        slot.link = link;
        gate.setWorkers(ready());
        if (slot.starts > 1) log(`Worker ${index + 1} serves again`);
        else if (index === 0) {
          log(`Shop at http://localhost:${config.port}`);
          // The first worker migrated the database and seeded it (each under a lock in the
          // database): the others start now and find that done.
          for (let next = 1; next < slots.length; next += 1) start(next);
        }
      },
      onPageCacheDrop(tags) {
        void pageStore?.drop(tags);
      },
      onExit({ code, signal, listened }) {
        slot.link = null;
        slot.child = null;
        gate.setWorkers(ready());
        if (stopping) {
          if (slots.every((other) => other.child === null)) finish(0);
          return;
        }
        if (!listened) {
          // A worker that cannot start (a bad setting, the database refused) stops the shop.
          stopping = true;
          for (const other of slots) other.child?.kill('SIGTERM');
          finish(code ?? (signal ? 1 : 0));
          return;
        }
        log(`Worker ${index + 1} stopped (${signal ?? `exit code ${code}`}): starting it again`);
        start(index);
      },
    });
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // No new connections; the requests under way get their whole answers from the workers,
    // then the workers stop (decision 81): a stopped shop drops no request it took.
    // A request that never ends does not keep the shop from stopping: after the bound the
    // workers are told to stop all the same, and one that has not ended well after its own
    // bound (server.ts) is killed.
    const drained = new Promise<void>((done) => setTimeout(done, DRAIN_BOUND_MS).unref());
    Promise.race([gate.drain(), drained]).then(() => {
      const running = slots.filter((slot) => slot.child !== null);
      if (running.length === 0) finish(0);
      for (const slot of running) slot.child?.kill('SIGTERM');
      setTimeout(() => {
        for (const slot of slots) slot.child?.kill('SIGKILL');
      }, WORKER_STOP_BOUND_MS).unref();
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  start(0);
}

/** One of the WEB_CONCURRENCY workers: its process, and its link once it listens. */
interface WorkerSlot {
  child: ChildProcess | null;
  link: WorkerLink | null;
  /** How often this worker was started (a worker that died is started again). */
  starts: number;
}

/**
 * The output cache's store, or null when it is off: in Redis when REDIS_URL is set, so every
 * shop process behind the load balancer keeps one cache (decision 90), else in this process's
 * memory (decision 82).
 */
async function createPageStore(
  config: AppConfig,
  log: (message: string) => void,
): Promise<PageCacheStore | null> {
  const settings = config.pageCache;
  if (settings.maxBytes === 0 || settings.ttlSeconds === 0) return null;
  if (config.redis.url) {
    const store = new RedisPageCache({
      url: config.redis.url,
      prefix: config.redis.prefix,
      ttlMs: settings.ttlSeconds * 1000,
      commandTimeoutMs: config.redis.commandTimeoutMs,
      log: { warn: log },
    });
    await store.connect();
    return store;
  }
  return new MemoryPageCache({
    ttlMs: settings.ttlSeconds * 1000,
    maxBytes: settings.maxBytes,
    now: () => performance.now(),
  });
}

/** The storefront build's client files and the back office's, as far as they are built. */
async function buildFilePaths(): Promise<string[]> {
  const paths: string[] = [];
  try {
    const files = await listBuildFiles(resolve(import.meta.dirname, '../../web/build/client'));
    paths.push(...files.map((file) => file.urlPath));
  } catch {}
  try {
    const files = await listAdminFiles(resolve(import.meta.dirname, '../../admin/dist'));
    paths.push(...files.filter((file) => !file.urlPath.endsWith('.html')).map((f) => f.urlPath));
  } catch {}
  return paths;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
}

main().catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${process.env.PORT ?? 3000} is in use (another shop running?): stop it or set PORT`,
    );
  } else {
    console.error(error instanceof ConfigError ? error.message : error);
  }
  process.exit(1);
});
