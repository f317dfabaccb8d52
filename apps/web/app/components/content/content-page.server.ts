/**
 * A content page's data, read on the server (secondary-areas §2 content pages; reference notes
 * 7.1): the story of a storefront path (the published one, or an editor's draft after the editor
 * link is checked), what its blocks show from the catalogue and the blog (product carousels'
 * products with real prices, category tiles' names, images and counts, the blog overview's page),
 * its title and description, its path and the same story's path in the other store view.
 */
import type { BlogArticleSummary, Story } from '@shop/contracts';
import {
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  PRODUCT_CAROUSEL_LIMIT_DEFAULT,
  PRODUCT_CAROUSEL_LIMIT_MAX,
} from '@shop/contracts';
import { STORE_VIEWS, type StoreView, storyPathOf, storySlugCandidates } from '@shop/core';
import type { Alternates } from '../../lib/alternates.ts';
import { ApiError, type CallOptions } from '../../lib/api.ts';
import type { CategoryLink, ProductCard } from '../../lib/catalog.ts';
import {
  PRODUCT_CARD_FIELDS,
  SEARCH_CARD_FIELDS,
  toCategoryLink,
  toProductCard,
} from '../../lib/catalog-documents.ts';
import { getProductsBySku, searchCategories, searchProducts } from '../../lib/catalog-search.ts';
import { catalogueUnavailable } from '../../lib/catalogue-unavailable.ts';
import {
  type EditorLink,
  findStory,
  getBlogPage,
  getDraftStory,
  validateEditor,
} from '../../lib/content-api.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { getCategoryBySlug } from '../../lib/listing-api.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { BlogPageData, ContentData } from './block-types.ts';
import { preloadBlocks } from './registry.ts';

/** The visual editor's bridge script (reference notes 7.1), unless STORYBLOK_BRIDGE_URL names another. */
const DEFAULT_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/** The editor's preview query of a page: `_storyblok`, `_storyblok_c`, `_storyblok_release`, `_storyblok_tk[…]`. */
export interface EditorQuery {
  storyId: string;
  component: string | null;
  release: string | null;
  link: EditorLink | null;
}

/** The editor query of a URL, or null when the URL is not an editor's preview link. */
export function readEditorQuery(params: URLSearchParams): EditorQuery | null {
  const storyId = params.get('_storyblok');
  const spaceId = params.get('_storyblok_tk[space_id]');
  const timestamp = params.get('_storyblok_tk[timestamp]');
  const token = params.get('_storyblok_tk[token]');
  if (storyId === null && spaceId === null && token === null) return null;
  return {
    storyId: storyId ?? '',
    component: params.get('_storyblok_c'),
    release: params.get('_storyblok_release') || null,
    link: spaceId && timestamp && token ? { spaceId, timestamp, token } : null,
  };
}

/** A story id is a positive whole number (Storyblok's ids). */
function isStoryId(value: string): boolean {
  return /^[1-9]\d{0,14}$/.test(value);
}

interface PreviewSettings {
  /** The visual editor's bridge script. */
  bridgeUrl: string;
  storyId: string;
}

type LoadedStory =
  | { kind: 'story'; story: Story; preview: PreviewSettings | null }
  | { kind: 'invalid-preview' }
  | { kind: 'missing' };

/**
 * The story to show: with an editor query, the draft by id once the editor link is valid (an
 * invalid or expired link, or a malformed story id, never shows a draft); otherwise the published
 * story of the first slug candidate that exists.
 */
async function loadStory(
  candidates: readonly string[],
  storeView: StoreView,
  params: URLSearchParams,
  options: CallOptions,
): Promise<LoadedStory> {
  const editor = readEditorQuery(params);
  if (editor) {
    if (!editor.link || !isStoryId(editor.storyId)) return { kind: 'invalid-preview' };
    // The preview session stays on the server: the page carries only the bridge's address.
    const previewSession = await validateEditor(editor.link, options);
    if (!previewSession) return { kind: 'invalid-preview' };
    const story = await getDraftStory(editor.storyId, previewSession, {
      ...options,
      release: editor.release,
    });
    if (!story) return { kind: 'missing' };
    return {
      kind: 'story',
      story,
      preview: {
        bridgeUrl: process.env.STORYBLOK_BRIDGE_URL?.trim() || DEFAULT_BRIDGE_URL,
        storyId: editor.storyId,
      },
    };
  }
  if (candidates.length === 0) return { kind: 'missing' };
  const story = await findStory(candidates, storeView.code, options);
  return story ? { kind: 'story', story, preview: null } : { kind: 'missing' };
}

/** The story slugs a storefront path of a store view may name (core's rule). */
export function candidatesOf(path: string, storeView: StoreView): string[] {
  return storySlugCandidates(path, storeView.code);
}

