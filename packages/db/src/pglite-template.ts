/**
 * The starting state of an in-memory embedded database (tests, tools): the migrated, empty
 * database, kept as a dump of PGlite's data folder in the system's temporary folder. Creating a
 * PGlite cluster and migrating it takes seconds; loading the dump a fraction of that, and a test
 * suite opens hundreds of databases. The dump's name holds a hash of the migrations and of
 * PGlite's version, so a changed migration or PGlite release makes a new one; a dump that cannot
 * be read is made again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const require = createRequire(import.meta.url);

/** PGlite's release: its dump format and its cluster belong to it. */
function pgliteVersion(): string {
  // The package does not export its package.json: found beside its entry's folder.
  let folder = dirname(require.resolve('@electric-sql/pglite'));
  while (folder !== dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      if (manifest.name === '@electric-sql/pglite') return String(manifest.version);
    } catch {
      // No manifest in this folder: look in its parent.
    }
    folder = dirname(folder);
  }
  return 'unknown';
}

/** The dump's file: one per set of migrations and PGlite version. */
export function templatePath(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const files = [
    ...readdirSync(migrationsFolder).map((name) => join(migrationsFolder, name)),
    join(migrationsFolder, 'meta', '_journal.json'),
  ]
    .filter((path) => path.endsWith('.sql') || path.endsWith('.json'))
    .sort();
  for (const path of files)
    hash.update(path.slice(migrationsFolder.length)).update(readFileSync(path));
  return join(tmpdir(), `shop-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The dump, or null when there is none yet (or it cannot be read). */
export function readTemplate(path: string): Blob | null {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return null;
  }
}

/**
 * Keeps the dump of a freshly migrated database. Written under a name of its own and renamed, so
 * processes that open databases at the same time never read half a dump.
 */
export async function writeTemplate(path: string, client: PGlite): Promise<void> {
  const dump = await client.dumpDataDir('none');
  const partial = `${path}.${process.pid}.${Date.now()}`;
  try {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } catch {
    // Without a temporary folder to write to, every database is made from scratch.
    rmSync(partial, { force: true });
  }
}

/** Forgets a dump that did not load. */
export function dropTemplate(path: string): void {
  rmSync(path, { force: true });
}
