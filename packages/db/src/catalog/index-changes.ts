/**
 * The read model's change log (migration 0043): each indexer run records, in its own
 * transaction, which products it rewrote, so that every shop process can bring the search index
 * it keeps in memory up to date with one small query before a search.
 */
import { sql } from 'drizzle-orm';
import { type Executor, executeRows } from '../client.ts';
import { arrayLiteral } from '../sql-lists.ts';

/** How long a change row is kept: a process that last asked earlier loads its index anew. */
const KEPT_FOR = '1 day';

/**
 * Records a run in its transaction: the product ids it rewrote, or null for a full run (every
 * product). Rows older than a day are removed, and the newest removed transaction id is kept.
 */
export async function recordIndexChange(tx: Executor, productIds: number[] | null): Promise<void> {
  await tx.execute(
    sql`INSERT INTO catalog_index_changes (product_ids)
        VALUES (${productIds ? sql`${arrayLiteral(productIds)}::int[]` : sql`NULL`})`,
  );
  const [removed] = await executeRows<{ through: string | null }>(
    tx,
    sql`WITH gone AS (
          DELETE FROM catalog_index_changes WHERE created_at < now() - ${KEPT_FOR}::interval
          RETURNING xid
        )
        SELECT max(xid)::text AS through FROM gone`,
  );
  if (removed?.through) {
    await tx.execute(
      sql`UPDATE catalog_index_pruned SET through_xid = greatest(through_xid, ${removed.through}::bigint)`,
    );
  }
}
