/**
 * One connection factory for both storage modes: PGlite (PostgreSQL compiled to WASM, in-process,
 * data in a folder) by default, a PostgreSQL server when a `postgres://` URL is given. Both use
 * the same Drizzle schema and the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { dropTemplate, readTemplate, templatePath, writeTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

import { DatabaseBusyError, DatabaseQueueFullError, isDatabaseUnavailable } from './unavailable.ts';

/**
 * The extensions the migrations create: fuzzystrmatch (typo tolerance), pg_trgm (the back
 * office's list searches by part of a name or sku) and btree_gin (the store view as the first
 * column of the product search's GIN indexes). PostgreSQL ships them as contrib modules.
 *
 * pg_trgm serves ILIKE through its indexes; its `%` similarity operator is not used anywhere:
 * on the embedded engine (PGlite 0.5.16 to 0.6.1), after `%` has run, a later statement (a
 * DELETE, in one run of 10 to 70) never returns, spinning inside the engine on a buffer's header
 * lock. `similarity()`, `levenshtein()` and an ILIKE through the trigram index do not do this.
 */
const PGLITE_EXTENSIONS = { btree_gin, fuzzystrmatch, pg_trgm };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

/** The rows of a raw statement (both drivers answer `execute` with `{ rows }`). */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export interface ShopDatabase {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs raw SQL and returns its rows (the query layer for hand-written hot paths). */
  query<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Runs `work` while holding a database-wide lock, so that only one process seeds at a time. */
  withLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /**
   * The same database without the serving limits, for work that may run long on purpose
   * (seeding, rebuilding the read model, migrations): requests keep their limits meanwhile.
   * Without limits this is the database itself.
   */
  maintenance(): ShopDatabase;
  /** Whether the database answers a trivial query now (readiness). */
  ping(): Promise<boolean>;
  /** Calls waiting for a connection now (the embedded database: for their turn). */
  waiting(): number;
  /**
   * The serving pool's connections now (PostgreSQL; the embedded database has no pool): open
   * ones and those of them idle. For the metrics.
   */
  connections?(): { open: number; idle: number };
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a lower-case SQL name), from
   * any process on this database. On PostgreSQL a dedicated connection listens and reconnects
   * after an error; notifications sent while it was away are lost, so `onNotify` is called
   * (payload '') once it listens again, for the listener to catch up. Resolves once listening;
   * the function it gives stops listening. close() stops every listener.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name LISTEN takes without quoting. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

/** How long a lost listening connection waits before it connects again, ms (doubling to 30 s). */
const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * How long a request may wait for the database. A database that is down or slow then fails
 * fast (the API answers 503), instead of holding requests until clients give up.
 */
