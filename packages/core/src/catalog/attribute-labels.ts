/**
 * The labels of attribute options as a store view shows them: a document keeps a select
 * attribute's value as its option id (a number, or its digits as text), the shopper reads the
 * option's label in the view's language.
 */
import type { Localized } from './seed-types.ts';

/** The attribute that names a product's brand (secondary-areas §9: analytics items' brand). */
export const BRAND_ATTRIBUTE = 'brand';

/**
 * The label of the option a document's value names, in `language`, trimmed; null when the value
 * names no option (none, an unknown id, a list of several) or the label is empty.
 */
export function attributeOptionLabel(
  options: readonly { id: number; label: Localized }[],
  value: unknown,
  language: keyof Localized,
): string | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  const label = options.find((option) => option.id === id)?.label[language]?.trim();
  return label || null;
}
