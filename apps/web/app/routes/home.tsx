/**
 * The home page of a store view (`/` and `/de`; core-shop §2: the empty URL is the home story):
 * the `{code}/home` story of the content service, its blocks drawn by the content renderer. A
 * store view without a home story shows a friendly slot with the way on to the categories, not
 * an error. The editor's preview of the home story works here too (its query on `/`).
 */
import { storySlugCandidates } from '@shop/core';
import { data } from 'react-router';
import { CategoryList } from '../components/category-list.tsx';
import styles from '../components/content/content.module.css';
import { loadContentPage } from '../components/content/content-page.server.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import type { CategoryLink } from '../lib/catalog.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { searchCategories } from '../lib/catalog-search.ts';
import { contentMeta } from '../lib/content-meta.ts';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import { alternateLinks, siteJsonLd } from '../lib/seo.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/home';

const HOME_ALTERNATES = { nl: '/', de: '/de' };

export const meta: Route.MetaFunction = ({ location, data }) => {
  const storeView = getStoreViewFromPath(location.pathname);
  const t = createTranslator(storeView.locale);
  const homePath = storeView.code === 'de' ? HOME_ALTERNATES.de : HOME_ALTERNATES.nl;
  const shopTitle = `${SHOP_NAME} — ${t('Baby and child products')}`;
  const site = data ? siteJsonLd(data.origin, homePath) : [];
  if (data?.page) {
    const { seo } = data.page;
    // The home page's title is the shop's unless the story's SEO fields name one.
    const hasSeoTitle = Boolean(
      (data.page.story.content as { seo?: { title?: string } }).seo?.title,
    );
    return [
      ...contentMeta(
        {
          ...data.page,
          path: homePath,
          alternates: HOME_ALTERNATES,
          seo: {
            title: hasSeoTitle ? seo.title : shopTitle,
            description: seo.description ?? t('Home page description'),
          },
        },
        // Either title is whole already (the SEO title, or the shop's own).
        false,
      ),
      ...site,
    ];
  }
  return [
    { title: shopTitle },
    { name: 'description', content: t('Home page description') },
    ...(data ? [...alternateLinks(data.origin, homePath, HOME_ALTERNATES), ...site] : []),
  ];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // `url` is the page's URL (request.url may be its data URL, e.g. /de.data).
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  const loaded = await loadContentPage(
    storySlugCandidates('', storeView.code),
    storeView,
    url,
    options,
  );
  if (loaded) {
    return data(
      { origin: url.origin, alternates: HOME_ALTERNATES, page: loaded.page, categories: [] },
      { headers: loaded.headers },
    );
  }
  // No home story: the categories, so the shopper still finds the way (not cached: the
  // story may be published any moment).
  const categories = await searchCategories(
    storeView.code,
    {
      filters: { level: [2], is_active: true, include_in_menu: true },
      sort: 'position:asc',
      includeFields: ['name', 'slug', 'url_path', 'image', 'product_count'],
    },
    options,
  )
    .then((result) =>
      result.items
        .map(toCategoryLink)
        .filter((item): item is CategoryLink => item !== null && item.productCount > 0),
    )
    .catch((error) => {
      if (request.signal.aborted) throw error;
      return [];
    });
  return data(
    { origin: url.origin, alternates: HOME_ALTERNATES, page: null, categories },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { page, categories } = loaderData;
  if (page) {
    return (
      <ContentPage
        story={page.story}
        data={page.data}
        preview={page.preview}
        fallbackTitle={`${SHOP_NAME} — ${t('Baby and child products')}`}
        home
      />
    );
  }
  return (
    <section className={styles.missing} aria-labelledby="home-missing">
      <h1 id="home-missing">{t('Welcome to {shop}', { shop: SHOP_NAME })}</h1>
      <p>{t('This page is not available right now. Our categories are:')}</p>
      <CategoryList categories={categories} />
    </section>
  );
}
