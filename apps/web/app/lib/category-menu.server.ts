/**
 * The category menu of every page, read from the catalogue and kept in memory for a minute per
 * store view (shared-read.ts: forgotten at once when the catalogue's categories change):
 * it is the same for every visitor, so a page render costs no catalogue call for it. A failed
 * read is not kept; the page then renders with the last menu read, else without one.
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
import { SharedRead } from './shared-read.ts';

/** How long a read menu is served before the catalogue is asked again. */
export const MENU_CACHE_MS = 60_000;

/** More than the menu's two levels ever hold. */
const MENU_SIZE = 500;

const menus = new SharedRead<StoreCode, MenuCategory[]>(MENU_CACHE_MS);

export async function loadCategoryMenu(
  storeCode: StoreCode,
  options: CallOptions,
  now: number = Date.now(),
): Promise<MenuCategory[]> {
  try {
    return await menus.get(
      storeCode,
      options,
      async (readOptions) =>
        buildCategoryMenu(
          (
            await searchCategories(
              storeCode,
              {
                filters: { level: MENU_LEVELS, is_active: true, include_in_menu: true },
                sort: 'position:asc',
                size: MENU_SIZE,
                includeFields: MENU_CATEGORY_FIELDS,
              },
              readOptions,
            )
          ).items,
        ),
      now,
    );
  } catch {
    return [];
  }
}
