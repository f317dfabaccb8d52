/**
 * The wishlist page `/wishlist` and `/my-lists` (the tab bar's link), under /de too
 * (secondary-areas §2): the products on this browser's list (a guest's) or the customer's, each
 * with its image, name, current price (the cards' price rules), stock, add to cart and remove. The
 * list is personal, so the server renders the page without it and the browser fills it in; an
 * empty list suggests categories and products (the same for everyone, rendered with the page).
 * A logged-in customer also finds their birth list here.
 */
import { STORE_VIEWS } from '@shop/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyPageSuggestions } from '../components/empty-page-suggestions.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { WishlistItems } from '../components/wishlist/wishlist-items.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { createTranslator, useStoreView, useTranslate } from '../lib/i18n.ts';
import { getSuggestedProducts, getTopCategories } from '../lib/listing-api.ts';
import { getAccessToken } from '../lib/session.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/wishlist';

// The customer's birth list beside the wishlist (the tab bar's lists): loaded with a login only.
const BirthListCard = lazy(() => import('../components/birthlist/birthlist-card.tsx'));

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [{ title: `${t('My wishlist')} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  const page = url.pathname.endsWith('/my-lists') ? '/my-lists' : '/wishlist';
  // Suggestions are extras: the page renders without them.
  const [categories, products] = await Promise.all([
    getTopCategories(storeView.code, options).catch(() => []),
    getSuggestedProducts(storeView, options),
  ]);
  return {
    // The language switcher reads `alternates` of the matched routes.
    alternates: Object.fromEntries(
      [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [view.code, localizePath(view, page)]),
    ),
    categories: categories.map(toCategoryLink).filter((item) => item !== null),
    products,
  };
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { categories, products } = loaderData;
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">{t('My wishlist')}</h1>
      <CustomerBirthList />
      <WishlistItems
        empty={
          <EmptyState
            icon="heart"
            title={t('Your wishlist is empty.')}
            text={t(
              'Tap the heart on a product to save it here for later, or to share your wishes.',
            )}
            action={{ label: t('Discover our products'), to: localizePath(storeView, '/') }}
          >
            <EmptyPageSuggestions
              idPrefix="wishlist-empty"
              categories={categories}
              products={products}
            />
          </EmptyState>
        }
      />
    </section>
  );
}

/** The birth list card for a logged-in customer; nothing on the server or for a guest. */
function CustomerBirthList() {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(getAccessToken() !== null), []);
  return loggedIn ? (
    <Suspense fallback={null}>
      <BirthListCard />
    </Suspense>
  ) : null;
}
