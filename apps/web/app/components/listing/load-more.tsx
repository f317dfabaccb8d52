import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ProductCard } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { appendPage, sliceHref } from '../../lib/listing.ts';
import styles from './listing-view.module.css';

/** The part of a listing loader's answer that "load more" reads. */
interface SliceAnswer {
  listing?: { products: ProductCard[]; loadMoreHref: string | null };
}

interface Pages {
  /** The products of the loader answer these pages extend; a new answer starts over. */
  base: ProductCard[];
  shown: ProductCard[];
  next: string | null;
  /** The page URL whose products are being fetched. */
  pending: string | null;
}

/**
 * "Load more" with JavaScript: fetches only the next page's products (`slice=1`, 50 at a time)
 * and appends them to the ones shown, then puts the page's URL in the address bar, so reloading,
 * sharing or coming back renders the same list on the server. Without JavaScript the link is
 * followed as it is and the server renders pages 1..N.
 */
export function useLoadMore(products: ProductCard[], loadMoreHref: string | null) {
  const fetcher = useFetcher<SliceAnswer>();
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

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer?.listing) return;
    const { listing } = answer;
    setPages((previous) => {
      if (!previous.pending) return previous;
      window.history.replaceState(window.history.state, '', previous.pending);
      return {
        ...previous,
        shown: appendPage(previous.shown, listing.products),
        next: listing.loadMoreHref,
        pending: null,
      };
    });
  }, [answer]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = current.next;
    // A new tab or window follows the plain link.
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (current.pending) return;
    setPages({ ...current, pending: href });
    fetcher.load(sliceHref(href));
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
