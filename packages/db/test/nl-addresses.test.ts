/**
 * The import of Dutch addresses: the table gets the ranges of the file, a file refused on any
 * line changes nothing; the command line reports and refuses the same way.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { DutchAddressFileError } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_DUTCH_ADDRESSES_FILE,
  ensureDemoStreetRanges,
  importDutchAddresses,
  openDatabase,
  type ShopDatabase,
} from '../src/index.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');

const GOOD = [
  'postcode;huisnummer;straat;woonplaats',
  '3512 JC;21;Domplein;Utrecht',
  '3512JC;9;Domplein;Utrecht',
  '3512JC;9;Domplein;Utrecht',
  '3512JC;4;Domplein;Utrecht',
  '1071XX;1;Museumstraat;Amsterdam',
  '',
].join('\n');

const ranges = (shop: ShopDatabase) =>
  shop.query<{ postcode: string; parity: number; from: number; to: number; street: string }>(
    sql`SELECT postcode, parity, from_number AS "from", to_number AS "to", street
        FROM nl_street_ranges ORDER BY postcode, parity, from_number`,
  );

describe('importDutchAddresses', () => {
  let shop: ShopDatabase;
  beforeAll(async () => {
    shop = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => shop.close());

  it('replaces the table with the ranges of the file and reports what it read and wrote', async () => {
    const result = await importDutchAddresses(shop, Readable.from([GOOD]));
    expect(result).toMatchObject({ lines: 6, addresses: 5, ranges: 3 });
    expect(await ranges(shop)).toEqual([
      { postcode: '1071XX', parity: 1, from: 1, to: 1, street: 'Museumstraat' },
      { postcode: '3512JC', parity: 0, from: 4, to: 4, street: 'Domplein' },
      { postcode: '3512JC', parity: 1, from: 9, to: 21, street: 'Domplein' },
    ]);
    // Again, with a file of other content: only its ranges are left.
    await importDutchAddresses(
      shop,
      Readable.from(['postcode,huisnummer,straat,woonplaats\n1071DJ,6,Museumplein,Amsterdam\n']),
    );
    expect((await ranges(shop)).map((r) => r.postcode)).toEqual(['1071DJ']);
  });

  it('refuses a file with a bad line anywhere, naming it, and keeps the table as it was', async () => {
    await importDutchAddresses(shop, Readable.from([GOOD]));
    const before = await ranges(shop);
    const bad = `${GOOD}1071DJ;six;Museumplein;Amsterdam\n`;
    const error = await importDutchAddresses(shop, Readable.from([bad])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DutchAddressFileError);
    expect((error as Error).message).toBe(
      'line 7, column "huisnummer": "six" is not a house number (a whole number from 1 to 99999)',
    );
    expect(await ranges(shop)).toEqual(before);
  });

  it('reads a file far larger than one batch, a postcode spread over the file', async () => {
    // 45,000 addresses: more than two read-back steps; one postcode's numbers at both ends.
    function* lines() {
      yield 'postcode;huisnummer;straat;woonplaats\n';
      yield '9999ZZ;1;Eindstraat;Groningen\n';
      for (let i = 0; i < 45_000; i++) {
        const area = 1000 + Math.floor(i / 50);
        yield `${area}AB;${(i % 50) + 1};Straat ${area};Plaats\n`;
      }
      yield '9999ZZ;3;Eindstraat;Groningen\n';
    }
    const result = await importDutchAddresses(shop, Readable.from(lines()));
    // Per four-digit area one postcode, its odd and its even side; plus 9999ZZ's one range.
    expect(result).toMatchObject({ addresses: 45_002, ranges: 900 * 2 + 1 });
    const [end] = await shop.query<{ from: number; to: number }>(
      sql`SELECT from_number AS "from", to_number AS "to" FROM nl_street_ranges WHERE postcode = '9999ZZ'`,
    );
    expect(end).toEqual({ from: 1, to: 3 });
  });
});

describe('ensureDemoStreetRanges', () => {
  it('imports the shipped sample beside the demo catalogue only, and only into an empty table', async () => {
    const shop = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await ensureDemoStreetRanges(shop)).toEqual({ seeded: false, ranges: 0 });
      await shop.query(
        sql`INSERT INTO shop_meta (key, value) VALUES ('catalog', ${JSON.stringify({ source: 'demo' })}::jsonb)`,
      );
      const first = await ensureDemoStreetRanges(shop);
      expect(first.seeded).toBe(true);
      expect(first.ranges).toBeGreaterThanOrEqual(5);
      const [dom] = await shop.query<{ street: string; city: string }>(
        sql`SELECT street, city FROM nl_street_ranges WHERE postcode = '3512JC'`,
      );
      expect(dom).toEqual({ street: 'Domplein', city: 'Utrecht' });
      expect(await ensureDemoStreetRanges(shop)).toEqual({ seeded: false, ranges: 0 });
    } finally {
      await shop.close();
    }
  });
});

describe('npm run postcode:import', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'shop-postcodes-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const importCli = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/import-postcodes.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('imports a file into the embedded database and refuses a bad one, changing nothing', async () => {
    const good = await importCli(DEMO_DUTCH_ADDRESSES_FILE);
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(/Read 7 lines \(6 addresses\); wrote 5 street ranges/);

    const badFile = join(folder, 'bad.csv');
    writeFileSync(
      badFile,
      'postcode;huisnummer;straat;woonplaats\n1071XX;1;Museumstraat;Amsterdam\n1071 D;6;Museumplein;Amsterdam\n',
    );
    const bad = await importCli(badFile);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('line 3, column "postcode": "1071 D" is not a Dutch postcode');
    expect(bad.stderr).toContain('Nothing was changed');

    const missing = await importCli(join(folder, 'none.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No such file');

    const shop = await openDatabase({ dataDir: join(folder, 'pglite') });
    try {
      const [row] = await shop.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM nl_street_ranges`,
      );
      expect(row!.n).toBe(5);
    } finally {
      await shop.close();
    }
  });
});
