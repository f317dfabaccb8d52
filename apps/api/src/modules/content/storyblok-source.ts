/**
 * Stories from a Storyblok space through its content delivery API (v2), with Storyblok's own
 * client library (secondary-areas §7 content calls: `cdn/stories/{id}` with the token, the
 * version, `from_release` and `resolve_relations`; reference notes 7.1: the publish hook fetches
 * the story and a release merge resyncs every story).
 *
 * Rules:
 * - Never a stale story: the library's in-memory cache is off, and every call first reads the
 *   space's current cache version (`cdn/spaces/me`) and names it as `cv`, so Storyblok's CDN
 *   answers the newest published content, not one it cached for an older version.
 * - A story the space does not have is null; any other failure (a refused token, rate limited
 *   past the retries, unreachable, too slow, a 5xx, an answer that is not JSON or not a story)
 *   is a ContentSourceError, with the HTTP status when there was one.
 * - Answers are checked against the contract's Story; the first field it refuses is named.
 */
import { Story } from '@shop/contracts';
import StoryblokClient from 'storyblok-js-client';
import { type ContentSource, ContentSourceError, type StoryRequest } from './source.ts';

export type StoryblokRegion = 'eu' | 'us' | 'ap' | 'ca' | 'cn';

/** The official API host of each region a space may live in. */
const STORYBLOK_REGION_HOSTS: Readonly<Record<StoryblokRegion, string>> = {
  eu: 'api.storyblok.com',
  us: 'api-us.storyblok.com',
  ap: 'api-ap.storyblok.com',
  ca: 'api-ca.storyblok.com',
  cn: 'app.storyblokchina.cn',
};

/** The origin a region's assets (images) are served from. */
export const STORYBLOK_ASSET_ORIGINS: Readonly<Record<StoryblokRegion, string>> = {
  eu: 'https://a.storyblok.com',
  us: 'https://a-us.storyblok.com',
  ap: 'https://a-ap.storyblok.com',
  ca: 'https://a-ca.storyblok.com',
  cn: 'https://a.storyblokchina.cn',
};

/** Stories per page of the full resync (Storyblok's maximum). */
const STORYBLOK_PAGE_SIZE = 100;
/** How long one call to Storyblok may take by default. */
const STORYBLOK_TIMEOUT_MS_DEFAULT = 10_000;
/** Rate limited (429): tries again this many times, this long apart, then gives up. */
const STORYBLOK_RATE_LIMIT_RETRIES = 2;
const STORYBLOK_RATE_LIMIT_DELAY_MS = 1_000;

export interface StoryblokSourceOptions {
  /** The space's preview token (reads drafts and published content). */
  accessToken: string;
  region: StoryblokRegion;
  /** Another API origin instead of the region's (a local fake); `/v2` is added when missing. */
  apiUrl?: string | undefined;
  /** The longest one call may take, in milliseconds (default 10 s). */
  timeoutMs?: number | undefined;
  /** Retries after a 429 (default 2; at least 1) and the pause before each (default 1 s). */
  rateLimitRetries?: number | undefined;
  rateLimitDelayMs?: number | undefined;
}

/** The API's base URL (with `/v2`): the region's official host, or the given origin. */
export function storyblokApiBase(region: StoryblokRegion, apiUrl?: string): string {
  if (apiUrl) {
    const base = apiUrl.replace(/\/+$/, '');
    return base.endsWith('/v2') ? base : `${base}/v2`;
  }
  return `https://${STORYBLOK_REGION_HOSTS[region]}/v2`;
}

/** What the library answers for a GET (the parts read here). */
interface LibraryAnswer {
  data: unknown;
  total?: number;
  perPage?: number;
}

