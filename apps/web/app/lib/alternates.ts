/**
 * The same page in the other store view, for the language switch and hreflang links. A route
 * whose URL differs per language (a product or category slug, a content page's identifier)
 * returns `alternates` from its loader; the innermost match that has them wins. Without them the
 * switch leads home. The switch keeps the shopper's place: the page's query (search text,
 * filters, sort, page) goes along, since filter values are option ids both store views share;
 * on a product page the chosen variant (the URL's `childSku`, a sku both views share) goes
 * along too, though the page chose it in the browser after its loader ran.
 */
import type { StoreView } from '@shop/core';
import { useLocation, useMatches } from 'react-router';
import { localizePath } from './store-view.ts';

export interface Alternates {
  nl: string;
  de: string;
}

function isAlternates(value: unknown): value is Alternates {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Alternates).nl === 'string' &&
    typeof (value as Alternates).de === 'string'
  );
}

/**
 * The alternates of the current page with its query string, for the language switch, or null
 * when it has none.
 */
export function useAlternates(): Alternates | null {
  const matches = useMatches();
  const { search } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const data = match?.loaderData as { alternates?: unknown } | undefined;
    if (isAlternates(data?.alternates)) {
      return withQuery(withChild(data.alternates, match?.params.childSku), search);
    }
  }
  return null;
}

/**
 * Both alternates with the chosen child sku as their last path part (a product page's variant);
 * unchanged without one. The other view's page drops a child it does not sell (301).
 */
export function withChild(alternates: Alternates, childSku: string | undefined): Alternates {
  if (!childSku) return alternates;
  const child = (href: string) => {
    const [path = href, query] = href.split('?');
    const withPart = `${path.replace(/\/$/, '')}/${encodeURIComponent(childSku)}`;
    return query === undefined ? withPart : `${withPart}?${query}`;
  };
  return { nl: child(alternates.nl), de: child(alternates.de) };
}

/** Both alternates with `search` ('?…' or '') in place of any query of their own. */
export function withQuery(alternates: Alternates, search: string): Alternates {
  if (search === '' || search === '?') return alternates;
  const path = (href: string) => href.split('?')[0] ?? href;
  return { nl: `${path(alternates.nl)}${search}`, de: `${path(alternates.de)}${search}` };
}

/** Where the language switch for `target` leads from the current page. */
export function alternatePath(alternates: Alternates | null, target: StoreView): string {
  if (alternates) return target.code === 'de' ? alternates.de : alternates.nl;
  return localizePath(target, '/');
}
