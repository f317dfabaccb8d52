/**
 * The category listing `/c/{slug}` (and `/de/c/{slug}`): breadcrumbs, sub-category links, facets,
 * sort, the product grid and load more, all driven by the URL query so every control is a plain
 * link. Unknown or inactive categories answer 404.
 */

import { STORE_VIEWS, type StoreView } from '@shop/core';
import { useMemo } from 'react';
import { Breadcrumbs } from '../components/listing/breadcrumbs.tsx';
import styles from '../components/listing/listing-view.module.css';
import { ListingView } from '../components/listing/listing-view.tsx';
import { QuickCategoryNav } from '../components/listing/quick-category-nav.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { getCategoryPath } from '../lib/catalog.ts';
import { catalogueUnavailable } from '../lib/catalogue-unavailable.ts';
import { addJsonLd } from '../lib/crawler-head.server.ts';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import {
  DEFAULT_SORT,
  type ListingState,
  listingSearch,
  readPage,
  readSort,
  toMetaDescription,
} from '../lib/listing.ts';
import {
  fetchListing,
  getCategoryBySlug,
  getFacetAttributes,
  toListingView,
} from '../lib/listing-api.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/category';

/** A category listing (secondary-areas §2 page type PLP). */
export const handle: PageTypeHandle = { pageType: 'PLP' };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return [
    { title: `${seo.title} — ${SHOP_NAME}` },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.hreflang.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.language,
      href: alternate.href,
    })),
  ];
};

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  // `url` is the page's URL (request.url may be its data URL, e.g. /c/x.data).
  const storeView = getStoreViewFromPath(url.pathname);
  const otherView = storeView.code === 'de' ? STORE_VIEWS.nl : STORE_VIEWS.de;
  const t = createTranslator(storeView.locale);
  const options = apiCallOptions(request, context);
  try {
    const [category, attributes] = await Promise.all([
      getCategoryBySlug(storeView.code, params.slug, options),
      getFacetAttributes(storeView.code, options),
    ]);
    if (!category) throw new Response(t('Page not found'), { status: 404 });

    const path = getCategoryPath(storeView, category.slug);
    const state: Omit<ListingState, 'filters'> = {
      sort: readSort(url.searchParams),
      page: readPage(url.searchParams),
    };
    const listing = await fetchListing({
      storeView,
      params: url.searchParams,
      path,
      state,
      attributes,
      scope: { categoryId: category.id },
      priceLabel: t('Price'),
      options,
    });

    const home = { name: t('Home'), path: localizePath(storeView, '/') };
    const crumbs = [
      home,
      ...category.parents.map((parent) => ({
        name: parent.name,
        path: getCategoryPath(storeView, parent.slug),
      })),
      { name: category.name, path },
    ];
    const alternates: Partial<Record<StoreView['language'], string>> = {
      [storeView.language]: path,
    };
    // The category document names its slug in the other language.
    const otherSlug = category.slugs[otherView.language];
    if (otherSlug) alternates[otherView.language] = getCategoryPath(otherView, otherSlug);
    const pageQuery = listingSearch({ filters: {}, sort: DEFAULT_SORT, page: state.page });
    // For crawlers, in the server's HTML only: not part of the page data.
    addJsonLd(context, [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: `${url.origin}${crumb.path}`,
        })),
      },
    ]);

    return {
      category: {
        name: category.name,
        intro: toMetaDescription(category.description, Number.POSITIVE_INFINITY),
      },
      crumbs,
      /** Quick navigation: back to the parent (home for a top category) and the children. */
      parent: crumbs[crumbs.length - 2] ?? home,
      children: category.children.map((child) => ({
        name: child.name,
        path: getCategoryPath(storeView, child.slug),
      })),
      listing: toListingView(listing, path, state),
      /** Read by the header's language switch through useMatches(): the same category per language. */
      alternates,
      seo: {
        title: category.name,
        description:
          toMetaDescription(category.description) ??
          t('Category page description', { category: category.name }),
        canonical: `${url.origin}${path}${pageQuery}`,
        hreflang: [
          ...Object.entries(alternates).map(([language, href]) => ({
            language,
            href: `${url.origin}${href}`,
          })),
          // The Dutch page is the default for other languages, as on every page and in the sitemap.
          ...(alternates.nl
            ? [{ language: 'x-default', href: `${url.origin}${alternates.nl}` }]
            : []),
        ],
      },
    };
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'category', request.signal);
  }
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { category, crumbs, children, parent } = loaderData;
  // The category's path for analytics: the crumbs without the home page.
  const categoryPath = useMemo(() => crumbs.slice(1).map((crumb) => crumb.name), [crumbs]);
  return (
    <div data-page-type={handle.pageType}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.intro ? <p className={styles.intro}>{category.intro}</p> : null}
        <QuickCategoryNav parent={parent} links={children} depth={crumbs.length - 1} />
      </header>
      <ListingView
        {...loaderData.listing}
        listName={category.name}
        categoryPath={categoryPath}
        emptyMessage={t('There are no products in this category yet.')}
      />
    </div>
  );
}
