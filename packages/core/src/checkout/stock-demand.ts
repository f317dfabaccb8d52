/**
 * What a checkout line takes from stock: a bundle takes its chosen products (each option's
 * quantity per bundle), any other line its own sku. A line may be sold when every sku it takes
 * is in stock and, where the stock is counted, holds enough units.
 */
import type { CatalogLine } from './line-price.ts';

/** The stock of one sku as the live stock table holds it. */
export interface StockLevel {
  qty: number;
  isInStock: boolean;
  /** Whether units are counted; an unmanaged stock only needs to be in stock. */
  manageStock: boolean;
}

/** Whether a stock can give any unit: it is in stock and, where units are counted, has some. */
export function hasStockToSell(level: StockLevel): boolean {
  return level.isInStock && (!level.manageStock || level.qty > 0);
}

/** The skus whose stock `qty` units of a line take, with the units of each. */
export function stockDemand(line: CatalogLine & { sku: string }, qty: number): Map<string, number> {
  const demand = new Map<string, number>();
  const add = (sku: string, units: number) => demand.set(sku, (demand.get(sku) ?? 0) + units);
  const bundle = line.productOption?.extension_attributes.bundle_options;
  if (line.productType === 'bundle' && bundle) {
    for (const choice of bundle) {
      const option = line.entry.parent.bundle_options?.find(
        (o) => o.option_id === choice.option_id,
      );
      for (const id of choice.option_selections) {
        const link = option?.product_links.find((l) => l.id === id);
        if (link) add(link.sku, qty * choice.option_qty);
      }
    }
    return demand;
  }
  add(line.sku, qty);
  return demand;
}

/** The units of every sku that several demands take together. */
export function totalDemand(demands: Iterable<Map<string, number>>): Map<string, number> {
  const total = new Map<string, number>();
  for (const demand of demands) {
    for (const [sku, units] of demand) total.set(sku, (total.get(sku) ?? 0) + units);
  }
  return total;
}

/**
 * Why the stock cannot give `qty` units of a line (named `name` in the message), or null when
 * it can: a sku out of stock (or a counted stock at zero), or more units than a counted stock
 * holds, answered with the most units of the line it could give. A sku without a stock level is
 * not tracked and never stops a line.
 */
export function lineStockProblem(
  line: CatalogLine & { sku: string },
  qty: number,
  stock: ReadonlyMap<string, StockLevel>,
  name: string,
): string | null {
  for (const [sku, units] of stockDemand(line, qty)) {
    const level = stock.get(sku);
    if (!level) continue;
    if (!hasStockToSell(level)) {
      return `${name} is out of stock!`;
    }
    if (level.manageStock && units > level.qty) {
      const perLine = Math.floor(level.qty / Math.max(1, units / qty));
      return `Only ${perLine} products of this type are available!`;
    }
  }
  return null;
}
