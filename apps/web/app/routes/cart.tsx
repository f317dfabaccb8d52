/**
 * The cart page `/cart` (and `/de/cart`): the lines, coupon, totals and checkout link of the
 * browser's cart. The cart lives in the browser (IndexedDB), so the server renders the loading
 * state and the lines appear once the saved cart is restored. An empty cart suggests the top
 * categories and a few recommended products (the same for everyone, so rendered with the page,
 * already beside the loading state: an empty cart then moves nothing once known).
 */
import { STORE_VIEWS } from '@shop/core';
import { CartContents } from '../components/cart/cart-contents.tsx';
import { EmptyPageSuggestions } from '../components/empty-page-suggestions.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { DeliveryPromises } from '../components/layout/delivery-promise-text.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { createTranslator, useStoreView, useTranslate } from '../lib/i18n.ts';
import { getSuggestedProducts, getTopCategories } from '../lib/listing-api.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/cart';

/** The cart (secondary-areas §2 page type Cart). */
export const handle: PageTypeHandle = { pageType: 'Cart' };

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Shopping cart')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  // Suggestions are extras: the cart renders without them.
  const [categories, products] = await Promise.all([
    getTopCategories(storeView.code, options).catch(() => []),
    getSuggestedProducts(storeView, options),
  ]);
  return {
    // The language switcher reads `alternates` of the matched routes.
    alternates: cartAlternates(),
    categories: categories.map(toCategoryLink).filter((item) => item !== null),
    products,
  };
}

/**
 * Following a link to the cart: the server's suggestions while online; offline the cart shows
 * from the browser's own data at once (with the offline notice), without the suggestions.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (navigator.onLine) return serverLoader();
  return { alternates: cartAlternates(), categories: [], products: [] };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { categories, products } = loaderData;
  const suggestions = (
    <EmptyPageSuggestions idPrefix="cart-empty" categories={categories} products={products} />
  );
  const emptyText = t('Find something you like and add it to your cart.');
  const emptyAction = { label: t('Continue shopping'), to: localizePath(storeView, '/') };
  return (
    <section className="cart-page" aria-labelledby="cart-title" data-page-type={handle.pageType}>
      <h1 id="cart-title">{t('Shopping cart')}</h1>
      <CartContents
        page
        summaryEnd={<DeliveryPromises detailed />}
        // Until the saved cart is restored: the empty state's layout with its suggestions, so an
        // empty cart (a first visit's) shifts nothing when known; lines replace it otherwise.
        restoring={
          <EmptyState
            pending
            title={t('Loading your shopping cart')}
            text={emptyText}
            action={emptyAction}
          >
            {suggestions}
          </EmptyState>
        }
        empty={
          <EmptyState
            title={t('Your shopping cart is empty.')}
            text={emptyText}
            action={emptyAction}
          >
            {suggestions}
          </EmptyState>
        }
      />
    </section>
  );
}

/** The cart page in each store view, for the language switcher. */
function cartAlternates(): Record<string, string> {
  return Object.fromEntries(
    [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [view.code, localizePath(view, '/cart')]),
  );
}
