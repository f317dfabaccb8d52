/**
 * Stock per sku from the live stock table (the read model's stock flags may lag an order by a
 * moment; these calls must not), and the taking and giving back of an order's units.
 */

import type { StockItem } from '@shop/contracts';
import { hasStockToSell, STOCK_CHUNK_SIZE, type StockLevel, totalDemand } from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { invalid, notFound } from '../../lib/errors.ts';
import { StockRepository, type StockRow } from './repository.ts';

/** At most this many skus per stock/list call (ten of the client's chunks). */
const STOCK_LIST_MAX_SKUS = STOCK_CHUNK_SIZE * 10;

/** What taking an order's units ended with: the units taken of counted skus, or the sku short. */
export type StockTaking = { taken: Record<string, number> } | { outOfStock: string };

export class StockService {
  private readonly repository: StockRepository;

  constructor(shop: ShopDatabase) {
    this.repository = new StockRepository(shop);
  }

  async check(sku: string): Promise<StockItem> {
    const [item] = await this.list([sku]);
    if (!item) throw notFound('stock.sku_unknown', { sku });
    return item;
  }

  /** Stock items in the order asked; skus the shop does not know are left out. */
  async list(skus: string[]): Promise<StockItem[]> {
    const unique = [...new Set(skus)];
    if (unique.length > STOCK_LIST_MAX_SKUS) {
      throw invalid('request.too_many_skus', { max: STOCK_LIST_MAX_SKUS });
    }
    const found = new Map<string, StockItem>();
    // Looked up in the client's chunks of skus, each one indexed lookup.
    for (let i = 0; i < unique.length; i += STOCK_CHUNK_SIZE) {
      const rows = await this.repository.findMany(unique.slice(i, i + STOCK_CHUNK_SIZE));
      for (const row of rows) found.set(row.sku, stockItem(row));
    }
    return unique.flatMap((sku) => (found.has(sku) ? [found.get(sku)!] : []));
  }

  /** The stock levels of these skus by sku (skus without stock are not tracked). */
  async levels(skus: readonly string[], tx?: Executor): Promise<Map<string, StockLevel>> {
    const unique = [...new Set(skus)];
    if (unique.length === 0) return new Map();
    const rows = await this.repository.findMany(unique, tx);
    return new Map(
      rows.map((row) => [
        row.sku,
        { qty: row.qty, isInStock: row.isInStock, manageStock: row.manageStock },
      ]),
    );
  }

  /**
   * Takes the units of an order's lines, in sku order (so concurrent orders lock rows in the
   * same order). A counted stock gives units only when it holds enough, an uncounted one while
   * it is in stock; a sku without stock is not tracked. Stops at the first sku that cannot give
   * its units: the caller's transaction then rolls back what was taken before it.
   */
  async take(demands: Iterable<Map<string, number>>, tx: Executor): Promise<StockTaking> {
    const total = totalDemand(demands);
    const taken: Record<string, number> = {};
    for (const sku of [...total.keys()].sort()) {
      const units = total.get(sku)!;
      const took = await this.repository.takeUnits(sku, units, tx);
      if (took) {
        if (took.managed) taken[sku] = units;
        continue;
      }
      if (await this.repository.isTracked(sku, tx)) return { outOfStock: sku };
    }
    return { taken };
  }

  /**
   * Gives back what an order took (its order was canceled), in sku order. Run once per order,
   * inside the transaction that cancels it.
   */
  async giveBack(taken: Record<string, number>, tx: Executor): Promise<void> {
    for (const sku of Object.keys(taken).sort()) {
      const units = taken[sku] ?? 0;
      if (units > 0) await this.repository.giveBackUnits(sku, units, tx);
    }
  }
}

/** A stock row as the stock calls answer it. */
function stockItem(row: StockRow): StockItem {
  return {
    item_id: row.productId,
    product_id: row.productId,
    sku: row.sku,
    qty: row.qty,
    is_in_stock: hasStockToSell(row),
    manage_stock: row.manageStock,
    is_qty_decimal: false,
    min_qty: 0,
    min_sale_qty: 1,
    max_sale_qty: 10_000,
    backorders: 0,
    qty_increments: 1,
  };
}