interface Block {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

function bodyOf(story: Story): Block[] {
  const body = (story.content as { body?: unknown }).body;
  if (!Array.isArray(body)) {
    // A single component (the visual editor's single component mode) is its own body.
    return story.content.component === 'page' || story.content.component === 'blog_article'
      ? []
      : [story.content as Block];
  }
  return body.filter(
    (block): block is Block =>
      typeof block === 'object' &&
      block !== null &&
      typeof (block as Block)._uid === 'string' &&
      typeof (block as Block).component === 'string',
  );
}

function clampInt(value: unknown, fallback: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) return fallback;
  return Math.min(number, max);
}

/** A product carousel's products: its skus in their order, else the newest of its category. */
async function carouselProducts(
  block: Block,
  storeView: StoreView,
  options: CallOptions,
): Promise<ProductCard[]> {
  const limit = clampInt(block.limit, PRODUCT_CAROUSEL_LIMIT_DEFAULT, PRODUCT_CAROUSEL_LIMIT_MAX);
  const skus =
    typeof block.skus === 'string'
      ? block.skus
          .split(',')
          .map((sku) => sku.trim())
          .filter((sku) => sku !== '')
          .slice(0, limit)
      : [];
  if (skus.length > 0) {
    // A card's fields and its category refs (the cards of a chosen list carry their category path,
    // as before), not whole documents: those cost the API their writing and the page its reading.
    const bySku = await getProductsBySku(storeView.code, skus, options, SEARCH_CARD_FIELDS);
    return skus
      .map((sku) => bySku.get(sku))
      .map((doc) => (doc ? toProductCard(doc as Record<string, unknown>, storeView) : null))
      .filter((card): card is ProductCard => card !== null);
  }
  const slug = typeof block.category === 'string' ? block.category.trim() : '';
  if (slug === '') return [];
  const category = await getCategoryBySlug(storeView.code, slug, options);
  if (!category) return [];
  const result = await searchProducts(
    storeView.code,
    {
      filters: { category_ids: [category.id] },
      sort: 'updated_at:desc',
      size: limit,
      includeFields: PRODUCT_CARD_FIELDS,
    },
    options,
  );
  return result.items
    .map((item) => toProductCard(item, storeView))
    .filter((card): card is ProductCard => card !== null);
}

/** The categories of category tiles, by slug. */
async function tileCategories(
  slugs: readonly string[],
  storeView: StoreView,
  options: CallOptions,
): Promise<Record<string, CategoryLink>> {
  const wanted = [...new Set(slugs.filter((slug) => slug !== ''))];
  if (wanted.length === 0) return {};
  const result = await searchCategories(
    storeView.code,
    {
      filters: { slug: wanted, is_active: true },
      size: wanted.length,
      includeFields: ['name', 'slug', 'url_path', 'image', 'product_count'],
    },
    options,
  );
  const categories: Record<string, CategoryLink> = {};
  for (const item of result.items) {
    const link = toCategoryLink(item);
    if (link) categories[link.slug] = link;
  }
  return categories;
}

/** The blog overview's page of `?page=` (a page beyond the last shows none of the articles). */
async function blogPage(
  block: Block,
  storeView: StoreView,
  params: URLSearchParams,
  options: CallOptions,
): Promise<BlogPageData> {
  const perPage = clampInt(block.per_page, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX);
  const page = clampInt(params.get('page'), 1, 10_000);
  const result = await getBlogPage(storeView.code, { ...options, page, perPage });
  return {
    articles: result.articles as BlogArticleSummary[],
    page: result.page,
    perPage: result.per_page,
    total: result.total,
  };
}

/**
 * What a story's blocks show from the catalogue and the blog, read together. A block whose data
 * cannot be read shows nothing rather than failing the page (the rest of the page still helps).
 */
async function resolveContentData(
  blocks: readonly Block[],
  storeView: StoreView,
  params: URLSearchParams,
  options: CallOptions,
): Promise<ContentData> {
  const carousels = blocks.filter((block) => block.component === 'product_carousel');
  const tileSlugs = blocks
    .filter((block) => block.component === 'category_tiles' && Array.isArray(block.tiles))
    .flatMap((block) => (block.tiles as { category?: unknown }[]).map((tile) => tile.category))
    .filter((slug): slug is string => typeof slug === 'string');
  const blog = blocks.find((block) => block.component === 'blog_overview');
  const [products, categories, blogData] = await Promise.all([
    Promise.all(
      carousels.map(async (block) => {
        try {
          return [block._uid, await carouselProducts(block, storeView, options)] as const;
        } catch (error) {
          refusedByCatalogue(error, options);
          return [block._uid, []] as const;
        }
      }),
    ),
    tileCategories(tileSlugs, storeView, options).catch((error) => {
      refusedByCatalogue(error, options);
      return {};
    }),
    blog
      ? blogPage(blog, storeView, params, options).catch((error) => {
          refusedByCatalogue(error, options);
          return null;
        })
      : Promise.resolve(null),
    // Every block's code, so the server's HTML holds every block in full.
    preloadBlocks(),
  ]);
  return { products: Object.fromEntries(products), categories, blog: blogData };
}