export function createStoryblokSource(options: StoryblokSourceOptions): ContentSource {
  const timeoutMs = options.timeoutMs ?? STORYBLOK_TIMEOUT_MS_DEFAULT;
  const client = new StoryblokClient({
    accessToken: options.accessToken,
    endpoint: storyblokApiBase(options.region, options.apiUrl),
    // No in-memory cache, and no cache version carried over from an earlier answer: each call
    // names the version it read itself.
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
    // The library's own limit (seconds, up to the answer's headers) backs up the call's signal.
    timeout: timeoutMs / 1000,
    maxRetries: Math.max(1, options.rateLimitRetries ?? STORYBLOK_RATE_LIMIT_RETRIES),
    retriesDelay: options.rateLimitDelayMs ?? STORYBLOK_RATE_LIMIT_DELAY_MS,
    fetch: jsonOnlyFetch,
  });
  /** One call: the whole of it, body included, within the time limit. */
  const deadline = () => ({ signal: AbortSignal.timeout(timeoutMs) });

  /** The space's current cache version. */
  const currentCv = async (): Promise<number> => {
    const answer = await call('the space', () => client.get('cdn/spaces/me', {}, deadline()));
    const version = field(field(answer.data, 'space'), 'version');
    const cv = typeof version === 'string' ? Number(version) : version;
    if (typeof cv !== 'number' || !Number.isFinite(cv)) {
      throw new ContentSourceError('Storyblok answered a space without a cache version');
    }
    return cv;
  };

  return {
    kind: 'storyblok',

    async storyById(id: number, request: StoryRequest) {
      const cv = await currentCv();
      const relations = request.resolveRelations ?? [];
      const params = {
        version: request.version,
        cv,
        ...(request.release === undefined ? {} : { from_release: String(request.release) }),
        ...(relations.length > 0 ? { resolve_relations: relations.join(',') } : {}),
      };
      let answer: LibraryAnswer;
      try {
        answer = await call(`story ${id}`, () => client.getStory(String(id), params, deadline()));
      } catch (error) {
        if (error instanceof ContentSourceError && error.status === 404) return null;
        throw error;
      }
      return parseStory(field(answer.data, 'story'), `story ${id}`);
    },

    async *publishedStories() {
      const cv = await currentCv();
      for (let page = 1; ; page += 1) {
        const answer = await call(`stories page ${page}`, () =>
          client.getStories(
            { version: 'published', cv, page, per_page: STORYBLOK_PAGE_SIZE },
            deadline(),
          ),
        );
        const stories = field(answer.data, 'stories');
        if (!Array.isArray(stories)) {
          throw new ContentSourceError(`Storyblok answered stories page ${page} without stories`);
        }
        for (const story of stories) yield parseStory(story, `a story on page ${page}`);
        if (isLastPage(page, stories.length, answer.total)) return;
      }
    },
  };
}

/**
 * The last page of a listing: the `total` header says how many stories there are; without it,
 * a page that is not full is the last.
 */
export function isLastPage(
  page: number,
  storiesOnPage: number,
  total: number | undefined,
): boolean {
  if (storiesOnPage === 0) return true;
  if (typeof total === 'number' && Number.isFinite(total)) {
    return page * STORYBLOK_PAGE_SIZE >= total;
  }
  return storiesOnPage < STORYBLOK_PAGE_SIZE;
}

/**
 * Fetch for the library: an answer that is not JSON (a proxy's error page, a maintenance page)
 * is reported as such. An error status keeps its status (with a JSON error the library reads);
 * a success that is not JSON fails the request.
 */
const jsonOnlyFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || /\bjson\b/i.test(type)) return response;
  await response.body?.cancel();
  const what = `an answer that is not JSON (HTTP ${response.status}, ${type || 'no content type'})`;
  if (response.status < 400) throw new Error(what);
  return new Response(JSON.stringify({ error: what }), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'content-type': 'application/json' },
  });
};

/** Runs one library call, turning whatever it rejects with into a ContentSourceError. */
async function call(what: string, run: () => Promise<unknown>): Promise<LibraryAnswer> {
  try {
    const answer = (await run()) as LibraryAnswer;
    if (!answer || typeof answer !== 'object' || !answer.data || typeof answer.data !== 'object') {
      throw new ContentSourceError(`Storyblok answered ${what} with no JSON object`);
    }
    return answer;
  } catch (error) {
    throw asSourceError(what, error);
  }
}

/** The library rejects with `{ message, status?, response? }` (or an Error of its own). */
function asSourceError(what: string, error: unknown): ContentSourceError {
  if (error instanceof ContentSourceError) return error;
  const status = numberField(error, 'status');
  const message = String(field(error, 'message') ?? error);
  if (status === 401 || status === 403) {
    return new ContentSourceError(`Storyblok refused the access token (${status})`, status);
  }
  if (status === 429) {
    return new ContentSourceError(`Storyblok kept answering ${what} with 429 (rate limited)`, 429);
  }
  if (status !== undefined) {
    return new ContentSourceError(`Storyblok answered ${what} with ${status}: ${message}`, status);
  }
  return new ContentSourceError(`Storyblok failed on ${what}: ${message}`);
}

/** A story of an answer in the contract's shape; the marks the library leaves are dropped. */
function parseStory(value: unknown, what: string): Story {
  if (!value || typeof value !== 'object') {
    throw new ContentSourceError(`Storyblok answered ${what} without a story`);
  }
  const cleaned: unknown = JSON.parse(
    JSON.stringify(value, (key, inner) => (key === '_stopResolving' ? undefined : inner)),
  );
  const parsed = Story.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String).join('.') || 'story';
    throw new ContentSourceError(
      `Storyblok answered ${what} that is not a story: ${path}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

function numberField(value: unknown, name: string): number | undefined {
  const inner = field(value, name);
  return typeof inner === 'number' ? inner : undefined;
}
