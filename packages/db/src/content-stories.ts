/**
 * The content store's rows that are not the API's business: the identity the embedded store
 * gives a story (its id, uuid and translation group, derived from its full slug and group, so a
 * seed or an import gives the same story the same identity on every database) and the demo
 * stories seeded beside the demo catalogue (secondary-areas §2 content pages).
 */
import { createHash } from 'node:crypto';
import { normalizeSlug, storyPathOf } from '@shop/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, ShopDatabase } from './client.ts';
import { LEGACY_COOKIE_REDIRECT } from './demo/content.ts';
import { folderStory } from './demo/stories/folder.ts';
import { demoStories, type SeedStory } from './demo/stories/index.ts';
import { legalStories } from './demo/stories/legal.ts';
import { themeFooter } from './demo/stories/theme.ts';
import { cmsPages, contentStories, shopMeta, urlRewrites } from './schema.ts';

/** The channel on which a change of the content stories is announced (NOTIFY). */
export const CONTENT_CHANGED_CHANNEL = 'shop_content_changed';

const SEED_LOCK_ID = 724_190_332;
const DEMO_STORIES_META_KEY = 'demo_stories';
/** Marks a demo shop whose legal pages are stories (seeded with them, or upgraded once). */
const DEMO_LEGAL_STORIES_META_KEY = 'demo_legal_stories';
/** Marks a demo shop that has the brochure pages (/folder; seeded with them, or upgraded once). */
const DEMO_FOLDER_STORIES_META_KEY = 'demo_folder_stories';

/** The legal links of the demo theme's footer before the legal pages became stories. */
const FORMER_DEMO_LEGAL_LINKS: Record<'nl' | 'de', string[]> = {
  nl: ['/algemene-voorwaarden', '/privacy', '/cookies'],
  de: ['/agb', '/datenschutz', '/cookie-richtlinie'],
};

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
 * stay as they are. A demo shop whose stories were seeded before the legal pages were stories
 * gets those once (addLegalStories), and one seeded before the brochure page (/folder) gets that
 * once (addFolderStories). Takes the seed lock, so that processes starting together seed once.
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
      .where(
        inArray(shopMeta.key, [
          DEMO_STORIES_META_KEY,
          DEMO_LEGAL_STORIES_META_KEY,
          DEMO_FOLDER_STORIES_META_KEY,
        ]),
      );
    const marks = new Set(seededBefore.map((row) => row.key));
    if (marks.has(DEMO_STORIES_META_KEY)) {
      // A demo shop seeded before a later part of the demo content gets each missing part once.
      const missing = DEMO_UPGRADES.filter((upgrade) => !marks.has(upgrade.key));
      let added = 0;
      for (const upgrade of missing) added += await upgrade.add(shop, log);
      return { seeded: missing.length > 0, stories: added };
    }
    const existing = await shop.db.select({ id: contentStories.id }).from(contentStories).limit(1);
    if (existing.length > 0) return { seeded: false, stories: 0 };
    const stories = demoStories();
    const rows = stories.map(seedStoryRow);
    await shop.db.transaction(async (tx) => {
      if (rows.length > 0) await tx.insert(contentStories).values(rows);
      await retireReplacedCmsPages(tx, stories);
      await redirectLegacyCookiePage(tx);
      await tx.insert(shopMeta).values([
        { key: DEMO_STORIES_META_KEY, value: { stories: rows.length } },
        { key: DEMO_LEGAL_STORIES_META_KEY, value: { stories: legalSeedStories().length } },
        { key: DEMO_FOLDER_STORIES_META_KEY, value: { stories: folderSeedStories().length } },
      ]);
      await notifyContentChanged(tx);
    });
    log(`Seeded ${rows.length} content stories`);
    return { seeded: true, stories: rows.length };
  });
}

/** The parts of the demo content added after the first demo stories, each with its mark. */
const DEMO_UPGRADES: {
  key: string;
  add: (shop: ShopDatabase, log: (message: string) => void) => Promise<number>;
}[] = [
  { key: DEMO_LEGAL_STORIES_META_KEY, add: (shop, log) => addLegalStories(shop, log) },
  { key: DEMO_FOLDER_STORIES_META_KEY, add: (shop, log) => addFolderStories(shop, log) },
];

function legalSeedStories(): SeedStory[] {
  return [...legalStories('nl'), ...legalStories('de')];
}

function folderSeedStories(): SeedStory[] {
  return [folderStory('nl'), folderStory('de')];
}

/**
 * A demo shop seeded before the brochure page existed gets it once, in both store views, as the
 * demo seeds it today; a story of the retailer's at the same path stays, and so does a CMS page
 * of theirs (the brochure never was one). The mark is set also when nothing was added, so a
 * brochure the retailer removes later is not brought back.
 */
