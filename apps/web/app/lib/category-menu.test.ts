import { describe, expect, it } from 'vitest';
import { buildCategoryMenu } from './category-menu.ts';

const item = (id: number, parentId: number, level: number, position: number, name: string) => ({
  id,
  parent_id: parentId,
  level,
  position,
  name,
  slug: name.toLowerCase(),
  product_count: 3,
});

describe('buildCategoryMenu', () => {
  it('puts the top categories in tree order with their children in tree order', () => {
    const menu = buildCategoryMenu([
      item(12, 10, 3, 2, 'Buggies'),
      item(20, 4442, 2, 2, 'Car seats'),
      item(11, 10, 3, 1, 'Combi'),
      item(10, 4442, 2, 1, 'Strollers'),
      item(21, 20, 3, 1, 'Group 0'),
    ]);
    expect(menu).toEqual([
      {
        name: 'Strollers',
        slug: 'strollers',
        children: [
          { name: 'Combi', slug: 'combi' },
          { name: 'Buggies', slug: 'buggies' },
        ],
      },
      { name: 'Car seats', slug: 'car seats', children: [{ name: 'Group 0', slug: 'group 0' }] },
    ]);
  });

  it('drops children whose parent is not in the menu and items without a name or slug', () => {
    const menu = buildCategoryMenu([
      item(10, 4442, 2, 1, 'Strollers'),
      item(31, 30, 3, 1, 'Orphan'),
      { id: 40, parent_id: 4442, level: 2, position: 2, name: '', slug: 'nameless' },
      { id: 41, parent_id: 4442, level: 2, name: 'No slug' },
    ]);
    expect(menu).toEqual([{ name: 'Strollers', slug: 'strollers', children: [] }]);
  });

  it('leaves out categories without products, and the children of such a top category', () => {
    const menu = buildCategoryMenu([
      item(10, 4442, 2, 1, 'Strollers'),
      { ...item(11, 10, 3, 1, 'Empty child'), product_count: 0 },
      { ...item(50, 4442, 2, 2, 'Inspiration'), product_count: 0 },
      item(51, 50, 3, 1, 'Checklists'),
      { ...item(60, 4442, 2, 3, 'No count'), product_count: undefined },
    ]);
    expect(menu).toEqual([{ name: 'Strollers', slug: 'strollers', children: [] }]);
  });
});
