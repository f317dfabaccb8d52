/**
 * The category menu of every page, read from the catalogue and kept in memory for a minute per
 * store view: it is the same for every visitor, so a page render costs no catalogue call for it.
 * A failed read is not kept; the page then renders without the menu.
 */
import type { StoreCode } from '@shop/core';
import type { CallOptions } from './api.ts';
import { searchCategories } from './catalog-search.ts';
import {
  buildCategoryMenu,
  MENU_CATEGORY_FIELDS,
  MENU_LEVELS,
  type MenuCategory,
} from './category-menu.ts';

/** How long a read menu is served before the catalogue is asked again. */
export const MENU_CACHE_MS = 60_000;

/** More than the menu's two levels ever hold. */
const MENU_SIZE = 500;

const cache = new Map<StoreCode, { until: number; menu: MenuCategory[] }>();

export async function loadCategoryMenu(
  storeCode: StoreCode,
  options: CallOptions,
  now: number = Date.now(),
): Promise<MenuCategory[]> {
  const kept = cache.get(storeCode);
  if (kept && kept.until > now) return kept.menu;
  try {
    const result = await searchCategories(
      storeCode,
      {
        filters: { level: MENU_LEVELS, is_active: true, include_in_menu: true },
        sort: 'position:asc',
        size: MENU_SIZE,
        includeFields: MENU_CATEGORY_FIELDS,
      },
      // Not the page's signal: the menu read serves later pages too.
      options.fetch ? { fetch: options.fetch } : {},
    );
    const menu = buildCategoryMenu(result.items);
    cache.set(storeCode, { until: now + MENU_CACHE_MS, menu });
    return menu;
  } catch {
    return kept?.menu ?? [];
  }
}
