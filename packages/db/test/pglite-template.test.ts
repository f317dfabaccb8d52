import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/client.ts';
import { readTemplate, templatePath, writeTemplate } from '../src/pglite-template.ts';

const folder = mkdtempSync(join(tmpdir(), 'shop-template-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the template of in-memory databases', () => {
  it('is named by the migrations: a changed or added migration names another', () => {
    const copy = join(folder, 'migrations');
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const before = templatePath(copy);
    expect(templatePath(copy)).toBe(before);
    const first = readdirSync(copy).find((name) => name.endsWith('.sql')) as string;
    writeFileSync(join(copy, first), '-- changed\n', { flag: 'a' });
    const changed = templatePath(copy);
    expect(changed).not.toBe(before);
    writeFileSync(join(copy, '9999_new.sql'), 'SELECT 1;\n');
    expect(templatePath(copy)).not.toBe(changed);
  });

  it('is none until written; written whole under its name, loadable, with nothing else left', async () => {
    const path = join(folder, 'template.tar');
    expect(readTemplate(path)).toBeNull();
    const client = await PGlite.create();
    await client.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7);');
    await writeTemplate(path, client);
    await client.close();
    expect(readdirSync(folder).filter((name) => name.startsWith('template.tar'))).toEqual([
      'template.tar',
    ]);
    const template = readTemplate(path);
    expect(template).not.toBeNull();
    const loaded = await PGlite.create({ loadDataDir: template as Blob });
    expect((await loaded.query<{ id: number }>('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
    await loaded.close();
    expect(existsSync(path)).toBe(true);
  });
});
