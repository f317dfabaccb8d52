import { z } from 'zod';
import { envelope } from './envelope.ts';

export const StockCheckQuery = z.object({
  sku: z.string().min(1, 'sku parameter is required').max(200),
});

export const StockListQuery = z.object({
  skus: z.string().min(1, 'skus parameter is required').max(8000),
});

export const StockItem = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  is_qty_decimal: z.boolean(),
  min_qty: z.number(),
  min_sale_qty: z.number(),
  max_sale_qty: z.number(),
  backorders: z.number().int(),
  qty_increments: z.number(),
});
export type StockItem = z.infer<typeof StockItem>;

export const StockCheckResponse = envelope(StockItem);
export const StockListResponse = envelope(z.array(StockItem));
