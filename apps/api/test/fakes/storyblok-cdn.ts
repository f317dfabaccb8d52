/**
 * A local stand-in for Storyblok's content delivery API (v2) over real HTTP, for tests and
 * browser journeys. It speaks the parts of the protocol the shop uses:
 *
 * - `GET /v2/cdn/stories/{id}`, `/v2/cdn/stories/{full_slug}` and `/v2/cdn/stories/{uuid}?find_by=uuid`
 *   answer `{ story, cv, rels, links }`;
 * - `GET /v2/cdn/stories` lists stories (`page`, `per_page` at most 100, `starts_with`, `by_uuids`)
 *   with the `total` and `per-page` headers;
 * - `GET /v2/cdn/spaces/me` answers the space with its `version` (the cache version, `cv`).
 *
 * Rules it keeps: the `token` query parameter must be the space's public token (published
 * content only) or its preview token (drafts too), else 401 `{"error":"Unauthorized"}`; a story
 * has its newest saved version (the draft) and, once published, the version shoppers see, so a
 * never-published story exists only as a draft; `from_release` shows the stories a release
 * changes as the release holds them; `resolve_relations=component.field,…` adds the named
 * stories as `rels` (or only their uuids as `rel_uuids` past 50, as Storyblok does); draft
 * blocks carry `_editable`; an unknown story is 404 `["This record could not be found"]`.
 *
 * The cache version: every publish moves the space's `cv` on, and a published request that names
 * an older `cv` is answered from the content as it was then (as Storyblok's CDN serves a cached
 * answer); a published request without `cv` is redirected to the current one.
 *
 * A test can make the next answers misbehave (`misbehave`): an HTTP status (429, 500, …), a body
 * that is not JSON, an answer after a delay, no answer at all, or a body that stops halfway.
 *
 * Standalone: `node --import tsx apps/api/test/fakes/storyblok-cdn.ts --port 3931 --data space.json`
 * (the JSON file holds a `FakeSpace`); it prints the URL it listens on.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** A story as Storyblok answers it (the fields the fake reads are typed, the rest passes). */
export interface FakeStoryJson {
  id: number;
  uuid: string;
  full_slug: string;
  content: Record<string, unknown>;
  [field: string]: unknown;
}

/** One story of the space: its newest saved version and, once published, its public version. */
export interface FakeStoryEntry {
  /** What shoppers see; absent (or null) for a story that was never published. */
  published?: FakeStoryJson | null;
  /** The newest saved version; when absent the draft is the published version. */
  draft?: FakeStoryJson;
}

/** A release: the stories it changes, as they will be once it is merged. */
export interface FakeRelease {
  id: number;
  name?: string;
  stories: FakeStoryJson[];
}

export interface FakeSpace {
  id?: number;
  name?: string;
  /** Reads published content only. */
  publicToken: string;
  /** Reads drafts and published content. */
  previewToken: string;
  stories: FakeStoryEntry[];
  releases?: FakeRelease[];
  /** The space's cache version to start from (a Unix timestamp). */
  cv?: number;
}

/** How the next answers misbehave. */
export type Misbehaviour =
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'non-json'; status?: number }
  | { kind: 'slow'; ms: number }
  | { kind: 'hang' }
  /** The status line and headers, the start of a body, and then nothing. */
  | { kind: 'stall' };

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface StoryblokFake {
  /** The API's origin, e.g. `http://127.0.0.1:40123` (the client adds `/v2`). */
  readonly url: string;
  readonly port: number;
  /** Every request the fake answered (or left hanging), oldest first. */
  readonly requests: FakeRequest[];
  /** The space's current cache version. */
  cv(): number;
  /**
   * The next `times` requests (of paths starting with `pathPrefix`, when given) misbehave this
   * way, queued after earlier ones.
   */
  misbehave(how: Misbehaviour, times?: number, pathPrefix?: string): void;
  /** Saves a new draft of a story (a new story when its id is new); published content is unchanged. */
  saveDraft(story: FakeStoryJson): void;
  /** Publishes a story's draft (the given version, else its saved draft) and moves `cv` on. */
  publish(id: number, story?: FakeStoryJson): void;
  /** Takes a story off the published content (its draft stays) and moves `cv` on. */
  unpublish(id: number): void;
  /** Adds or replaces a release. */
  setRelease(release: FakeRelease): void;
  stop(): Promise<void>;
}

