/**
 * The back office's dashboard (decision 75): what an operator sees first. Read-only; the rules
 * (the shop's days, what waits, what runs out) are in core (admin/dashboard.ts). An operator sees
 * only the parts its roles may read elsewhere (decision 77): the order figures with orders_returns,
 * the stock running out with catalogue, the reviews waiting with content_reviews; the other parts
 * are null and not even read.
 */
import type { Dashboard, OperatorRole } from '@shop/contracts';
import {
  hasOperatorRole,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUS_CANCELED,
  REVIEW_STATUS,
  SETTLED_ORDER_STATUSES,
  SHOP_TIME_ZONE,
  shopDaysUpTo,
} from '@shop/core';
import type { DashboardRepository } from './repository.ts';

/** The emptiest stock items the dashboard names. */
const LOW_STOCK_LISTED = 10;
/** The store view whose product names the dashboard shows. */
const NAMES_STORE_CODE = 'nl';

export class DashboardService {
  constructor(private readonly deps: { repository: DashboardRepository; now: () => Date }) {}

  async read(days: number, roles: readonly string[]): Promise<Dashboard> {
    const now = this.deps.now();
    const may = (role: OperatorRole) => hasOperatorRole(roles, role);
    const [orders, lowStock, reviewsWaiting] = await Promise.all([
      may('orders_returns') ? this.orderFigures(now, days) : null,
      may('catalogue') ? this.lowStock() : null,
      may('content_reviews') ? this.deps.repository.reviewsWaiting(REVIEW_STATUS.pending) : null,
    ]);
    return {
      at: now.toISOString(),
      time_zone: SHOP_TIME_ZONE,
      currency: 'EUR',
      today: orders?.today ?? null,
      waiting_orders: orders?.waiting ?? null,
      low_stock: lowStock,
      reviews_waiting: reviewsWaiting,
      revenue_per_day: orders?.revenuePerDay ?? null,
    };
  }

  /** Today's orders and revenue, the revenue per day and the orders waiting per status. */
  private async orderFigures(now: Date, days: number) {
    const shopDays = shopDaysUpTo(now, days);
    const [perDay, waiting] = await Promise.all([
      this.deps.repository.ordersPerSpan(shopDays, ORDER_STATUS_CANCELED),
      this.deps.repository.waitingPerStatus(SETTLED_ORDER_STATUSES),
    ]);
    const revenuePerDay = shopDays.map((day, index) => {
      const figures = perDay.find((row) => row.span === index);
      return { date: day.date, orders: figures?.orders ?? 0, revenue: figures?.revenue ?? 0 };
    });
    const today = revenuePerDay.at(-1) ?? { date: '', orders: 0, revenue: 0 };
    return { today, waiting, revenuePerDay };
  }

  /** The stock items running out, the emptiest named. */
  private async lowStock(): Promise<NonNullable<Dashboard['low_stock']>> {
    const found = await this.deps.repository.runningOut(
      LOW_STOCK_THRESHOLD,
      LOW_STOCK_LISTED,
      NAMES_STORE_CODE,
    );
    return {
      threshold: LOW_STOCK_THRESHOLD,
      total: found.total,
      items: found.items.map((item) => ({
        sku: item.sku,
        product_id: item.productId,
        name: item.name,
        qty: item.qty,
      })),
    };
  }
}
