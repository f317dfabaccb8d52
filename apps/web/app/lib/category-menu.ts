/**
 * The category menu of every page (mega menu on desktop, drawer on phones): the top categories of
 * the category tree (level 2, below the root) with their children (level 3), each in the tree's
 * order. Categories left out of the menu or inactive never reach it (the API filters them), and a
 * child whose parent is not in the menu is dropped with it. A category without products is left
 * out too, as on the home page: the menu never leads to an empty listing.
 */

export interface MenuCategory {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

/** The document fields the menu reads. */
export const MENU_CATEGORY_FIELDS = [
  'id',
  'parent_id',
  'level',
  'position',
  'name',
  'slug',
  'product_count',
];

/** Levels of the tree the menu shows: top categories (2) and their children (3). */
export const MENU_LEVELS = [2, 3];

interface MenuItem {
  id: number;
  parentId: number;
  level: number;
  position: number;
  name: string;
  slug: string;
}

/**
 * The menu from the category search items (any order); items missing a field or without products
 * are skipped.
 */
export function buildCategoryMenu(items: readonly Record<string, unknown>[]): MenuCategory[] {
  const read = items.map(readItem).filter((item): item is MenuItem => item !== null);
  const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.id - b.id;
  const tops = read.filter((item) => item.level === MENU_LEVELS[0]).sort(byPosition);
  return tops.map((top) => ({
    name: top.name,
    slug: top.slug,
    children: read
      .filter((item) => item.level === MENU_LEVELS[1] && item.parentId === top.id)
      .sort(byPosition)
      .map(({ name, slug }) => ({ name, slug })),
  }));
}

function readItem(item: Record<string, unknown>): MenuItem | null {
  const { id, parent_id: parentId, level, position, name, slug, product_count: count } = item;
  if (
    typeof count !== 'number' ||
    count <= 0 ||
    typeof id !== 'number' ||
    typeof parentId !== 'number' ||
    typeof level !== 'number' ||
    typeof name !== 'string' ||
    typeof slug !== 'string' ||
    name === '' ||
    slug === ''
  ) {
    return null;
  }
  return { id, parentId, level, position: typeof position === 'number' ? position : 0, name, slug };
}
