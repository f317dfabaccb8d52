/**
 * What the return pages show (/checkout-return and /checkout-failed): the order and where its
 * payment stands, read from the server by the order's order_hash. They only show: the payment
 * changes through the provider's push (or the server's own check with the provider), never through
 * these pages. A payment still pending is asked about again every 2 seconds for a minute, so the
 * page moves on by itself when the provider's push arrives.
 */
import type { OrderStatusResult } from '@shop/contracts';
import { findPaymentMethod, formatPrice } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { getOrderStatus } from '../../lib/checkout-api.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { PAYMENT_STATUS_LABELS } from '../../lib/order-view.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary.tsx';

const POLL_INTERVAL_MS = 2000;
const POLL_ROUNDS = 30;

export type OrderStatusState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; order: OrderStatusResult };

/** The order of an order_hash, asked again while its payment is pending (see the module comment). */
export function useOrderStatus(orderHash: string | null): OrderStatusState {
  const [state, setState] = useState<OrderStatusState>({ kind: 'loading' });
  useEffect(() => {
    if (!orderHash) {
      setState({ kind: 'missing' });
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (round: number) => {
      try {
        const order = await getOrderStatus(orderHash);
        if (cancelled) return;
        setState({ kind: 'ready', order });
        if (order.payment_status === 'pending' && order.payment_url && round < POLL_ROUNDS) {
          timer = setTimeout(() => void load(round + 1), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.code === 404) setState({ kind: 'missing' });
        else if (error instanceof ApiError && error.unreachable)
          setState({ kind: 'error', message: 'You are offline' });
        else setState({ kind: 'error', message: 'Something went wrong please try again' });
      }
    };
    void load(0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [orderHash]);
  return state;
}

/** Whether the order's money will not come: its payment was canceled or failed. */
export function isOrderFailed(order: OrderStatusResult): boolean {
  return order.payment_status === 'canceled' || order.payment_status === 'failed';
}

/**
 * The order's number, status, payment (in words), its lines, delivery and expected date, and what
 * the shopper does and can expect next.
 */
export function OrderDetails({ order }: { order: OrderStatusResult }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const method = findPaymentMethod(order.payment_method);
  // What the payment method pays: gift cards and points paid the rest.
  const amount = formatPrice(order.amount_due, storeView.locale);
  const failed = isOrderFailed(order);
  return (
    <div className={styles.result}>
      <dl className={styles.resultFacts}>
        <div>
          <dt>{t('Order number')}</dt>
          <dd data-testid="order-number">{order.increment_id}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>{t(order.status as MessageKey)}</dd>
        </div>
        <div>
          <dt>{t('Total')}</dt>
          <dd>{formatPrice(order.grand_total, storeView.locale)}</dd>
        </div>
        {order.credits_paid > 0 ? (
          <div>
            <dt>{t('Paid with gift cards and points')}</dt>
            <dd data-testid="credits-paid">{formatPrice(order.credits_paid, storeView.locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Payment method')}</dt>
          <dd>{method ? t(method.title as MessageKey) : order.payment_method}</dd>
        </div>
        <div>
          <dt>{t('Payment status')}</dt>
          <dd>{t(PAYMENT_STATUS_LABELS[order.payment_status] ?? 'Payment pending')}</dd>
        </div>
      </dl>
      <PaymentNews order={order} amount={amount} />
      <OrderSummary
        order={{
          lines: order.lines.map((line) => ({
            name: line.name,
            qty: line.qty,
            options: line.options,
            rowTotal: storeView.pricesIncludeTax ? line.row_total_incl_tax : line.row_total,
          })),
          money: order.money_rows,
          address: order.shipping_address,
          deliveryMethod: order.shipping_description,
          expectedDeliveryDate: order.expected_delivery_date,
          pickup: order.pickup_location_code !== null,
          failed,
        }}
      />
      <p>
        <Link to={localizePath(storeView, '/my-account/purchases')}>{t('View your orders')}</Link>
      </p>
    </div>
  );
}

function PaymentNews({ order, amount }: { order: OrderStatusResult; amount: string }) {
  const t = useTranslate();
  switch (order.payment_status) {
    case 'paid':
      return <p role="status">{t('We have received your payment.')}</p>;
    case 'not_required':
      return <p role="status">{t('There is nothing to pay for this order.')}</p>;
    case 'canceled':
      return <p role="status">{t('The payment was canceled. Nothing has been charged.')}</p>;
    case 'failed':
      return <p role="status">{t('The payment did not succeed. Nothing has been charged.')}</p>;
    default:
      break;
  }
  if (order.payment_method === 'cashondelivery') {
    return <p role="status">{t('You pay {amount} on delivery.', { amount })}</p>;
  }
  const instructions = order.instructions;
  if (instructions?.iban) {
    return (
      <div role="status" className={styles.instructions}>
        <p>{t('Please transfer {amount} to:', { amount })}</p>
        <dl>
          <div>
            <dt>IBAN</dt>
            <dd>{instructions.iban}</dd>
          </div>
          {instructions.bic ? (
            <div>
              <dt>BIC</dt>
              <dd>{instructions.bic}</dd>
            </div>
          ) : null}
          {instructions.account_holder ? (
            <div>
              <dt>{t('Account holder')}</dt>
              <dd>{instructions.account_holder}</dd>
            </div>
          ) : null}
          {instructions.reference ? (
            <div>
              <dt>{t('Payment reference')}</dt>
              <dd>{instructions.reference}</dd>
            </div>
          ) : null}
        </dl>
        {instructions.test_page_url ? (
          <p>
            <a href={instructions.test_page_url}>{t('Simulate the transfer (test payment)')}</a>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div role="status">
      <p>{t('We are waiting for the confirmation of your payment.')}</p>
      {order.payment_url ? (
        <p>
          <a href={order.payment_url}>{t('Pay now')}</a>
        </p>
      ) : null}
    </div>
  );
}
