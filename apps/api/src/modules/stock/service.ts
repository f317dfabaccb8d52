/**
 * Stock per sku from the live stock table (the read model's stock flags may lag an order by a
 * moment; these calls must not). Spec core-shop §7 Stock, reference-notes §1.4.
 */

import type { StockItem } from '@shop/contracts';
import { STOCK_CHUNK_SIZE } from '@shop/core';
import { type ShopDatabase, schema } from '@shop/db';
import { inArray } from 'drizzle-orm';
import { invalid, notFound } from '../../lib/errors.ts';

/** At most this many skus per stock/list call (ten of the client's chunks). */
export const STOCK_LIST_MAX_SKUS = STOCK_CHUNK_SIZE * 10;

export class StockService {
  constructor(private readonly shop: ShopDatabase) {}

  async check(sku: string): Promise<StockItem> {
    const [item] = await this.list([sku]);
    if (!item) throw notFound(`No stock information for sku "${sku}"`);
    return item;
  }

  /** Stock items in the order asked; skus the shop does not know are left out. */
  async list(skus: string[]): Promise<StockItem[]> {
    const unique = [...new Set(skus)];
    if (unique.length > STOCK_LIST_MAX_SKUS) {
      throw invalid(`At most ${STOCK_LIST_MAX_SKUS} skus per request`);
    }
    const found = new Map<string, StockItem>();
    // Answered in chunks of 15 skus (spec core-shop §9), each one indexed lookup.
    for (let i = 0; i < unique.length; i += STOCK_CHUNK_SIZE) {
      const chunk = unique.slice(i, i + STOCK_CHUNK_SIZE);
      const rows = await this.shop.db
        .select()
        .from(schema.stockItems)
        .where(inArray(schema.stockItems.sku, chunk));
      for (const row of rows) {
        found.set(row.sku, {
          item_id: row.productId,
          product_id: row.productId,
          sku: row.sku,
          qty: row.qty,
          is_in_stock: row.isInStock && (!row.manageStock || row.qty > 0),
          manage_stock: row.manageStock,
          is_qty_decimal: false,
          min_qty: 0,
          min_sale_qty: 1,
          max_sale_qty: 10_000,
          backorders: 0,
          qty_increments: 1,
        });
      }
    }
    return unique.flatMap((sku) => (found.has(sku) ? [found.get(sku)!] : []));
  }
}
