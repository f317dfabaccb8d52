/**
 * The cart page `/cart` (and `/de/cart`): the lines, coupon, totals and checkout link of the
 * browser's cart. The cart lives in the browser (IndexedDB), so the server renders the neutral
 * loading state and the lines appear once the saved cart is restored.
 */
import { STORE_VIEWS } from '@shop/core';
import { CartContents } from '../components/cart/cart-contents.tsx';
import { DeliveryPromise } from '../components/product/delivery-promise.tsx';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Shopping cart')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader() {
  // The language switcher reads `alternates` of the matched routes.
  return {
    alternates: Object.fromEntries(
      [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [view.code, localizePath(view, '/cart')]),
    ),
  };
}

export default function CartPage() {
  const t = useTranslate();
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('Shopping cart')}</h1>
      <CartContents />
      <DeliveryPromise />
    </section>
  );
}
