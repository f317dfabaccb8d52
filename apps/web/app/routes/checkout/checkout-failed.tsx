/**
 * The failed-payment page `/checkout-failed`: the provider sends the shopper here after a canceled,
 * failed or rejected payment (`?order_hash=&reason=`). It only shows: the order is canceled by the
 * provider's push, and its products are still in the cart, which this page connects to the
 * customer's cart again so the shopper can try once more.
 */
import { Link, redirect, useSearchParams } from 'react-router';
import styles from '../../components/checkout/checkout.module.css';
import { OrderDetails, useOrderStatus } from '../../components/checkout/order-result.tsx';
import { useKeepCartAfterFailedPayment } from '../../components/checkout/use-return.ts';
import { createTranslator, type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import type { Route } from './+types/checkout-failed';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Your payment did not go through')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
    // The address carries a secret (order hash): no Referer with it, not even to the shop.
    { name: 'referrer', content: 'no-referrer' },
  ];
};

/** A provider's POST return: the same page by GET (the posted fields change nothing). */
export function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}

const REASONS: Record<string, MessageKey> = {
  canceled: 'You canceled the payment.',
  rejected: 'The payment was rejected.',
  error: 'Something went wrong with the payment.',
};

export default function CheckoutFailedPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const [params] = useSearchParams();
  const status = useOrderStatus(params.get('order_hash'));
  const textsReady = useMessageArea(storeView.locale, 'checkout');
  useKeepCartAfterFailedPayment();
  const reason = REASONS[params.get('reason') ?? ''] ?? 'Something went wrong with the payment.';
  return (
    <section className={styles.page} aria-labelledby="failed-title">
      <h1 id="failed-title">{t('Your payment did not go through')}</h1>
      <p role="alert">{t(reason)}</p>
      <p>{t('The products are still in your shopping cart, so you can try again.')}</p>
      {status.kind === 'ready' && textsReady ? <OrderDetails order={status.order} /> : null}
      <p className={styles.actions}>
        <Link className={styles.placeOrder} to={localizePath(storeView, '/checkout')}>
          {t('Try again')}
        </Link>
        <Link to={localizePath(storeView, '/cart')}>{t('View shopping cart')}</Link>
      </p>
    </section>
  );
}
