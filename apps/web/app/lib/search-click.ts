/**
 * What a click in search results followed (secondary-areas §7 search_click), read from the
 * clicked link: a product card (its name, its page and its sku, the page path's first part after
 * /p/), a suggested category, or another link of the results ("Did you mean"). Shared by the
 * search overlay and the search page.
 */

export interface SearchClick {
  type: 'product' | 'category' | 'suggestion' | 'history';
  label: string;
  url: string;
  itemId?: string;
}

/** The sku in a product page's path (`/p/{sku}/{slug}`, also under /de), else null. */
export function productSkuOfPath(pathname: string): string | null {
  const match = /^(?:\/de)?\/p\/([^/]+)\//.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The link a click inside `container` followed, or null when it followed none. */
export function searchClickOf(clicked: EventTarget | null, container: Element): SearchClick | null {
  if (!(clicked instanceof Element)) return null;
  const link = clicked.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !container.contains(link)) return null;
  const url = new URL(link.href, window.location.href);
  const path = `${url.pathname}${url.search}`;
  const sku = productSkuOfPath(url.pathname);
  if (sku) {
    const name = link.closest('.product-card')?.querySelector('.product-card__name');
    return {
      type: 'product',
      label: (name?.textContent ?? link.textContent ?? '').trim(),
      url: path,
      itemId: sku,
    };
  }
  return {
    type: /^(?:\/de)?\/c\//.test(url.pathname) ? 'category' : 'suggestion',
    label: (link.textContent ?? '').trim(),
    url: path,
  };
}
