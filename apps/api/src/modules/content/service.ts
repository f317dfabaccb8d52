/**
 * Content stories (secondary-areas §2 content pages, §7 content, §8, §9 content cache): the
 * published story of a storefront path, by uuid, a draft for an editor's preview, the theme
 * config split into its components, a store view's blog articles, and the publish hook and
 * resync that bring a source's stories into the shop's database.
 *
 * Published answers are kept in the process until the stories change. Every change is
 * announced on the database (NOTIFY, in the transaction that makes it); each API process
 * listens and clears its cache, and the process that made the change clears at once, so a
 * change shows on the next request everywhere.
 */
import {
  BlogArticleSummary,
  type CmsBlock,
  CmsBlockContent,
  type ContentHookBody,
  EDITOR_LINK_MAX_AGE_SECONDS,
  LinkGroup,
  MenuNode,
  SearchSuggestion,
  Story,
  StoryAsset,
} from '@shop/contracts';
import {
  CMS_MAX_ENTRIES,
  CONTENT_STORE_CODES,
  type ContentStoreCode,
  createPreviewSession,
  type EditorLink,
  equalInConstantTime,
  fillShopPlaceholders,
  isThemeName,
  isValidEditorLink,
  isValidPreviewSession,
  type ShopTextFacts,
  STORE_VIEWS,
  splitTheme,
  storyPathOf,
  storySlugCandidates,
  type ThemeName,
} from '@shop/core';
import type { z } from 'zod';
import { DomainError, notFound } from '../../lib/errors.ts';
import { type ContentRepository, type StoredStory, storyOf } from './repository.ts';
import { type ContentSource, ContentSourceError, type StoryRequest } from './source.ts';

/** At most this many answers are kept (the oldest leave first). */
const CONTENT_CACHE_MAX_ENTRIES = 2000;

/**
 * The relations the editor's preview asks the source to resolve (secondary-areas §7 content: the
 * CMS client's draft request names `blog-article.article` and `theme.search`): uuids in those
 * fields come back as the stories they name. Storyblok matches a relation by the component's
 * exact name, and the shop's own blog component is `blog_article`: both spellings are named.
 */
const PREVIEW_RELATIONS = ['blog-article.article', 'blog_article.article', 'theme.search'] as const;

interface ContentPreview {
  /** The preview token (Storyblok's preview access token, or the embedded store's secret). */
  token: string;
  /** The space editor links must name. */
  spaceId: number;
}

