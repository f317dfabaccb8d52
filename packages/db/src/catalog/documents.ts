import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';

/** Product documents of a store view by id, in the order of `productIds`; missing ids are skipped. */
export async function readDocuments<T = Record<string, unknown>>(
  shop: ShopDatabase,
  storeId: number,
  productIds: number[],
): Promise<{ doc: T }[]> {
  if (productIds.length === 0) return [];
  const literal = `{${productIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await shop.query<{ product_id: number; doc: T }>(sql`
    SELECT product_id, doc FROM catalog_product_docs
    WHERE store_id = ${storeId} AND product_id = ANY(${literal}::int[])`);
  const byId = new Map(rows.map((row) => [Number(row.product_id), row.doc]));
  return productIds.flatMap((id) => (byId.has(id) ? [{ doc: byId.get(id)! }] : []));
}
