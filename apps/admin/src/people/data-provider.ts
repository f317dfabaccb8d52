/**
 * The data provider of customer service's and the owner's people screens (decision 79):
 * customers, gift cards, coupons and stores over the operator API (decision 76). Lists are
 * searched and paged by the API; a refusal that names a field is handed to the form as that
 * field's error (react-admin shows `body.errors` next to its input).
 */
import type {
  AdminCoupon,
  AdminCustomer,
  AdminCustomerDetail,
  AdminGiftCard,
  AdminStore,
} from '@shop/contracts';
import { type DataProvider, HttpError } from 'react-admin';
import { apiCall, readSession } from '../api.ts';

export const PEOPLE_RESOURCES = new Set(['customers', 'gift-cards', 'coupons', 'stores']);

interface Paged<T> {
  items: T[];
  total: number;
}

/** The error body of the shop's envelope, as apiCall keeps it on the HttpError. */
interface RefusalBody {
  result?: string;
  meta?: { field?: string; params?: Record<string, string> };
}

/**
 * The form field a refusal is about: the field a rule named (`meta.field`), else the first
 * `body.<field>:` of a schema refusal's text ("Invalid request: body.amount: …").
 */
export function refusedField(body: RefusalBody | undefined): string | null {
  const named = body?.meta?.field ?? body?.meta?.params?.field;
  if (named) return named.replace(/^body\./, '');
  const match = /\bbody\.([A-Za-z_][A-Za-z0-9_.]*)/.exec(body?.result ?? '');
  return match?.[1] ?? null;
}

/** A refusal of a form's call, its message put next to the field it names. */
async function forForm<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as RefusalBody | undefined;
    const field = refusedField(body);
    if (!field || error.status >= 500) throw error;
    throw new HttpError(error.message, error.status, {
      ...body,
      errors: { [field]: body?.result ?? error.message },
    });
  }
}

/** A download of an operator call's answer (a privacy export, a CSV) under a file name. */
export async function downloadFrom(
  path: string,
  query: Record<string, string | undefined>,
  fileName: string,
): Promise<void> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value) url.searchParams.set(name, value);
  }
  const session = readSession();
  const response = await fetch(url, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as RefusalBody | null;
    throw new HttpError(body?.result ?? response.statusText, response.status, body ?? undefined);
  }
  // A JSON answer comes in the API's envelope ({code, result}): the file holds the result alone.
  const blob = (response.headers.get('content-type') ?? '').includes('application/json')
    ? new Blob([JSON.stringify(((await response.json()) as { result: unknown }).result, null, 2)], {
        type: 'application/json',
      })
    : await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

/** A customer's detail as one record: the customer's fields and what the shop has of them. */
export type CustomerRecord = AdminCustomer & Omit<AdminCustomerDetail, 'customer'>;

/** A gift card with its balance history (and, right after issuing, its code shown once). */
export type GiftCardRecord = AdminGiftCard & {
  history?: {
    at: string;
    kind: string;
    amount: number;
    balance_after: number;
    order_number: string | null;
  }[];
  issued_code?: string;
};

/** The coupon form's fields as the API takes them: dates as ISO times, empty ones left out. */
export function couponBody(data: Record<string, unknown>): Record<string, unknown> {
  const iso = (value: unknown) =>
    typeof value === 'string' && value !== '' ? new Date(value).toISOString() : undefined;
  const body: Record<string, unknown> = {
    code: data.code,
    name: data.name,
    kind: data.kind,
    amount: data.kind === 'free_shipping' ? 0 : Number(data.amount ?? 0),
    min_subtotal: Number(data.min_subtotal ?? 0),
  };
  const from = iso(data.from);
  const to = iso(data.to);
  if (from) body.from = from;
  if (to) body.to = to;
  if (data.usage_limit !== undefined && data.usage_limit !== null && data.usage_limit !== '') {
    body.usage_limit = Number(data.usage_limit);
  }
  return body;
}

/** The store form's opening hours: an empty day closed (null), every weekday sent. */
export function storeHoursBody(hours: Record<string, unknown> | undefined) {
  const body: Record<string, string | null> = {};
  for (const day of ['1', '2', '3', '4', '5', '6', '7']) {
    const value = typeof hours?.[day] === 'string' ? (hours[day] as string).trim() : '';
    body[day] = value === '' ? null : value;
  }
  return body;
}

const storeRecord = (store: AdminStore) => ({ ...store, id: store.code });

function refused(what: string): never {
  throw new Error(`The back office cannot ${what}`);
}

