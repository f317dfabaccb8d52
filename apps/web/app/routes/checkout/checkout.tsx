/**
 * The checkout `/checkout` (and `/de/checkout`; logged-in shoppers only, 'You need to be logged in
 * to go through the checkout process.'). The login and the cart live in the browser, so the server
 * renders a neutral loading state; in the browser the page shows the checkout, or, for a shopper
 * who is not logged in, the message with the first step: create the account there, or log in.
 */
import { CHECKOUT_LOGIN_REQUIRED_MESSAGE, STORE_VIEWS } from '@shop/core';
import { useEffect } from 'react';
import styles from '../../components/checkout/checkout.module.css';
import { Checkout } from '../../components/checkout/checkout.tsx';
import { GuestDetails } from '../../components/checkout/guest-details.tsx';
import { createTranslator, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import { startSession, useUser } from '../../stores/user.ts';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [{ title: `${t('Checkout')} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
};

export function loader() {
  // The language switcher reads `alternates` of the matched routes.
  return { alternates: checkoutAlternates() };
}

/**
 * Following a link to the checkout needs nothing from the server, so it opens offline as well
 * (an order placed offline is queued, core-shop §4).
 */
export function clientLoader() {
  return { alternates: checkoutAlternates() };
}

function checkoutAlternates(): Record<string, string> {
  return Object.fromEntries(
    [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [view.code, localizePath(view, '/checkout')]),
  );
}

export default function CheckoutPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { current, starting } = useUser();
  const textsReady = useMessageArea(storeView.locale, 'checkout');

  useEffect(() => {
    void startSession(storeView);
  }, [storeView]);

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('Checkout')}</h1>
      {starting || !textsReady ? (
        <p role="status">{t('Loading your account')}</p>
      ) : current ? (
        <Checkout user={current} />
      ) : (
        <div className={styles.login}>
          <p>{t(CHECKOUT_LOGIN_REQUIRED_MESSAGE)}</p>
          <GuestDetails />
        </div>
      )}
    </section>
  );
}