export interface ContentServiceDeps {
  stories: ContentRepository;
  source: ContentSource;
  /** The shipping methods and company details the `{{shipping:…}}`/`{{company:…}}` texts name. */
  facts: ShopTextFacts;
  /** Null: no preview (editor links and drafts are refused). */
  preview: ContentPreview | null;
  /** Undefined: the hook and the resync are refused. */
  hookSecret: string | undefined;
  /** Listens to the change announcements of every process; resolves to a stop function. */
  listen: (onChange: () => void) => Promise<() => Promise<void>>;
  /** Told at every change of the stories, in each process (the output cache drops its pages). */
  onChange?: () => void;
  /**
   * Tells every process that the stories changed, besides the database's announcement (decision
   * 80: the shared state's `content` tag, which other caches hear too). Unset: the database's only.
   */
  announce?: (() => void) | undefined;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export type ThemeComponents = {
  menu: MenuNode[];
  footer: z.infer<typeof LinkGroup>[];
  search: z.infer<typeof SearchSuggestion>[];
};

export interface BlogPage {
  articles: BlogArticleSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** A small cache of published answers, emptied on every change (a count of clears tells races). */
class AnswerCache {
  readonly #entries = new Map<string, Promise<unknown>>();

  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit) return hit as Promise<V>;
    const value = load();
    this.#entries.set(key, value);
    if (this.#entries.size > CONTENT_CACHE_MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // A failed load is not kept.
    value.catch(() => {
      if (this.#entries.get(key) === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

function isContentStoreCode(code: string): code is ContentStoreCode {
  return (CONTENT_STORE_CODES as readonly string[]).includes(code);
}

/** The store code of a content call; an unknown one is a 400 naming `field`. */
export function contentStoreCode(code: string | undefined, field: string): ContentStoreCode {
  const value = code === undefined || code === '' ? 'nl' : code;
  if (!isContentStoreCode(value)) {
    throw new DomainError('invalid', 'content.store_code_unknown', { code: value }, { field });
  }
  return value;
}

/** Which CMS blocks to read: these ids, these identifiers, or (neither) all. */
export interface CmsBlockSelection {
  ids?: readonly number[] | undefined;
  identifiers?: readonly string[] | undefined;
}

export class ContentService {
  readonly #cache = new AnswerCache();
  #unlisten: (() => Promise<void>) | null = null;
  #waiting: (() => void)[] = [];

  constructor(private readonly deps: ContentServiceDeps) {}

  get sourceKind(): ContentSource['kind'] {
    return this.deps.source.kind;
  }

  // ------------------------------------------------------------------ cache and invalidation

  /** Starts listening to the change announcements of every process (the app's start). */
  async start(): Promise<void> {
    this.#unlisten ??= await this.deps.listen(() => this.invalidate());
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    await unlisten?.();
  }

  /** Forgets every cached answer: the stories changed. */
  invalidate(): void {
    this.#cache.clear();
    this.deps.onChange?.();
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** Resolves at the next invalidation (a test's way to see another process's change arrive). */
  nextInvalidation(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  // ------------------------------------------------------------------------ published reads

  /**
   * The published story of a storefront path in a store view: the candidates of the path (the
   * store folder first, then without it; a store code alone or the root is that code's home),
   * the first one that exists. Null when none does.
   */
  story(path: string, storeCode: ContentStoreCode): Promise<Story | null> {
    const candidates = storySlugCandidates(path, storeCode);
    return this.#cache.get(`story|${storeCode}|${candidates.join('|')}`, async () => {
      const found = await this.deps.stories.publishedBySlugs(candidates);
      for (const slug of candidates) {
        const stored = found.find((story) => story.fullSlug === slug);
        if (stored) return this.served(stored, 'published', storeCode);
      }
      return null;
    });
  }

  /** The published stories with this uuid: one, or none. */
  storiesByUuid(uuid: string): Promise<Story[]> {
    return this.#cache.get(`uuid|${uuid.toLowerCase()}`, async () => {
      const stored = await this.deps.stories.publishedByUuid(uuid.toLowerCase());
      const story = stored ? await this.served(stored, 'published', null) : null;
      return story ? [story] : [];
    });
  }

  /**
   * The theme config of a store view (`{code}/config/theme`) split into its components; each
   * component keeps the entries that are what the contract says (a renderer cannot show the
   * others). A store view without a published theme is a 404.
   */
  theme(storeCode: ContentStoreCode): Promise<ThemeComponents> {
    return this.#cache.get(`theme|${storeCode}`, async () => {
      const slug = `${storeCode}/config/theme`;
      const [stored] = await this.deps.stories.publishedBySlugs([slug]);
      const story = stored ? await this.served(stored, 'published', storeCode) : null;
      if (!story) throw notFound('content.theme_not_found', { storeCode });
      const parts = splitTheme(story.content);
      return {
        menu: validEntries(parts.menu, MenuNode),
        footer: validEntries(parts.footer, LinkGroup),
        search: validEntries(parts.search, SearchSuggestion),
      };
    });
  }

  /** One named component of a store view's theme; an unknown name is 'Wrong theme name'. */
  async themeComponent(
    storeCode: ContentStoreCode,
    name: string,
  ): Promise<ThemeComponents[ThemeName]> {
    if (!isThemeName(name)) {
      throw new DomainError('invalid', 'content.theme_name_wrong', {}, { field: 'name' });
    }
    return (await this.theme(storeCode))[name];
  }

  /** A store view's published blog articles (`{code}/blog/…`), newest first publication first. */
  blog(storeCode: ContentStoreCode, page: number, perPage: number): Promise<BlogPage> {
    return this.#cache.get(`blog|${storeCode}|${page}|${perPage}`, async () => {
      const { total, stories } = await this.deps.stories.publishedOfTypeUnder(
        'blog_article',
        `${storeCode}/blog`,
        { offset: (page - 1) * perPage, limit: perPage },
      );
      const articles = stories.map((stored) => articleSummary(stored, storeCode, this.deps));
      return { articles, total, page, per_page: perPage };
    });
  }

