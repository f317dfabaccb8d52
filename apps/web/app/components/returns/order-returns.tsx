/**
 * The returns of an order: number, state, the day it was announced and what goes back. The
 * texts are the returns area's: the caller loads it (lib/message-areas.ts).
 */
import { SHOP_TIME_ZONE } from '@shop/core';
import type { MessageKey, Translate } from '../../lib/i18n.ts';
import styles from './returns.module.css';

export interface ShownReturn {
  number: string;
  state: string;
  createdAt: string | null;
  lines: { name: string; qty: number }[];
}

const STATE_LABELS: Record<string, MessageKey> = {
  announced: 'Return announced',
  received: 'Return received',
  refunded: 'Return refunded',
  rejected: 'Return rejected',
};

export function OrderReturns({
  returns,
  t,
  formatDay,
}: {
  returns: readonly ShownReturn[];
  t: Translate;
  formatDay: (iso: string) => string;
}) {
  return (
    <ul className={styles.returns} data-testid="order-returns">
      {returns.map((entry) => (
        <li key={entry.number} className={styles.return} data-testid="order-return">
          <p className={styles.returnTitle}>{t('Return {number}', { number: entry.number })}</p>
          <span className={styles.state} data-state={entry.state}>
            {t(STATE_LABELS[entry.state] ?? 'Return announced')}
          </span>
          <ul className={styles.returnLines}>
            {entry.lines.map((line) => (
              <li key={`${line.name}-${line.qty}`}>
                {line.qty} × {line.name}
              </li>
            ))}
          </ul>
          {entry.createdAt ? (
            <p className={styles.returnMeta}>
              {t('Announced on {date}', { date: formatDay(entry.createdAt) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A day as the shop writes it in a locale, on the shop's calendar ('18 maart 2026'). */
export function formatReturnDay(iso: string, locale: 'nl-NL' | 'de-DE'): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(time);
}