export interface StoryblokFakeOptions extends FakeSpace {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

/** Storyblok's page size limit and its default. */
const PER_PAGE_MAX = 100;
const PER_PAGE_DEFAULT = 25;
/** Past this many relations Storyblok answers only their uuids (`rel_uuids`). */
const RELS_INLINE_MAX = 50;
const NOT_FOUND = ['This record could not be found'];

interface StoryState {
  published: FakeStoryJson | null;
  draft: FakeStoryJson;
}

const clone = <T>(value: T): T => structuredClone(value);

/** A complete story in Storyblok's delivery format, with defaults for the fields not given. */
export function fakeStory(
  fields: Partial<FakeStoryJson> & {
    id: number;
    full_slug: string;
    content: Record<string, unknown>;
  },
): FakeStoryJson {
  const slug = fields.full_slug.split('/').pop() ?? fields.full_slug;
  const at = '2026-01-05T10:00:00.000Z';
  return {
    name: slug,
    created_at: at,
    published_at: at,
    uuid: `00000000-0000-4000-8000-${String(fields.id).padStart(12, '0')}`,
    slug,
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    meta_data: null,
    group_id: `10000000-0000-4000-8000-${String(fields.id).padStart(12, '0')}`,
    first_published_at: at,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    ...fields,
  };
}

/** Starts the fake on a free port (or the one given). */
export async function startStoryblokFake(options: StoryblokFakeOptions): Promise<StoryblokFake> {
  const spaceId = options.id ?? 286_001;
  const spaceName = options.name ?? 'Kindershop';
  let cv = options.cv ?? 1_767_600_000;
  const stories = new Map<number, StoryState>();
  for (const entry of options.stories) {
    const draft = entry.draft ?? entry.published;
    if (!draft) throw new Error('a fake story needs a draft or a published version');
    stories.set(draft.id, { published: clone(entry.published ?? null), draft: clone(draft) });
  }
  const releases = new Map<number, FakeRelease>();
  for (const release of options.releases ?? []) releases.set(release.id, clone(release));
  /** Published content as it was at each earlier cache version (what the CDN still serves). */
  const history = new Map<number, Map<number, FakeStoryJson>>();
  const requests: FakeRequest[] = [];
  const misbehaviours: { how: Misbehaviour; pathPrefix: string }[] = [];
  const hanging = new Set<ServerResponse>();

  const publishedNow = (): Map<number, FakeStoryJson> => {
    const map = new Map<number, FakeStoryJson>();
    for (const [id, state] of stories) if (state.published) map.set(id, state.published);
    return map;
  };
  /** Moves the cache version on, keeping the published content of the old one. */
  const bumpCv = () => {
    history.set(cv, new Map([...publishedNow()].map(([id, story]) => [id, clone(story)])));
    cv += 1;
  };

  /** The stories one request sees, by id. */
  const view = (
    version: 'draft' | 'published',
    requestCv: number | undefined,
    release: number | undefined,
  ): Map<number, FakeStoryJson> => {
    if (version === 'published') {
      const old = requestCv !== undefined && requestCv < cv ? history.get(requestCv) : undefined;
      return old ?? publishedNow();
    }
    const map = new Map<number, FakeStoryJson>();
    for (const [id, state] of stories) map.set(id, markEditable(state.draft, spaceId));
    const changes = release === undefined ? undefined : releases.get(release);
    for (const story of changes?.stories ?? []) {
      map.set(story.id, markEditable({ ...story, release_id: release }, spaceId));
    }
    return map;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Like Storyblok's API, readable from a browser page of any origin (the editor's preview).
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': 'accept, content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const record: FakeRequest = { path: url.pathname, query, status: 0 };
    requests.push(record);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      send(res, status, body, headers);
    };

