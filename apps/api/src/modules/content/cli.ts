/**
 * The content store's files on the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR):
 *   npm run content -- export <dir>             every story as <dir>/<full_slug>.json
 *   npm run content -- import <dir> [--publish] check every file, then store the drafts (and
 *                                               publish them); a wrong file refuses it all
 * A running shop on the same PostgreSQL database clears its content cache after an import.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirInUseError, openDatabase } from '@shop/db';
import { ContentRepository } from './repository.ts';
import { ContentImportRefused, exportStories, importStories } from './transfer.ts';

const USAGE = 'Usage: npm run content -- export <dir> | import <dir> [--publish]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { publish: { type: 'boolean', default: false } },
  });
  const [command, dir] = positionals;
  if ((command !== 'export' && command !== 'import') || !dir || positionals.length > 2) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'export' && values.publish) {
    console.error('--publish is an option of import');
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR || 'var/data');
  const shop = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(dataDir, 'pglite'),
  });
  try {
    const stories = new ContentRepository(shop);
    if (command === 'export') {
      const count = await exportStories(stories, resolve(dir));
      console.log(`Exported ${count} stories to ${resolve(dir)}`);
      return 0;
    }
    const result = await importStories(stories, resolve(dir), {
      publish: values.publish,
      now: new Date(),
    });
    console.log(
      `Imported ${result.created + result.updated} stories (${result.created} new, ${result.updated} updated)${values.publish ? ', published' : ' as drafts'}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ContentImportRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
