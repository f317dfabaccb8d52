/**
 * Where a Storyblok link leads in the storefront (secondary-areas §3 link: cached_url or url):
 * a story's full slug becomes its storefront path in the story's store view (storyPathOf), an
 * internal URL keeps to the page's store view, an external URL stays as it is, an e-mail address
 * becomes a mailto link. A link without a target leads nowhere (null).
 */
import { STORE_VIEWS, type StoreView, storyPathOf } from '@shop/core';
import { GERMAN_PATH_PREFIX, localizePath } from './store-view.ts';

export type LinkTarget =
  /** A storefront path: a router link. */
  | { internal: string }
  /** Another site or an e-mail address: a plain anchor. */
  | { external: string; newTab: boolean };

interface LinkLike {
  url?: string;
  cached_url?: string;
  linktype?: string;
  anchor?: string;
  target?: string;
}

/** A path of the storefront, localised to the store view unless it names one already. */
function localizeInternal(storeView: StoreView, path: string): string {
  if (path === GERMAN_PATH_PREFIX || path.startsWith(`${GERMAN_PATH_PREFIX}/`)) return path;
  return localizePath(storeView, path);
}

/** The storefront target of a Storyblok link, or null when it names none. */
export function storyLinkTarget(
  link: LinkLike | null | undefined,
  storeView: StoreView,
): LinkTarget | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${link.anchor}` : '';
  const newTab = link.target === '_blank';
  switch (link.linktype) {
    case 'story': {
      const slug = link.cached_url || link.url || '';
      if (slug.trim() === '') return null;
      if (/^https?:\/\//i.test(slug)) return { external: slug, newTab };
      const { storeCode, path } = storyPathOf(slug);
      const view = storeCode ? STORE_VIEWS[storeCode] : storeView;
      return { internal: `${localizePath(view, path)}${anchor}` };
    }
    case 'email': {
      const address = (link.url || link.cached_url || '').replace(/^mailto:/i, '').trim();
      return address ? { external: `mailto:${address}`, newTab: false } : null;
    }
    default: {
      const url = (link.url || link.cached_url || '').trim();
      if (url === '') return null;
      if (url.startsWith('/') && !url.startsWith('//')) {
        return { internal: `${localizeInternal(storeView, url)}${anchor}` };
      }
      if (/^(https?:|mailto:|tel:)/i.test(url)) return { external: url, newTab };
      // A relative path without its slash is a storefront path too.
      if (/^[\w-]/.test(url) && !url.includes(':')) {
        return { internal: `${localizeInternal(storeView, `/${url}`)}${anchor}` };
      }
      // Anything else (javascript:, data:, …) is never a link.
      return null;
    }
  }
}

/** The path a storefront link's target names (for comparing and tests). */
export function storyLinkHref(link: LinkLike | null | undefined, storeView: StoreView) {
  const target = storyLinkTarget(link, storeView);
  if (!target) return null;
  return 'internal' in target ? target.internal : target.external;
}
