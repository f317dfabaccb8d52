/**
 * The theme of a store view as the header, footer and search page draw it (secondary-areas §3
 * theme config, menu node, link): menu entries, footer link groups and the 'Search in a category'
 * suggestions, each link already resolved to a storefront path or another site's address by the
 * root loader (lib/site-theme.server.ts). Without a theme story the menu is the category menu.
 */
import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { jsonFileLoader } from './json-file.ts';

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

/**
 * The theme is not page data: it is the same on every page of a store view, so the browser
 * fetches it as a file (`themeHref` of the root's data, named by its content) before it hydrates
 * the first page (entry.client.tsx) and before the other store view's first page renders (the
 * root's client loader), and keeps it. On the server the render takes it from this context
 * (entry.server.tsx), filled by the root loader.
 */
export const SiteThemeContext = createContext<SiteTheme | null>(null);

/** The theme files this browser has, by their address. */
const themeFiles = new Map<string, SiteTheme>();

/** Fetches a theme file once (a failed fetch is tried again by the next caller). */
export const loadSiteThemeFile = jsonFileLoader<string, SiteTheme>(
  'the theme',
  (href) => href,
  (href, theme) => themeFiles.set(href, theme),
);

/** The theme of the page: the server's, else the file the root's data names; empty without. */
export function useSiteTheme(): SiteTheme {
  const serverTheme = useContext(SiteThemeContext);
  const root = useRouteLoaderData('root') as { themeHref?: string } | undefined;
  if (serverTheme) return serverTheme;
  return (root?.themeHref && themeFiles.get(root.themeHref)) || EMPTY_THEME;
}
