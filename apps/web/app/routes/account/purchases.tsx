/**
 * My purchases `/my-account/purchases?page=N`: the customer's web orders, newest first as the
 * API answers them, ten to a page with previous and next links, and beneath them the purchases
 * made in the stores. The history is empty until orders exist; the page says so then.
 */
import { formatPrice } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styles from '../../components/account/account.module.css';
import { FormAlert } from '../../components/account/form-field.tsx';
import { StorePurchases } from '../../components/account/store-purchases.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorMessage } from '../../lib/account-form.ts';
import { ACCOUNT_PATH, accountMeta } from '../../lib/account-pages.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import {
  formatOrderDate,
  type OrderView,
  pageCount,
  readPage,
  toOrderView,
} from '../../lib/order-view.ts';
import { localizePath } from '../../lib/store-view.ts';
import { getOrders } from '../../stores/user.ts';
import type { Route } from './+types/purchases';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'My purchases');

const PURCHASES_PAGE_SIZE = 10;

export default function PurchasesPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const page = readPage(new URLSearchParams(useLocation().search).get('page'));
  const [result, setResult] = useState<{ page: number; orders: OrderView[]; pages: number } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  // With purchases in the stores, an empty web order history is no reason to start shopping.
  const [storePurchases, setStorePurchases] = useState(0);

  useEffect(() => {
    let current = true;
    setProblem(null);
    getOrders({ pageSize: PURCHASES_PAGE_SIZE, currentPage: page })
      .then((answer) => {
        if (!current) return;
        setResult({
          page,
          orders: answer.items.map(toOrderView),
          pages: pageCount(answer.total_count, PURCHASES_PAGE_SIZE),
        });
      })
      .catch(async (error: unknown) => {
        const message = await errorMessage(error, storeView.locale);
        if (current) setProblem(message);
      });
    return () => {
      current = false;
    };
  }, [page, storeView.locale]);

  const pagePath = (target: number) =>
    `${localizePath(storeView, `${ACCOUNT_PATH}/purchases`)}${target > 1 ? `?page=${target}` : ''}`;

  return (
    <>
      <h1>{t('My purchases')}</h1>
      <h2>{t('Web orders')}</h2>
      <FormAlert message={problem} />
      {!result && !problem ? <p role="status">{t('Loading')}</p> : null}
      {result && result.orders.length === 0 && storePurchases > 0 ? (
        <p>{t('You have not ordered online yet.')}</p>
      ) : null}
      {result && result.orders.length === 0 && storePurchases === 0 ? (
        <EmptyState
          title={t('You have not bought anything yet')}
          text={t('Your orders appear here as soon as you have placed one.')}
          action={{ label: t('Start shopping'), to: localizePath(storeView, '/') }}
        />
      ) : null}
      {result && result.orders.length > 0 ? (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Order number')}</th>
                <th scope="col">{t('Date')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Total')}</th>
              </tr>
            </thead>
            <tbody>
              {result.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link
                      to={localizePath(
                        storeView,
                        `${ACCOUNT_PATH}/purchases/${encodeURIComponent(order.id)}`,
                      )}
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td>{formatOrderDate(order.createdAt, storeView.locale)}</td>
                  <td>{order.status ? t(order.status as MessageKey) : '—'}</td>
                  <td>
                    {order.grandTotal === null
                      ? '—'
                      : formatPrice(order.grandTotal, storeView.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className={styles.pager} aria-label={t('Pages')}>
            {result.page > 1 ? (
              <Link to={pagePath(result.page - 1)}>{t('Previous page')}</Link>
            ) : null}
            <span>{t('Page {page} of {pages}', { page: result.page, pages: result.pages })}</span>
            {result.page < result.pages ? (
              <Link to={pagePath(result.page + 1)}>{t('Next page')}</Link>
            ) : null}
          </nav>
        </>
      ) : null}
      <StorePurchases onLoaded={setStorePurchases} />
    </>
  );
}