export const peopleDataProvider: DataProvider = {
  async getList(resource, params) {
    const filter = params.filter ?? {};
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const q = typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q : undefined;
    const size = Math.min(perPage, 200);
    if (resource === 'customers') {
      const answer = await apiCall<Paged<AdminCustomer>>('GET', '/admin/customers', {
        query: { q, page, size },
      });
      return { data: answer.items as never[], total: answer.total };
    }
    if (resource === 'coupons') {
      const personal = filter.personal === true ? 'true' : undefined;
      const answer = await apiCall<Paged<AdminCoupon>>('GET', '/admin/coupons', {
        query: { q, personal, page, size },
      });
      return { data: answer.items as never[], total: answer.total };
    }
    if (resource === 'stores') {
      const stores = await apiCall<AdminStore[]>('GET', '/admin/stores');
      return { data: stores.map(storeRecord) as never[], total: stores.length };
    }
    // Gift cards are found by their code (never listed: the code is the card's secret).
    if (resource === 'gift-cards') return { data: [], total: 0 };
    return refused(`list ${resource}`);
  },

  async getOne(resource, params) {
    if (resource === 'customers') {
      const detail = await apiCall<AdminCustomerDetail>('GET', `/admin/customers/${params.id}`);
      const { customer, ...rest } = detail;
      return { data: { ...customer, ...rest } as never };
    }
    if (resource === 'gift-cards') {
      const answer = await apiCall<{ card: AdminGiftCard; history: GiftCardRecord['history'] }>(
        'GET',
        `/admin/gift-cards/${params.id}`,
      );
      return { data: { ...answer.card, history: answer.history } as never };
    }
    if (resource === 'stores') {
      const stores = await apiCall<AdminStore[]>('GET', '/admin/stores');
      const store = stores.find((row) => row.code === String(params.id));
      if (!store) throw new Error('ra.notification.item_doesnt_exist');
      return { data: storeRecord(store) as never };
    }
    return refused(`read one ${resource}`);
  },

  async getMany(resource) {
    return refused(`read several ${resource}`);
  },
  async getManyReference(resource) {
    return refused(`read references of ${resource}`);
  },

  async create(resource, params) {
    const data = params.data as Record<string, unknown>;
    if (resource === 'gift-cards') {
      const answer = await forForm(
        apiCall<{ card: AdminGiftCard; code: string }>('POST', '/admin/gift-cards', {
          body: {
            amount: Number(data.amount),
            store_code: data.store_code ?? 'nl',
            recipient_name: data.recipient_name ?? '',
            message: data.message ?? '',
          },
        }),
      );
      return { data: { ...answer.card, issued_code: answer.code } as never };
    }
    if (resource === 'coupons') {
      const coupon = await forForm(
        apiCall<AdminCoupon>('POST', '/admin/coupons', { body: couponBody(data) }),
      );
      return { data: coupon as never };
    }
    return refused(`create ${resource}`);
  },

  async update(resource, params) {
    const data = params.data as Record<string, unknown>;
    if (resource === 'customers') {
      const customer = await forForm(
        apiCall<AdminCustomer>('PUT', `/admin/customers/${params.id}/group`, {
          body: { group_id: Number(data.group_id) },
        }),
      );
      return { data: { ...params.previousData, ...customer } as never };
    }
    if (resource === 'gift-cards') {
      const path = data.blocked ? 'block' : 'unblock';
      const card = await apiCall<AdminGiftCard>('POST', `/admin/gift-cards/${params.id}/${path}`);
      return { data: { ...params.previousData, ...card } as never };
    }
    if (resource === 'coupons') {
      const coupon = await apiCall<AdminCoupon>('POST', `/admin/coupons/${params.id}/disable`);
      return { data: coupon as never };
    }
    if (resource === 'stores') {
      const store = await forForm(
        apiCall<AdminStore>('PATCH', `/admin/stores/${params.id}`, {
          body: {
            opening_hours: storeHoursBody(data.opening_hours as Record<string, unknown>),
            is_pickup_location: Boolean(data.is_pickup_location),
          },
        }),
      );
      return { data: storeRecord(store) as never };
    }
    return refused(`change ${resource}`);
  },

  async updateMany(resource) {
    return refused(`change several ${resource}`);
  },

  async delete(resource, params) {
    if (resource === 'customers') {
      await apiCall<true>('DELETE', `/admin/customers/${params.id}`);
      return { data: params.previousData as never };
    }
    return refused(`delete ${resource}`);
  },
  async deleteMany(resource) {
    return refused(`delete several ${resource}`);
  },
};

/** Finds a gift card by the code a customer reads out (sent in a body, never in an address). */
export function findGiftCard(code: string): Promise<AdminGiftCard> {
  return apiCall<AdminGiftCard>('POST', '/admin/gift-cards/find', { body: { code } });
}
