/**
 * What the birth list store's tests share: a logged-in browser (its access token in a memory
 * localStorage) and a fake API behind a stubbed fetch, answering as the contracts describe the
 * customer, the logout and the birth list with its items. Not a test file itself.
 */
import type { BirthList, BirthListItem } from '@shop/contracts';
import { vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import type { CurrentUser } from '../lib/user-api.ts';

/** The customer of the stored login and the id of their list. */
const CUSTOMER_ID = 7;
export const LIST_ID = 3;

const CUSTOMER: CurrentUser = {
  id: CUSTOMER_ID,
  group_id: 1,
  groupToken: 'group-1',
  email: 'emma@example.nl',
  firstname: 'Emma',
  lastname: 'de Vries',
  website_id: 1,
  store_id: 1,
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  addresses: [],
  custom_attributes: [],
  has_password: true,
  email_confirmed: true,
  pending_email: null,
};

/** An answer the fake API gives instead of the normal one (a refusal). */
interface Refusal {
  code: number;
  /** The message key of the answer (`meta.key`): the reason the storefront translates. */
  key?: string;
  params?: Record<string, string | number>;
}

export const item = (id: number, sku: string, extra: Partial<BirthListItem> = {}) =>
  ({
    birthlist_item_id: id,
    birthlist_id: LIST_ID,
    sku,
    product_option: null,
    qty: 1,
    qty_bought: 0,
    qty_still_wanted: 1,
    is_favorite: false,
    position: id,
    ...extra,
  }) satisfies BirthListItem;

export function fakeBirthListApi() {
  const storage = new Map<string, string>([[ACCESS_TOKEN_KEY, 'access-1']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  const list: BirthList = {
    entity_id: LIST_ID,
    is_active: 1,
    store_code: 'nl',
    display_name: 'Emma & Daan',
    message: '',
    expected_date: '2026-09-01',
    url_key: 'emma-daan',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    items: [item(11, 'DIA-101231')],
    donation_items: [],
  };
  const server = {
    list,
    /** When set, every call answers this instead. */
    refuse: null as Refusal | null,
    /** When set, every call fails as if the API could not be reached. */
    unreachable: false,
    calls: [] as string[],
  };
  let nextItem = 100;
  const answer = (code: number, result: unknown, meta?: unknown) =>
    new Response(JSON.stringify({ code, result, ...(meta ? { meta } : {}) }), { status: code });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname;
    const call = `${init.method ?? 'GET'} ${path}`;
    server.calls.push(call);
    if (server.unreachable) throw new TypeError('fetch failed');
    const { refuse } = server;
    if (refuse) {
      const meta = refuse.key ? { key: refuse.key, params: refuse.params ?? {} } : undefined;
      return answer(refuse.code, 'The birth list could not be changed.', meta);
    }
    const body = JSON.parse(String(init.body ?? '{}'));
    const itemId = Number(path.split('/').pop());
    if (call === 'GET /api/user/me') return answer(200, CUSTOMER);
    if (call === 'POST /api/user/logout') return answer(200, true);
    if (call === `GET /api/ext/birthlist/get/${CUSTOMER_ID}`) return answer(200, server.list);
    if (call === 'POST /api/ext/birthlist/item/create') {
      const { sku, qty } = body.productItem as { sku: string; qty?: number };
      const created = item(nextItem++, sku, { qty: qty ?? 1, qty_still_wanted: qty ?? 1 });
      server.list = { ...server.list, items: [...server.list.items, created] };
      return answer(200, created);
    }
    const existing = server.list.items.find((entry) => entry.birthlist_item_id === itemId);
    if (call.startsWith('PUT /api/ext/birthlist/item/update/') && existing) {
      const updated = { ...existing, ...(body.item as Partial<BirthListItem>) };
      server.list = {
        ...server.list,
        items: server.list.items.map((entry) => (entry === existing ? updated : entry)),
      };
      return answer(200, updated);
    }
    if (call.startsWith('DELETE /api/ext/birthlist/item/delete/') && existing) {
      server.list = {
        ...server.list,
        items: server.list.items.filter((entry) => entry !== existing),
      };
      return answer(200, true);
    }
    return answer(404, `Nothing at ${call}.`, { key: 'birthlist.item_not_found', params: {} });
  });
  return { server, storage };
}
