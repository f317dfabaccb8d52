/**
 * The customer's store purchases beside the web orders (secondary-areas §3 Offline orders
 * overview and detail): receipt, date, store and total, newest first, each leading to its
 * detail. Loaded in the browser for the logged-in customer only (personal data); a failure is
 * logged and the list is left out (secondary-areas §8: offline-order failures are logged only).
 */
import { formatPrice } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATH } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { formatOrderDate } from '../../lib/order-view.ts';
import { getOfflineOrders, type OfflineOrderSummary } from '../../lib/store-api.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useUser } from '../../stores/user.ts';
import styles from './account.module.css';

export function StorePurchases({
  onLoaded,
}: {
  /** Told how many store purchases there are, once known. */
  onLoaded?: (count: number) => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const email = useUser().current?.email ?? null;
  const [orders, setOrders] = useState<OfflineOrderSummary[] | null | 'failed'>(null);

  useEffect(() => {
    if (!email) return;
    let current = true;
    getOfflineOrders(email)
      .then((list) => {
        if (!current) return;
        setOrders(list);
        onLoaded?.(list.length);
      })
      .catch((error: unknown) => {
        console.warn('[account] the store purchases could not be loaded:', error);
        if (current) setOrders('failed');
      });
    return () => {
      current = false;
    };
  }, [email, onLoaded]);

  if (orders === 'failed') return null;
  return (
    <section aria-labelledby="store-purchases-title" data-testid="store-purchases">
      <h2 id="store-purchases-title">{t('Store purchases')}</h2>
      {orders === null ? <p role="status">{t('Loading')}</p> : null}
      {orders && orders.length === 0 ? (
        <p>{t('You have not bought anything in our stores yet.')}</p>
      ) : null}
      {orders && orders.length > 0 ? (
        <ul className={styles.purchaseList}>
          {orders.map((order) => (
            <li key={order.order_id} className={styles.purchase}>
              <Link
                to={localizePath(
                  storeView,
                  `${ACCOUNT_PATH}/purchases/store/${encodeURIComponent(order.order_id)}`,
                )}
              >
                {order.store_name}
              </Link>
              <span className={styles.purchaseTotal}>
                {formatPrice(order.grand_total, storeView.locale)}
              </span>
              <p className={styles.purchaseMeta}>
                {formatOrderDate(order.created_at, storeView.locale)} · {t('Receipt')}{' '}
                {order.receipt_id} · {t('Articles')}: {order.items_count}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
