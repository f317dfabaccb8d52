/**
 * One purchase `/my-account/purchases/{id}`: the order with its lines, looked up in the
 * customer's order history (the API has no single-order call); 'Unable to retrieve order' when
 * the history has no such order.
 */
import { formatPrice } from '@shop/core';
import { Link, useParams } from 'react-router';
import styles from '../../components/account/account.module.css';
import { FormAlert } from '../../components/account/form-field.tsx';
import { OrderSummary } from '../../components/checkout/order-summary.tsx';
import { formatReturnDay, OrderReturns } from '../../components/returns/order-returns.tsx';
import returnStyles from '../../components/returns/returns.module.css';
import { useAccountOrder } from '../../lib/account-form.ts';
import { ACCOUNT_PATH, accountMeta } from '../../lib/account-pages.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import {
  formatOrderDate,
  type OrderView,
  PAYMENT_STATUS_LABELS,
  pageCount,
  toOrderView,
} from '../../lib/order-view.ts';
import { localizePath } from '../../lib/store-view.ts';
import { getOrders } from '../../stores/user.ts';
import type { Route } from './+types/purchase';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'My purchases');

const LOOKUP_PAGE_SIZE = 100;

export default function PurchasePage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { orderId = '' } = useParams();
  const { order, problem } = useAccountOrder(orderId, findOrder);
  const returnTexts = useMessageArea(storeView.locale, 'returns');

  return (
    <>
      <h1>{order ? t('Order {number}', { number: order.number }) : t('Order')}</h1>
      <FormAlert message={problem} />
      {!order && !problem ? <p role="status">{t('Loading')}</p> : null}
      {order ? (
        <>
          <div className={styles.card}>
            <dl>
              <dt>{t('Date')}</dt>
              <dd>{formatOrderDate(order.createdAt, storeView.locale)}</dd>
              <dt>{t('Status')}</dt>
              <dd>{order.status ? t(order.status as MessageKey) : '—'}</dd>
              {order.paymentStatus ? (
                <>
                  <dt>{t('Payment status')}</dt>
                  <dd>{t(PAYMENT_STATUS_LABELS[order.paymentStatus] ?? 'Payment pending')}</dd>
                </>
              ) : null}
              <dt>{t('Total')}</dt>
              <dd>
                {order.grandTotal === null ? '—' : formatPrice(order.grandTotal, storeView.locale)}
              </dd>
              {order.creditsPaid > 0 ? (
                <>
                  <dt>{t('Paid with gift cards and points')}</dt>
                  <dd data-testid="credits-paid">
                    {formatPrice(order.creditsPaid, storeView.locale)}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
          {order.paymentStatus === 'pending' && order.orderHash ? (
            <p>
              <Link
                to={`${localizePath(storeView, '/checkout-return')}?order_hash=${encodeURIComponent(order.orderHash)}`}
              >
                {t('View the payment of this order')}
              </Link>
            </p>
          ) : null}
          <OrderSummary
            order={{
              lines: order.lines.map((line) => ({
                name: line.name,
                qty: line.qty,
                options: line.options,
                // The store view's basis: incl. tax in every consumer view.
                rowTotal:
                  (storeView.pricesIncludeTax ? line.rowTotal : line.rowTotalExclTax) ??
                  line.rowTotal ??
                  0,
              })),
              money: order.moneyRows,
              address: order.shippingAddress,
              deliveryMethod: order.deliveryMethod,
              expectedDeliveryDate: order.expectedDeliveryDate,
              pickup: order.pickup,
              failed: order.paymentStatus === 'canceled' || order.paymentStatus === 'failed',
            }}
          />
          {returnTexts ? (
            <section aria-labelledby="order-returns-title">
              {order.returns.length > 0 ? (
                <>
                  <h2 id="order-returns-title">{t('Your returns')}</h2>
                  <OrderReturns
                    t={t}
                    returns={order.returns}
                    formatDay={(iso) => formatReturnDay(iso, storeView.locale)}
                  />
                </>
              ) : null}
              {/* Goods went out for a paid order (or one with nothing to pay): the form says until when. */}
              {order.paymentStatus === 'paid' || order.paymentStatus === 'not_required' ? (
                <p>
                  <Link
                    className={returnStyles.action}
                    to={localizePath(
                      storeView,
                      `${ACCOUNT_PATH}/purchases/${encodeURIComponent(order.number)}/return`,
                    )}
                  >
                    {t('Return items')}
                  </Link>
                </p>
              ) : null}
            </section>
          ) : null}
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

/** Pages through the history until the order shows up (by id or order number). */
async function findOrder(id: string): Promise<OrderView | null> {
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = await getOrders({ pageSize: LOOKUP_PAGE_SIZE, currentPage: page });
    const found = answer.items
      .map(toOrderView)
      .find((order) => order.id === id || order.number === id);
    if (found) return found;
    pages = pageCount(answer.total_count, LOOKUP_PAGE_SIZE);
  }
  return null;
}
