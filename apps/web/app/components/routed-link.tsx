/**
 * A link between storefront pages as a plain anchor, for the places that show many of them (the
 * menu, the footer and the product grids) or are on every page (the tab bar, the price note, a
 * product's swatches). React Router's <Link> runs five hooks for each link, on the server and
 * again while the page hydrates (on the server ten of them took 2 % of a product page's CPU), and
 * a page holds well over a hundred links; a RoutedLink is only an <a> with a mark. One click
 * listener on the document (`useRoutedLinks`, mounted once by the layout) sends a click on a
 * marked anchor through the router, as <Link> would: a plain click of the main button in the
 * same tab, not prevented by the link's own handler. Before the page hydrates, and with a
 * modifier key (a new tab, a download), the browser follows the link itself.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The mark, short as it is on every link of the menu: empty for a link that plays the page
 * transition and scrolls the new page to its top (most do), else words for what it does not:
 * 'plain' (no transition), 'stay' (the scroll position stays, as for a filter or a sort),
 * 'replace' (the new page replaces the shown one in the history, as a variant's swatch does).
 */
const MARK = 'data-nav';
const PLAIN = 'plain';
const STAY = 'stay';
const REPLACE = 'replace';

export function RoutedLink({
  to,
  viewTransition = false,
  preventScrollReset = false,
  replace = false,
  children,
  ...attributes
}: {
  /** A storefront path ('/c/kinderwagens', '/de/p/…'), with its query and hash if any. */
  to: string;
  /** Whether following the link plays the page transition (components/layout/page-transitions.tsx). */
  viewTransition?: boolean;
  /** Whether the scroll position stays where it is (a filter, a sort), as <Link> has it. */
  preventScrollReset?: boolean;
  /** Whether the new page replaces the shown one in the history, as <Link replace> has it. */
  replace?: boolean;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'download'>) {
  const mark = [viewTransition ? '' : PLAIN, preventScrollReset ? STAY : '', replace ? REPLACE : '']
    .filter(Boolean)
    .join(' ');
  return (
    <a {...attributes} href={to} {...{ [MARK]: mark }}>
      {children}
    </a>
  );
}

/** What a click does to a marked anchor: the router's navigation, or null to leave it be. */
export interface RoutedClick {
  path: string;
  viewTransition: boolean;
  preventScrollReset: boolean;
  /**
   * Whether the new page replaces the shown one in the history: when the link asks for it, and
   * for a link to the page that is shown, as <Link> does.
   */
  replace: boolean;
}

/**
 * The navigation a click asks for, or null when the router is not to take it: another button,
 * a modifier key, a handler that prevented it, an anchor without the mark, one that opens
 * another tab or downloads, or one that leaves the shop's origin.
 */
export function routedClick(
  click: {
    button: number;
    metaKey: boolean;
    altKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    defaultPrevented: boolean;
  },
  anchor: {
    href: string;
    target: string;
    hasAttribute(name: string): boolean;
    getAttribute(name: string): string | null;
  },
  current: { origin: string; pathname: string; search: string; hash: string },
): RoutedClick | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const mark = anchor.getAttribute(MARK);
  if (mark === null || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const words = mark.split(' ');
  return {
    path,
    viewTransition: !words.includes(PLAIN),
    preventScrollReset: words.includes(STAY),
    replace:
      words.includes(REPLACE) || path === `${current.pathname}${current.search}${current.hash}`,
  };
}

/** Sends clicks on every RoutedLink of the document through the router (mounted once). */
export function useRoutedLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(`a[${MARK}]`)
          : null;
      if (!anchor) return;
      const click = routedClick(event, anchor, window.location);
      if (!click) return;
      event.preventDefault();
      void navigate(click.path, {
        replace: click.replace,
        viewTransition: click.viewTransition,
        preventScrollReset: click.preventScrollReset,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
