/**
 * The PostgreSQL database a benchmark runs on: created when missing (psql and createdb of the
 * machine), never touching any other database.
 */
import { execFileSync } from 'node:child_process';

/** Creates the database of a postgres:// URL when it does not exist yet. */
export function ensurePostgresDatabase(databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  const exists = execFileSync('psql', [
    ...args,
    '-d',
    'postgres',
    '-Atc',
    `SELECT 1 FROM pg_database WHERE datname = '${name}'`,
  ])
    .toString()
    .trim();
  if (!exists) execFileSync('createdb', [...args, name]);
}
