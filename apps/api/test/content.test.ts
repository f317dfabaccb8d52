import { createHash } from 'node:crypto';
import {
  BlogAnswer,
  StoriesByUuidAnswer,
  StoryAnswer,
  StoryNotFoundAnswer,
  ThemeAnswer,
  ValidateEditorAnswer,
} from '@shop/contracts';
import { PREVIEW_SESSION_SECONDS } from '@shop/core';
import { embeddedStoryIdentity, ensureDemoStories, schema } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loadFixtureStories } from './fixtures/content.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

const BASE = '/api/ext/vsf-storyblok-extension';
const PREVIEW_TOKEN = 'preview-secret-of-the-content-test-0123456789';
const SPACE_ID = 4242;
const HOOK_SECRET = 'hook-secret-of-the-content-test-0123456789';
const NOW = new Date('2026-11-26T11:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

let t: TestShop;
/** The shop's clock: NOW, unless a test moves it (and moves it back). */
let clock = NOW;
beforeAll(async () => {
  t = await createTestShop({
    now: () => clock,
    env: {
      STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN,
      STORYBLOK_SPACE_ID: String(SPACE_ID),
      CONTENT_HOOK_SECRET: HOOK_SECRET,
    },
  });
  await loadFixtureStories(t.shop);
  t.app.services.content.invalidate();
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function story(path: string, headers: Record<string, string> = {}) {
  const response = await get(`${BASE}/story/${path}`, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return StoryAnswer.parse(response.body).result.story;
}

const id = (fullSlug: string) => embeddedStoryIdentity(fullSlug).id;

/** An editor link's token: sha1(spaceId:secret:timestamp) as Storyblok signs it. */
const editorToken = (spaceId: string | number, timestamp: number, secret = PREVIEW_TOKEN) =>
  createHash('sha1').update(`${spaceId}:${secret}:${timestamp}`).digest('hex');

/** A preview session, as the storefront gets one for a fresh editor link. */
async function previewSession(): Promise<string> {
  const timestamp = Math.floor(clock.getTime() / 1000);
  const response = await get(
    `${BASE}/validate-editor?spaceId=${SPACE_ID}&timestamp=${timestamp}&token=${editorToken(SPACE_ID, timestamp)}`,
  );
  expect(response.status).toBe(200);
  return response.body.result.previewToken;
}

describe('GET …/story/* (secondary-areas §2 content pages)', () => {
  it('answers the store view’s home for the root, with or without the trailing slash', async () => {
    expect((await story('')).full_slug).toBe('nl/home');
    expect((await get(`${BASE}/story`)).body.result.story.full_slug).toBe('nl/home');
    expect((await story('', { 'x-vs-store-code': 'de' })).full_slug).toBe('de/home');
    expect((await story('?storeCode=de')).full_slug).toBe('de/home');
  });

  it('gives a path equal to a store code that code’s home', async () => {
    expect((await story('de')).full_slug).toBe('de/home');
    expect((await story('nl/', { 'x-vs-store-code': 'de' })).full_slug).toBe('nl/home');
  });

  it('tries the store folder first, then the path without it', async () => {
    const shipping = await story('verzending');
    expect(shipping.full_slug).toBe('nl/verzending');
    expect((await story('algemeen/faq')).full_slug).toBe('algemeen/faq');
    expect((await story('algemeen/faq', { 'x-vs-store-code': 'de' })).full_slug).toBe(
      'algemeen/faq',
    );
  });

  it('carries the translations of its group and the delivery format', async () => {
    const home = await story('');
    expect(home).toMatchObject({
      id: id('nl/home'),
      uuid: embeddedStoryIdentity('nl/home').uuid,
      name: 'Home',
      slug: 'home',
      lang: 'default',
      published_at: '2026-01-05T09:00:00.000Z',
      first_published_at: '2026-01-05T09:00:00.000Z',
      content: { component: 'page', title: 'Welkom' },
    });
    expect(home.alternates).toEqual([
      {
        id: id('de/home'),
        name: 'Home',
        slug: 'home',
        full_slug: 'de/home',
        is_folder: false,
        parent_id: null,
      },
    ]);
  });

  it('fills the shipping placeholders of every text from the configuration', async () => {
    const shipping = await story('verzending');
    expect(shipping.content.body).toEqual([
      expect.objectContaining({ title: 'Gratis vanaf € 50,-' }),
    ]);
  });

  it('serves the theme config story as any story', async () => {
    expect((await story('nl/config/theme')).content.component).toBe('theme');
  });

  it('answers 404 {story:false} for a missing or unpublished story', async () => {
    for (const path of ['bestaat-niet', 'nieuw', 'de/verzending']) {
      const response = await get(`${BASE}/story/${path}`);
      expect(response.status).toBe(404);
      const body = StoryNotFoundAnswer.parse(response.body);
      expect(body.result.story).toBe(false);
      expect(body.meta.key).toBe('content.story_not_found');
    }
  });

  it('refuses an unknown store code with 400 naming storeCode', async () => {
    for (const response of [
      await get(`${BASE}/story/`, { 'x-vs-store-code': 'fr' }),
      await get(`${BASE}/story/over-ons?storeCode=xx`),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.result).toMatch(/^storeCode: Unknown store code/);
      expect(response.body.meta).toMatchObject({
        key: 'content.store_code_unknown',
        field: 'storeCode',
      });
    }
  });

  it('never answers 5xx for odd paths', async () => {
    for (const path of ['%2e%2e/%2e%2e', 'a'.repeat(400), '%E2%82%AC', '..', 'nl//home//']) {
      const response = await get(`${BASE}/story/${path}`);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await get(`${BASE}/story/nl//home//`)).status).toBe(200);
  });
});

describe('GET …/get-by-uuid', () => {
  it('lists the published story of a uuid, or none', async () => {
    const { uuid } = embeddedStoryIdentity('nl/verzending');
    const found = await get(`${BASE}/get-by-uuid?uuid=${uuid}`);
    expect(found.status).toBe(200);
    expect(StoriesByUuidAnswer.parse(found.body).result.stories.map((s) => s.full_slug)).toEqual([
      'nl/verzending',
    ]);
    const draft = embeddedStoryIdentity('nl/nieuw').uuid;
    expect((await get(`${BASE}/get-by-uuid?uuid=${draft}`)).body).toEqual({
      code: 200,
      result: { stories: [] },
    });
  });

  it('refuses a missing or malformed uuid with 400 naming uuid', async () => {
    for (const query of ['', '?uuid=', '?uuid=not-a-uuid', '?uuid[]=x']) {
      const response = await get(`${BASE}/get-by-uuid${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.result, query).toMatch(/uuid/);
    }
  });
});

describe('GET …/theme/:storeCode (secondary-areas §3 theme config)', () => {
  it('splits the theme config into menu, footer and search, leaving out entries it cannot show', async () => {
    const response = await get(`${BASE}/theme/nl`);
    expect(response.status).toBe(200);
    const theme = ThemeAnswer.parse(response.body).result;
    expect(theme.menu.map((node) => node._uid)).toEqual(['menu-1']);
    expect(theme.footer[0]?.links[0]?.text).toBe('Verzending');
    expect(theme.search.map((s) => s.text)).toEqual(['Autostoeltjes']);
  });

  it('gives one component by name', async () => {
    const response = await get(`${BASE}/theme/nl/search`);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([expect.objectContaining({ _uid: 'search-1' })]);
  });

  it("refuses an unknown name with 400 'Wrong theme name' naming the field", async () => {
    const response = await get(`${BASE}/theme/nl/header`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      result: 'name: Wrong theme name',
      meta: {
        key: 'content.theme_name_wrong',
        params: {},
        field: 'name',
        message: 'Wrong theme name',
      },
    });
  });

  it('answers 404 for a store view without a theme and 400 for an unknown store code', async () => {
    expect((await get(`${BASE}/theme/de`)).body).toEqual(
      errorBody(404, 'Store view de has no theme config'),
    );
    expect((await get(`${BASE}/theme/fr`)).status).toBe(400);
    expect((await get(`${BASE}/theme/fr/menu`)).status).toBe(400);
  });
});

describe('GET /api/ext/storyblok-blog/:storeCode', () => {
  it('lists the store view’s published articles, newest first, page by page', async () => {
    const first = await get('/api/ext/storyblok-blog/nl?per_page=2');
    expect(first.status).toBe(200);
    const page1 = BlogAnswer.parse(first.body).result;
    expect(page1).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(page1.articles.map((a) => a.full_slug)).toEqual([
      'nl/blog/artikel-3',
      'nl/blog/artikel-2',
    ]);
    expect(page1.articles[0]).toEqual({
      full_slug: 'nl/blog/artikel-3',
      name: 'Artikel 3',
      title: 'Artikel nummer 3',
      intro: 'Intro 3',
      image: null,
      date: '2026-02-03',
      first_published_at: '2026-02-03T09:00:00.000Z',
    });
    const page2 = BlogAnswer.parse(
      (await get('/api/ext/storyblok-blog/nl?page=2&per_page=2')).body,
    ).result;
    expect(page2.articles.map((a) => a.full_slug)).toEqual(['nl/blog/artikel-1']);
    const de = BlogAnswer.parse((await get('/api/ext/storyblok-blog/de')).body).result;
    expect(de).toMatchObject({ total: 1, page: 1, per_page: 12 });
  });

  it('refuses bad paging and store codes with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=-1', 'per_page'],
    ] as const) {
      const response = await get(`/api/ext/storyblok-blog/nl${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.result, query).toContain(field);
    }
    expect((await get('/api/ext/storyblok-blog/xx')).status).toBe(400);
  });
});

describe('GET …/validate-editor (reference notes 7.1)', () => {
  const token = editorToken;
  const validate = (spaceId: string | number, timestamp: number, tokenValue: string) =>
    get(`${BASE}/validate-editor?spaceId=${spaceId}&timestamp=${timestamp}&token=${tokenValue}`);
  const unauthorized = errorBody(403, 'Unauthorized editor');

  it('gives a preview session for a link of the space from the last hour, never the secret', async () => {
    for (const timestamp of [NOW_SECONDS, NOW_SECONDS - 3600, NOW_SECONDS + 60]) {
      const response = await validate(SPACE_ID, timestamp, token(SPACE_ID, timestamp));
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(PREVIEW_TOKEN);
      expect(JSON.stringify(response.headers)).not.toContain(PREVIEW_TOKEN);
      const result = ValidateEditorAnswer.parse(response.body).result;
      expect(result.error).toBe(false);
      expect(result.previewToken).toMatch(/^drafts\.\d+\.[0-9a-f]{64}$/);
      // Ten minutes, and never past the end of the link it was made for.
      const end = Math.min(NOW_SECONDS + PREVIEW_SESSION_SECONDS, timestamp + 3600);
      expect(result.expiresAt).toBe(new Date(end * 1000).toISOString());
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('a preview session reads drafts until it ends by the shop’s clock, then is refused', async () => {
    const session = await previewSession();
    const url = `${BASE}/draft/${id('nl/nieuw')}`;
    expect((await get(url, { 'x-preview-token': session })).status).toBe(200);
    try {
      clock = new Date(NOW.getTime() + (PREVIEW_SESSION_SECONDS - 1) * 1000);
      expect((await get(url, { 'x-preview-token': session })).status).toBe(200);
      clock = new Date(NOW.getTime() + PREVIEW_SESSION_SECONDS * 1000);
      expect((await get(url, { 'x-preview-token': session })).status).toBe(403);
    } finally {
      clock = NOW;
    }
  });

  it('the secret that signs editor links reads no drafts', async () => {
    const response = await get(`${BASE}/draft/${id('nl/nieuw')}`, {
      'x-preview-token': PREVIEW_TOKEN,
    });
    expect(response.status).toBe(403);
  });

  it('refuses a wrong token, another space, an old or a future link with 403', async () => {
    const cases = [
      [SPACE_ID, NOW_SECONDS, token(SPACE_ID, NOW_SECONDS, 'another-token')],
      [1, NOW_SECONDS, token(1, NOW_SECONDS)],
      [SPACE_ID, NOW_SECONDS - 3601, token(SPACE_ID, NOW_SECONDS - 3601)],
      [SPACE_ID, NOW_SECONDS + 3600, token(SPACE_ID, NOW_SECONDS + 3600)],
    ] as const;
    for (const [spaceId, timestamp, value] of cases) {
      const response = await validate(spaceId, timestamp, value);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(unauthorized);
    }
  });

  it('refuses a missing field with 400 naming it', async () => {
    const response = await get(`${BASE}/validate-editor?spaceId=${SPACE_ID}&timestamp=1`);
    expect(response.status).toBe(400);
    expect(response.body.result).toContain('token');
  });

  it('refuses every link when no preview is configured', async () => {
    // Another app on the same database, without a preview token.
    const bare = await buildApp({
      shop: t.shop,
      config: { ...t.config, content: { ...t.config.content, preview: null } },
    });
    try {
      const response = await bare.inject({
        method: 'GET',
        url: `${BASE}/validate-editor?spaceId=${SPACE_ID}&timestamp=${NOW_SECONDS}&token=${token(SPACE_ID, NOW_SECONDS)}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(unauthorized);
      const draft = await bare.inject({
        method: 'GET',
        url: `${BASE}/draft/${id('nl/nieuw')}`,
        headers: { 'x-preview-token': PREVIEW_TOKEN },
      });
      expect(draft.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});

describe('GET …/draft/:id', () => {
  it('gives the newest draft, also of a story never published, with a preview session', async () => {
    const response = await get(`${BASE}/draft/${id('nl/nieuw')}?release=7`, {
      'x-preview-token': await previewSession(),
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(StoryAnswer.parse(response.body).result.story).toMatchObject({
      full_slug: 'nl/nieuw',
      published_at: null,
      content: { title: 'Nog niet gepubliceerd' },
    });
  });

  it('refuses without or with a wrong token (403) and answers 404 for an unknown id', async () => {
    const url = `${BASE}/draft/${id('nl/nieuw')}`;
    const refused = errorBody(403, 'Unauthorized preview: the x-preview-token header is not valid');
    expect((await get(url)).body).toEqual(refused);
    expect((await get(url, { 'x-preview-token': 'wrong' })).body).toEqual(refused);
    const missing = await get(`${BASE}/draft/12345`, { 'x-preview-token': await previewSession() });
    expect(missing.body).toEqual(errorBody(404, 'No story with id 12345'));
  });

  it('refuses an id that is not a story id with 400 naming it', async () => {
    const session = await previewSession();
    for (const value of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await get(`${BASE}/draft/${value}`, { 'x-preview-token': session });
      expect(response.status, value).toBe(400);
      expect(response.body.result, value).toContain('id');
    }
    const release = await get(`${BASE}/draft/1?release=x`, { 'x-preview-token': session });
    expect(release.status).toBe(400);
    expect(release.body.result).toContain('release');
  });
});

describe('POST …/hook and GET …/full (reference notes 7.1)', () => {
  const hook = (secret: string | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/hook${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
      payload: body as object,
    });

  it('refuses a missing or wrong secret with 403', async () => {
    const missing = await hook(null, { action: 'published', story_id: id('nl/nieuw') });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(errorBody(403, 'Missing query param: secret'));
    const wrong = await hook('not-the-secret', { action: 'published', story_id: id('nl/nieuw') });
    expect(wrong.json()).toEqual(errorBody(403, 'Invalid secret'));
    const full = await get(`${BASE}/full?secret=nope`);
    expect(full.body).toEqual(errorBody(403, 'Invalid secret'));
    expect((await get(`${BASE}/full`)).body).toEqual(errorBody(403, 'Missing query param: secret'));
  });

  it('publishes the newest draft, shown on the very next request, and again idempotently', async () => {
    expect((await get(`${BASE}/story/nieuw`)).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const response = await hook(HOOK_SECRET, { action: 'published', story_id: id('nl/nieuw') });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        result: { action: 'published', story_id: id('nl/nieuw'), stories: 1 },
      });
    }
    const published = await story('nieuw');
    expect(published.published_at).toBe(NOW.toISOString());
    expect(published.first_published_at).toBe(NOW.toISOString());
  });

  it('unpublishes: the story is gone on the next request, its draft stays', async () => {
    await story('verzending');
    const response = await hook(HOOK_SECRET, {
      action: 'unpublished',
      story_id: id('nl/verzending'),
    });
    expect(response.statusCode).toBe(200);
    expect((await get(`${BASE}/story/verzending`)).status).toBe(404);
    const draft = await get(`${BASE}/draft/${id('nl/verzending')}`, {
      'x-preview-token': await previewSession(),
    });
    expect(draft.status).toBe(200);
    // Published again: the first publication is kept.
    await hook(HOOK_SECRET, { action: 'published', story_id: id('nl/verzending') });
    expect((await story('verzending')).first_published_at).toBe('2026-01-06T09:00:00.000Z');
  });

  it('answers 404 naming story_id for an unknown story and 400 without one', async () => {
    const unknown = await hook(HOOK_SECRET, { action: 'published', story_id: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      result: 'story_id: No story with story_id 999',
      meta: { key: 'content.hook_story_unknown', field: 'story_id' },
    });
    const without = await hook(HOOK_SECRET, { action: 'deleted' });
    expect(without.statusCode).toBe(400);
    expect(without.json().meta).toMatchObject({ field: 'story_id' });
  });

  it('refuses a body that is not a hook with 400 naming the field', async () => {
    for (const body of [{ action: 'exploded' }, { action: 'published', story_id: 'x' }, {}]) {
      const response = await hook(HOOK_SECRET, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await hook(HOOK_SECRET, { action: 'exploded' });
    expect(bad.json().result).toContain('action');
  });

  it('resyncs on release_merged and GET …/full: the embedded store counts its published stories', async () => {
    const published = await t.shop.db.select().from(schema.contentStories);
    const count = published.filter((row) => row.content !== null).length;
    const merged = await hook(HOOK_SECRET, { action: 'release_merged' });
    expect(merged.json()).toEqual({
      code: 200,
      result: { action: 'release_merged', story_id: null, stories: count },
    });
    expect((await get(`${BASE}/full?secret=${HOOK_SECRET}`)).body).toEqual({
      code: 200,
      result: { stories: count },
    });
  });
});

describe('the content cache', () => {
  it('shows a change made in the database on the next request (the change is announced)', async () => {
    // Read (and cache) first.
    expect((await story('')).content.title).toBe('Welkom');
    const changed = t.app.services.content.nextInvalidation();
    // Another writer (an import, another process) changes the story and announces it.
    await t.shop.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE content_stories SET content = jsonb_set(content, '{title}', '"Hallo"') WHERE full_slug = 'nl/home'`,
      );
      await tx.execute(sql`SELECT pg_notify('shop_content_changed', 'test')`);
    });
    await changed;
    expect((await story('')).content.title).toBe('Hallo');
  });
});

describe('the sitemap (secondary-areas §2 content pages)', () => {
  const origin = () => t.config.mail.shopPublicUrl.replace(/\/+$/, '');
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists the published pages and blog articles of each view with their storefront paths', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain(`${origin()}/sitemaps/nl-content-1.xml`);
    expect(index.body).toContain(`${origin()}/sitemaps/de-content-1.xml`);
    const nl = await t.app.inject({ method: 'GET', url: '/sitemaps/nl-content-1.xml' });
    expect(nl.statusCode).toBe(200);
    const nlLocs = locs(nl.body);
    expect(nlLocs).toEqual(
      expect.arrayContaining([
        `${origin()}/`,
        `${origin()}/blog/artikel-1`,
        `${origin()}/blog/artikel-3`,
      ]),
    );
    // Not the theme config, not a story that is not published.
    expect(nlLocs.some((loc) => loc?.includes('config'))).toBe(false);
    // Published by the hook test above.
    expect(nlLocs).toContain(`${origin()}/nieuw`);
    // The home pages are each other's translation.
    expect(nl.body).toContain(
      `<url><loc>${origin()}/</loc><lastmod>2026-01-05</lastmod><xhtml:link rel="alternate" hreflang="nl" href="${origin()}/"/><xhtml:link rel="alternate" hreflang="de" href="${origin()}/de"/>`,
    );
    const de = await t.app.inject({ method: 'GET', url: '/sitemaps/de-content-1.xml' });
    expect(locs(de.body)).toEqual(
      expect.arrayContaining([`${origin()}/de`, `${origin()}/de/blog/erster-artikel`]),
    );
  });
});

describe('the demo stories', () => {
  it('are seeded beside the demo catalogue only, once, and never over a shop’s own stories', async () => {
    const shop = await createTestShop({ seed: 'none', now: () => NOW });
    try {
      // No demo catalogue: nothing.
      expect(await ensureDemoStories(shop.shop)).toEqual({ seeded: false, stories: 0 });
      await shop.shop.db
        .insert(schema.shopMeta)
        .values({ key: 'catalog', value: { source: 'demo', products: 10, seed: 1 } });
      // A demo shop of before: its service page is a CMS page at the path a story now has; the
      // store list stays a CMS page.
      await shop.shop.db.insert(schema.cmsPages).values([
        {
          id: 1,
          storeCode: 'nl',
          identifier: 'over-ons',
          title: 'Over ons',
          content: '<p>Oud</p>',
        },
        {
          id: 23,
          storeCode: 'nl',
          identifier: 'winkels',
          title: 'Onze winkels',
          content: '<p>Blijft</p>',
        },
      ]);
      const first = await ensureDemoStories(shop.shop);
      const pages = await shop.shop.db.select().from(schema.cmsPages);
      expect(pages.map((page) => [page.identifier, page.isActive]).sort()).toEqual([
        ['over-ons', false],
        ['winkels', true],
      ]);
      expect(first.seeded).toBe(true);
      const rows = await shop.shop.db.select().from(schema.contentStories);
      expect(rows.length).toBe(first.stories);
      expect(rows.every((row) => row.content !== null)).toBe(true);
      const home = await shop.app.inject({ method: 'GET', url: `${BASE}/story/` });
      expect(home.statusCode).toBe(200);
      expect(await ensureDemoStories(shop.shop)).toEqual({ seeded: false, stories: 0 });
    } finally {
      await shop.close();
    }
  });
});

describe('configuration', () => {
  const secret = 'an-editor-link-secret-of-32-char';

  it('stops the start on bad content settings, naming the key', () => {
    expect(() => loadConfig({ STORYBLOK_PREVIEW_TOKEN: secret })).toThrow(/STORYBLOK_SPACE_ID/);
    expect(() => loadConfig({ STORYBLOK_SPACE_ID: 'x' })).toThrow(/STORYBLOK_SPACE_ID/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'wordpress' })).toThrow(/CONTENT_SOURCE/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'storyblok' })).toThrow(/STORYBLOK_PREVIEW_TOKEN/);
    expect(() => loadConfig({ STORYBLOK_REGION: 'mars' })).toThrow(/STORYBLOK_REGION/);
    expect(() => loadConfig({ STORYBLOK_API_URL: 'ftp://x' })).toThrow(/STORYBLOK_API_URL/);
    expect(
      loadConfig({ STORYBLOK_PREVIEW_TOKEN: secret, STORYBLOK_SPACE_ID: '12' }).content.preview,
    ).toEqual({ token: secret, spaceId: 12 });
    expect(loadConfig({}).content).toEqual({
      source: 'embedded',
      preview: null,
      storyblok: { region: 'eu', apiUrl: undefined },
      hookSecret: undefined,
    });
  });

  it('refuses secrets shorter than 32 characters: the hook secret and the embedded editor-link secret', () => {
    const short = secret.slice(1);
    expect(short).toHaveLength(31);
    expect(() => loadConfig({ CONTENT_HOOK_SECRET: short })).toThrow(
      /CONTENT_HOOK_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ STORYBLOK_PREVIEW_TOKEN: short, STORYBLOK_SPACE_ID: '12' })).toThrow(
      /STORYBLOK_PREVIEW_TOKEN: must be at least 32 characters .*embedded/,
    );
    expect(loadConfig({ CONTENT_HOOK_SECRET: secret }).content.hookSecret).toBe(secret);
    // Storyblok's own preview access token is Storyblok's to make (24 characters, say).
    const storyblokToken = 'xf5dRMMjltLzKOcNgMaU9Att';
    expect(
      loadConfig({
        CONTENT_SOURCE: 'storyblok',
        STORYBLOK_PREVIEW_TOKEN: storyblokToken,
        STORYBLOK_SPACE_ID: '12',
      }).content.preview,
    ).toEqual({ token: storyblokToken, spaceId: 12 });
  });
});
