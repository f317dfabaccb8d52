import { describe, expect, it } from 'vitest';
import type { ApiFetch } from './api.ts';
import { loadCategoryMenu, MENU_CACHE_MS } from './category-menu.server.ts';

const ITEMS = [
  {
    id: 10,
    parent_id: 4442,
    level: 2,
    position: 1,
    name: 'Strollers',
    slug: 's',
    product_count: 4,
  },
];

/** A transport answering the category search, counting its calls; `fail` makes it answer 503. */
function transport(state: { calls: number; fail: boolean }): ApiFetch {
  return async () => {
    state.calls += 1;
    if (state.fail) return Response.json({ code: 503, result: 'down' }, { status: 503 });
    return Response.json({
      code: 200,
      result: { items: ITEMS, total: 1, start: 0, size: 500 },
    });
  };
}

describe('loadCategoryMenu', () => {
  it('reads the menu once a minute per store view and keeps it through a failed read', async () => {
    const state = { calls: 0, fail: false };
    const fetch = transport(state);
    const menu = [{ name: 'Strollers', slug: 's', children: [] }];
    expect(await loadCategoryMenu('de', { fetch }, 0)).toEqual(menu);
    expect(await loadCategoryMenu('de', { fetch }, MENU_CACHE_MS - 1)).toEqual(menu);
    expect(state.calls).toBe(1);
    state.fail = true;
    expect(await loadCategoryMenu('de', { fetch }, MENU_CACHE_MS)).toEqual(menu);
    expect(state.calls).toBe(2);
  });

  it('renders without a menu when the catalogue was never read', async () => {
    const state = { calls: 0, fail: true };
    expect(await loadCategoryMenu('nl', { fetch: transport(state) }, 0)).toEqual([]);
  });
});
