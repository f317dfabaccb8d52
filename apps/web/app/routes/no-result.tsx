/**
 * The no-result page `/no-result?q=…`: the query that found nothing, search tips and the top
 * categories from the catalogue (the search page shows the same content in place).
 */

import { STORE_VIEWS } from '@shop/core';
import { NoResultContent } from '../components/listing/no-result-content.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { catalogueUnavailable } from '../lib/catalogue-unavailable.ts';
import { createTranslator } from '../lib/i18n.ts';
import { DEFAULT_SORT, listingSearch } from '../lib/listing.ts';
import { getSuggestedProducts, getTopCategories } from '../lib/listing-api.ts';
import { readSearchText } from '../lib/search-text.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/no-result';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [{ title: `${t('No results')} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const query = readSearchText(url.searchParams);
  const search = listingSearch({ query, filters: {}, sort: DEFAULT_SORT, page: 1 });
  const alternates = Object.fromEntries(
    [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [
      view.language,
      `${localizePath(view, '/no-result')}${search}`,
    ]),
  );
  try {
    const options = apiCallOptions(request, context);
    const [categories, products] = await Promise.all([
      getTopCategories(storeView.code, options),
      getSuggestedProducts(storeView, options),
    ]);
    return {
      query,
      alternates,
      categories: categories.map(toCategoryLink).filter((item) => item !== null),
      products,
    };
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'no-result', request.signal);
  }
}

export default function NoResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <NoResultContent
      query={loaderData.query}
      categories={loaderData.categories}
      products={loaderData.products}
    />
  );
}
