/**
 * The orders of a customer, newest first, one page of them. The shop has no orders table yet:
 * issue 6 (orders) adds it and replaces this function's body with its query (filter by
 * customer id, order by id descending, limit/offset from the page). Until then every customer
 * has no orders, which is the truth, so the answer is an empty page.
 */
import type { Executor } from '@shop/db';

export interface OrderPage {
  items: Record<string, unknown>[];
  totalCount: number;
}

export async function findCustomerOrdersPage(
  _db: Executor,
  _customerId: number,
  _page: { pageSize: number; currentPage: number },
): Promise<OrderPage> {
  return { items: [], totalCount: 0 };
}
