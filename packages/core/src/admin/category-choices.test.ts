import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryChoices, searchCategoryChoices } from './category-choices.ts';

const node = (id: number, path: string, name: string, isActive = true): CategoryNode => ({
  id,
  path,
  level: path.split('/').length - 1,
  name,
  isActive,
});

const tree = [
  node(1, '1', 'Root Catalog'),
  node(2, '1/2', 'Default Category'),
  node(10, '1/2/10', 'Op pad'),
  node(11, '1/2/10/11', 'Kinderwagens'),
  node(12, '1/2/10/12', 'Accessoires'),
  node(20, '1/2/20', 'Baby'),
  node(21, '1/2/20/21', 'Accessoires', false),
  node(22, '1/2/20/22', 'Crème & verzorging'),
  node(23, '1/2/20/23', ''),
];

describe('categoryChoices', () => {
  it('names each category by its path below the roots, in Dutch order of the path', () => {
    const choices = categoryChoices(tree);
    expect(choices.map((choice) => [choice.id, choice.path])).toEqual([
      [20, ['Baby']],
      [23, ['Baby', '#23']],
      [21, ['Baby', 'Accessoires']],
      [22, ['Baby', 'Crème & verzorging']],
      [2, ['Default Category']],
      [10, ['Op pad']],
      [12, ['Op pad', 'Accessoires']],
      [11, ['Op pad', 'Kinderwagens']],
      [1, ['Root Catalog']],
    ]);
    expect(choices.find((choice) => choice.id === 21)).toMatchObject({ level: 3, isActive: false });
  });

  it('finds categories by every word of a search in their path, accents and case ignored', () => {
    const choices = categoryChoices(tree);
    const ids = (q: string | undefined) => searchCategoryChoices(choices, q).map((c) => c.id);
    expect(ids('accessoires')).toEqual([21, 12]);
    expect(ids('pad ACCES')).toEqual([12]);
    expect(ids('creme')).toEqual([22]);
    expect(ids('  ')).toHaveLength(tree.length);
    expect(ids(undefined)).toHaveLength(tree.length);
    expect(ids('fietsen')).toEqual([]);
  });
});
