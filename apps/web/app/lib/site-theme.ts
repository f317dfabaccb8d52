/**
 * The theme of a store view as the header, footer and search page draw it (secondary-areas §3
 * theme config, menu node, link): menu entries, footer link groups and the 'Search in a category'
 * suggestions, each link already resolved to a storefront path or another site's address by the
 * root loader (lib/site-theme.server.ts). Without a theme story the menu is the category menu.
 */
import { useRouteLoaderData } from 'react-router';

/**
 * Where a theme link leads: a storefront path (a router link) or another site (an anchor). The
 * theme travels in every page's data, so a field that says nothing is left out (`external` and
 * `newTab` only when true, `children` only when there are some); an entry's React key is made
 * of its target and text (entryKey).
 */
export interface ThemeHref {
  to: string;
  external?: true;
  newTab?: true;
}

export interface MenuEntry extends ThemeHref {
  name: string;
  children?: MenuEntry[];
}

export interface ThemeLink extends ThemeHref {
  text: string;
}

export interface FooterGroup {
  kind: 'service' | 'legal' | 'other';
  title: string;
  links: ThemeLink[];
}

export interface SiteTheme {
  /** The header's menu: the theme's menu nodes, else the category menu. */
  menu: MenuEntry[];
  /** The footer's link groups, or null without a theme story (the footer then has none). */
  footer: FooterGroup[] | null;
  /** The search page's suggestions with an empty query. */
  search: ThemeLink[];
}

/** A theme entry's key among its siblings: its target and its text. */
export function entryKey(entry: ThemeHref & ({ name: string } | { text: string })): string {
  return `${entry.to} ${'name' in entry ? entry.name : entry.text}`;
}

const EMPTY_THEME: SiteTheme = { menu: [], footer: null, search: [] };

/** The theme of the root loader (empty when the root loader failed). */
export function useSiteTheme(): SiteTheme {
  const root = useRouteLoaderData('root') as { theme?: SiteTheme } | undefined;
  return root?.theme ?? EMPTY_THEME;
}
