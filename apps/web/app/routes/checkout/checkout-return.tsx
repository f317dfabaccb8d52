/**
 * The order return page `/checkout-return`: after a payment at the provider (`?order_hash=`), after
 * an order paid by transfer, Riverty, on delivery or free (`?result=1&order_hash=`), and for an
 * order that waits in this browser's queue (`?queued=`: offline or after a server error; never
 * shown as placed before the server accepted it). It only shows: the payment changes through the
 * provider, never through this page. A provider may post its return (Buckaroo does): the action
 * answers with this page's address to get.
 */
import { redirect, useSearchParams } from 'react-router';
import styles from '../../components/checkout/checkout.module.css';
import {
  isOrderFailed,
  OrderDetails,
  useOrderStatus,
} from '../../components/checkout/order-result.tsx';
import { QueuedOrderStatus } from '../../components/checkout/queued-order.tsx';
import { usePurchaseEvent } from '../../components/checkout/use-purchase-event.ts';
import { useClearCartAfterPayment } from '../../components/checkout/use-return.ts';
import { createTranslator, type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import type { Route } from './+types/checkout-return';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Thank you for your order')} — ${SHOP_NAME}` },
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

export default function CheckoutReturnPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const textsReady = useMessageArea(storeView.locale, 'checkout');
  const [params] = useSearchParams();
  const orderHash = params.get('order_hash');
  const queued = params.get('queued');
  const status = useOrderStatus(queued ? null : orderHash);
  const failed = status.kind === 'ready' && isOrderFailed(status.order);
  useClearCartAfterPayment(status);
  usePurchaseEvent(status.kind === 'ready' ? status.order : null);

  if (queued) {
    return (
      <section className={styles.page} aria-labelledby="return-title">
        <h1 id="return-title">{t('Your order is waiting to be sent')}</h1>
        {textsReady ? (
          <QueuedOrderStatus orderId={queued} />
        ) : (
          <p aria-busy="true">{t('Loading your order')}</p>
        )}
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="return-title">
      <h1 id="return-title">
        {failed ? t('Your order has been canceled') : t('Thank you for your order')}
      </h1>
      {status.kind === 'loading' || !textsReady ? (
        <p aria-busy="true">{t('Loading your order')}</p>
      ) : status.kind === 'missing' ? (
        <p role="alert">{t('Unable to retrieve order')}</p>
      ) : status.kind === 'error' ? (
        <p role="alert">{t(status.message as MessageKey)}</p>
      ) : (
        <OrderDetails order={status.order} />
      )}
    </section>
  );
}
