/**
 * Replaces the Dutch street ranges with those of an extract of the address register:
 *
 *   npm run postcode:import -- path/to/addresses.csv
 *
 * The file's first line names its columns: postcode, huisnummer, straat (or openbareruimte) and
 * woonplaats, in any order among others, separated by ';' or ','. Works on DATABASE_URL, else on
 * the embedded database in DATA_DIR (stop the shop first: one process owns that folder). A file
 * with a line that cannot be read is refused with its line and column; the ranges stay as they were.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DutchAddressFileError } from '@shop/core';
import { openDatabase } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { importDutchAddressFile } from '../nl-addresses.ts';

const USAGE = 'Usage: npm run postcode:import -- path/to/addresses.csv';

async function main(): Promise<number> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file === '--help' || file === '-h') {
    console.error(USAGE);
    return file === '--help' || file === '-h' ? 0 : 1;
  }
  const path = resolve(file);
  if (!existsSync(path) || !statSync(path).isFile()) {
    console.error(`No such file: ${path}`);
    return 1;
  }
  const dataDir = resolve(process.env.DATA_DIR || 'var/data');
  const shop = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(dataDir, 'pglite'),
  });
  try {
    console.log(`Importing Dutch addresses from ${path}`);
    const result = await importDutchAddressFile(shop, path);
    console.log(
      `Read ${result.lines} lines (${result.addresses} addresses); wrote ${result.ranges} street ranges in ${(result.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DutchAddressFileError) {
      console.error(`Refused ${path}: ${error.message}`);
      console.error('Nothing was changed: the street ranges are as they were.');
      return 1;
    }
    throw error;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exitCode = 1;
  },
);
