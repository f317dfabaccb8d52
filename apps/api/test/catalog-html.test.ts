/**
 * Catalogue and content HTML is rendered as HTML by the storefront, so every answer that carries
 * it carries it sanitised (packages/db/src/catalog/catalog-html.ts): product and category
 * descriptions in the read model, CMS page content in the URL map's answer.
 */
import { loadCatalogSeed, reindexCatalog } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, makeFixtureCatalog } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { MONDAY_NOON } from './order-helper.ts';

const HOSTILE =
  '<p onclick="steal()">Stevig<script>alert(1)</script> <a href="javascript:alert(2)">klik</a></p>' +
  '<img src="x" onerror="alert(3)" alt="foto"><img src="https://evil.example/pixel.png">' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(4)"><circle r="1"/></svg>' +
  '<a href="https://example.com/gids" target="_blank">gids</a><p style="position:fixed">x</p>';
const CLEAN =
  '<p>Stevig <a>klik</a></p><img src="x" alt="foto" />' +
  '<a href="https://example.com/gids" target="_blank" rel="noopener noreferrer">gids</a><p>x</p>';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none', now: () => MONDAY_NOON });
  const catalog = makeFixtureCatalog(MONDAY_NOON);
  const stroller = catalog.products.find((product) => product.sku === 'KW-100')!;
  stroller.description = { nl: HOSTILE, de: HOSTILE };
  stroller.shortDescription = { nl: HOSTILE, de: HOSTILE };
  const strollers = catalog.categories.find((category) => category.id === CATEGORY.strollers)!;
  strollers.description = { nl: HOSTILE, de: HOSTILE };
  catalog.cmsPages[0]!.content = { nl: HOSTILE, de: HOSTILE };
  await loadCatalogSeed(t.shop.db, catalog);
  await reindexCatalog(t.shop, { now: MONDAY_NOON });
});
afterAll(() => t?.close());

const map = (url: string) => t.call({ method: 'POST', url: '/api/url/map', payload: { url } });

describe('catalogue HTML in the answers', () => {
  it('a product description with scripts, handlers, frames and foreign images comes out clean', async () => {
    for (const store of ['nl', 'de']) {
      const { status, body } = await t.call({
        method: 'POST',
        url: `/api/catalog/${store}/product/_search`,
        payload: { filters: { sku: ['KW-100'] } },
      });
      expect(status).toBe(200);
      expect(body.result.items[0].description).toBe(CLEAN);
      expect(body.result.items[0].short_description).toBe(CLEAN);
    }
    const page = await map('/kiddo-urban-kinderwagen-rood');
    expect(page.body.result._type).toBe('product');
    expect(page.body.result._source.description).toBe(CLEAN);
  });

  it('a category description comes out clean', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/catalog/nl/category/_search',
      payload: { filters: { id: [CATEGORY.strollers] } },
    });
    const strollers = body.result.items.find((item: any) => item.id === CATEGORY.strollers);
    expect(strollers.description).toBe(CLEAN);
  });

  it('a CMS page comes out clean, also when its row is edited after indexing', async () => {
    const page = await map('/over-ons');
    expect(page.body.result._type).toBe('cms_page');
    expect(page.body.result._source.content).toBe(CLEAN);

    await t.shop.db.execute(
      sql`UPDATE cms_pages SET content = ${'<h1>Over ons</h1><script>alert(5)</script><p onmouseover="x()">Hallo</p>'} WHERE identifier = 'ueber-uns'`,
    );
    const edited = await map('/de/ueber-uns');
    expect(edited.body.result._source.content).toBe('<h1>Over ons</h1><p>Hallo</p>');
  });
});
