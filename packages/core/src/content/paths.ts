/**
 * Where a content story lives in the storefront, and which stories a storefront path may be
 * (secondary-areas §2 content pages; reference notes 7.1). Stories live under a store code:
 * `nl/over-ons` is /over-ons in the Dutch view, `de/ueber-uns` is /de/ueber-uns in the German
 * one (the storefront adds the view's prefix), and `{code}/home` is the view's home page.
 */

/** The store codes whose stories live under their own folder. */
export const CONTENT_STORE_CODES = ['nl', 'de'] as const;
export type ContentStoreCode = (typeof CONTENT_STORE_CODES)[number];

/** The home story's slug within a store code's folder. */
export const HOME_SLUG = 'home';

function isContentStoreCode(value: string): value is ContentStoreCode {
  return (CONTENT_STORE_CODES as readonly string[]).includes(value);
}

/**
 * A path or slug in one form: no query or hash, no leading or trailing '/', no doubled '/'.
 * `/over-ons/` and `over-ons//` are both `over-ons`; the root is ''.
 */
export function normalizeSlug(path: string): string {
  const withoutQuery = path.replace(/[?#].*$/, '');
  return withoutQuery
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

/**
 * The full slugs a storefront path of a store view may name, in the order to try them:
 * - the root is the home story;
 * - a path equal to a store code is that code's home;
 * - otherwise the slug under the store code first, then the slug as it is (a story outside the
 *   store folders), unless the slug already starts with a store code.
 * `path` is relative to the store view (no /de prefix).
 */
export function storySlugCandidates(path: string, storeCode: string): string[] {
  const slug = normalizeSlug(path);
  if (slug === '') return [`${storeCode}/${HOME_SLUG}`];
  if (isContentStoreCode(slug)) return [`${slug}/${HOME_SLUG}`];
  const first = slug.split('/')[0] ?? '';
  if (isContentStoreCode(first)) return [slug];
  return [`${storeCode}/${slug}`, slug];
}

/**
 * The storefront place of a story: its store code (null for a story outside the store folders,
 * shown in every view) and its path within that view (`/` for the home story).
 */
export function storyPathOf(fullSlug: string): {
  storeCode: ContentStoreCode | null;
  path: string;
} {
  const slug = normalizeSlug(fullSlug);
  const [first = '', ...rest] = slug.split('/');
  if (!isContentStoreCode(first)) return { storeCode: null, path: `/${slug}` };
  const inner = rest.join('/');
  return { storeCode: first, path: inner === '' || inner === HOME_SLUG ? '/' : `/${inner}` };
}
