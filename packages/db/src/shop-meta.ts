/**
 * Values the shop makes once and keeps in shop_meta (generated secrets and keys): the first
 * process to ask stores its candidate, every other one reads that one.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { shopMeta } from './schema.ts';

/** The value stored under `key`, storing `candidate` if none was; null if it cannot be read back. */
export async function keepShopMeta(
  db: Executor,
  key: string,
  candidate: string,
): Promise<string | null> {
  await db.insert(shopMeta).values({ key, value: candidate }).onConflictDoNothing({
    target: shopMeta.key,
  });
  const [row] = await db.select().from(shopMeta).where(eq(shopMeta.key, key));
  return typeof row?.value === 'string' ? row.value : null;
}
