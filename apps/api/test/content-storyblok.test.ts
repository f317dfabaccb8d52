/**
 * The Storyblok content source against the local fake of Storyblok's content delivery API, over
 * real HTTP: published and draft versions, releases, resolved relations, the cache version, the
 * full resync page by page, and every way the API can fail (secondary-areas §7 content calls).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentSourceError } from '../src/modules/content/source.ts';
import {
  createStoryblokSource,
  isLastPage,
  type StoryblokSourceOptions,
  storyblokApiBase,
} from '../src/modules/content/storyblok-source.ts';
import {
  type FakeSpace,
  type FakeStoryJson,
  fakeStory,
  type StoryblokFake,
  startStoryblokFake,
} from './fakes/storyblok-cdn.ts';

const PREVIEW = 'preview-token-tt';
const PUBLIC = 'public-token-tt';

const page = (id: number, fullSlug: string, title: string, extra: Record<string, unknown> = {}) =>
  fakeStory({
    id,
    full_slug: fullSlug,
    content: {
      _uid: `page-${id}`,
      component: 'page',
      title,
      body: [{ _uid: `hero-${id}`, component: 'hero_banner', title }],
      ...extra,
    },
  });

const related = fakeStory({
  id: 6,
  full_slug: 'nl/blog/slapen',
  content: { _uid: 'art-6', component: 'blog_article', title: 'Beter slapen', body: [] },
});
const article = fakeStory({
  id: 3,
  full_slug: 'nl/blog/eerste-wandelwagen',
  content: {
    _uid: 'art-3',
    component: 'blog_article',
    title: 'De eerste wandelwagen',
    article: related.uuid,
    body: [],
  },
});
const homePublished = page(1, 'nl/home', 'Welkom');
const homeDraft = page(1, 'nl/home', 'Welkom terug');
const draftOnly = {
  ...page(2, 'nl/over-ons', 'Over ons'),
  published_at: null,
  first_published_at: null,
};

function space(): FakeSpace {
  return {
    publicToken: PUBLIC,
    previewToken: PREVIEW,
    stories: [
      { published: homePublished, draft: homeDraft },
      { draft: draftOnly },
      { published: article },
      { published: related },
    ],
    releases: [{ id: 77, name: 'Kerst', stories: [page(1, 'nl/home', 'Vrolijk kerstfeest')] }],
  };
}

let fake: StoryblokFake | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function setUp(
  spaceData: FakeSpace = space(),
  options: Partial<StoryblokSourceOptions> = {},
) {
  fake = await startStoryblokFake(spaceData);
  const source = createStoryblokSource({
    accessToken: PREVIEW,
    region: 'eu',
    apiUrl: fake.url,
    rateLimitDelayMs: 0,
    ...options,
  });
  return { fake, source };
}

const storyRequests = (f: StoryblokFake) => f.requests.filter((r) => r.path.includes('/stories'));

async function refusal(promise: Promise<unknown>): Promise<ContentSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentSourceError);
  return error as ContentSourceError;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('storyById', () => {
  it('reads the published story with the token and the space’s current cache version', async () => {
    const { fake, source } = await setUp();
    const story = await source.storyById(1, { version: 'published' });
    expect(source.kind).toBe('storyblok');
    expect(story?.full_slug).toBe('nl/home');
    expect(story?.content.title).toBe('Welkom');
    expect(story?.content._editable).toBeUndefined();
    expect(fake.requests[0]).toMatchObject({
      path: '/v2/cdn/spaces/me',
      query: { token: PREVIEW },
    });
    expect(storyRequests(fake)).toEqual([
      expect.objectContaining({
        path: '/v2/cdn/stories/1',
        status: 200,
        query: expect.objectContaining({
          token: PREVIEW,
          version: 'published',
          cv: String(fake.cv()),
        }),
      }),
    ]);
  });

  it('reads the newest draft, with the editor’s markers, and a story that exists only as draft', async () => {
    const { source } = await setUp();
    const draft = await source.storyById(1, { version: 'draft' });
    expect(draft?.content.title).toBe('Welkom terug');
    expect(draft?.content._editable).toContain('#storyblok#');
    expect(await source.storyById(2, { version: 'published' })).toBeNull();
    const unpublished = await source.storyById(2, { version: 'draft' });
    expect(unpublished).toMatchObject({ full_slug: 'nl/over-ons', published_at: null });
  });

  it('reads a draft as a release will make it (from_release)', async () => {
    const { fake, source } = await setUp();
    const story = await source.storyById(1, { version: 'draft', release: 77 });
    expect(story?.content.title).toBe('Vrolijk kerstfeest');
    expect(storyRequests(fake)[0]?.query).toMatchObject({ from_release: '77', version: 'draft' });
    // A story the release does not change is the draft as it is.
    expect((await source.storyById(3, { version: 'draft', release: 77 }))?.full_slug).toBe(
      'nl/blog/eerste-wandelwagen',
    );
  });

  it('replaces the uuids of resolved relations by the stories they name', async () => {
    const { fake, source } = await setUp();
    const story = await source.storyById(3, {
      version: 'published',
      resolveRelations: ['blog_article.article', 'theme.search'],
    });
    expect(storyRequests(fake)[0]?.query.resolve_relations).toBe(
      'blog_article.article,theme.search',
    );
    const resolved = story?.content.article as Record<string, unknown>;
    expect(resolved).toMatchObject({ id: 6, uuid: related.uuid, full_slug: 'nl/blog/slapen' });
    expect(resolved).not.toHaveProperty('_stopResolving');
    // Without the relation the field keeps the uuid.
    const plain = await source.storyById(3, { version: 'published' });
    expect(plain?.content.article).toBe(related.uuid);
  });

  it('resolves many relations, which Storyblok answers as uuids to fetch, too', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      fakeStory({
        id: 100 + i,
        full_slug: `nl/blog/artikel-${i}`,
        content: { _uid: `a-${i}`, component: 'blog_article', title: `Artikel ${i}`, body: [] },
      }),
    );
    const overview = page(50, 'nl/blog', 'Blog', {
      body: [{ _uid: 'f-1', component: 'featured', articles: many.map((s) => s.uuid) }],
    });
    const { fake, source } = await setUp({
      ...space(),
      stories: [...many.map((s) => ({ published: s })), { published: overview }],
    });
    const story = await source.storyById(50, {
      version: 'published',
      resolveRelations: ['featured.articles'],
    });
    const body = (story?.content.body ?? []) as Record<string, unknown>[];
    const block = body[0];
    const articles = block?.articles as { full_slug: string }[];
    expect(articles).toHaveLength(60);
    expect(articles[59]?.full_slug).toBe('nl/blog/artikel-59');
    expect(storyRequests(fake).some((r) => r.query.by_uuids)).toBe(true);
  });

  it('answers null for a story the space does not have', async () => {
    const { fake, source } = await setUp();
    expect(await source.storyById(9999, { version: 'published' })).toBeNull();
    expect(await source.storyById(9999, { version: 'draft' })).toBeNull();
    expect(storyRequests(fake).map((r) => r.status)).toEqual([404, 404]);
  });

  it('always sees the newest published version: no cache in between', async () => {
    const { fake, source } = await setUp();
    expect((await source.storyById(1, { version: 'published' }))?.content.title).toBe('Welkom');
    const before = fake.cv();
    fake.publish(1, page(1, 'nl/home', 'Nieuw seizoen'));
    expect(fake.cv()).toBeGreaterThan(before);
    expect((await source.storyById(1, { version: 'published' }))?.content.title).toBe(
      'Nieuw seizoen',
    );
    fake.unpublish(1);
    expect(await source.storyById(1, { version: 'published' })).toBeNull();
  });

  it('refuses a wrong token, and drafts through a public token, with the status', async () => {
    const { fake } = await setUp();
    const wrong = createStoryblokSource({ accessToken: 'nope', region: 'eu', apiUrl: fake.url });
    const error = await refusal(wrong.storyById(1, { version: 'published' }));
    expect(error.status).toBe(401);
    expect(error.message).toContain('token');
    const publicOnly = createStoryblokSource({
      accessToken: PUBLIC,
      region: 'eu',
      apiUrl: fake.url,
    });
    expect((await publicOnly.storyById(1, { version: 'published' }))?.content.title).toBe('Welkom');
    expect((await refusal(publicOnly.storyById(1, { version: 'draft' }))).status).toBe(401);
  });

  it('tries again after a 429 and then reads the story', async () => {
    const { fake, source } = await setUp();
    fake.misbehave({ kind: 'status', status: 429 }, 2);
    const story = await source.storyById(1, { version: 'published' });
    expect(story?.content.title).toBe('Welkom');
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 200, 200]);
  });

  it('gives up after a few 429s with a ContentSourceError', async () => {
    const { fake, source } = await setUp(space(), { rateLimitRetries: 2 });
    await source.storyById(1, { version: 'published' });
    fake.requests.length = 0;
    fake.misbehave({ kind: 'status', status: 429 }, 5);
    const error = await refusal(source.storyById(1, { version: 'published' }));
    expect(error.status).toBe(429);
    expect(fake.requests).toHaveLength(3);
  });

  it('reports a 5xx with its status', async () => {
    const { fake, source } = await setUp();
    fake.misbehave({ kind: 'status', status: 500 });
    expect((await refusal(source.storyById(1, { version: 'published' }))).status).toBe(500);
    // The space answers, then the story does not.
    fake.misbehave({ kind: 'status', status: 503 }, 1, '/v2/cdn/stories');
    const error = await refusal(source.storyById(1, { version: 'draft' }));
    expect(error.status).toBe(503);
    expect(error.message).toContain('story 1');
    expect((await source.storyById(1, { version: 'draft' }))?.content.title).toBe('Welkom terug');
  });

  it('reports an answer that is not JSON', async () => {
    const { fake, source } = await setUp();
    await source.storyById(1, { version: 'published' });
    fake.misbehave({ kind: 'non-json' });
    const error = await refusal(source.storyById(1, { version: 'published' }));
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(
      /failed on the space: an answer that is not JSON \(HTTP 200, text\/html/,
    );
    // An error page that is not JSON keeps its status.
    fake.misbehave({ kind: 'non-json', status: 502 }, 1, '/v2/cdn/stories');
    const gateway = await refusal(source.storyById(1, { version: 'published' }));
    expect(gateway.status).toBe(502);
    expect(gateway.message).toContain('not JSON');
  });

  it('gives up on an API that does not answer within the time limit', async () => {
    const { fake, source } = await setUp(space(), { timeoutMs: 150 });
    fake.misbehave({ kind: 'hang' });
    const error = await refusal(source.storyById(1, { version: 'published' }));
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/failed on the space: .*timeout/i);
    // Headers in time, then a body that never ends: the limit covers the whole answer.
    fake.misbehave({ kind: 'stall' }, 1, '/v2/cdn/stories');
    const stalled = await refusal(source.storyById(1, { version: 'published' }));
    expect(stalled.message).toMatch(/failed on story 1: .*timeout/i);
    // A slow answer within the (default) limit is fine.
    const patient = createStoryblokSource({ accessToken: PREVIEW, region: 'eu', apiUrl: fake.url });
    fake.misbehave({ kind: 'slow', ms: 20 }, 2);
    expect((await patient.storyById(1, { version: 'published' }))?.content.title).toBe('Welkom');
  });

  it('reports an unreachable API', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const source = createStoryblokSource({
      accessToken: PREVIEW,
      region: 'eu',
      apiUrl: `http://127.0.0.1:${port}`,
    });
    const error = await refusal(source.storyById(1, { version: 'published' }));
    expect(error.status).toBeUndefined();
  });

  it('refuses a story the contract does not accept, naming the field', async () => {
    const broken = fakeStory({
      id: 8,
      full_slug: 'nl/kapot',
      content: { _uid: 'x', title: 'geen component' },
    });
    const { source } = await setUp({ ...space(), stories: [{ published: broken }] });
    const error = await refusal(source.storyById(8, { version: 'published' }));
    expect(error.message).toContain('content.component');
  });
});

describe('publishedStories', () => {
  it('reads every published story, 100 a page, and stops at the total', async () => {
    const stories: FakeStoryJson[] = Array.from({ length: 230 }, (_, i) =>
      page(1000 + i, `nl/pagina-${i}`, `Pagina ${i}`),
    );
    const { fake, source } = await setUp({
      ...space(),
      stories: [...stories.map((s) => ({ published: s })), { draft: draftOnly }],
    });
    const all = await collect(source.publishedStories());
    expect(all).toHaveLength(230);
    expect(new Set(all.map((s) => s.id)).size).toBe(230);
    expect(all.some((s) => s.id === draftOnly.id)).toBe(false);
    const pages = storyRequests(fake);
    expect(pages.map((r) => [r.query.page, r.query.per_page, r.query.version])).toEqual([
      ['1', '100', 'published'],
      ['2', '100', 'published'],
      ['3', '100', 'published'],
    ]);
    // One cache version for the whole resync.
    expect(new Set(pages.map((r) => r.query.cv))).toEqual(new Set([String(fake.cv())]));
  });

  it('reads a space of exactly one page with a single request, and an empty space', async () => {
    const stories = Array.from({ length: 100 }, (_, i) => page(2000 + i, `de/seite-${i}`, 'Seite'));
    const { fake, source } = await setUp({
      ...space(),
      stories: stories.map((s) => ({ published: s })),
    });
    expect(await collect(source.publishedStories())).toHaveLength(100);
    expect(storyRequests(fake)).toHaveLength(1);
    await fake.stop();
    const empty = await setUp({ ...space(), stories: [] });
    expect(await collect(empty.source.publishedStories())).toEqual([]);
  });

  it('stops with a ContentSourceError when a page fails', async () => {
    const stories = Array.from({ length: 150 }, (_, i) => page(3000 + i, `nl/p-${i}`, 'P'));
    const { fake, source } = await setUp({
      ...space(),
      stories: stories.map((s) => ({ published: s })),
    });
    const seen: number[] = [];
    const run = async () => {
      for await (const story of source.publishedStories()) {
        seen.push(story.id);
        if (seen.length === 100) fake.misbehave({ kind: 'status', status: 500 });
      }
    };
    expect((await refusal(run())).status).toBe(500);
    expect(seen).toHaveLength(100);
  });

  it('without a total header, stops at a page that is not full', () => {
    expect(isLastPage(1, 100, undefined)).toBe(false);
    expect(isLastPage(2, 40, undefined)).toBe(true);
    expect(isLastPage(2, 100, 200)).toBe(true);
    expect(isLastPage(2, 100, 201)).toBe(false);
    expect(isLastPage(3, 0, 1000)).toBe(true);
  });
});

describe('regions', () => {
  it('uses the region’s official host, or the given origin', () => {
    expect(storyblokApiBase('eu')).toBe('https://api.storyblok.com/v2');
    expect(storyblokApiBase('us')).toBe('https://api-us.storyblok.com/v2');
    expect(storyblokApiBase('ap')).toBe('https://api-ap.storyblok.com/v2');
    expect(storyblokApiBase('ca')).toBe('https://api-ca.storyblok.com/v2');
    expect(storyblokApiBase('cn')).toBe('https://app.storyblokchina.cn/v2');
    expect(storyblokApiBase('eu', 'http://127.0.0.1:3931/')).toBe('http://127.0.0.1:3931/v2');
    expect(storyblokApiBase('us', 'http://127.0.0.1:3931/v2')).toBe('http://127.0.0.1:3931/v2');
  });
});

describe('the fake', () => {
  it('speaks the CDN protocol: slugs, uuids, lists, the space, redirects, old cache versions', async () => {
    const { fake } = await setUp();
    const get = async (path: string) => {
      const res = await fetch(`${fake.url}${path}`);
      return { status: res.status, headers: res.headers, body: (await res.json()) as never };
    };
    const cv = fake.cv();
    const bySlug = await get(`/v2/cdn/stories/nl/home?token=${PUBLIC}&cv=${cv}`);
    expect(bySlug.body).toMatchObject({ story: { id: 1 }, cv, rels: [], links: [] });
    expect(bySlug.headers.get('access-control-allow-origin')).toBe('*');
    const byUuid = await get(
      `/v2/cdn/stories/${related.uuid}?find_by=uuid&token=${PUBLIC}&cv=${cv}`,
    );
    expect(byUuid.body).toMatchObject({ story: { id: 6 } });
    const list = await get(
      `/v2/cdn/stories?token=${PUBLIC}&cv=${cv}&starts_with=nl/blog&per_page=1`,
    );
    expect(list.headers.get('total')).toBe('2');
    expect(list.headers.get('per-page')).toBe('1');
    expect((list.body as { stories: unknown[] }).stories).toHaveLength(1);
    // Without a cache version: redirected to the current one.
    const redirected = await get(`/v2/cdn/stories/1?token=${PUBLIC}`);
    expect(redirected.status).toBe(200);
    expect(fake.requests.at(-1)?.query.cv).toBe(String(cv));
    // An old cache version still answers the content of then (the CDN's cache).
    fake.publish(1, page(1, 'nl/home', 'Later'));
    const old = await get(`/v2/cdn/stories/1?token=${PUBLIC}&cv=${cv}`);
    expect(old.body).toMatchObject({ story: { content: { title: 'Welkom' } } });
    const me = await get(`/v2/cdn/spaces/me?token=${PUBLIC}`);
    expect(me.body).toMatchObject({ space: { version: fake.cv() } });
    expect(await get(`/v2/cdn/stories/1?cv=${cv}`)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    expect(await get(`/v2/cdn/stories/nl/nergens?token=${PUBLIC}&cv=${cv}`)).toMatchObject({
      status: 404,
      body: ['This record could not be found'],
    });
  });

  it('starts as a standalone server from a JSON file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storyblok-fake-'));
    const file = join(dir, 'space.json');
    writeFileSync(file, JSON.stringify(space()));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'fakes/storyblok-cdn.ts'),
        '--port',
        '0',
        '--data',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (\S+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`fake exited with ${code}`)));
      });
      const source = createStoryblokSource({ accessToken: PREVIEW, region: 'eu', apiUrl: url });
      expect((await source.storyById(1, { version: 'draft' }))?.content.title).toBe('Welkom terug');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