    const queued = misbehaviours.findIndex((m) => url.pathname.startsWith(m.pathPrefix));
    const trouble = queued >= 0 ? misbehaviours.splice(queued, 1)[0]?.how : undefined;
    if (trouble?.kind === 'hang' || trouble?.kind === 'stall') {
      if (trouble.kind === 'stall') {
        record.status = 200;
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.write('{"story":');
      }
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (trouble?.kind === 'status') {
      const body = trouble.body ?? {
        error: trouble.status === 429 ? 'Too Many Requests' : 'Error',
      };
      answer(trouble.status, body);
      return;
    }
    if (trouble?.kind === 'non-json') {
      record.status = trouble.status ?? 200;
      res.writeHead(record.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body>Service temporarily unavailable</body></html>');
      return;
    }
    const respond = () => route(url, query, answer);
    if (trouble?.kind === 'slow') setTimeout(respond, trouble.ms);
    else respond();
  };

  const route = (
    url: URL,
    query: Record<string, string>,
    answer: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) => {
    const token = query.token;
    const preview = token === options.previewToken;
    if (!token || (!preview && token !== options.publicToken)) {
      answer(401, { error: 'Unauthorized' });
      return;
    }
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/v2/cdn/spaces/me') {
      answer(200, {
        space: {
          id: spaceId,
          name: spaceName,
          domain: 'http://localhost/',
          version: cv,
          language_codes: [],
        },
      });
      return;
    }
    if (path !== '/v2/cdn/stories' && !path.startsWith('/v2/cdn/stories/')) {
      answer(404, NOT_FOUND);
      return;
    }
    const version = query.version === 'draft' ? 'draft' : 'published';
    // A public token reads published content only.
    if (version === 'draft' && !preview) {
      answer(401, { error: 'Unauthorized' });
      return;
    }
    const requestCv = query.cv === undefined ? undefined : Number(query.cv);
    // Published content is addressed by cache version: without one, go to the current one.
    if (version === 'published' && (requestCv === undefined || !Number.isFinite(requestCv))) {
      const target = new URL(url);
      target.searchParams.set('cv', String(cv));
      answer(
        301,
        { redirect: `${target.pathname}${target.search}` },
        {
          location: `${target.pathname}${target.search}`,
        },
      );
      return;
    }
    const release = query.from_release ? Number(query.from_release) : undefined;
    const visible = view(version, requestCv, preview ? release : undefined);
    const relations = (query.resolve_relations ?? '').split(',').filter(Boolean);

    if (path === '/v2/cdn/stories') {
      answer(...listStories(visible, query, relations));
      return;
    }
    const key = decodeURIComponent(path.slice('/v2/cdn/stories/'.length));
    const story = findStory(visible, key, query.find_by);
    if (!story) {
      answer(404, NOT_FOUND);
      return;
    }
    answer(200, { story, cv, ...withRelations([story], visible, relations), links: [] });
  };

