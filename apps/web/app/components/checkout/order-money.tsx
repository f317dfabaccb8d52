/**
 * The money of a placed order, one row at a time, as the API lists it (core order-money.ts):
 * subtotal, each discount, shipping, the grand total with the VAT it holds per rate, then each
 * gift card, the reward points and what the payment method charged. Labels are catalogue keys;
 * a payment method's title is translated too (a brand name stays as it is).
 */
import type { OrderMoneyRow } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import styles from './order-summary.module.css';

export function OrderMoney({ rows }: { rows: readonly OrderMoneyRow[] }) {
  const t = useTranslate();
  const storeView = useStoreView();
  return (
    <section aria-labelledby="order-money-title" className={styles.box}>
      <h2 id="order-money-title">{t('Costs and payment')}</h2>
      <dl className={styles.money}>
        {rows.map((row) => {
          const params =
            typeof row.params.method === 'string'
              ? { ...row.params, method: t(row.params.method as MessageKey) }
              : row.params;
          return (
            // No two rows of an order have the same kind, label and parameters (each card once).
            <div
              key={`${row.kind}:${row.label}:${JSON.stringify(row.params)}`}
              className={styles[`money_${row.kind}`]}
              data-testid="money-row"
              data-kind={row.kind}
            >
              <dt>{t(row.label as MessageKey, params)}</dt>
              <dd>{formatPrice(row.amount, storeView.locale)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
