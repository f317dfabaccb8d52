/**
 * The same page in the other store view, for the language switch and hreflang links. A route
 * whose URL differs per language (a product or category slug, a content page's identifier)
 * returns `alternates` from its loader; the innermost match that has them wins. Without them the
 * switch leads home. The switch keeps the shopper's place: the page's query (search text,
 * filters, sort, page) goes along, since filter values are option ids both store views share.
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
    const data = matches[i]?.loaderData as { alternates?: unknown } | undefined;
    if (isAlternates(data?.alternates)) return withQuery(data.alternates, search);
  }
  return null;
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