  const listStories = (
    visible: Map<number, FakeStoryJson>,
    query: Record<string, string>,
    relations: string[],
  ): [number, unknown, Record<string, string>] => {
    const perPage = Math.min(
      PER_PAGE_MAX,
      Math.max(1, Number.parseInt(query.per_page ?? '', 10) || PER_PAGE_DEFAULT),
    );
    const page = Math.max(1, Number.parseInt(query.page ?? '', 10) || 1);
    let list = [...visible.values()].sort((a, b) => a.id - b.id);
    if (query.starts_with) {
      const prefix = query.starts_with.replace(/^\/+/, '');
      list = list.filter((story) => story.full_slug.startsWith(prefix));
    }
    if (query.by_uuids) {
      const wanted = new Set(query.by_uuids.split(','));
      list = list.filter((story) => wanted.has(story.uuid));
    }
    const slice = list.slice((page - 1) * perPage, page * perPage);
    return [
      200,
      { stories: slice, cv, ...withRelations(slice, visible, relations), links: [] },
      { total: String(list.length), 'per-page': String(perPage) },
    ];
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    requests,
    cv: () => cv,
    misbehave(how, times = 1, pathPrefix = '/') {
      for (let i = 0; i < times; i += 1) misbehaviours.push({ how, pathPrefix });
    },
    saveDraft(story) {
      const state = stories.get(story.id);
      if (state) state.draft = clone(story);
      else stories.set(story.id, { published: null, draft: clone(story) });
    },
    publish(id, story) {
      const state = stories.get(id);
      const version = story ?? state?.draft;
      if (!version) throw new Error(`no story ${id} to publish`);
      bumpCv();
      const published = clone(version);
      stories.set(id, { published, draft: clone(version) });
    },
    unpublish(id) {
      const state = stories.get(id);
      if (!state) throw new Error(`no story ${id} to unpublish`);
      bumpCv();
      state.published = null;
    },
    setRelease(release) {
      releases.set(release.id, clone(release));
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A story by numeric id, by uuid (`find_by=uuid`) or by full slug. */
function findStory(
  visible: Map<number, FakeStoryJson>,
  key: string,
  findBy: string | undefined,
): FakeStoryJson | undefined {
  if (findBy === 'uuid') return [...visible.values()].find((story) => story.uuid === key);
  if (/^\d+$/.test(key)) return visible.get(Number(key));
  const slug = key.replace(/^\/+|\/+$/g, '');
  return [...visible.values()].find((story) => story.full_slug.replace(/\/+$/, '') === slug);
}

/**
 * The related stories of `resolve_relations` (`component.field`): the uuids in those fields of
 * the answered stories' blocks, answered as `rels`, or as `rel_uuids` when there are many.
 */
function withRelations(
  answered: FakeStoryJson[],
  visible: Map<number, FakeStoryJson>,
  relations: string[],
): { rels: FakeStoryJson[] } | { rels: FakeStoryJson[]; rel_uuids: string[] } {
  if (relations.length === 0) return { rels: [] };
  const uuids = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const block = node as Record<string, unknown>;
    if (typeof block.component === 'string' && typeof block._uid === 'string') {
      for (const relation of relations) {
        const [component, field] = relation.split('.');
        if (component !== block.component || !field) continue;
        const value = block[field];
        for (const uuid of Array.isArray(value) ? value : [value]) {
          if (typeof uuid === 'string') uuids.add(uuid);
        }
      }
    }
    for (const value of Object.values(block)) walk(value);
  };
  for (const story of answered) walk(story.content);
  const byUuid = new Map([...visible.values()].map((story) => [story.uuid, story]));
  const found = [...uuids].filter((uuid) => byUuid.has(uuid));
  if (found.length > RELS_INLINE_MAX) return { rels: [], rel_uuids: found };
  return { rels: found.map((uuid) => byUuid.get(uuid)!) };
}

/** A draft's blocks carry the editor's marker comment, as Storyblok's draft answers do. */
function markEditable(story: FakeStoryJson, spaceId: number): FakeStoryJson {
  const copy = clone(story);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const block = node as Record<string, unknown>;
    if (typeof block.component === 'string' && typeof block._uid === 'string') {
      const marker = {
        name: block.component,
        space: String(spaceId),
        uid: block._uid,
        id: String(story.id),
      };
      block._editable = `<!--#storyblok#${JSON.stringify(marker)}-->`;
    }
    for (const value of Object.values(block)) walk(value);
  };
  walk(copy.content);
  return copy;
}

/** `--port N --data file.json`: serve the space in the file until stopped. */
async function main(argv: string[]) {
  const arg = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const data = arg('data');
  if (!data) throw new Error('usage: storyblok-cdn.ts --port N --data space.json');
  const space = JSON.parse(readFileSync(data, 'utf8')) as FakeSpace;
  const fake = await startStoryblokFake({ ...space, port: Number(arg('port') ?? 0) });
  console.log(`storyblok fake listening on ${fake.url}`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
