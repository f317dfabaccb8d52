/**
 * The content calls of the shop's API client (secondary-areas §7 Content; reference notes 7.1):
 * a story by its full slug, the draft of a story by id with the editor's preview session, the
 * editor link check, the theme of a store view and the blog overview. Loaded by the content
 * pages' loaders and the root loader (server side); same request function and envelope rules as
 * lib/api.ts.
 */
import type {
  BlogAnswer,
  Story,
  StoryAnswer,
  ThemeAnswer,
  ThemeComponents,
  ValidateEditorAnswer,
} from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi } from './api.ts';

export type { Story } from '@shop/contracts';

const BASE = '/api/ext/vsf-storyblok-extension';

/** A path segment as written (a storefront URL's path arrives percent-encoded), else as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Full slugs are paths: each segment encoded once, the slashes kept. */
function slugPath(fullSlug: string): string {
  return fullSlug
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
}

/** GET …/story/{fullSlug}: the published story, or null when there is none (404, or a refused slug). */
async function getStory(
  fullSlug: string,
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<Story | null> {
  try {
    const result = await callApi<typeof StoryAnswer>(`${BASE}/story/${slugPath(fullSlug)}`, {
      method: 'GET',
      headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
      ...options,
    });
    return result.story;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return null;
    throw error;
  }
}

/** The first story of the candidates (storySlugCandidates) that exists, in their order. */
export async function findStory(
  candidates: readonly string[],
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<Story | null> {
  for (const slug of candidates) {
    const story = await getStory(slug, storeCode, options);
    if (story) return story;
  }
  return null;
}

/** The editor link's parameters (`_storyblok_tk[…]`). */
export interface EditorLink {
  spaceId: string;
  timestamp: string;
  token: string;
}

/**
 * GET …/validate-editor?spaceId&timestamp&token: the preview session of a valid, recent editor
 * link (a short-lived token that reads drafts, never the secret that signs the links), or null
 * when the API refuses the link (403) or its parameters (400). Used on the server only: the
 * session goes no further than the draft call of the same page load.
 */
export async function validateEditor(
  link: EditorLink,
  options: CallOptions = {},
): Promise<string | null> {
  const query = new URLSearchParams({
    spaceId: link.spaceId,
    timestamp: link.timestamp,
    token: link.token,
  });
  try {
    const result = await callApi<typeof ValidateEditorAnswer>(`${BASE}/validate-editor?${query}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      ...options,
    });
    return result.previewToken;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 403 || error.code === 400)) return null;
    throw error;
  }
}

/**
 * GET …/draft/{id}?release= with a preview session: the story's draft (of a release when
 * given), or null when there is none or the session is refused (ended, say).
 */
export async function getDraftStory(
  id: string,
  previewSession: string,
  { release, ...options }: CallOptions & { release?: string | null } = {},
): Promise<Story | null> {
  const query = release ? `?${new URLSearchParams({ release })}` : '';
  try {
    const result = await callApi<typeof StoryAnswer>(
      `${BASE}/draft/${encodeURIComponent(id)}${query}`,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'x-preview-token': previewSession },
        ...options,
      },
    );
    return result.story;
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.code)) return null;
    throw error;
  }
}

/** GET …/theme/{storeCode}: the store view's menu, footer and search suggestions, or null without a theme story. */
export async function getTheme(
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<ThemeComponents | null> {
  try {
    return await callApi<typeof ThemeAnswer>(`${BASE}/theme/${encodeURIComponent(storeCode)}`, {
      method: 'GET',
      headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
      ...options,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** GET /api/ext/storyblok-blog/{storeCode}?page&per_page: the store view's articles, newest first. */
export function getBlogPage(
  storeCode: StoreCode,
  { page, perPage, ...options }: CallOptions & { page: number; perPage: number },
) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return callApi<typeof BlogAnswer>(
    `/api/ext/storyblok-blog/${encodeURIComponent(storeCode)}?${query}`,
    {
      method: 'GET',
      headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
      ...options,
    },
  );
}
