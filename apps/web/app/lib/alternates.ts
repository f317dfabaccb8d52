/**
 * The same page in the other store view, for the language switch and hreflang links. A route
 * whose URL differs per language (a product or category slug) returns `alternates` from its
 * loader; the innermost match that has them wins. Without them the switch leads home.
 */
import type { StoreView } from '@shop/core';
import { useMatches } from 'react-router';
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

/** The alternates of the current page, or null when it has none. */
export function useAlternates(): Alternates | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { alternates?: unknown } | undefined;
    if (isAlternates(data?.alternates)) return data.alternates;
  }
  return null;
}

/** Where the language switch for `target` leads from the current page. */
export function alternatePath(alternates: Alternates | null, target: StoreView): string {
  if (alternates) return target.code === 'de' ? alternates.de : alternates.nl;
  return localizePath(target, '/');
}
