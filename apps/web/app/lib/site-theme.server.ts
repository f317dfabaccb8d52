/**
 * The theme of a store view for the root loader (secondary-areas §2 layout, §3 theme config): the
 * `{code}/config/theme` story's menu, footer and search components, read through the content API
 * and kept in memory for a minute per store view (the same for every visitor; forgotten at once
 * when content changes, shared-read.ts). Links are resolved
 * here to storefront paths of the store view (story links to the story's path, internal URLs
 * localised, other sites as they are; a link to nowhere is left out). Without a theme story the
 * header's menu is the catalogue's category menu; a failed read keeps the last theme read, else
 * the category menu, so a page still renders.
 */
import { createHash } from 'node:crypto';
import type { ThemeComponents } from '@shop/contracts';
import type { StoreView } from '@shop/core';
import { createContext } from 'react-router';
import type { CallOptions } from './api.ts';
import { getCategoryPath } from './catalog.ts';
import { loadCategoryMenu } from './category-menu.server.ts';
import type { MenuCategory } from './category-menu.ts';
import { getTheme } from './content-api.ts';
import { SharedRead } from './shared-read.ts';
import type { FooterGroup, MenuEntry, SiteTheme, ThemeHref, ThemeLink } from './site-theme.ts';
import { storyLinkTarget } from './story-link.ts';

/** How long a read theme is served before the content API is asked again. */
const THEME_CACHE_MS = 60_000;

const themes = new SharedRead<string, ThemeComponents | null>(THEME_CACHE_MS);

type StoryLinkLike = Parameters<typeof storyLinkTarget>[0];

function hrefOf(link: StoryLinkLike, storeView: StoreView): ThemeHref | null {
  const target = storyLinkTarget(link, storeView);
  if (!target) return null;
  return 'internal' in target
    ? { to: target.internal }
    : { to: target.external, external: true, ...(target.newTab ? { newTab: true } : {}) };
}

function menuEntries(nodes: ThemeComponents['menu'], storeView: StoreView): MenuEntry[] {
  return nodes.flatMap((node) => {
    const href = hrefOf(node.link, storeView);
    if (!href) return [];
    const children = menuEntries(node.children ?? [], storeView);
    return [{ name: node.name, ...href, ...(children.length > 0 ? { children } : {}) }];
  });
}

function themeLinks(
  items: readonly { _uid: string; text: string; link: StoryLinkLike }[],
  storeView: StoreView,
): ThemeLink[] {
  return items.flatMap((item) => {
    const href = hrefOf(item.link, storeView);
    return href ? [{ text: item.text, ...href }] : [];
  });
}

/** The category menu as menu entries (the header without a theme story). */
export function categoryMenuEntries(menu: MenuCategory[], storeView: StoreView): MenuEntry[] {
  return menu.map((top) => ({
    name: top.name,
    to: getCategoryPath(storeView, top.slug),
    ...(top.children.length > 0
      ? {
          children: top.children.map((child) => ({
            name: child.name,
            to: getCategoryPath(storeView, child.slug),
          })),
        }
      : {}),
  }));
}

/**
 * The themes resolved per read theme and store view: a read theme is served to every page for a
 * minute, and resolving its links on every page cost a few per cent of a page's render. A new
 * read is a new object, resolved anew. What is kept is shared by pages and never changed.
 */
const resolvedThemes = new WeakMap<ThemeComponents, Map<string, SiteTheme>>();

/** The theme's components resolved for a store view. */
export function resolveTheme(
  theme: ThemeComponents | null,
  storeView: StoreView,
  categoryMenu: () => MenuEntry[],
): SiteTheme {
  if (!theme) return { menu: categoryMenu(), footer: null, search: [] };
  let views = resolvedThemes.get(theme);
  if (!views) {
    views = new Map();
    resolvedThemes.set(theme, views);
  }
  let resolved = views.get(storeView.code);
  if (!resolved) {
    resolved = resolveComponents(theme, storeView);
    views.set(storeView.code, resolved);
  }
  return resolved;
}

function resolveComponents(theme: ThemeComponents, storeView: StoreView): SiteTheme {
  const footer: FooterGroup[] = theme.footer.map((group) => ({
    kind: group.kind ?? 'other',
    title: group.title,
    links: themeLinks(group.links ?? [], storeView),
  }));
  return {
    menu: menuEntries(theme.menu, storeView),
    footer,
    search: themeLinks(theme.search, storeView),
  };
}

/** The theme components of a store view (null without a theme story), kept a minute. */
async function loadThemeComponents(
  storeView: StoreView,
  options: CallOptions,
  now: number = Date.now(),
): Promise<ThemeComponents | null> {
  try {
    return await themes.get(
      storeView.code,
      options,
      (readOptions) => getTheme(storeView.code, readOptions),
      now,
    );
  } catch {
    return null;
  }
}

/**
 * The store view's theme: its theme story's menu, footer and search suggestions; without a
 * theme story the category menu (kept a minute, both).
 */
export async function loadSiteTheme(
  storeView: StoreView,
  options: CallOptions,
): Promise<SiteTheme> {
  const components = await loadThemeComponents(storeView, options);
  if (components) return resolveTheme(components, storeView, () => []);
  const categoryMenu = await loadCategoryMenu(storeView.code, options);
  let theme = categoryThemes.get(categoryMenu);
  if (!theme) {
    theme = resolveTheme(null, storeView, () => categoryMenuEntries(categoryMenu, storeView));
    categoryThemes.set(categoryMenu, theme);
  }
  return theme;
}

/**
 * The themes of store views without a theme story, per read category menu (a menu is read per
 * store view): like a resolved theme, the same object for every page until the menu is read anew.
 */
const categoryThemes = new WeakMap<MenuCategory[], SiteTheme>();

const themeVersions = new WeakMap<SiteTheme, string>();

/** A short name of the theme's content: another theme, another name. */
export function siteThemeVersion(theme: SiteTheme): string {
  let version = themeVersions.get(theme);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(theme)).digest('base64url').slice(0, 16);
    themeVersions.set(theme, version);
  }
  return version;
}

/** The path of the store view's theme file (routes/site-theme.ts), named by its content. */
export function siteThemeHref(storeView: StoreView, theme: SiteTheme): string {
  return `/site-theme/${storeView.code}.json?v=${siteThemeVersion(theme)}`;
}

/** The theme of the page being rendered: set by the root loader, read by entry.server.tsx. */
export const pageThemeContext = createContext<SiteTheme | null>(null);