/**
 * A block whose data the catalogue refuses (a sku or category it does not know: 400, 404) shows
 * nothing; any other failure (the catalogue unreachable or failing) fails the page, which then
 * answers 503 or 502 (catalogueUnavailable), never a cacheable page with its products missing.
 */
function refusedByCatalogue(error: unknown, options: CallOptions): void {
  if (options.signal?.aborted) throw error;
  if (error instanceof ApiError && (error.code === 400 || error.code === 404)) return;
  throw error;
}

/** The storefront path of a story (in its own store view, else the page's). */
function storyPath(fullSlug: string, storeView: StoreView): string {
  const { storeCode, path } = storyPathOf(fullSlug);
  return localizePath(storeCode ? STORE_VIEWS[storeCode] : storeView, path);
}

/** The story's path in both store views, when it has an alternate in the other language. */
export function storyAlternates(story: Story, storeView: StoreView): Alternates | null {
  const own = storyPath(story.full_slug, storeView);
  const paths: Partial<Alternates> = { [storeView.code === 'de' ? 'de' : 'nl']: own };
  for (const alternate of story.alternates ?? []) {
    const { storeCode } = storyPathOf(alternate.full_slug);
    if (storeCode) paths[storeCode] = storyPath(alternate.full_slug, storeView);
  }
  return paths.nl && paths.de ? { nl: paths.nl, de: paths.de } : null;
}

/** The page's title and description: the SEO fields, else the story's title and intro. */
export function storySeo(story: Story): { title: string; description: string | null } {
  const content = story.content as {
    title?: unknown;
    intro?: unknown;
    seo?: { title?: unknown; description?: unknown };
  };
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return {
    title: text(content.seo?.title) ?? text(content.title) ?? story.name,
    description: text(content.seo?.description) ?? text(content.intro),
  };
}

/** The text of the 403 answer of an invalid or expired editor link, in the page's language. */
function invalidPreviewText(storeView: StoreView): string {
  return createTranslator(storeView.locale)('This preview link is not valid or has expired');
}

/** What a content page's loader answers. */
export interface ContentPageData {
  story: Story;
  data: ContentData;
  preview: PreviewSettings | null;
  origin: string;
  /** The page's own path (canonical). */
  path: string;
  alternates: Alternates | null;
  seo: { title: string; description: string | null };
}

/**
 * The headers of a content page: the published page is the same for every visitor and holds
 * nothing personal, so browsers and shared caches may keep it a minute; an editor's preview is
 * never stored nor indexed, and carries the mark by which the shop gives it the preview policy
 * (the visual editor may frame it and its bridge may run: apps/api mount-web.ts).
 */
const PUBLISHED_HEADERS = { 'Cache-Control': 'public, max-age=60' };
const PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Preview': '1',
};
/** The answer to an invalid or expired editor link: not stored, not indexed, no preview policy. */
const INVALID_PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * A content page's data for a loader, or null when no story has the path (the caller answers
 * 404 or its own fallback). An invalid editor link throws the 403 answer.
 */
export async function loadContentPage(
  candidates: readonly string[],
  storeView: StoreView,
  url: URL,
  options: CallOptions,
): Promise<{ page: ContentPageData; headers: Record<string, string> } | null> {
  try {
    return await loadPage(candidates, storeView, url, options);
  } catch (error) {
    throw catalogueUnavailable(
      error,
      storeView,
      'content page',
      options.signal ?? new AbortController().signal,
    );
  }
}

async function loadPage(
  candidates: readonly string[],
  storeView: StoreView,
  url: URL,
  options: CallOptions,
): Promise<{ page: ContentPageData; headers: Record<string, string> } | null> {
  const loaded = await loadStory(candidates, storeView, url.searchParams, options);
  if (loaded.kind === 'invalid-preview') {
    throw new Response(invalidPreviewText(storeView), {
      status: 403,
      headers: INVALID_PREVIEW_HEADERS,
    });
  }
  if (loaded.kind === 'missing') return null;
  const { story, preview } = loaded;
  const data = await resolveContentData(bodyOf(story), storeView, url.searchParams, options);
  return {
    page: {
      story,
      data,
      preview,
      origin: url.origin,
      path: storyPath(story.full_slug, storeView),
      alternates: storyAlternates(story, storeView),
      seo: storySeo(story),
    },
    headers: preview ? PREVIEW_HEADERS : PUBLISHED_HEADERS,
  };
}
