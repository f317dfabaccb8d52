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

export function StorePurchases() {
  const t = useTranslate();
  const storeView = useStoreView();
  const email = useUser().current?.email ?? null;
  const [orders, setOrders] = useState<OfflineOrderSummary[] | null | 'failed'>(null);

  useEffect(() => {
    if (!email) return;
    let current = true;
    getOfflineOrders(email)
      .then((list) => current && setOrders(list))
      .catch((error: unknown) => {
        console.warn('[account] the store purchases could not be loaded:', error);
        if (current) setOrders('failed');
      });
    return () => {
      current = false;
    };
  }, [email]);

  if (orders === 'failed') return null;
  return (
    <section aria-labelledby="store-purchases-title" data-testid="store-purchases">
      <h2 id="store-purchases-title">{t('Store purchases')}</h2>
      {orders === null ? <p role="status">{t('Loading')}</p> : null}
      {orders && orders.length === 0 ? (
        <p>{t('You have not bought anything in our stores yet.')}</p>
      ) : null}
      {orders && orders.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Receipt')}</th>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Store')}</th>
              <th scope="col">{t('Total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_id}>
                <td>
                  <Link
                    to={localizePath(
                      storeView,
                      `${ACCOUNT_PATH}/purchases/store/${encodeURIComponent(order.order_id)}`,
                    )}
                  >
                    {order.receipt_id}
                  </Link>
                </td>
                <td>{formatOrderDate(order.created_at, storeView.locale)}</td>
                <td>{order.store_name}</td>
                <td>{formatPrice(order.grand_total, storeView.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
