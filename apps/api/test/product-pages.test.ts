/**
 * Every product a shopper can reach has its page: the catalogue's visibility 2 (listings), 3
 * (search only) and 4 (both) all have one, a child (1) and a disabled product none. The sitemap
 * lists those pages, so each of its product addresses must answer 200.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../scripts/web-build.mjs';
import { mountWeb } from '../src/web/mount-web.ts';
import { createTestShop, type TestShop } from './helper.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const buildDir = join(repoRoot, 'apps/web/build');

let t: TestShop;

beforeAll(async () => {
  // The pages of a build older than the storefront's sources would test yesterday's pages.
  ensureWebBuild();
  t = await createTestShop({ beforeReady: (app) => mountWeb(app, { buildDir }) });
}, 300_000);
afterAll(() => t?.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
}

/** The paths of the sitemap's `<loc>` entries of one file. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('product pages', () => {
  it('a product shown only in search results has its page, in both store views', async () => {
    const nl = await get('/p/KW-SEARCHONLY/product-kw-searchonly');
    expect(nl.status).toBe(200);
    expect(nl.body).toContain('Kiddo reiswieg zoekbaar');
    const de = await get('/de/p/KW-SEARCHONLY/product-kw-searchonly');
    expect(de.status).toBe(200);
  });

  it('a product shown only in listings has its page', async () => {
    const page = await get('/p/KW-CATALOGONLY/product-kw-catalogonly');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Kiddo regenhoes catalogus');
  });

  it('a disabled product has none', async () => {
    expect((await get('/p/KW-DISABLED/uitverkochte-kinderwagen-oud-model')).status).toBe(404);
  });

  it('every product address of the sitemap answers with its page', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    const files = locations(index.body).filter((path) => /-products-\d+\.xml$/.test(path));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const pages = (
      await Promise.all(files.map(async (file) => locations((await get(file)).body)))
    ).flat();
    expect(pages).toContain('/p/KW-SEARCHONLY/product-kw-searchonly');
    for (const path of pages) expect([path, (await get(path)).status]).toEqual([path, 200]);
  });
});
