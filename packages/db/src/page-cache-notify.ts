/**
 * The output cache's announcements on the database (decision 82): every shop process listens on
 * PAGE_CACHE_CHANNEL and drops the pages a payload names.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The channel of output-cache drops (a lower-case SQL name LISTEN takes as it is). */
export const PAGE_CACHE_CHANNEL = 'page_cache_drop';

/** Announces one payload (tags separated by spaces, or '*') to every process on the database. */
export async function notifyPageCacheDrop(executor: Executor, payload: string): Promise<void> {
  await executor.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${payload})`);
}
