/**
 * The orders and returns of the back office over /api/admin/orders and /api/admin/returns
 * (decision 73): react-admin's list parameters become the API's query (search, filters, sort,
 * paging: the API pages, so no list ever loads all rows), an order or return is known by its
 * number, and the steps and refunds are calls of their own carrying a request_key.
 */
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderRefund,
  AdminOrderShipBody,
  AdminOrderSummary,
  AdminReturn,
} from '@shop/contracts';
import type { GetListParams, GetListResult, GetOneResult } from 'react-admin';
import { apiCall } from '../api.ts';

type AdminSort = AdminOrderListQuery['sort'];

/** What a step or a refund answers (AdminOrderChangeResponse). */
export interface OrderChange {
  increment_id: string;
  status: string;
  payment_status: string;
  refunded_amount: number;
  refund: AdminOrderRefund | null;
}

/** The list's column an operator sorts by, and the API's sort of it. */
const SORT_FIELDS: Record<string, 'created' | 'total' | 'number'> = {
  created_at: 'created',
  grand_total: 'total',
  increment_id: 'number',
};

/** react-admin's sort as the API's sort; a column the API cannot sort by sorts newest first. */
export function orderSortOf(sort: GetListParams['sort'] | undefined): AdminSort {
  const by = sort ? SORT_FIELDS[sort.field] : undefined;
  if (!by) return 'created_desc';
  return `${by}_${sort?.order === 'ASC' ? 'asc' : 'desc'}`;
}

function text(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filter[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A date filter as an ISO time: `from` is the start of its day, `to` the start of the day after
 * (so "up to 3 December" takes the orders of that day), both in the operator's own time zone.
 */
export function dayBoundary(value: string | undefined, which: 'from' | 'to'): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const at = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (which === 'to' ? 1 : 0))
    : new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The order list's filters, sort and page as the API's query. */
export function orderListQuery(params: GetListParams) {
  const filter = params.filter ?? {};
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return {
    q: text(filter, 'q'),
    status: text(filter, 'status'),
    payment_status: text(filter, 'payment_status'),
    from: dayBoundary(text(filter, 'from'), 'from'),
    to: dayBoundary(text(filter, 'to'), 'to'),
    store_code: text(filter, 'store_code'),
    shipping_method: text(filter, 'shipping_method'),
    pickup_store: text(filter, 'pickup_store'),
    sort: orderSortOf(params.sort),
    page,
    size: Math.min(perPage, 200),
  };
}

/** The return list's filters and page as the API's query (newest first is the API's order). */
export function returnListQuery(params: GetListParams) {
  const filter = params.filter ?? {};
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return {
    state: text(filter, 'state'),
    order_number: text(filter, 'order_number'),
    page,
    size: Math.min(perPage, 200),
  };
}

/** An order as react-admin keeps it: its number is its id. */
function orderRecord<T extends Pick<AdminOrderSummary, 'increment_id'>>(order: T) {
  return { ...order, id: order.increment_id };
}

function returnRecord(row: AdminReturn) {
  return { ...row, id: row.return_number };
}

/** The units an operator chose to pay back per line, as the refund's lines (none: null). */
export function refundLinesOf(
  chosen: Record<number, number | undefined>,
  lines: readonly Pick<AdminOrderDetail['lines'][number], 'item_id' | 'qty' | 'qty_refunded'>[],
): { item_id: number; qty: number }[] | null {
  const picked = lines
    .map((line) => ({
      item_id: line.item_id,
      qty: Math.min(Math.trunc(chosen[line.item_id] ?? 0), line.qty - line.qty_refunded),
    }))
    .filter((line) => line.qty > 0);
  return picked.length > 0 ? picked : null;
}

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export async function listOrders(params: GetListParams): Promise<GetListResult> {
  const answer = await apiCall<Paged<AdminOrderSummary> & { total_capped: boolean }>(
    'GET',
    '/admin/orders',
    { query: orderListQuery(params) },
  );
  return { data: answer.items.map(orderRecord), total: answer.total };
}

export async function readOrder(incrementId: string): Promise<GetOneResult> {
  const order = await apiCall<AdminOrderDetail>(
    'GET',
    `/admin/orders/${encodeURIComponent(incrementId)}`,
  );
  return { data: orderRecord(order) };
}

export async function listReturns(params: GetListParams): Promise<GetListResult> {
  const answer = await apiCall<Paged<AdminReturn>>('GET', '/admin/returns', {
    query: returnListQuery(params),
  });
  return { data: answer.items.map(returnRecord), total: answer.total };
}

export async function readReturn(returnNumber: string): Promise<GetOneResult> {
  const row = await apiCall<AdminReturn>(
    'GET',
    `/admin/returns/${encodeURIComponent(returnNumber)}`,
  );
  return { data: returnRecord(row) };
}

const orderPath = (incrementId: string, step: string) =>
  `/admin/orders/${encodeURIComponent(incrementId)}/${step}`;

/** The steps of an order the back office offers (the API's next_steps names them). */
export const orderCalls = {
  readyForPickup: (incrementId: string) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'ready-for-pickup'), { body: {} }),
  complete: (incrementId: string) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'complete'), { body: {} }),
  ship: (incrementId: string, body: AdminOrderShipBody) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'ship'), { body }),
  cancel: (incrementId: string, requestKey: string) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'cancel'), {
      body: { request_key: requestKey },
    }),
  refundFull: (incrementId: string, requestKey: string) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'refund'), {
      body: { kind: 'full', request_key: requestKey },
    }),
  refundLines: (
    incrementId: string,
    requestKey: string,
    lines: { item_id: number; qty: number }[],
  ) =>
    apiCall<OrderChange>('POST', orderPath(incrementId, 'refund'), {
      body: { kind: 'lines', request_key: requestKey, lines },
    }),
  /** A pending refund past its time settled by hand after checking the provider. */
  settleRefund: (incrementId: string, refundId: number, outcome: 'done' | 'refused') =>
    apiCall<OrderChange>(
      'POST',
      `/admin/orders/${encodeURIComponent(incrementId)}/refunds/${refundId}/settle`,
      { body: { outcome } },
    ),
};

const returnPath = (returnNumber: string, step: string) =>
  `/admin/returns/${encodeURIComponent(returnNumber)}/${step}`;

export const returnCalls = {
  receive: (returnNumber: string) =>
    apiCall<AdminReturn>('POST', returnPath(returnNumber, 'receive'), { body: {} }),
  reject: (returnNumber: string, reason: string) =>
    apiCall<AdminReturn>('POST', returnPath(returnNumber, 'reject'), { body: { reason } }),
  refund: (returnNumber: string, requestKey: string) =>
    apiCall<{ return: AdminReturn }>('POST', returnPath(returnNumber, 'refund'), {
      body: { request_key: requestKey },
    }),
};
