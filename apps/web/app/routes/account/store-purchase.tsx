/**
 * One store purchase `/my-account/purchases/store/{id}` (secondary-areas §3 offline order
 * detail): the store where it was bought, the receipt, the date, the lines and the total, in the
 * account's order layout. Another customer's purchase, or none, answers 'Unable to retrieve
 * order'.
 */
import { formatPrice } from '@shop/core';
import { Link, useParams } from 'react-router';
import styles from '../../components/account/account.module.css';
import { FormAlert } from '../../components/account/form-field.tsx';
import { OrderSummary } from '../../components/checkout/order-summary.tsx';
import { useAccountOrder } from '../../lib/account-form.ts';
import { ACCOUNT_PATH, accountMeta } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { formatOrderDate } from '../../lib/order-view.ts';
import { getOfflineOrder } from '../../lib/store-api.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { Route } from './+types/store-purchase';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'Store purchases');

export default function StorePurchasePage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { orderId = '' } = useParams();
  const { order, problem } = useAccountOrder(orderId, getOfflineOrder);

  const store = order?.store ?? null;
  return (
    <>
      <h1>
        {order ? t('Store purchase {number}', { number: order.receipt_id }) : t('Store purchases')}
      </h1>
      <FormAlert message={problem} />
      {!order && !problem ? <p role="status">{t('Loading')}</p> : null}
      {order ? (
        <>
          <div className={styles.card}>
            <dl>
              <dt>{t('Bought in')}</dt>
              <dd>
                <strong>{order.store_name}</strong>
                {store ? (
                  <>
                    <br />
                    {[store.street, store.house_number].filter(Boolean).join(' ')}, {store.postcode}{' '}
                    {store.city}
                  </>
                ) : null}
              </dd>
              <dt>{t('Receipt')}</dt>
              <dd>{order.receipt_id}</dd>
              <dt>{t('Date')}</dt>
              <dd>{formatOrderDate(order.created_at, storeView.locale)}</dd>
              <dt>{t('Articles')}</dt>
              <dd>{order.items_count}</dd>
              <dt>{t('Total')}</dt>
              <dd>{formatPrice(order.grand_total, storeView.locale)}</dd>
            </dl>
          </div>
          <OrderSummary
            order={{
              // A till's receipt holds amounts incl. tax in both store views.
              lines: order.items.map((line) => ({
                name: line.name,
                qty: line.qty_ordered,
                options: [],
                rowTotal: line.row_total_incl_tax,
              })),
              address: null,
              deliveryMethod: null,
              expectedDeliveryDate: null,
              pickup: false,
              failed: false,
              inStore: true,
            }}
          />
        </>
      ) : null}
      <p>
        <Link to={localizePath(storeView, `${ACCOUNT_PATH}/purchases`)}>
          {t('Back to my purchases')}
        </Link>
      </p>
    </>
  );
}
