/**
 * The content store's rows that are not the API's business: the identity the embedded store
 * gives a story (its id, uuid and translation group, derived from its full slug and group, so a
 * seed or an import gives the same story the same identity on every database) and the demo
 * stories seeded beside the demo catalogue (secondary-areas §2 content pages).
 */
import { createHash } from 'node:crypto';
import { normalizeSlug } from '@shop/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor, ShopDatabase } from './client.ts';
import { demoStories, type SeedStory } from './demo/stories/index.ts';
import { contentStories, shopMeta } from './schema.ts';

/** The channel on which a change of the content stories is announced (NOTIFY). */
export const CONTENT_CHANGED_CHANNEL = 'shop_content_changed';

const SEED_LOCK_ID = 724_190_332;
const DEMO_STORIES_META_KEY = 'demo_stories';

function sha1Hex(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** A uuid (version 5 layout) from the first 32 hex digits of a hash. */
function uuidOfHash(hex: string): string {
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** The id and uuid the embedded store gives the story of a full slug (ids below 2^48). */
export function embeddedStoryIdentity(fullSlug: string): { id: number; uuid: string } {
  const slug = normalizeSlug(fullSlug);
  const id = Number.parseInt(sha1Hex(`story-id:${slug}`).slice(0, 12), 16) || 1;
  return { id, uuid: uuidOfHash(sha1Hex(`story-uuid:${slug}`)) };
}

/** The group id of the stories of one translation group name. */
export function embeddedGroupId(group: string): string {
  return uuidOfHash(sha1Hex(`story-group:${group}`));
}

/** A story's row from a seed story: published as it is, since its first publication. */
export function seedStoryRow(story: SeedStory): typeof contentStories.$inferInsert {
  const fullSlug = normalizeSlug(story.full_slug);
  const published = new Date(story.first_published_at);
  return {
    ...embeddedStoryIdentity(fullSlug),
    name: story.name,
    slug: fullSlug.split('/').at(-1) ?? fullSlug,
    fullSlug,
    lang: 'default',
    groupId: embeddedGroupId(story.group),
    tagList: story.tag_list ?? [],
    contentType: story.content.component,
    content: story.content,
    draftContent: story.content,
    createdAt: published,
    updatedAt: published,
    publishedAt: published,
    firstPublishedAt: published,
  };
}

/** Announces a change of the content stories to every API process (after the commit). */
export async function notifyContentChanged(executor: Executor, what = ''): Promise<void> {
  await executor.execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${what})`);
}

/**
 * Seeds the demo stories (demoStories()) published beside the demo catalogue, also on a
 * database seeded before the shop had content: only while the content store is empty and the
 * demo stories were never seeded, so a retailer's own stories (or their removal of the demo's)
 * stay as they are. Takes the seed lock, so that processes starting together seed once.
 */
export async function ensureDemoStories(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; stories: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const catalog = await shop.db
      .select({ value: shopMeta.value })
      .from(shopMeta)
      .where(eq(shopMeta.key, 'catalog'))
      .limit(1);
    if ((catalog[0]?.value as { source?: string } | undefined)?.source !== 'demo') {
      return { seeded: false, stories: 0 };
    }
    const seededBefore = await shop.db
      .select({ key: shopMeta.key })
      .from(shopMeta)
      .where(eq(shopMeta.key, DEMO_STORIES_META_KEY))
      .limit(1);
    const existing = await shop.db.select({ id: contentStories.id }).from(contentStories).limit(1);
    if (seededBefore.length > 0 || existing.length > 0) return { seeded: false, stories: 0 };
    const rows = demoStories().map(seedStoryRow);
    await shop.db.transaction(async (tx) => {
      if (rows.length > 0) await tx.insert(contentStories).values(rows);
      await tx
        .insert(shopMeta)
        .values({ key: DEMO_STORIES_META_KEY, value: { stories: rows.length } });
      await notifyContentChanged(tx);
    });
    log(`Seeded ${rows.length} content stories`);
    return { seeded: true, stories: rows.length };
  });
}
