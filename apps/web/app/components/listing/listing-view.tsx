import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { trackEvent } from '../../lib/analytics.ts';
import type { ProductCard } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { ActiveFilter, Facet, SortLink } from '../../lib/listing.ts';
import { HydrateLater } from '../layout/hydrate-later.tsx';
import { PriceNote } from '../price-note.tsx';
import { ProductGrid } from '../product-grid.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { ListingFacets } from './listing-facets.tsx';
import { ListingSort } from './listing-sort.tsx';
import styles from './listing-view.module.css';
import { LoadMore, useLoadMore } from './load-more.tsx';

export interface ListingViewProps {
  products: ProductCard[];
  total: number;
  facets: Facet[];
  activeFilters: ActiveFilter[];
  sortLinks: SortLink[];
  clearFiltersHref: string;
  loadMoreHref: string | null;
  /** Shown instead of the grid when the listing has no products and no filter is chosen. */
  emptyMessage: string;
  /** The list's name for analytics (the category's name, or the search). */
  listName: string;
  /**
   * A category listing's path (names, top first): every product it shows is in that category,
   * so analytics names it as each card's categories. A search has none: each card has its own.
   */
  categoryPath?: readonly string[];
}

/**
 * A card as an analytics item: its categories are the category listing's path, or, in a list of
 * many categories' products (search results), the card's own.
 */
const cardItem = (card: ProductCard, categoryPath: readonly string[] | undefined) => ({
  sku: card.sku,
  name: card.name,
  finalPrice: card.price,
  categoryPath: categoryPath ?? card.categoryPath,
});

/**
 * The body shared by the category and search listings: product count and sort, the facets
 * (a "Filter" panel on mobile, a left column on desktop), the chosen filters, the grid and load more.
 * The cards say "inkl. MwSt." beside each price; the one full note of the page ("Alle Preise inkl.
 * MwSt., zzgl. Versandkosten", linked to the shipping page) sits under the product count, as
 * German shops put it once per listing rather than on every card.
 */
export function ListingView(props: ListingViewProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  const filtered = props.activeFilters.length > 0;
  const more = useLoadMore(props.products, props.loadMoreHref);
  const { listName, products, categoryPath } = props;
  // The listing's products are seen, again after a sort or filter (secondary-areas §7).
  useEffect(() => {
    if (products.length > 0)
      trackEvent(
        'view_item_list',
        listName,
        products.map((card) => cardItem(card, categoryPath)),
      );
  }, [listName, products, categoryPath]);
  /** A card's link is followed: the product chosen from this list (select_item). */
  const onResultsClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('.product-card__link');
    if (!link) return;
    const links = [...event.currentTarget.querySelectorAll('.product-card__link')];
    const card = more.products[links.indexOf(link)];
    if (card)
      trackEvent('select_item', listName, {
        ...cardItem(card, categoryPath),
        index: links.indexOf(link),
      });
  };
  let results: ReactNode;
  if (more.products.length > 0) {
    results = (
      <>
        <ProductGrid products={more.products} />
        <LoadMore
          href={more.loadMoreHref}
          shown={more.products.length}
          total={props.total}
          loading={more.loading}
          onLoadMore={more.loadMore}
        />
      </>
    );
  } else if (filtered) {
    results = (
      <div className={styles.empty} role="status">
        <p>{t('No products match these filters')}</p>
        <p>
          <Link to={props.clearFiltersHref} preventScrollReset rel="nofollow">
            {t('Clear all filters')}
          </Link>
        </p>
      </div>
    );
  } else {
    results = (
      <p className={styles.empty} role="status">
        {props.emptyMessage}
      </p>
    );
  }
  return (
    <div className={styles.listing}>
      <div className={styles.toolbar}>
        <div className={styles.summary}>
          <p className={styles.count} aria-live="polite">
            {t(props.total === 1 ? '{count} product' : '{count} products', { count: props.total })}
          </p>
          {props.total > 0 ? (
            <p className={styles.priceNote}>
              <PriceNote taxNote={storeView.pricesIncludeTax ? 'incl. VAT' : 'excl. VAT'} all />
            </p>
          ) : null}
        </div>
        {props.total > 1 ? (
          <ListingSort
            links={props.sortLinks}
            onSort={(sort) => trackEvent('sort_use', sort, listName)}
          />
        ) : null}
      </div>
      <div
        className={
          props.facets.length > 0 ? `${styles.columns} ${styles.withFacets}` : styles.columns
        }
      >
        {props.facets.length > 0 ? (
          <aside className={styles.facets}>
            {/* A listing's filters (some 170 elements) hydrate in a task of their own, before
                the cards: the page's part stays a short task of a phone's main thread. */}
            <HydrateLater>
              <ListingFacets
                facets={props.facets}
                activeCount={props.activeFilters.length}
                onFilter={(facet, value, active) =>
                  trackEvent('filter_use', facet, value, active, listName)
                }
              />
            </HydrateLater>
          </aside>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to its cards' links being followed */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard clicks too */}
        <div className={styles.results} onClick={onResultsClick}>
          <ActiveFilters
            filters={props.activeFilters}
            clearHref={props.clearFiltersHref}
            onRemove={(filter) =>
              // Named by the facet's key, as when it was set (the label is the shopper's language).
              trackEvent('filter_use', filter.facetKey, filter.label, false, listName)
            }
          />
          <h2 className="visually-hidden">{t('Products')}</h2>
          {results}
        </div>
      </div>
    </div>
  );
}
