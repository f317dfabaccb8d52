/**
 * The search listing `/search?q=…`: the same facets, sort, grid and load more as a category. The
 * text has its HTML stripped and needs at least 3 characters (shorter texts are not searched). A
 * search without results shows the no-result content in place, with status 200, so the URL keeps
 * the shopper's query (no redirect, one request less). A search that fails is logged and shows
 * nothing (secondary-areas §8: a failed search load is logged and search shows nothing), not an
 * error page: the page keeps its heading, header and menu, with the status of the failure (503
 * with Retry-After, else 502) so that no cache keeps it.
 */

import { STORE_VIEWS } from '@shop/core';
import { useEffect } from 'react';
import { data } from 'react-router';
import { DidYouMean } from '../components/listing/did-you-mean.tsx';
import styles from '../components/listing/listing-view.module.css';
import { ListingView } from '../components/listing/listing-view.tsx';
import { NoResultContent } from '../components/listing/no-result-content.tsx';
import { SearchSuggestions } from '../components/listing/search-suggestions.tsx';
import { trackEvent, trackSearchClick } from '../lib/analytics.ts';
import { apiCallOptions } from '../lib/api-context.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { catalogueFailureStatus, logCatalogueFailure } from '../lib/catalogue-unavailable.ts';
import { createTranslator, useStoreView, useTranslate } from '../lib/i18n.ts';
import {
  DEFAULT_SORT,
  type ListingState,
  listingSearch,
  readPage,
  readSort,
  SEARCH_MIN_LENGTH,
} from '../lib/listing.ts';
import {
  fetchListing,
  getFacetAttributes,
  getSuggestedProducts,
  getTopCategories,
  toListingView,
} from '../lib/listing-api.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import { searchClickOf } from '../lib/search-click.ts';
import { readSearchText } from '../lib/search-text.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/search';

/** The search listing (secondary-areas §2 page type SEARCH). */
export const handle: PageTypeHandle = { pageType: 'SEARCH' };

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  const query = loaderData?.query ?? '';
  return [
    { title: `${query ? t('Search: {query}', { query }) : t('Search')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** A failed search is not stored by a cache and says when to come back (Retry-After). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of ['cache-control', 'retry-after']) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const t = createTranslator(storeView.locale);
  const query = readSearchText(url.searchParams);
  const path = localizePath(storeView, '/search');
  const alternates = Object.fromEntries(
    [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [
      view.language,
      `${localizePath(view, '/search')}${query ? listingSearch({ query, filters: {}, sort: DEFAULT_SORT, page: 1 }) : ''}`,
    ]),
  );
  if (query.length < SEARCH_MIN_LENGTH) return { kind: 'too-short' as const, query, alternates };

  const options = apiCallOptions(request, context);
  try {
    const state: Omit<ListingState, 'filters'> = {
      query,
      sort: readSort(url.searchParams),
      page: readPage(url.searchParams),
    };
    const attributes = await getFacetAttributes(storeView.code, options);
    const listing = await fetchListing({
      storeView,
      params: url.searchParams,
      path,
      state,
      attributes,
      scope: { query },
      priceLabel: t('Price'),
      options,
    });
    if (listing.total === 0 && Object.keys(listing.filters).length === 0) {
      const [categories, products] = await Promise.all([
        getTopCategories(storeView.code, options),
        getSuggestedProducts(storeView, options),
      ]);
      return {
        kind: 'no-result' as const,
        query,
        alternates,
        categories: categories.map(toCategoryLink).filter((item) => item !== null),
        products,
        suggestedQuery: listing.suggestedQuery,
      };
    }
    return {
      kind: 'results' as const,
      query,
      alternates,
      listing: toListingView(listing, path, state),
      correctedQuery: listing.correctedQuery,
    };
  } catch (error) {
    // A visitor who navigated away gets the abort back (nothing to show, nothing to log).
    if (request.signal.aborted || error instanceof Response) throw error;
    logCatalogueFailure(error, storeView, 'search');
    const { status, headers } = catalogueFailureStatus(error);
    return data({ kind: 'failed' as const, query, alternates }, { status, headers });
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  /** A result or suggestion of this search followed (secondary-areas §7 search_click). */
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (!loaderData.query) return;
    const click = searchClickOf(event.target, event.currentTarget);
    if (click) trackSearchClick(loaderData.query, click);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: it only listens to the links inside, which keys follow too
    <div data-page-type={handle.pageType} onClick={onClick}>
      <SearchContent loaderData={loaderData} />
    </div>
  );
}

function SearchContent({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const t = useTranslate();
  const storeView = useStoreView();
  const total = loaderData.kind === 'results' ? loaderData.listing.total : 0;
  // A search made, or one that found nothing (secondary-areas §7 search, no_search_results).
  useEffect(() => {
    if (loaderData.kind === 'too-short' || loaderData.kind === 'failed') return;
    trackEvent('search', loaderData.query, total);
    if (loaderData.kind === 'no-result') trackEvent('no_search_results', loaderData.query);
  }, [loaderData.kind, loaderData.query, total]);
  if (loaderData.kind === 'no-result') {
    // A close query that finds products is offered as a link; the field keeps what was typed.
    const suggested = loaderData.suggestedQuery;
    return (
      <NoResultContent
        query={loaderData.query}
        categories={loaderData.categories}
        products={loaderData.products}
        suggestion={
          suggested ? (
            <DidYouMean corrected={suggested} href={searchHref(storeView, suggested)} />
          ) : null
        }
      />
    );
  }
  // The search failed: logged on the server, nothing shown but the page's heading.
  if (loaderData.kind === 'failed') {
    return (
      <h1 className={styles.title} data-search-failed="">
        {t('Search: {query}', { query: loaderData.query })}
      </h1>
    );
  }
  if (loaderData.kind === 'too-short') {
    return (
      <>
        <h1 className={styles.title}>{t('Search')}</h1>
        <p className={styles.intro} role="status">
          {t('Enter at least {min} characters to search.', { min: SEARCH_MIN_LENGTH })}
        </p>
        {loaderData.query === '' ? <SearchSuggestions /> : null}
      </>
    );
  }
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t("Search results for '{query}'", { query: loaderData.query })}
        </h1>
        {loaderData.correctedQuery ? (
          <DidYouMean
            corrected={loaderData.correctedQuery}
            href={searchHref(storeView, loaderData.correctedQuery)}
          />
        ) : null}
      </header>
      <ListingView
        {...loaderData.listing}
        listName={t('Search')}
        emptyMessage={t('We could not find any products for your search.')}
      />
    </>
  );
}

/** The search page of a text. */
function searchHref(storeView: Parameters<typeof localizePath>[0], query: string): string {
  return `${localizePath(storeView, '/search')}?${new URLSearchParams({ q: query })}`;
}
