/**
 * The content store's files (npm run content -- export | import): a round trip, the refusal of
 * a wrong file with nothing imported, and the command itself on a database of its own.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { StoryAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRepository } from '../src/modules/content/repository.ts';
import {
  ContentImportRefused,
  exportStories,
  importStories,
} from '../src/modules/content/transfer.ts';
import { loadFixtureStories } from './fixtures/content.ts';
import { createTestShop, type TestShop } from './helper.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const BASE = '/api/ext/vsf-storyblok-extension';
const NOW = new Date('2026-11-26T11:00:00Z');

let t: TestShop;
let stories: ContentRepository;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  t = await createTestShop({ seed: 'none', now: () => NOW });
  await loadFixtureStories(t.shop);
  stories = new ContentRepository(t.shop);
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function writeStory(dir: string, fullSlug: string, story: object) {
  const path = join(dir, `${fullSlug}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(story));
}

async function storyAt(path: string) {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/story/${path}` });
  return response.statusCode === 200
    ? StoryAnswer.parse(response.json()).result.story
    : response.statusCode;
}

describe('content export and import', () => {
  it('writes one file per story with its draft and whether it is published, and reads them back', async () => {
    const dir = folder();
    const rows = await t.shop.db.select().from(schema.contentStories);
    expect(await exportStories(stories, dir)).toBe(rows.length);
    const home = JSON.parse(readFileSync(join(dir, 'nl/home.json'), 'utf8'));
    expect(home).toMatchObject({ full_slug: 'nl/home', published: true, name: 'Home' });
    expect(home.content.title).toBe('Welkom');
    expect(JSON.parse(readFileSync(join(dir, 'nl/nieuw.json'), 'utf8')).published).toBe(false);

    // The fixture theme holds a menu entry the contract refuses (the API leaves it out): an
    // import would refuse it, so the editor removes it.
    const theme = JSON.parse(readFileSync(join(dir, 'nl/config/theme.json'), 'utf8'));
    theme.content.menu = theme.content.menu.slice(0, 1);
    writeFileSync(join(dir, 'nl/config/theme.json'), JSON.stringify(theme));
    // Edited and imported as drafts: nothing changes for shoppers until published.
    home.content.title = 'Welkom terug';
    writeFileSync(join(dir, 'nl/home.json'), JSON.stringify(home));
    expect(await storyAt('')).toMatchObject({ content: { title: 'Welkom' } });
    const drafts = await importStories(stories, dir, { publish: false, now: NOW });
    expect(drafts).toEqual({ created: 0, updated: rows.length });
    expect(await storyAt('')).toMatchObject({ content: { title: 'Welkom' } });
    // Published: shown once the shop hears the import's announcement (a notification of the
    // database, which PostgreSQL delivers on its own connection, a moment after the commit).
    await importStories(stories, dir, { publish: true, now: NOW });
    await expect
      .poll(async () => ((await storyAt('')) as { content?: { title?: string } }).content?.title, {
        timeout: 30_000,
      })
      .toBe('Welkom terug');
    expect(await storyAt('nieuw')).toMatchObject({ full_slug: 'nl/nieuw' });
    // The round trip keeps identities and translation groups.
    const again = folder();
    await exportStories(stories, again);
    const before = JSON.parse(readFileSync(join(dir, 'de/home.json'), 'utf8'));
    const after = JSON.parse(readFileSync(join(again, 'de/home.json'), 'utf8'));
    expect(after).toMatchObject({ id: before.id, uuid: before.uuid, group_id: before.group_id });
  });

  it('creates a new story from a file with only a name and content', async () => {
    const dir = folder();
    writeStory(dir, 'nl/actie', {
      name: 'Actie',
      content: { _uid: 'actie', component: 'page', title: 'Actie', body: [] },
    });
    expect(await importStories(stories, dir, { publish: true, now: NOW })).toEqual({
      created: 1,
      updated: 0,
    });
    expect(await storyAt('actie')).toMatchObject({ name: 'Actie', full_slug: 'nl/actie' });
  });

  it('refuses a folder with a wrong file, naming file and field, and imports nothing', async () => {
    const dir = folder();
    writeStory(dir, 'nl/goed', {
      name: 'Goed',
      content: { _uid: 'goed', component: 'page', title: 'Goed', body: [] },
    });
    writeStory(dir, 'nl/blog/fout', {
      name: 'Fout',
      content: { _uid: 'fout', component: 'blog_article', date: '1 maart' },
    });
    writeStory(dir, 'nl/Hoofdletters', {
      name: 'x',
      content: { _uid: 'x', component: 'carousel' },
    });
    writeFileSync(join(dir, 'nl/kapot.json'), '{ not json');
    const refused = await importStories(stories, dir, { publish: true, now: NOW }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ContentImportRefused);
    const problems = (refused as ContentImportRefused).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^nl\/blog\/fout\.json: content\.title: /),
        expect.stringMatching(/^nl\/blog\/fout\.json: content\.date: date must be YYYY-MM-DD/),
        expect.stringMatching(/^nl\/Hoofdletters\.json: full_slug: /),
        expect.stringMatching(/^nl\/Hoofdletters\.json: content\.component: must be page/),
        expect.stringMatching(/^nl\/kapot\.json: \(file\): not JSON/),
      ]),
    );
    expect(await stories.byFullSlug('nl/goed')).toBeNull();
  });

  it('runs as a command on a database of its own: import, then export gives the same files', async () => {
    const dir = folder();
    writeStory(dir, 'nl/cli-pagina', {
      name: 'CLI pagina',
      tag_list: ['cli'],
      content: { _uid: 'cli', component: 'page', title: 'Van de command line', body: [] },
    });
    const env = {
      ...process.env,
      DATA_DIR: folder(),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    };
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    const cli = join(ROOT, 'apps/api/src/modules/content/cli.ts');
    const imported = await run(tsx, [cli, 'import', dir, '--publish'], { env, cwd: ROOT });
    expect(imported.stdout).toMatch(/Imported 1 stories \(1 new, 0 updated\), published/);
    const out = folder();
    await run(tsx, [cli, 'export', out], { env, cwd: ROOT });
    expect(readdirSync(join(out, 'nl'))).toContain('cli-pagina.json');
    expect(JSON.parse(readFileSync(join(out, 'nl/cli-pagina.json'), 'utf8'))).toMatchObject({
      name: 'CLI pagina',
      published: true,
      tag_list: ['cli'],
      content: { title: 'Van de command line' },
    });
    // A wrong file: exit code 1 and the problem on stderr.
    writeStory(dir, 'nl/cli-fout', { name: '', content: { component: 'page' } });
    const failed = await run(tsx, [cli, 'import', dir], { env, cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/nl\/cli-fout\.json: name: /);
  });
});
