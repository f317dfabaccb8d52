/**
 * CONTENT_SOURCE=storyblok: the API mirrors the space's published stories in its database
 * through the publish hook and the resync, and reads drafts from the space for the preview
 * (reference notes 7.1), here against the local fake of Storyblok's content delivery API.
 */
import { createHash } from 'node:crypto';
import { StoryAnswer } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStory, type StoryblokFake, startStoryblokFake } from './fakes/storyblok-cdn.ts';
import { createTestShop, type TestShop } from './helper.ts';

const BASE = '/api/ext/vsf-storyblok-extension';
const PREVIEW_TOKEN = 'space-preview-token';
const HOOK_SECRET = 'hook-secret-of-the-mirror-test-0123456789';
const NOW = new Date('2026-11-26T11:00:00Z');

const RELATED_UUID = 'a0000000-0000-4000-8000-000000000101';
const page = (id: number, fullSlug: string, title: string) =>
  fakeStory({
    id,
    full_slug: fullSlug,
    content: { _uid: `page-${id}`, component: 'page', title, body: [] },
  });

let fake: StoryblokFake;
let t: TestShop;
beforeAll(async () => {
  fake = await startStoryblokFake({
    publicToken: 'space-public-token',
    previewToken: PREVIEW_TOKEN,
    stories: [
      { published: { ...page(101, 'nl/home', 'Welkom'), uuid: RELATED_UUID } },
      { published: page(102, 'nl/over-ons', 'Over ons') },
      // Saved, never published.
      { draft: page(103, 'nl/concept', 'Nog niet af') },
      // A draft article naming another story in its `article` relation field.
      {
        draft: fakeStory({
          id: 104,
          uuid: 'a0000000-0000-4000-8000-000000000104',
          full_slug: 'nl/blog/vervolg',
          content: {
            _uid: 'article-104',
            component: 'blog-article',
            title: 'Vervolg',
            article: RELATED_UUID,
          },
        }),
      },
    ],
    releases: [{ id: 7, stories: [page(102, 'nl/over-ons', 'Over ons (winter)')] }],
  });
  t = await createTestShop({
    now: () => NOW,
    env: {
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN,
      STORYBLOK_SPACE_ID: '286001',
      STORYBLOK_API_URL: fake.url,
      CONTENT_HOOK_SECRET: HOOK_SECRET,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}
const titleOf = async (path: string) => {
  const response = await get(`${BASE}/story/${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return StoryAnswer.parse(response.body).result.story.content.title;
};
const hook = (action: string, storyId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/hook?secret=${HOOK_SECRET}`,
    payload: { action, ...(storyId ? { story_id: storyId } : {}) },
  });

describe('a Storyblok space mirrored by the hook and the resync', () => {
  it('stores every published story on a full resync, and no draft', async () => {
    const full = await get(`${BASE}/full?secret=${HOOK_SECRET}`);
    expect(full).toEqual({ status: 200, body: { code: 200, result: { stories: 2 } } });
    expect(await titleOf('')).toBe('Welkom');
    expect(await titleOf('over-ons')).toBe('Over ons');
    expect((await get(`${BASE}/story/concept`)).status).toBe(404);
  });

  it('shows a newly published version on the next request after the hook', async () => {
    fake.saveDraft(page(102, 'nl/over-ons', 'Over ons, vernieuwd'));
    // Saved but not published: shoppers still see the published version.
    expect((await hook('published', 102)).statusCode).toBe(200);
    expect(await titleOf('over-ons')).toBe('Over ons');
    fake.publish(102);
    expect((await hook('published', 102)).statusCode).toBe(200);
    expect(await titleOf('over-ons')).toBe('Over ons, vernieuwd');
  });

  it('removes an unpublished story, and a resync drops stories the space no longer publishes', async () => {
    fake.unpublish(102);
    expect((await hook('unpublished', 102)).statusCode).toBe(200);
    expect((await get(`${BASE}/story/over-ons`)).status).toBe(404);

    fake.publish(102);
    await hook('published', 102);
    expect(await titleOf('over-ons')).toBe('Over ons, vernieuwd');
    // Unpublished in the space without a hook call: the next resync catches up.
    fake.unpublish(102);
    expect((await hook('release_merged')).statusCode).toBe(200);
    expect((await get(`${BASE}/story/over-ons`)).status).toBe(404);
    expect(await titleOf('')).toBe('Welkom');
  });

  it('reads drafts and a release from the space for the preview, with a preview session', async () => {
    // The editor link as Storyblok's visual editor signs it, with the space's preview token.
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const token = createHash('sha1').update(`286001:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
    const validated = await get(
      `${BASE}/validate-editor?spaceId=286001&timestamp=${timestamp}&token=${token}`,
    );
    expect(validated.status).toBe(200);
    // Storyblok's preview token reads the space's drafts: it never leaves the shop's server.
    expect(JSON.stringify(validated.body)).not.toContain(PREVIEW_TOKEN);
    expect((await get(`${BASE}/draft/103`, { 'x-preview-token': PREVIEW_TOKEN })).status).toBe(403);
    const headers = { 'x-preview-token': validated.body.result.previewToken as string };
    const draft = await get(`${BASE}/draft/103`, headers);
    expect(draft.status).toBe(200);
    expect(StoryAnswer.parse(draft.body).result.story.content.title).toBe('Nog niet af');
    const release = await get(`${BASE}/draft/102?release=7`, headers);
    expect(StoryAnswer.parse(release.body).result.story.content.title).toBe('Over ons (winter)');
    expect((await get(`${BASE}/draft/999`, headers)).status).toBe(404);
  });

  it('names the relations blog-article.article and theme.search in the preview’s draft request, and serves them resolved', async () => {
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const token = createHash('sha1').update(`286001:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
    const validated = await get(
      `${BASE}/validate-editor?spaceId=286001&timestamp=${timestamp}&token=${token}`,
    );
    const headers = { 'x-preview-token': validated.body.result.previewToken as string };
    const before = fake.requests.length;
    const draft = await get(`${BASE}/draft/104`, headers);
    expect(draft.status).toBe(200);
    const storyCall = fake.requests
      .slice(before)
      .find((request) => request.path === '/v2/cdn/stories/104');
    expect(storyCall?.query.resolve_relations).toBe(
      'blog-article.article,blog_article.article,theme.search',
    );
    const article = StoryAnswer.parse(draft.body).result.story.content.article;
    expect(article).toMatchObject({ uuid: RELATED_UUID, full_slug: 'nl/home' });
  });

  it('answers 503 when the space cannot be reached, and keeps what it stored', async () => {
    fake.misbehave({ kind: 'status', status: 500 }, 10);
    const response = await hook('published', 101);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe(503);
    expect(await titleOf('')).toBe('Welkom');
  });
});
