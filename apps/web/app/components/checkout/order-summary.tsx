/**
 * What a placed order holds, for the thank-you page and the account's order page: its lines
 * (name, chosen options, quantity, price), its money row by row (discounts, gift cards, points,
 * what the payment method charged), where and how it is delivered, the day it is expected and
 * what happens next. Rendered in the browser only (the order is personal data).
 */
import type { OrderMoneyRow, OrderSummaryAddress } from '@shop/contracts';
import { formatPrice, type StoreView } from '@shop/core';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { OrderMoney } from './order-money.tsx';
import styles from './order-summary.module.css';

export interface OrderSummaryData {
  lines: {
    name: string;
    qty: number;
    options: { label: string; value: string }[];
    /** The row's amount in the store view's tax basis, euros. */
    rowTotal: number;
  }[];
  /** The order's money row by row (absent or empty: not shown). */
  money?: readonly OrderMoneyRow[];
  address: OrderSummaryAddress | null;
  deliveryMethod: string | null;
  /** 'YYYY-MM-DD' in shop time. */
  expectedDeliveryDate: string | null;
  pickup: boolean;
  /** The payment will not come (canceled or failed): nothing will be delivered. */
  failed: boolean;
  /** A purchase made in a store: paid and taken home, so there are no next steps. */
  inStore?: boolean;
}

/** The lines, the delivery and the next steps of an order. */
export function OrderSummary({ order }: { order: OrderSummaryData }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const hasDelivery = order.deliveryMethod !== null || order.address !== null;
  return (
    <div className={styles.summary}>
      <section aria-labelledby="order-lines-title" className={styles.box}>
        <h2 id="order-lines-title">{t('Your products')}</h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            // The lines of a placed order never change: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.line}>
              <span className={styles.name}>{line.name}</span>
              {line.options.length > 0 ? (
                <span className={styles.options}>
                  {line.options.map((option) => `${option.label}: ${option.value}`).join(', ')}
                </span>
              ) : null}
              <span className={styles.qty}>{t('Quantity: {qty}', { qty: line.qty })}</span>
              <span className={styles.price}>{formatPrice(line.rowTotal, storeView.locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      {order.money && order.money.length > 0 ? <OrderMoney rows={order.money} /> : null}
      {hasDelivery ? (
        <section aria-labelledby="order-delivery-title" className={styles.box}>
          <h2 id="order-delivery-title">{order.pickup ? t('Pick-up') : t('Delivery')}</h2>
          <dl className={styles.facts}>
            {order.deliveryMethod ? (
              <div>
                <dt>{t('Delivery method')}</dt>
                <dd>{t(order.deliveryMethod as MessageKey)}</dd>
              </div>
            ) : null}
            {order.expectedDeliveryDate && !order.failed ? (
              <div>
                <dt>{order.pickup ? t('Ready for pick-up') : t('Expected delivery')}</dt>
                <dd data-testid="expected-delivery">
                  {formatDeliveryDate(order.expectedDeliveryDate, storeView)}
                </dd>
              </div>
            ) : null}
            {order.address ? (
              <div>
                <dt>{order.pickup ? t('Pick-up address') : t('Delivery address')}</dt>
                <dd>
                  <address className={styles.address}>
                    {[
                      `${order.address.firstname} ${order.address.lastname}`.trim(),
                      order.address.company,
                      order.address.street.join(' '),
                      `${order.address.postcode} ${order.address.city}`,
                      countryName(order.address.country_id, storeView),
                    ]
                      .filter(Boolean)
                      .map((part) => (
                        <span key={part}>{part}</span>
                      ))}
                  </address>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {order.failed || order.inStore ? null : (
        <section aria-labelledby="order-next-title" className={styles.box}>
          <h2 id="order-next-title">{t('What happens next')}</h2>
          <ol className={styles.next}>
            <li>{t('You receive an order confirmation by e-mail within a few minutes.')}</li>
            {order.pickup ? (
              <li>{t('We let you know as soon as your order is ready to be picked up.')}</li>
            ) : hasDelivery ? (
              <li>
                {t('We pack your order and e-mail you the track and trace code once it ships.')}
              </li>
            ) : null}
            {/* Returns are for what is delivered: an order of gift cards only has nothing to send back. */}
            {hasDelivery ? (
              <li>
                {t('Not happy with something? You can return it free of charge within 30 days.')}
              </li>
            ) : null}
          </ol>
        </section>
      )}
    </div>
  );
}

/** '2026-11-27' as 'vrijdag 27 november' / 'Freitag, 27. November'. */
function formatDeliveryDate(date: string, storeView: StoreView): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(storeView.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(at);
}

function countryName(code: string, storeView: StoreView): string {
  try {
    return new Intl.DisplayNames([storeView.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
