/**
 * The brochure page (/folder, secondary-areas §2 route table) of a demo shop seeded before it
 * existed: added once on start in both store views, as the legal pages were; a brochure story of
 * the retailer's own at that path stays as it is.
 */
import { StoryAnswer } from '@shop/contracts';
import { ensureDemoStories, schema, seedStoryRow } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

const BASE = '/api/ext/vsf-storyblok-extension';
const NOW = new Date('2026-11-26T11:00:00Z');
const FOLDER_SLUGS = ['nl/folder', 'de/folder'];

/** A demo shop as one seeded before the brochure page: its stories without the brochure's. */
async function demoShopFromBefore(t: TestShop): Promise<void> {
  await t.shop.db
    .insert(schema.shopMeta)
    .values({ key: 'catalog', value: { source: 'demo', products: 10, seed: 1 } });
  await ensureDemoStories(t.shop);
  await t.shop.db
    .delete(schema.contentStories)
    .where(inArray(schema.contentStories.fullSlug, FOLDER_SLUGS));
  await t.shop.db.delete(schema.shopMeta).where(eq(schema.shopMeta.key, 'demo_folder_stories'));
  t.app.services.content.invalidate();
}

async function folderStory(t: TestShop, store: 'nl' | 'de') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/story/folder`,
    headers: { 'x-vs-store-code': store },
  });
  return response.statusCode === 200 ? StoryAnswer.parse(response.json()).result.story : null;
}

describe('a demo shop seeded before the brochure page', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await createTestShop({ seed: 'none', now: () => NOW });
    await demoShopFromBefore(t);
  });
  afterEach(() => t.close());

  it('has no /folder page until it starts again, then has it in both store views, once', async () => {
    expect(await folderStory(t, 'nl')).toBeNull();

    expect(await ensureDemoStories(t.shop)).toEqual({ seeded: true, stories: 2 });
    t.app.services.content.invalidate();

    const nl = await folderStory(t, 'nl');
    const de = await folderStory(t, 'de');
    expect(nl?.full_slug).toBe('nl/folder');
    expect(de?.full_slug).toBe('de/folder');
    expect(nl?.name).toBe('Folder');
    expect(de?.name).toBe('Prospekt');
    // Each other's translation, so the language switch keeps the page.
    expect(nl?.alternates.map((alternate) => alternate.full_slug)).toEqual(['de/folder']);

    // Once: a second start adds nothing, and a brochure removed afterwards stays removed.
    await t.shop.db
      .delete(schema.contentStories)
      .where(eq(schema.contentStories.fullSlug, 'de/folder'));
    expect(await ensureDemoStories(t.shop)).toEqual({ seeded: false, stories: 0 });
    t.app.services.content.invalidate();
    expect(await folderStory(t, 'de')).toBeNull();
  });

  it('keeps a brochure story of the retailer’s own at the same path', async () => {
    const own = seedStoryRow({
      full_slug: 'nl/folder',
      name: 'Onze eigen folder',
      group: 'own-folder',
      first_published_at: '2026-10-01T08:00:00.000Z',
      content: { _uid: 'own-folder', component: 'page', title: 'Onze eigen folder', body: [] },
    });
    await t.shop.db.insert(schema.contentStories).values(own);

    expect(await ensureDemoStories(t.shop)).toEqual({ seeded: true, stories: 1 });
    t.app.services.content.invalidate();

    expect((await folderStory(t, 'nl'))?.name).toBe('Onze eigen folder');
    expect((await folderStory(t, 'de'))?.name).toBe('Prospekt');
  });
});
