/**
 * The categories an operator picks from (decision 86): each category named by its path of names
 * from the top of the shop's tree, the roots above the menu (levels 0 and 1, which shoppers never
 * see) left out, so that two categories of the same name ("Accessoires" under several parents)
 * are told apart. A search keeps the categories whose path holds every word of it.
 */

/** The first level shoppers see: 0 is the tree's root, 1 a store view's root. */
const FIRST_SHOWN_LEVEL = 2;

export interface CategoryNode {
  id: number;
  /** Ids from the top, e.g. '1/2/10/12'. */
  path: string;
  level: number;
  /** The category's name in the operators' store view ('' when it has none). */
  name: string;
  isActive: boolean;
}

export interface CategoryChoice {
  id: number;
  /** The names from the first shown level down to this category. */
  path: string[];
  level: number;
  isActive: boolean;
}

/** Every category as a choice, ordered by its path of names (Dutch order), then by id. */
export function categoryChoices(nodes: readonly CategoryNode[]): CategoryChoice[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const choices = nodes.map((node) => {
    const names: string[] = [];
    for (const part of node.path.split('/')) {
      const ancestor = byId.get(Number(part));
      if (ancestor && ancestor.level >= FIRST_SHOWN_LEVEL) {
        names.push(ancestor.name === '' ? `#${ancestor.id}` : ancestor.name);
      }
    }
    if (names.length === 0) names.push(node.name === '' ? `#${node.id}` : node.name);
    return { id: node.id, path: names, level: node.level, isActive: node.isActive };
  });
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  return choices.sort((a, b) => {
    const length = Math.min(a.path.length, b.path.length);
    for (let i = 0; i < length; i += 1) {
      const order = collator.compare(a.path[i]!, b.path[i]!);
      if (order !== 0) return order;
    }
    return a.path.length - b.path.length || a.id - b.id;
  });
}

/** The choices whose path of names holds every word of the search (case and accents ignored). */
export function searchCategoryChoices(
  choices: readonly CategoryChoice[],
  q: string | undefined,
): CategoryChoice[] {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = fold(choice.path.join(' '));
    return words.every((word) => text.includes(word));
  });
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