  /**
   * A store view's CMS blocks (secondary-areas §3: id, identifier): the published `cms_block`
   * stories under `{code}/blocks/`, their slug the identifier, by id, at most 500 (§7 content);
   * only those with these ids or identifiers when given. A block whose content is not what the
   * contract says is left out (nothing could show it).
   */
  cmsBlocks(storeCode: ContentStoreCode, select: CmsBlockSelection = {}): Promise<CmsBlock[]> {
    const ids = select.ids ? [...new Set(select.ids)].sort((a, b) => a - b) : undefined;
    const identifiers = select.identifiers ? [...new Set(select.identifiers)].sort() : undefined;
    const key = `blocks|${storeCode}|${ids?.join(',') ?? '*'}|${identifiers?.join('\n') ?? '*'}`;
    return this.#cache.get(key, async () => {
      const stories = await this.deps.stories.publishedOfTypeUnderById(
        'cms_block',
        `${storeCode}/blocks`,
        { ids, slugs: identifiers },
        CMS_MAX_ENTRIES,
      );
      const blocks: CmsBlock[] = [];
      for (const stored of stories) {
        const story = await this.served(stored, 'published', storeCode);
        const content = CmsBlockContent.safeParse(story?.content);
        if (!story || !content.success) continue;
        blocks.push({
          id: story.id,
          identifier: story.slug,
          title: content.data.title ?? story.name,
          content: content.data,
        });
      }
      return blocks;
    });
  }

  // ------------------------------------------------------------------------------ preview

  /**
   * A preview session for a valid editor link (reference notes 7.1): the configured space, the
   * token of the preview secret and the timestamp, not older than an hour. The answer is a
   * short-lived session that reads drafts (never the secret that signs editor links, which would
   * read drafts and make new links for ever). Anything else, or no preview configured, is 403
   * 'Unauthorized editor'.
   */
  validateEditor(link: EditorLink): {
    previewToken: string;
    expiresAt: string;
    error: false;
  } {
    const { preview } = this.deps;
    const nowSeconds = Math.floor(this.deps.now().getTime() / 1000);
    if (
      !preview ||
      !isValidEditorLink(
        link,
        {
          spaceId: preview.spaceId,
          previewToken: preview.token,
          maxAgeSeconds: EDITOR_LINK_MAX_AGE_SECONDS,
        },
        nowSeconds,
      )
    ) {
      throw new DomainError('forbidden', 'content.editor_unauthorized');
    }
    const session = createPreviewSession(
      preview.token,
      preview.spaceId,
      nowSeconds,
      Number(link.timestamp) + EDITOR_LINK_MAX_AGE_SECONDS,
    );
    return {
      previewToken: session.token,
      expiresAt: new Date(session.expiresAt * 1000).toISOString(),
      error: false,
    };
  }

  /**
   * A story's newest draft from the source (a release's state when one is named), for the
   * holder of a preview session that has not ended by the shop's clock; never cached. 403
   * without one (the preview secret itself is no session), 404 without the story.
   */
  async draft(id: number, release: number | undefined, token: string | undefined): Promise<Story> {
    const { preview } = this.deps;
    const nowSeconds = Math.floor(this.deps.now().getTime() / 1000);
    if (
      !preview ||
      token === undefined ||
      !isValidPreviewSession(token, preview.token, preview.spaceId, nowSeconds)
    ) {
      throw new DomainError('forbidden', 'content.preview_token_wrong');
    }
    const story = await this.fromSource(id, {
      version: 'draft',
      release,
      resolveRelations: PREVIEW_RELATIONS,
    });
    const served = story ? this.filled(story, null) : null;
    if (!served) throw notFound('content.draft_not_found', { id });
    return served;
  }

  // ------------------------------------------------------------------- hook and resync

  /**
   * The publish hook (reference notes 7.1): published → the source's story is stored as
   * published (the embedded store publishes its newest draft); unpublished or deleted → its
   * published version goes (the embedded store keeps the draft; a mirror deletes the row);
   * moved → fetched again; release_merged or branch_deployed → every story again. Repeating a
   * call changes nothing more.
   */
  async hook(
    secret: string | undefined,
    body: ContentHookBody,
  ): Promise<{ action: string; story_id: number | null; stories: number }> {
    this.checkSecret(secret);
    const { action } = body;
    if (action === 'release_merged' || action === 'branch_deployed') {
      const stories = await this.resyncAll();
      return { action, story_id: null, stories };
    }
    const id = body.story_id;
    if (id === undefined) {
      throw new DomainError(
        'invalid',
        'content.hook_story_id_required',
        { action },
        { field: 'story_id' },
      );
    }
    const embedded = this.deps.source.kind === 'embedded';
    const unknownStory = () =>
      new DomainError(
        'not_found',
        'content.hook_story_unknown',
        { storyId: id },
        { field: 'story_id' },
      );
    let stories = 0;
    try {
      if (action === 'published' || (action === 'moved' && !embedded)) {
        // Storyblok's published version; the embedded store publishes its newest draft.
        const story = await this.fromSource(id, { version: embedded ? 'draft' : 'published' });
        if (story) {
          await this.deps.stories.publish({
            story,
            publishedAt:
              !embedded && story.published_at ? new Date(story.published_at) : this.deps.now(),
            replaceDraft: !embedded,
          });
          stories = 1;
        } else if (action === 'moved') {
          // Moved out of what is published: the mirror no longer has it.
          await this.deps.stories.delete(id);
        } else {
          throw unknownStory();
        }
      } else if (action === 'moved') {
        // The embedded store's slugs change by import only: nothing to fetch.
        if (!(await this.deps.stories.byId(id))) throw unknownStory();
        await this.deps.stories.announceChange();
      } else if (embedded) {
        if (!(await this.deps.stories.unpublish(id))) throw unknownStory();
      } else {
        // A mirror forgets the story; one it never had is already forgotten.
        await this.deps.stories.delete(id);
      }
    } finally {
      this.invalidate();
      this.deps.announce?.();
    }
    return { action, story_id: id, stories };
  }

  /**
   * The full resync (GET …/full): a mirror stores every published story of the space and
   * deletes the ones no longer there; the embedded store is its own source, so only the caches
   * are cleared. Returns how many stories are published.
   */
  async resync(secret: string | undefined): Promise<{ stories: number }> {
    this.checkSecret(secret);
    return { stories: await this.resyncAll() };
  }

  private async resyncAll(): Promise<number> {
    try {
      if (this.deps.source.kind === 'embedded') {
        await this.deps.stories.announceChange();
        return await this.deps.stories.countPublished();
      }
      const now = this.deps.now();
      const inputs = [];
      try {
        for await (const story of this.deps.source.publishedStories()) {
          inputs.push({
            story,
            publishedAt: story.published_at ? new Date(story.published_at) : now,
            replaceDraft: true,
          });
        }
      } catch (error) {
        throw sourceFailure(error);
      }
      return await this.deps.stories.replaceAll(inputs);
    } finally {
      this.invalidate();
      this.deps.announce?.();
    }
  }

  /** The hook's secret: 403 when missing, wrong, or when no secret is configured. */
  private checkSecret(secret: string | undefined): void {
    if (secret === undefined || secret === '') {
      throw new DomainError('forbidden', 'content.hook_secret_missing');
    }
    const configured = this.deps.hookSecret;
    if (!configured || !equalInConstantTime(secret, configured)) {
      throw new DomainError('forbidden', 'content.hook_secret_invalid');
    }
  }

  // ----------------------------------------------------------------------------- helpers

  private async fromSource(id: number, request: StoryRequest): Promise<Story | null> {
    try {
      return await this.deps.source.storyById(id, request);
    } catch (error) {
      throw sourceFailure(error);
    }
  }

  /** A stored story as served: its version, its translations, the shop's facts filled. */
  private async served(
    stored: StoredStory,
    version: 'published',
    storeCode: ContentStoreCode | null,
  ): Promise<Story | null> {
    const alternates = await this.deps.stories.alternatesOf(stored, true);
    const story = storyOf(stored, version, alternates);
    return story ? this.filled(story, storeCode) : null;
  }

  /**
   * A story with the placeholders of every text (`{{shipping:…}}`, `{{company:…}}`) filled for
   * the store view it belongs to (its folder; else the request's; else nl), as CMS pages are, so
   * drafts and published stories state the settings of the moment. A story that is not what the
   * contract says is logged and not served.
   */
  private filled(story: Story, storeCode: ContentStoreCode | null): Story | null {
    const code = storyPathOf(story.full_slug).storeCode ?? storeCode ?? 'nl';
    const view = STORE_VIEWS[code];
    const fill = (value: unknown): unknown => {
      if (typeof value === 'string') {
        return fillShopPlaceholders(value, this.deps.facts, view, 'text');
      }
      if (Array.isArray(value)) return value.map(fill);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
      }
      return value;
    };
    const parsed = Story.safeParse({ ...story, content: fill(story.content) });
    if (!parsed.success) {
      this.deps.log.warn(
        { storyId: story.id, issues: parsed.error.issues.slice(0, 5) },
        'a content story is not in the delivery format: not served',
      );
      return null;
    }
    return parsed.data;
  }
}

function sourceFailure(error: unknown): unknown {
  if (error instanceof ContentSourceError) {
    return new DomainError('unavailable', 'content.source_unavailable');
  }
  return error;
}

/** The entries of a list that are what `schema` says, parsed (defaults filled). */
function validEntries<T>(entries: readonly unknown[], schema: z.ZodType<T>): T[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A blog article of the overview: its title (else its name), intro, image and date. */
function articleSummary(
  stored: StoredStory,
  storeCode: ContentStoreCode,
  deps: Pick<ContentServiceDeps, 'facts'>,
): BlogArticleSummary {
  const content = stored.content ?? {};
  const text = (value: unknown) =>
    typeof value === 'string'
      ? fillShopPlaceholders(value, deps.facts, STORE_VIEWS[storeCode], 'text')
      : null;
  const image = StoryAsset.safeParse(content.image);
  const date = typeof content.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(content.date);
  return BlogArticleSummary.parse({
    full_slug: stored.fullSlug,
    name: stored.name,
    title: text(content.title) || stored.name,
    intro: text(content.intro),
    image: content.image && image.success && image.data.filename ? image.data : null,
    date: date ? content.date : null,
    first_published_at: stored.firstPublishedAt?.toISOString() ?? null,
  });
}
