import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { appendPage, type ListingSlice } from '../../lib/listing.ts';
import styles from './listing-view.module.css';

interface Pages {
  /** The products of the loader answer these pages extend; a new answer starts over. */
  base: ProductCard[];
  shown: ProductCard[];
  next: string | null;
  /** The page URL whose products are being fetched. */
  pending: string | null;
}

/**
 * "Load more" with JavaScript: fetches only the next page's products (50 at a time, from
 * routes/listing-slice.server.ts) and appends them to the ones shown, then puts the page's URL in the
 * address bar, so reloading, sharing or coming back renders the same list on the server. Without
 * JavaScript, or when the fetch fails, the link is followed as it is and the server renders
 * pages 1..N.
 */
export function useLoadMore(products: ProductCard[], loadMoreHref: string | null) {
  const [pages, setPages] = useState<Pages>({
    base: products,
    shown: products,
    next: loadMoreHref,
    pending: null,
  });
  let current = pages;
  if (pages.base !== products) {
    // Another loader answer (filters, sort, back navigation): its products are the list again.
    current = { base: products, shown: products, next: loadMoreHref, pending: null };
    setPages(current);
  }

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = current.next;
    // A new tab or window follows the plain link.
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (current.pending) return;
    setPages({ ...current, pending: href });
    fetch(`/_listing?${new URLSearchParams({ href })}`)
      .then((response) => (response.ok ? (response.json() as Promise<ListingSlice>) : null))
      .catch(() => null)
      .then((slice) => {
        // Without an answer the server renders the page as a plain link would.
        if (!slice) return window.location.assign(href);
        setPages((previous) => {
          // Another loader answer (filters, sort) came in meanwhile: its list stays.
          if (previous.pending !== href) return previous;
          window.history.replaceState(window.history.state, '', href);
          return {
            ...previous,
            shown: appendPage(previous.shown, slice.products),
            next: slice.loadMoreHref,
            pending: null,
          };
        });
      });
  };

  return {
    products: current.shown,
    loadMoreHref: current.next,
    loading: current.pending !== null,
    loadMore,
  };
}

/**
 * "Load more": a link to the next page (`?page=N`), whose answer holds every product up to that
 * page, so it works without JavaScript and a shared URL shows the same list. With JavaScript
 * `onLoadMore` fetches only the next page (see useLoadMore); the cards already shown stay.
 */
export function LoadMore({
  href,
  shown,
  total,
  loading,
  onLoadMore,
}: {
  href: string | null;
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useTranslate();
  return (
    <div className={styles.more}>
      <p className={styles.progress}>{t('{shown} of {total} products', { shown, total })}</p>
      {href ? (
        <Link
          to={href}
          preventScrollReset
          onClick={onLoadMore}
          className={styles.moreLink}
          aria-disabled={loading ? 'true' : undefined}
        >
          {loading ? t('Loading…') : t('Load more')}
        </Link>
      ) : null}
    </div>
  );
}
