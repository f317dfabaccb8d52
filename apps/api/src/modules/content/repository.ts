/**
 * The content stories table (packages/db schema `content_stories`): published stories by full
 * slug and uuid, a story's translations, a store view's blog articles, and the writes of the
 * publish hook, the resync and the import. Every write announces the change on the
 * `shop_content_changed` channel in its own transaction, so each API process clears its cache
 * once the change is committed.
 */
import type { Story, StoryAlternate } from '@shop/contracts';
import {
  anyOf,
  type Executor,
  noneOf,
  notifyContentChanged,
  type ShopDatabase,
  schema,
} from '@shop/db';
import { and, asc, count, desc, eq, isNotNull, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';

const { contentStories } = schema;
type StoryRow = typeof contentStories.$inferSelect;

/** Which version of a story to read: the published one or the newest draft. */
export type StoryVersion = 'published' | 'draft';

/** A story as stored, in both versions (the export's and the import's unit). */
export interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  lang: string;
  groupId: string | null;
  tagList: string[];
  contentType: string;
  /** The published content, or null when the story is not published. */
  content: Record<string, unknown> | null;
  draftContent: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
}

/** A story to store as published (from the source: Storyblok's published or the embedded draft). */
export interface PublishedStoryInput {
  story: Story;
  /** When it is published: the source's published_at, or now for the embedded store. */
  publishedAt: Date;
  /** Whether the draft becomes this content too (a mirror keeps no other draft). */
  replaceDraft: boolean;
}

