/**
 * One connection factory for both storage modes: PGlite (PostgreSQL compiled to WASM, in-process,
 * data in a folder) by default, a PostgreSQL server when a `postgres://` URL is given. Both use
 * the same Drizzle schema and the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

export interface ShopDatabase {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs raw SQL and returns its rows (the query layer for hand-written hot paths). */
  query<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Runs `work` while holding a database-wide lock, so that only one process seeds at a time. */
  withLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` for a PostgreSQL server; absent for the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; absent (or 'memory://') keeps it in memory. */
  dataDir?: string | undefined;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Any stable number: serialises migrations of processes that start at the same time. */
const MIGRATION_LOCK_ID = 724_190_331;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<ShopDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<ShopDatabase> {
  const inMemory = !dataDir || dataDir === 'memory://';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    extensions: { fuzzystrmatch },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    db,
    async query<T>(query: SQL) {
      const result = await db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
    // One process owns a PGlite folder, so there is nobody to lock out.
    withLock: (_lockId, work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<ShopDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // bigint counts come back as strings by default; the catalogue's counts fit a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    async query<T>(query: SQL) {
      const result = await db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
    async withLock(lockId, work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
