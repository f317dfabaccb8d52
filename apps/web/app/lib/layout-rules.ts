/**
 * Pure rules of the layout (secondary-areas §2 Layout, §9): when the sticky add-to-cart bar
 * shows, which page transition a navigation plays, how long a panel's code may take. (The bottom
 * sheet's drag and the zoomed gallery have their own modules: they load with those dialogs.)
 */
import { GERMAN_PATH_PREFIX } from './store-view.ts';

/** The product page shows the sticky add-to-cart bar unless its route param hide_atc is "true". */
export function showsStickyAddToCart(search: string): boolean {
  return new URLSearchParams(search).get('hide_atc') !== 'true';
}

/** Widths from here on are desktop (§9): only the crossfade plays there. */
const DESKTOP_MIN_WIDTH = 1024;

export type PageTransition = 'pdp-zoom' | 'pdp-leave' | 'plp-swipe' | 'crossfade' | 'none';

type PageKind = 'product' | 'listing' | 'content' | 'other';

/** What kind of page a path is inside its store view, for the transition between two pages. */
function getPageKind(pathname: string): PageKind {
  const german = pathname === GERMAN_PATH_PREFIX || pathname.startsWith(`${GERMAN_PATH_PREFIX}/`);
  const path = german ? pathname.slice(GERMAN_PATH_PREFIX.length) || '/' : pathname;
  if (path.startsWith('/p/')) return 'product';
  if (path.startsWith('/c/') || path === '/search') return 'listing';
  const first = path.split('/')[1] ?? '';
  // The shop's own pages have fixed first segments; everything else resolves to content pages.
  const SHOP_PAGES = new Set([
    '',
    'cart',
    'checkout',
    'checkout-return',
    'checkout-failed',
    'my-account',
    'my-lists',
    'wishlist',
    'birthlist',
    'birthlist-registration',
    'in-store',
    'storelocator',
    'error',
    'no-result',
    'styleguide',
  ]);
  return SHOP_PAGES.has(first) ? 'other' : 'content';
}

/**
 * The transition of a navigation (secondary-areas §2, core-shop §2): below 1024 px a product
 * page zooms in (pdp-zoom) and out (pdp-leave), listing and content pages swipe (plp-swipe), the
 * rest crossfades; from 1024 px everything crossfades. A shopper who prefers reduced motion gets
 * none, and a change of the query or hash alone (a filter, a chosen variant) is no page change.
 */
export function getPageTransition(input: {
  from: string;
  to: string;
  width: number;
  reducedMotion: boolean;
}): PageTransition {
  if (input.reducedMotion || input.from === input.to) return 'none';
  if (input.width >= DESKTOP_MIN_WIDTH) return 'crossfade';
  const from = getPageKind(input.from);
  const to = getPageKind(input.to);
  if (to === 'product' && from !== 'product') return 'pdp-zoom';
  if (from === 'product' && to !== 'product') return 'pdp-leave';
  const swipes = (kind: PageKind) => kind === 'listing' || kind === 'content';
  if (swipes(from) && swipes(to)) return 'plp-swipe';
  return 'crossfade';
}

/** A sidebar panel whose code has not arrived after this long shows the loading-error box (§9). */
export const SIDEBAR_PANEL_TIMEOUT_MS = 3000;

/** Scrolled this far from the start, the quick navigation's start edge fades (§9). */
const FADE_START_PX = 10;
/** Further than this from the end, the quick navigation's end edge fades (§9). */
const FADE_END_PX = 5;

/**
 * Which edges of the horizontally scrolling quick category navigation fade: the start once it is
 * scrolled more than 10 px, the end while more than 5 px of it is still to come.
 */
export function getFadeEdges(scroll: { left: number; width: number; clientWidth: number }): {
  start: boolean;
  end: boolean;
} {
  const rest = scroll.width - scroll.clientWidth - scroll.left;
  return { start: scroll.left > FADE_START_PX, end: rest > FADE_END_PX };
}

/**
 * The way the quick navigation's new list slides in: up when the shopper went deeper into the
 * categories, down when back towards the top, none on the first page or at the same depth.
 */
export function getNavSlide(previousDepth: number | null, depth: number): 'up' | 'down' | 'none' {
  if (previousDepth === null || previousDepth === depth) return 'none';
  return depth > previousDepth ? 'up' : 'down';
}