/** Escapes LIKE's wildcards in a literal prefix. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class ContentRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The published stories among these full slugs (in no particular order). */
  async publishedBySlugs(fullSlugs: readonly string[]): Promise<StoredStory[]> {
    if (fullSlugs.length === 0) return [];
    return this.shop.db
      .select()
      .from(contentStories)
      .where(and(anyOf(contentStories.fullSlug, [...fullSlugs]), isNotNull(contentStories.content)))
      .then((rows) => rows.map(storedOf));
  }

  /** The published story with this uuid, if any. */
  async publishedByUuid(uuid: string): Promise<StoredStory | null> {
    const rows = await this.shop.db
      .select()
      .from(contentStories)
      .where(and(eq(contentStories.uuid, uuid), isNotNull(contentStories.content)))
      .limit(1);
    return rows[0] ? storedOf(rows[0]) : null;
  }

  /** A story by id, published or not. */
  async byId(id: number, executor: Executor = this.shop.db): Promise<StoredStory | null> {
    const rows = await executor
      .select()
      .from(contentStories)
      .where(eq(contentStories.id, id))
      .limit(1);
    return rows[0] ? storedOf(rows[0]) : null;
  }

  /** A story by full slug, published or not. */
  async byFullSlug(
    fullSlug: string,
    executor: Executor = this.shop.db,
  ): Promise<StoredStory | null> {
    const rows = await executor
      .select()
      .from(contentStories)
      .where(eq(contentStories.fullSlug, fullSlug))
      .limit(1);
    return rows[0] ? storedOf(rows[0]) : null;
  }

  /**
   * The other stories of a translation group (the same page in the other language); only
   * published ones when `publishedOnly`.
   */
  async alternatesOf(
    story: { id: number; groupId: string | null },
    publishedOnly: boolean,
  ): Promise<z.infer<typeof StoryAlternate>[]> {
    if (!story.groupId) return [];
    const rows = await this.shop.db
      .select({
        id: contentStories.id,
        name: contentStories.name,
        slug: contentStories.slug,
        fullSlug: contentStories.fullSlug,
      })
      .from(contentStories)
      .where(
        and(
          eq(contentStories.groupId, story.groupId),
          ne(contentStories.id, story.id),
          publishedOnly ? isNotNull(contentStories.content) : undefined,
        ),
      )
      .orderBy(asc(contentStories.fullSlug));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      full_slug: row.fullSlug,
      is_folder: false,
      parent_id: null,
    }));
  }

  /** Published stories of a root component under a folder, newest first publication first. */
  async publishedOfTypeUnder(
    contentType: string,
    folder: string,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; stories: StoredStory[] }> {
    const where = and(
      eq(contentStories.contentType, contentType),
      like(contentStories.fullSlug, likePrefix(`${folder}/`)),
      isNotNull(contentStories.content),
    );
    const [totalRow] = await this.shop.db
      .select({ total: count() })
      .from(contentStories)
      .where(where);
    const rows = await this.shop.db
      .select()
      .from(contentStories)
      .where(where)
      .orderBy(sql`${contentStories.firstPublishedAt} DESC NULLS LAST`, desc(contentStories.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: Number(totalRow?.total ?? 0), stories: rows.map(storedOf) };
  }

  /**
   * Published stories of a root component under a folder, by id, at most `limit`; only those
   * with these ids or slugs when given (a filter picks among all, not among the first `limit`).
   */
  async publishedOfTypeUnderById(
    contentType: string,
    folder: string,
    select: { ids?: readonly number[] | undefined; slugs?: readonly string[] | undefined },
    limit: number,
  ): Promise<StoredStory[]> {
    const where = and(
      eq(contentStories.contentType, contentType),
      like(contentStories.fullSlug, likePrefix(`${folder}/`)),
      isNotNull(contentStories.content),
      select.ids ? anyOf(contentStories.id, [...select.ids]) : undefined,
      select.slugs ? anyOf(contentStories.slug, [...select.slugs]) : undefined,
    );
    const rows = await this.shop.db
      .select()
      .from(contentStories)
      .where(where)
      .orderBy(asc(contentStories.id))
      .limit(limit);
    return rows.map(storedOf);
  }

  /** Every published story (the sitemap, the embedded source's resync). */
  async allPublished(): Promise<StoredStory[]> {
    const rows = await this.shop.db
      .select()
      .from(contentStories)
      .where(isNotNull(contentStories.content))
      .orderBy(asc(contentStories.fullSlug));
    return rows.map(storedOf);
  }

  /** Every story, published or not (the export). */
  async all(): Promise<StoredStory[]> {
    const rows = await this.shop.db
      .select()
      .from(contentStories)
      .orderBy(asc(contentStories.fullSlug));
    return rows.map(storedOf);
  }

  async countPublished(): Promise<number> {
    const [row] = await this.shop.db
      .select({ total: count() })
      .from(contentStories)
      .where(isNotNull(contentStories.content));
    return Number(row?.total ?? 0);
  }

  /**
   * Stores a story as published (insert or update by id): its content becomes the published
   * version (and the draft when `replaceDraft`); the first publication is kept once set.
   */
  async publish(input: PublishedStoryInput): Promise<void> {
    await this.shop.db.transaction(async (tx) => {
      await upsertPublished(tx, input);
      await notifyContentChanged(tx, String(input.story.id));
    });
  }

  /** Removes a story's published version (the embedded store keeps its draft); false if none. */
  async unpublish(id: number): Promise<boolean> {
    return this.shop.db.transaction(async (tx) => {
      const rows = await tx
        .update(contentStories)
        .set({ content: null, publishedAt: null, updatedAt: new Date() })
        .where(eq(contentStories.id, id))
        .returning({ id: contentStories.id });
      await notifyContentChanged(tx, String(id));
      return rows.length > 0;
    });
  }

  /** Deletes a story (a mirror's story that is no longer published); false if there was none. */
  async delete(id: number): Promise<boolean> {
    return this.shop.db.transaction(async (tx) => {
      const rows = await tx
        .delete(contentStories)
        .where(eq(contentStories.id, id))
        .returning({ id: contentStories.id });
      await notifyContentChanged(tx, String(id));
      return rows.length > 0;
    });
  }

  /**
   * The mirror's full resync: every story given is stored as published, every other story is
   * deleted, in one transaction. Returns how many are stored.
   */
  async replaceAll(inputs: readonly PublishedStoryInput[]): Promise<number> {
    return this.shop.db.transaction(async (tx) => {
      const ids = inputs.map((input) => input.story.id);
      // A story that moved onto the slug of one that left: the one that left goes first.
      if (ids.length > 0) await tx.delete(contentStories).where(noneOf(contentStories.id, ids));
      else await tx.delete(contentStories);
      for (const input of inputs) await upsertPublished(tx, input);
      await notifyContentChanged(tx, 'all');
      return inputs.length;
    });
  }

  /** Only announces a change (the embedded store's resync: its stories are the store itself). */
  async announceChange(): Promise<void> {
    await notifyContentChanged(this.shop.db, 'all');
  }

  /**
   * The import: stores every story's draft (insert by full slug, or update), and with `publish`
   * makes each one's draft its published version, all in one transaction (all or nothing).
   */
  async importStories(
    stories: readonly ImportedStory[],
    options: { publish: boolean; now: Date },
  ): Promise<{ created: number; updated: number }> {
    return this.shop.db.transaction(async (tx) => {
      let created = 0;
      let updated = 0;
      for (const story of stories) {
        const existing = await this.byFullSlug(story.fullSlug, tx);
        const published = options.publish
          ? {
              content: story.content,
              publishedAt: options.now,
              firstPublishedAt: existing?.firstPublishedAt ?? options.now,
            }
          : {};
        if (existing) {
          await tx
            .update(contentStories)
            .set({
              name: story.name,
              tagList: story.tagList,
              groupId: story.groupId === undefined ? existing.groupId : story.groupId,
              contentType: story.contentType,
              draftContent: story.content,
              updatedAt: options.now,
              ...published,
            })
            .where(eq(contentStories.id, existing.id));
          updated++;
        } else {
          await tx.insert(contentStories).values({
            id: story.id,
            uuid: story.uuid,
            name: story.name,
            slug: story.fullSlug.split('/').at(-1) ?? story.fullSlug,
            fullSlug: story.fullSlug,
            groupId: story.groupId === undefined ? story.newGroupId : story.groupId,
            tagList: story.tagList,
            contentType: story.contentType,
            draftContent: story.content,
            createdAt: options.now,
            updatedAt: options.now,
            ...published,
          });
          created++;
        }
      }
      await notifyContentChanged(tx, 'all');
      return { created, updated };
    });
  }
}