export interface DatabaseLimits {
  /**
   * Longest wait for a connection, ms: connecting to PostgreSQL or a free pool connection; for
   * the embedded database, the turn behind the statements running before.
   */
  connectTimeoutMs: number;
  /**
   * Longest run of one statement, ms (PostgreSQL's statement_timeout). The embedded database
   * runs inside this process and cannot interrupt a statement: only its wait is bounded.
   */
  statementTimeoutMs: number;
  /**
   * Most calls that may wait for a connection (the embedded database: for their turn); a call
   * beyond them fails at once with DatabaseQueueFullError instead of waiting for the connect
   * timeout. Absent or 0: no limit.
   */
  maxWaiting?: number;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` for a PostgreSQL server; absent for the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; absent (or 'memory://') keeps it in memory. */
  dataDir?: string | undefined;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Limits of serving; absent: none (tools, tests). */
  limits?: DatabaseLimits | undefined;
  /**
   * Errors of idle pool connections (the server restarted or went away). The pool drops such a
   * connection by itself and opens new ones when the server is back; this only reports them.
   */
  onIdleError?: (error: Error) => void;
  /**
   * False for a read-only replica (PostgreSQL only): no migrations are run, the primary's reach
   * it by replication. Default true.
   */
  migrate?: boolean;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * The embedded engine's start: PGlite's own, with 32 MB of shared buffers instead of
 * PostgreSQL's 128 MB. The buffers live in the shop's own memory (the engine's WebAssembly heap,
 * which never shrinks), where the demo catalogue's tables and indexes filled all 128 MB after a
 * few hundred pages; pages beyond the buffers are read from the operating system's file cache,
 * which is shared and not the shop's. Measured on the demo shop: about 100 MB less resident
 * memory, the same CPU per page.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Any stable number: serialises migrations of processes that start at the same time. */
const MIGRATION_LOCK_ID = 724_190_331;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<ShopDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.limits);
}

async function openPglite(
  dataDir: string | undefined,
  limits: DatabaseLimits | undefined,
): Promise<ShopDatabase> {
  const inMemory = !dataDir || dataDir === 'memory://';
  let lock: DataDirLock | null = null;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  let client: PGlite;
  let raw: Database;
  try {
    client = inMemory
      ? await createInMemory()
      : await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START });
    raw = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(raw as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const close = async () => {
    await client.close();
    lock?.release();
  };
  const listen = async (channel: string, onNotify: (payload: string) => void) => {
    checkChannel(channel);
    // PGlite delivers the notifications of this client (one process owns the folder).
    const unsubscribe = await client.listen(channel, (payload) => onNotify(payload ?? ''));
    return async () => {
      if (!client.closed) await unsubscribe();
    };
  };
  const view = (
    db: Database,
    maintenance: () => ShopDatabase,
    waiting: () => number,
  ): ShopDatabase => ({
    kind: 'pglite',
    db,
    query: <T>(query: SQL) => executeRows<T>(db, query),
    // One process owns a PGlite folder, so there is nobody to lock out.
    withLock: (_lockId, work) => work(),
    maintenance,
    ping: () => pingWith(db),
    waiting,
    listen,
    close,
  });
  const unlimited: ShopDatabase = view(
    raw,
    () => unlimited,
    () => 0,
  );
  if (!limits) return unlimited;
  const turns = boundedTurns(client, limits.connectTimeoutMs, limits.maxWaiting ?? 0);
  const limited = drizzlePglite(turns.client, { schema }) as unknown as Database;
  return view(limited, () => unlimited, turns.waiting);
}

/**
 * An in-memory database, migrated: loaded from the dump of the migrated empty database when there
 * is one (pglite-template.ts), else created, migrated and dumped for the next.
 */
async function createInMemory(): Promise<PGlite> {
  const path = templatePath(MIGRATIONS_FOLDER);
  const template = readTemplate(path);
  if (template) {
    try {
      return await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
    } catch {
      dropTemplate(path);
    }
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client, { schema }) as never, {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  await writeTemplate(path, client);
  return client;
}

/** Runs the migrations, one process at a time (an advisory lock). */
async function migrateOnce(connections: pg.Pool): Promise<void> {
  const lockClient = await connections.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<ShopDatabase> {
  const { limits } = options;
  const poolSize = options.poolSize ?? 10;
  // bigint counts come back as strings by default; the catalogue's counts fit a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = boundedQueue(
    newPool(url, poolSize, limits, options.onIdleError),
    limits?.maxWaiting ?? 0,
  );
  // Migrations and seeding may run long: they use connections without the statement timeout.
  let maintenancePool: pg.Pool | null = limits ? null : pool;
  const maintenanceConnections = () => {
    maintenancePool ??= newPool(url, 2, undefined, options.onIdleError);
    return maintenancePool;
  };
  if (options.migrate !== false) await migrateOnce(maintenanceConnections());
  const listeners = new Set<PostgresListener>();
  const listen = async (channel: string, onNotify: (payload: string) => void) => {
    checkChannel(channel);
    const listener = new PostgresListener(url, channel, onNotify, options.onIdleError);
    listeners.add(listener);
    try {
      await listener.start();
    } catch (error) {
      listeners.delete(listener);
      await listener.stop();
      throw error;
    }
    return async () => {
      listeners.delete(listener);
      await listener.stop();
    };
  };
  const view = (connections: () => pg.Pool, maintenance: () => ShopDatabase): ShopDatabase => {
    const db = releasingTransactions(
      drizzleNodePg(connections(), { schema }) as unknown as Database,
      connections(),
    );
    return {
      kind: 'postgres',
      db,
      query: <T>(query: SQL) => executeRows<T>(db, query),
      async withLock(lockId, work) {
        // The lock waits for another process's seeding: never under the statement timeout.
        const client = await maintenanceConnections().connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [lockId]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => {});
          client.release();
        }
      },
      maintenance,
      ping: () => pingWith(db),
      waiting: () => waitingBeyondIdle(connections()),
      connections: () => ({ open: connections().totalCount, idle: connections().idleCount }),
      listen,
      async close() {
        await Promise.all([...listeners].map((listener) => listener.stop()));
        listeners.clear();
        const pools = new Set([pool, maintenancePool].filter((p): p is pg.Pool => p !== null));
        await Promise.all([...pools].map((p) => p.end()));
      },
    };
  };
  let unlimited: ShopDatabase | null = null;
  const maintenance = (): ShopDatabase => {
    unlimited ??= view(maintenanceConnections, maintenance);
    return unlimited;
  };
  return limits ? view(() => pool, maintenance) : maintenance();
}

/**
 * LISTEN on a connection of its own (a pool connection would go back to the pool and stop
 * listening). When the connection fails it connects again, waiting longer each time up to
 * LISTEN_RETRY_MAX_MS, and calls onNotify('') once listening again.
 */
class PostgresListener {
  #client: pg.Client | null = null;
  #stopped = false;
  #retryMs = LISTEN_RETRY_FIRST_MS;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly onError: ((error: Error) => void) | undefined,
  ) {}

  /** Connects and listens; rejects when the first connection fails. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) this.onError?.(error);
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onNotify(message.payload ?? '');
    });
    await client.connect();
    try {
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost());
    this.#client = client;
    this.#retryMs = LISTEN_RETRY_FIRST_MS;
  }

  private scheduleReconnect(): void {
    if (this.#stopped || this.#timer) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, LISTEN_RETRY_MAX_MS);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.connect().then(
        // Notifications sent while no connection listened are lost: the listener catches up.
        () => {
          if (!this.#stopped) this.onNotify('');
        },
        (error: Error) => {
          this.onError?.(error);
          this.scheduleReconnect();
        },
      );
    }, wait);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const client = this.#client;
    this.#client = null;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

function newPool(
  url: string,
  max: number,
  limits: DatabaseLimits | undefined,
  onIdleError: ((error: Error) => void) | undefined,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A dead peer is noticed by TCP keep-alive instead of hanging a connection forever.
    keepAlive: true,
    ...(limits
      ? {
          connectionTimeoutMillis: limits.connectTimeoutMs,
          // The server cancels a statement that runs too long (SQLSTATE 57014) ...
          statement_timeout: limits.statementTimeoutMs,
          // ... and this process stops waiting for a server that no longer answers at all.
          query_timeout: limits.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
          // A transaction left open (a handler stuck between statements) releases its locks.
          idle_in_transaction_session_timeout: limits.statementTimeoutMs * 4,
        }
      : {}),
  });
  // A connection's error (the server stopped or restarted) is an 'error' event: without a
  // listener it would end the process. An idle connection's error reaches the pool, which drops
  // the connection; a connection in use also fails its running query, which answers the request.
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Transactions that always give their connection back. Drizzle's own transaction on a pool
 * sends BEGIN before its try block: when BEGIN fails (the server went away), the connection
 * is never released, and after a few such failures the pool has none left and the shop never
 * serves again. Here the transaction runs on a connection this function takes and releases; a
 * connection that failed (gone, timed out) is released with its error, so the pool closes it.
 */
function releasingTransactions(db: Database, pool: pg.Pool): Database {
  const bound = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let onClient = bound.get(client);
      if (!onClient) {
        onClient = drizzleNodePg(client, { schema }) as unknown as Database;
        bound.set(client, onClient);
      }
      return await onClient.transaction(work, config);
    } catch (error) {
      if (error instanceof Error && isDatabaseUnavailable(error)) broken = error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  db.transaction = transaction;
  return db;
}

/**
 * The pool, refusing a new call for a connection at once (DatabaseQueueFullError) while
 * `maxWaiting` calls already wait for one: under overload the queue would otherwise grow
 * until each call fails at the connect timeout, holding its request that long. 0: no limit.
 */
function boundedQueue(pool: pg.Pool, maxWaiting: number): pg.Pool {
  if (maxWaiting <= 0) return pool;
  const full = () => waitingBeyondIdle(pool) >= maxWaiting;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const refuse = (args: unknown[]) => {
    const error = new DatabaseQueueFullError(waitingBeyondIdle(pool));
    const callback = args.at(-1);
    // The callback forms answer through the callback, as the pool itself does.
    if (typeof callback === 'function') {
      process.nextTick(() => (callback as (error: Error) => void)(error));
      return undefined;
    }
    return Promise.reject(error);
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') {
        return (...args: unknown[]) => (full() ? refuse(args) : connect(...args));
      }
      if (property === 'query') {
        return (...args: unknown[]) => (full() ? refuse(args) : query(...args));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Calls waiting for a connection that no idle one will serve: the pool queues a call for a
 * moment (to the next tick) even while it has idle connections.
 */
function waitingBeyondIdle(pool: pg.Pool): number {
  return Math.max(0, pool.waitingCount - pool.idleCount);
}

/** How much longer than the server's statement timeout this process waits for an answer. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/** How long the embedded database's queue runs on before the event loop gets a turn, ms. */
const YIELD_AFTER_MS = 50;

/**
 * The embedded database runs one call at a time. This puts its calls (statements and whole
 * transactions) in one queue in which each waits at most `waitMs` for its turn, and which takes
 * at most `maxWaiting` calls (0: any number): when the database is the bottleneck, callers fail
 * fast instead of queueing for seconds, and a call that finds the queue full fails at once. Calls
 * made inside a transaction use the transaction's own handle and do not queue again.
 */
export function boundedTurns(
  client: PGlite,
  waitMs: number,
  maxWaiting = 0,
): { client: PGlite; waiting: () => number } {
  let busy = false;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        runningSince = performance.now();
        resolve();
        return;
      }
      if (maxWaiting > 0 && waiting.length >= maxWaiting) {
        reject(new DatabaseQueueFullError(waiting.length));
        return;
      }
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(grant);
        // Already handed its turn (granted at the next turn of the event loop): it runs.
        if (index < 0) return;
        waiting.splice(index, 1);
        reject(new DatabaseBusyError(waitMs));
      }, waitMs);
      waiting.push(grant);
    });
  // The embedded database runs on this thread: handing the turn straight on would run the whole
  // queue without the event loop turning once, so no request (not even a refusal) would be
  // answered meanwhile. Once the queue has run for YIELD_AFTER_MS, the next call gets its turn
  // after the loop has seen to its input; before that it follows at once, as a turn of the loop
  // per statement would make every queued request wait for many turns.
  let runningSince = 0;
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      return;
    }
    if (performance.now() - runningSince < YIELD_AFTER_MS) {
      next();
      return;
    }
    setImmediate(() => {
      runningSince = performance.now();
      next();
    });
  };
  const queued = new Map<PropertyKey, unknown>();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const method = client[name] as (...args: unknown[]) => Promise<unknown>;
    queued.set(name, async (...args: unknown[]) => {
      await acquire();
      try {
        return await method.apply(client, args);
      } finally {
        release();
      }
    });
  }
  const bounded = new Proxy(client, {
    get(target, property) {
      if (queued.has(property)) return queued.get(property);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: bounded, waiting: () => waiting.length };
}
