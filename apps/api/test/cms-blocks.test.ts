/**
 * CMS blocks (secondary-areas §3: id, identifier) through the catalogue's `cms_block` search
 * (§7 search), read from the content service: published `cms_block` stories under
 * `{storeCode}/blocks/`. A list is 150 blocks unless asked (§9), never more than 500 (§7
 * content); bad input is a 400 naming the field.
 */
import { CatalogSearchResponse, CmsBlock } from '@shop/contracts';
import { demoStories, notifyContentChanged, schema, seedStoryRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

/** More blocks than one answer may hold. */
const EXTRA_BLOCKS = 520;

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
  // The demo shop's blocks, in both store views.
  const demoBlocks = demoStories()
    .filter((story) => story.content.component === 'cms_block')
    .map(seedStoryRow);
  // Newer than the demo blocks: a filter still finds those past the first 500.
  const extra = Array.from({ length: EXTRA_BLOCKS }, (_, i) =>
    seedStoryRow({
      full_slug: `nl/blocks/extra-${i}`,
      name: `Extra ${i}`,
      group: `extra-block-${i}`,
      first_published_at: '2026-02-01T09:00:00.000Z',
      content: { _uid: `extra-${i}`, component: 'cms_block', title: `Extra ${i}`, body: [] },
    }),
  );
  // A page in the blocks folder is no block.
  const page = seedStoryRow({
    full_slug: 'nl/blocks/not-a-block',
    name: 'Geen blok',
    group: 'not-a-block',
    first_published_at: '2026-02-01T09:00:00.000Z',
    content: { _uid: 'not-a-block', component: 'page', title: 'Geen blok', body: [] },
  });
  await t.shop.db.transaction(async (tx) => {
    await tx.insert(schema.contentStories).values([...demoBlocks, ...extra, page]);
    await notifyContentChanged(tx);
  });
  t.app.services.content.invalidate();
});
afterAll(async () => {
  await t.close();
});

async function search(storeCode: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/catalog/${storeCode}/cms_block/_search`,
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('CMS blocks through the catalogue search', () => {
  it('answers a block by identifier with its id, identifier, title and content, in the store view’s language', async () => {
    const nl = await search('nl', { filters: { identifier: 'service-usps' } });
    expect(nl.status).toBe(200);
    const result = CatalogSearchResponse.parse(nl.body).result;
    expect(result.total).toBe(1);
    const block = CmsBlock.parse(result.items[0]);
    expect(block).toMatchObject({ identifier: 'service-usps', title: 'Onze beloftes' });
    expect(JSON.stringify(block.content.body)).toContain('Gratis retourneren binnen 30 dagen');

    const de = await search('de', {
      filters: { identifier: ['service-usps', 'birth-list-teaser'] },
    });
    const items = CatalogSearchResponse.parse(de.body).result.items.map((item) =>
      CmsBlock.parse(item),
    );
    expect(items.map((item) => item.title).sort()).toEqual(['Geburtsliste', 'Unsere Versprechen']);
    // By id, as the block list names them.
    const byId = await search('de', { filters: { id: items[0]!.id } });
    expect(CatalogSearchResponse.parse(byId.body).result.items).toEqual([items[0]]);
  });

  it('lists 150 blocks unless asked, reads at most 500, and never a page of the folder', async () => {
    const first = CatalogSearchResponse.parse((await search('nl', {})).body).result;
    expect(first.items).toHaveLength(150);
    expect(first.size).toBe(150);
    expect(first.total).toBe(500);
    expect(first.items.map((item) => item.identifier)).not.toContain('not-a-block');

    const all = CatalogSearchResponse.parse((await search('nl', { size: 500 })).body).result;
    expect(all.items).toHaveLength(500);
    expect(new Set(all.items.map((item) => item.id)).size).toBe(500);
    const next = CatalogSearchResponse.parse(
      (await search('nl', { start: 450, size: 100 })).body,
    ).result;
    expect(next.items).toHaveLength(50);
    // Only the fields asked for.
    const ids = CatalogSearchResponse.parse(
      (await search('nl', { size: 2, includeFields: ['id', 'identifier'] })).body,
    ).result;
    expect(Object.keys(ids.items[0]!).sort()).toEqual(['id', 'identifier']);
  });

  it('refuses more than 500 blocks and unknown or malformed filters with a 400 naming the field', async () => {
    expect(await search('nl', { size: 501 })).toEqual({
      status: 400,
      body: errorBody(400, 'size must be at most 500'),
    });
    expect(await search('nl', { filters: { title: 'Onze beloftes' } })).toEqual({
      status: 400,
      body: errorBody(400, 'Unknown filter field "title" for CMS blocks'),
    });
    const badId = await search('nl', { filters: { id: 'abc' } });
    expect(badId.status).toBe(400);
    expect(badId.body.result).toContain('"id"');
    const range = await search('nl', { filters: { id: { gte: 1 } } });
    expect(range.status).toBe(400);
    expect(range.body.result).toContain('"id"');
    const unknownView = await search('xx', {});
    expect(unknownView.status).toBe(404);
  });
});