/** A story of an import: its identity (used when it is new), names and content. */
export interface ImportedStory {
  id: number;
  uuid: string;
  fullSlug: string;
  name: string;
  /** The translation group; undefined keeps an existing story's (a new one gets newGroupId). */
  groupId?: string | null | undefined;
  newGroupId: string;
  tagList: string[];
  contentType: string;
  content: Record<string, unknown>;
}

async function upsertPublished(tx: Executor, input: PublishedStoryInput): Promise<void> {
  const { story, publishedAt, replaceDraft } = input;
  const fullSlug = story.full_slug.replace(/^\/+|\/+$/g, '');
  const firstPublishedAt = story.first_published_at
    ? new Date(story.first_published_at)
    : publishedAt;
  const values = {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    fullSlug,
    lang: story.lang ?? 'default',
    groupId: story.group_id ?? null,
    tagList: story.tag_list ?? [],
    contentType: story.content.component,
    content: story.content,
    draftContent: story.content,
    createdAt: new Date(story.created_at),
    updatedAt: story.updated_at ? new Date(story.updated_at) : publishedAt,
    publishedAt,
    firstPublishedAt,
  };
  // The source is the truth: a row of another id on this slug or uuid is a story that moved
  // or left since, and makes room.
  await tx
    .delete(contentStories)
    .where(
      and(
        ne(contentStories.id, story.id),
        or(eq(contentStories.fullSlug, fullSlug), eq(contentStories.uuid, story.uuid)),
      ),
    );
  await tx
    .insert(contentStories)
    .values(values)
    .onConflictDoUpdate({
      target: contentStories.id,
      set: {
        uuid: values.uuid,
        name: values.name,
        slug: values.slug,
        fullSlug: values.fullSlug,
        lang: values.lang,
        groupId: values.groupId,
        tagList: values.tagList,
        contentType: values.contentType,
        content: values.content,
        ...(replaceDraft ? { draftContent: values.draftContent } : {}),
        updatedAt: values.updatedAt,
        publishedAt: values.publishedAt,
        // The first publication stays the first.
        firstPublishedAt: sql`coalesce(${contentStories.firstPublishedAt}, ${values.firstPublishedAt})`,
      },
    });
}

function storedOf(row: StoryRow): StoredStory {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    slug: row.slug,
    fullSlug: row.fullSlug,
    lang: row.lang,
    groupId: row.groupId,
    tagList: row.tagList,
    contentType: row.contentType,
    content: (row.content as Record<string, unknown> | null) ?? null,
    draftContent: row.draftContent as Record<string, unknown>,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    firstPublishedAt: row.firstPublishedAt,
  };
}

/** A stored story as the content delivery API answers it, in one version (null: none). */
export function storyOf(
  stored: StoredStory,
  version: StoryVersion,
  alternates: Story['alternates'] = [],
): Story | null {
  const content = version === 'draft' ? stored.draftContent : stored.content;
  if (!content) return null;
  return {
    id: stored.id,
    uuid: stored.uuid,
    name: stored.name,
    slug: stored.slug,
    full_slug: stored.fullSlug,
    lang: stored.lang,
    group_id: stored.groupId,
    alternates,
    created_at: stored.createdAt.toISOString(),
    published_at: stored.publishedAt?.toISOString() ?? null,
    first_published_at: stored.firstPublishedAt?.toISOString() ?? null,
    updated_at: stored.updatedAt.toISOString(),
    tag_list: stored.tagList,
    content: content as Story['content'],
  };
}
