/**
 * react-admin's data provider over the operator API: operators (a short list, searched, filtered,
 * sorted and paged here), the audit log (filtered and paged by the API, newest first) and the
 * reviews waiting for approval (paged by the API; approving or rejecting is an update of
 * review_status). Anything else a screen might ask is refused plainly.
 */
import type { AdminCustomerGroup, AuditEntry, Operator, PendingReview } from '@shop/contracts';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { apiCall } from './api.ts';
import {
  CATALOG_RESOURCES,
  catalogCreate,
  catalogList,
  catalogOne,
  catalogUpdate,
  categoryChoices,
} from './catalog/data.ts';
import { listOrders, listReturns, readOrder, readReturn } from './orders/order-data.ts';

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The operators matching a list's search (`q`), role and enabled filters. */
export function filterOperators(
  operators: Operator[],
  filter: Record<string, unknown>,
): Operator[] {
  const q = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  return operators.filter(
    (operator) =>
      (!q || `${operator.name} ${operator.email}`.toLowerCase().includes(q)) &&
      (!filter.role || operator.roles.includes(filter.role as Operator['roles'][number])) &&
      (filter.enabled === undefined || operator.enabled === filter.enabled),
  );
}

/** One page of a list sorted by one field, as react-admin asks for it. */
export function pageOf<T extends object>(rows: T[], params: GetListParams): T[] {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const sorted = [...rows].sort((a, b) => {
    const x = String((a as Record<string, unknown>)[field] ?? '');
    const y = String((b as Record<string, unknown>)[field] ?? '');
    const byField =
      typeof (a as Record<string, unknown>)[field] === 'number'
        ? Number(x) - Number(y)
        : x.localeCompare(y);
    return order === 'DESC' ? -byField : byField;
  });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return sorted.slice((page - 1) * perPage, page * perPage);
}

/** The audit log's filters as the API's query. */
function auditQuery(filter: Record<string, unknown>) {
  const text = (name: string) =>
    typeof filter[name] === 'string' && filter[name] !== '' ? (filter[name] as string) : undefined;
  const time = (name: string) => {
    const value = text(name);
    return value ? new Date(value).toISOString() : undefined;
  };
  return {
    operator_id: typeof filter.operator_id === 'number' ? filter.operator_id : undefined,
    action: text('action'),
    entity_type: text('entity_type'),
    entity_id: text('entity_id'),
    from: time('from'),
    to: time('to'),
  };
}

function refused(what: string): never {
  throw new Error(`The back office cannot ${what}`);
}

const operators = () => apiCall<Operator[]>('GET', '/admin/operators');

/** The customer groups (a short list); `assignable` in the filter keeps those a customer may join. */
async function customerGroups(filter: Record<string, unknown>) {
  const groups = await apiCall<AdminCustomerGroup[]>('GET', '/admin/customer-groups');
  return groups
    .filter((group) => filter.assignable !== true || group.assignable)
    .map((group) => ({ ...group, name: `${group.id} · ${group.code}` }));
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const filter = params.filter ?? {};
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    if (CATALOG_RESOURCES.has(resource)) return catalogList(resource, params);
    if (resource === 'operators') {
      const rows = filterOperators(await operators(), filter);
      return { data: pageOf(rows, params) as never[], total: rows.length };
    }
    if (resource === 'audit') {
      const answer = await apiCall<Paged<AuditEntry>>('GET', '/admin/audit', {
        query: { ...auditQuery(filter), page, size: Math.min(perPage, 200) },
      });
      return { data: answer.items as never[], total: answer.total };
    }
    if (resource === 'reviews') {
      const answer = await apiCall<Paged<PendingReview>>('GET', '/ext/reviews/pending', {
        query: { page, size: Math.min(perPage, 100) },
      });
      return { data: answer.items as never[], total: answer.total };
    }
    if (resource === 'customer-groups') {
      const rows = await customerGroups(filter);
      return { data: pageOf(rows, params) as never[], total: rows.length };
    }
    if (resource === 'orders') return listOrders(params);
    if (resource === 'returns') return listReturns(params);
    return refused(`list ${resource}`);
  },

  async getOne(resource, params) {
    if (CATALOG_RESOURCES.has(resource)) return catalogOne(resource, params);
    if (resource === 'operators') {
      const found = (await operators()).find((operator) => operator.id === Number(params.id));
      if (!found) throw new Error('ra.notification.item_doesnt_exist');
      return { data: found as never };
    }
    if (resource === 'orders') return readOrder(String(params.id));
    if (resource === 'returns') return readReturn(String(params.id));
    return refused(`read one ${resource}`);
  },

  async getMany(resource, params) {
    if (resource === 'operators') {
      const ids = new Set(params.ids.map(Number));
      return { data: (await operators()).filter((row) => ids.has(row.id)) as never[] };
    }
    if (resource === 'categories') {
      return categoryChoices({ ids: params.ids, page: 1, size: Math.max(params.ids.length, 1) });
    }
    if (resource === 'customer-groups') {
      const ids = new Set(params.ids.map(Number));
      return { data: (await customerGroups({})).filter((row) => ids.has(row.id)) as never[] };
    }
    return refused(`read several ${resource}`);
  },

  async getManyReference(resource) {
    return refused(`read references of ${resource}`);
  },

  async create(resource, params) {
    if (CATALOG_RESOURCES.has(resource)) return catalogCreate(resource, params);
    if (resource === 'operators') {
      const { email, name, password, roles } = params.data as Record<string, unknown>;
      const answer = await apiCall<{ operator: Operator; totp: { secret: string; uri: string } }>(
        'POST',
        '/admin/operators',
        { body: { email, name, password, roles } },
      );
      // The secret is shown once, on the page that made the operator (operators.tsx).
      return { data: { ...answer.operator, totp: answer.totp } as never };
    }
    return refused(`create ${resource}`);
  },

  async update(resource, params) {
    if (CATALOG_RESOURCES.has(resource)) return catalogUpdate(resource, params);
    if (resource === 'operators') {
      const data = params.data as Partial<Operator> & { password?: string };
      const before = (params.previousData ?? {}) as Partial<Operator>;
      const body: Record<string, unknown> = {};
      if (data.name !== undefined && data.name !== before.name) body.name = data.name;
      if (data.roles !== undefined && data.roles.join() !== before.roles?.join()) {
        body.roles = data.roles;
      }
      if (data.enabled !== undefined && data.enabled !== before.enabled)
        body.enabled = data.enabled;
      if (data.password) body.password = data.password;
      if (Object.keys(body).length === 0) return { data: before as never };
      const operator = await apiCall<Operator>('PATCH', `/admin/operators/${params.id}`, { body });
      return { data: operator as never };
    }
    if (resource === 'reviews') {
      const { review_status } = params.data as { review_status: number };
      const answer = await apiCall<RaRecord>('POST', `/ext/reviews/${params.id}/status`, {
        body: { review_status },
      });
      return { data: { ...params.previousData, ...answer } as never };
    }
    return refused(`change ${resource}`);
  },

  async updateMany(resource) {
    return refused(`change several ${resource}`);
  },
  async delete(resource) {
    return refused(`delete ${resource}`);
  },
  async deleteMany(resource) {
    return refused(`delete several ${resource}`);
  },
};
