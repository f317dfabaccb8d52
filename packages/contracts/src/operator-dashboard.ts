/**
 * The back office's dashboard (GET /api/admin/dashboard, any operator session): today's orders
 * and revenue on the shop's clock (Europe/Amsterdam), the orders still waiting per status, the
 * products whose stock runs out, the reviews waiting for approval, and the revenue of each of the
 * last days for a chart. Money in cents (EUR). Each part is there only for an operator whose roles
 * may see it (null otherwise): the order figures for orders_returns, the stock for catalogue, the
 * reviews for content_reviews (owners hold every role).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const DashboardQuery = z.object({
  /** How many days the revenue chart shows, today included (default 14). */
  days: z.coerce.number().int().min(1).max(90).default(14),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardDay = z.object({
  /** The shop's calendar day, 'YYYY-MM-DD'. */
  date: z.string(),
  orders: z.number().int(),
  /** The grand totals of that day's orders that were not canceled, in cents. */
  revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const LowStockItem = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  qty: z.number().int(),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

export const Dashboard = z.object({
  /** The moment the figures were read. */
  at: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  /** Null without the role orders_returns, as are waiting_orders and revenue_per_day. */
  today: DashboardDay.nullable(),
  /** Orders not yet shipped or canceled, by status, most first. */
  waiting_orders: z.array(z.object({ status: z.string(), count: z.number().int() })).nullable(),
  /** Null without the role catalogue. */
  low_stock: z
    .object({
      /** Pieces at or below which a counted stock runs out. */
      threshold: z.number().int(),
      /** All stock items running out. */
      total: z.number().int(),
      /** The emptiest of them (at most 10). */
      items: z.array(LowStockItem),
    })
    .nullable(),
  /** Null without the role content_reviews. */
  reviews_waiting: z.number().int().nullable(),
  /** The last `days` days, oldest first, today last. */
  revenue_per_day: z.array(DashboardDay).nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const DashboardResponse = envelope(Dashboard);
