/**
 * Where a Storyblok link leads in the storefront (secondary-areas §3 link: cached_url or url):
 * a story's full slug becomes its storefront path in the story's store view (storyPathOf), an
 * internal URL keeps to the page's store view, an absolute http(s) URL of a URL link leaves the
 * shop, an e-mail address becomes a mailto link. Links are read by the URL parser (core's
 * content link rule): one that would reach another host without naming it on purpose, or run
 * script, leads nowhere (null), as does a link without a target.
 */
import {
  contentLinkTargetOf,
  externalUrlOf,
  STORE_VIEWS,
  type StoreView,
  shopPathOf,
  storyPathOf,
} from '@shop/core';
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
      // A story link always stays in the shop (core's content link rule).
      const slug = shopPathOf(link.cached_url || link.url || '');
      if (slug === null) return null;
      const { storeCode, path } = storyPathOf(slug);
      const view = storeCode ? STORE_VIEWS[storeCode] : storeView;
      return inShop(`${localizePath(view, path)}${anchor}`);
    }
    case 'email': {
      const address = (link.url || link.cached_url || '').replace(/^mailto:/i, '').trim();
      if (address === '') return null;
      const external = externalUrlOf(`mailto:${address}`);
      return external ? { external, newTab: false } : null;
    }
    default: {
      // A URL link leaves the shop only as an absolute http(s), mailto or tel address.
      const target = contentLinkTargetOf(link.url || link.cached_url || '', false);
      if (target === null) return null;
      if ('external' in target) return { external: target.external, newTab };
      return inShop(`${localizeInternal(storeView, target.internal)}${anchor}`);
    }
  }
}

/** A storefront path, checked once more after localising and the anchor: it never leaves the shop. */
function inShop(path: string): LinkTarget | null {
  const internal = shopPathOf(path);
  return internal === null ? null : { internal };
}

/** The path a storefront link's target names (for comparing and tests). */
export function storyLinkHref(link: LinkLike | null | undefined, storeView: StoreView) {
  const target = storyLinkTarget(link, storeView);
  if (!target) return null;
  return 'internal' in target ? target.internal : target.external;
}
