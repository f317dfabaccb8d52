/**
 * Two processes opening one empty PostgreSQL database at the same moment (the workers of two
 * machines starting together): the migration lock lets one migrate while the other waits, and
 * each migration is applied once. PostgreSQL only: the embedded database belongs to one process.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../src/index.ts';

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!serverUrl)('migrations opened by two processes at once', () => {
  const database = `migrate_once_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const opened: ShopDatabase[] = [];
  let admin: pg.Client | undefined;

  afterAll(async () => {
    await Promise.all(opened.map((shop) => shop.close()));
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  });

  it('applies each migration once', async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${database}`;
    const both = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
    );
    opened.push(...both);
    const rows = await both[0]!.query<{ hash: string }>(
      // Drizzle's own record of the migrations it applied.
      sql`SELECT hash FROM drizzle.__drizzle_migrations`,
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });
});
