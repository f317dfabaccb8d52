/**
 * How a change reaches the output cache of every shop process (decision 82): the process that
 * makes a change publishes the tags it made stale, and every process (itself too) hears them
 * and drops its pages. The interface is what a Redis pub/sub implements as well as PostgreSQL's
 * NOTIFY, which backs it here.
 */
import { notifyPageCacheDrop, PAGE_CACHE_CHANNEL, type ShopDatabase } from '@shop/db';

/** Tags dropped, or 'all' when a listener may have missed announcements. */
export type PageCacheDrop = readonly string[] | 'all';

export interface PageCacheInvalidation {
  /** Announces to every process (this one included) that pages with these tags are stale. */
  publish(tags: PageCacheDrop): Promise<void>;
  /**
   * Drops pages in this process only, for a change every process hears of by other means (the
   * content service's own announcement).
   */
  dropHere(tags: PageCacheDrop): void;
  /** Calls `onDrop` for every announcement; resolves once listening, with how to stop. */
  subscribe(onDrop: (drop: PageCacheDrop) => void): Promise<() => Promise<void>>;
}

/** A payload naming every page. */
const ALL = '*';
/** NOTIFY takes payloads under 8000 bytes: longer tag lists go in several. */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * Drops announced on the database (NOTIFY, heard by LISTEN in every process on it). This
 * process's own listeners are called at once as well, so a change shows on its next page
 * without waiting for the database to echo it. A listener that lost its connection hears ''
 * when it listens again and drops everything (it may have missed drops meanwhile).
 */
export function databasePageCacheInvalidation(shop: ShopDatabase): PageCacheInvalidation {
  const local = new Set<(drop: PageCacheDrop) => void>();
  return {
    async publish(drop) {
      if (drop !== 'all' && drop.length === 0) return;
      for (const listener of local) listener(drop);
      for (const payload of payloadsOf(drop)) {
        await notifyPageCacheDrop(shop.db, payload);
      }
    },
    dropHere(drop) {
      for (const listener of local) listener(drop);
    },
    async subscribe(onDrop) {
      local.add(onDrop);
      const unlisten = await shop.listen(PAGE_CACHE_CHANNEL, (payload) => {
        onDrop(payload === '' || payload === ALL ? 'all' : payload.split(' ').filter(Boolean));
      });
      return async () => {
        local.delete(onDrop);
        await unlisten();
      };
    },
  };
}

/** The NOTIFY payloads of a drop: tags separated by spaces, each payload under the limit. */
export function payloadsOf(drop: PageCacheDrop): string[] {
  if (drop === 'all') return [ALL];
  const payloads: string[] = [];
  let current = '';
  for (const tag of new Set(drop)) {
    if (current.length > 0 && current.length + 1 + tag.length > MAX_PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current.length > 0 ? `${current} ${tag}` : tag;
  }
  if (current.length > 0) payloads.push(current);
  return payloads;
}
