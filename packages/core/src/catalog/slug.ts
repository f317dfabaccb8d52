/** URL slugs of products and categories. */

/** Letters that Unicode decomposition does not reduce to plain ASCII letters. */
const LETTER_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
};

/**
 * A URL slug: accents removed (ä → a, ß → ss), lower case, whitespace → '-', '&' → '-and-',
 * anything but letters, digits, '_' and '-' dropped, repeated '-' collapsed. Unlike the original,
 * leading and trailing '-' are trimmed ('Bad & ' gives 'bad-and', not 'bad-and-').
 */
export function slugify(text: string): string {
  return text
    .replace(/[ßẞæÆœŒøØłŁđĐðÐþÞ]/g, (letter) => LETTER_SPELLINGS[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SlugSource {
  id: number;
  name: string;
  slug?: string | null;
  url_key?: string | null;
}

/**
 * A product's slug: its `slug` when set; else its url_key (useUrlKeys, default true, the
 * original's useMagentoUrlKeys); else slugify(name)-id.
 */
export function productSlug(product: SlugSource, options: { useUrlKeys?: boolean } = {}): string {
  if (product.slug) return product.slug;
  if ((options.useUrlKeys ?? true) && product.url_key) return product.url_key;
  return `${slugify(product.name)}-${product.id}`;
}

/** A category's slug: its url_key, else slugify(name)-id. */
export function categorySlug(category: Omit<SlugSource, 'slug'>): string {
  return category.url_key || `${slugify(category.name)}-${category.id}`;
}