async function addFolderStories(
  shop: ShopDatabase,
  log: (message: string) => void,
): Promise<number> {
  const added = await shop.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentStories)
      .values(folderSeedStories().map(seedStoryRow))
      .onConflictDoNothing()
      .returning({ id: contentStories.id });
    await tx
      .insert(shopMeta)
      .values({ key: DEMO_FOLDER_STORIES_META_KEY, value: { stories: inserted.length } });
    await notifyContentChanged(tx);
    return inserted.length;
  });
  log(`Added ${added} brochure content stories`);
  return added;
}

/**
 * A demo shop seeded before the legal pages were stories gets them once, as the demo seeds them
 * today: the stories that are not there yet (a story of the retailer's at the same slug stays),
 * the former legal CMS pages switched off so the stories show, the German cookie page's old path
 * redirected, and each theme's legal footer group replaced while it still is the demo's former
 * one (a group the retailer changed stays as it is).
 */
async function addLegalStories(
  shop: ShopDatabase,
  log: (message: string) => void,
): Promise<number> {
  const stories = legalSeedStories();
  const added = await shop.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentStories)
      .values(stories.map(seedStoryRow))
      .onConflictDoNothing()
      .returning({ id: contentStories.id });
    await retireReplacedCmsPages(tx, stories);
    await redirectLegacyCookiePage(tx);
    for (const lang of ['nl', 'de'] as const) await replaceFormerLegalGroup(tx, lang);
    await tx
      .insert(shopMeta)
      .values({ key: DEMO_LEGAL_STORIES_META_KEY, value: { stories: inserted.length } });
    await notifyContentChanged(tx);
    return inserted.length;
  });
  log(`Added ${added} legal content stories`);
  return added;
}

/**
 * The German cookie page's former CMS page (at a path no story has) is switched off and its
 * rewrite becomes the redirect to the story's path; nothing to do on a shop that never had it.
 */
async function redirectLegacyCookiePage(tx: Executor): Promise<void> {
  const { storeCode, requestPath, targetPath, redirectType } = LEGACY_COOKIE_REDIRECT;
  await tx
    .update(cmsPages)
    .set({ isActive: false })
    .where(and(eq(cmsPages.storeCode, storeCode), eq(cmsPages.identifier, requestPath)));
  await tx
    .delete(urlRewrites)
    .where(
      and(
        eq(urlRewrites.storeCode, storeCode),
        eq(urlRewrites.requestPath, requestPath),
        eq(urlRewrites.entityType, 'cms_page'),
      ),
    );
  await tx
    .insert(urlRewrites)
    .values({
      storeCode,
      requestPath,
      targetPath,
      entityType: 'custom',
      entityId: null,
      redirectType,
    })
    .onConflictDoNothing();
}

/** Replaces a theme's legal footer group by today's demo one, while it is the former demo one. */
async function replaceFormerLegalGroup(tx: Executor, lang: 'nl' | 'de'): Promise<void> {
  const fullSlug = `${lang}/config/theme`;
  const [theme] = await tx
    .select({ id: contentStories.id, content: contentStories.content })
    .from(contentStories)
    .where(eq(contentStories.fullSlug, fullSlug));
  const content = theme?.content as { footer?: unknown } | null | undefined;
  if (!theme || !content || !Array.isArray(content.footer)) return;
  const current = themeFooter(lang).find((group) => group.kind === 'legal');
  if (!current) return;
  let replaced = false;
  const footer = content.footer.map((group: unknown) => {
    if (!isFormerLegalGroup(group, FORMER_DEMO_LEGAL_LINKS[lang])) return group;
    replaced = true;
    return current;
  });
  if (!replaced) return;
  const next = { ...content, footer };
  await tx
    .update(contentStories)
    .set({ content: next, draftContent: next, updatedAt: new Date() })
    .where(eq(contentStories.id, theme.id));
}

function isFormerLegalGroup(group: unknown, formerLinks: readonly string[]): boolean {
  const value = group as { kind?: unknown; links?: { link?: { url?: unknown } }[] } | null;
  if (value?.kind !== 'legal' || !Array.isArray(value.links)) return false;
  const urls = value.links.map((item) => item?.link?.url);
  return urls.length === formerLinks.length && urls.every((url, i) => url === formerLinks[i]);
}

/**
 * A demo shop seeded before its service pages became stories still has them as CMS pages at the
 * same paths, and the URL map answers a CMS page before a content page: those pages are switched
 * off, so the stories show.
 */
async function retireReplacedCmsPages(tx: Executor, stories: SeedStory[]): Promise<void> {
  const byStore = new Map<string, string[]>();
  for (const story of stories) {
    const { storeCode, path } = storyPathOf(story.full_slug);
    if (!storeCode || path === '/') continue;
    byStore.set(storeCode, [...(byStore.get(storeCode) ?? []), path.slice(1)]);
  }
  for (const [storeCode, identifiers] of byStore) {
    await tx
      .update(cmsPages)
      .set({ isActive: false })
      .where(and(eq(cmsPages.storeCode, storeCode), inArray(cmsPages.identifier, identifiers)));
  }
}
