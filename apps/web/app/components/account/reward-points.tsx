/**
 * The customer's reward points on the member page (secondary-areas §2, §3, §4, §8): the balance
 * and what it is worth, the history (date, reason with the order linked, points) and how points
 * are earned and spent, with the shop's rates from the API. Personal, so it loads in the
 * browser: a skeleton of the same size holds the place meanwhile (nothing moves when the
 * numbers arrive). When the balance cannot be read, "We couldn't fetch your reward points."
 * shows as a notification that stays until it is closed, with the answer's code and text, and
 * stays on the page as the balance's error.
 */
import type { RewardHistoryEntry, RewardsBalance } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATH } from '../../lib/account-pages.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { formatOrderDate, pageCount } from '../../lib/order-view.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useRewardsBalance } from '../../stores/use-rewards-balance.ts';
import styles from './account.module.css';

const HISTORY_PAGE_SIZE = 10;

const REASONS: Record<RewardHistoryEntry['reason'], MessageKey> = {
  earned: 'Earned with order',
  taken_back: 'Taken back for canceled order',
  spent: 'Spent on order',
  given_back: 'Given back from order',
  expired: 'Points expired',
  adjusted: 'Points adjusted',
};

export function RewardPoints() {
  const t = useTranslate();
  const storeView = useStoreView();
  const [page, setPage] = useState(1);
  const state = useRewardsBalance(page, HISTORY_PAGE_SIZE);

  const balance = state.status === 'ready' ? state.balance : null;
  const number = new Intl.NumberFormat(storeView.locale);
  return (
    <section
      className={styles.section}
      aria-labelledby="reward-points-title"
      aria-busy={state.status === 'loading'}
      data-testid="reward-points"
    >
      <h2 id="reward-points-title">{t('Reward points')}</h2>
      {state.status === 'failed' ? (
        <p className={styles.formError} role="alert">
          {t("We couldn't fetch your reward points.")} <span>({state.details})</span>
        </p>
      ) : (
        <div className={styles.card}>
          <dl>
            <dt>{t('Your points')}</dt>
            <dd data-testid="reward-balance">
              {balance ? (
                t('{points} points', { points: number.format(balance.points) })
              ) : (
                <Skeleton label={t('Loading your points')} />
              )}
            </dd>
            <dt>{t('Worth')}</dt>
            <dd data-testid="reward-value">
              {balance ? formatPrice(balance.value, storeView.locale) : <Skeleton />}
            </dd>
          </dl>
        </div>
      )}
      {balance ? <History balance={balance} page={page} onPage={setPage} /> : null}
      {balance ? (
        <>
          <h3>{t('How do I save points?')}</h3>
          <p>{t('Reward points earn text', { points: balance.points_per_euro })}</p>
          <p>
            {t('Reward points spend text', {
              hundred: number.format(100),
              value: formatPrice(balance.point_value * 100, storeView.locale),
            })}
          </p>
        </>
      ) : null}
    </section>
  );
}

function History({
  balance,
  page,
  onPage,
}: {
  balance: RewardsBalance;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const number = new Intl.NumberFormat(storeView.locale, { signDisplay: 'exceptZero' });
  const { items, total_count } = balance.history;
  const pages = pageCount(total_count, HISTORY_PAGE_SIZE);
  return (
    <>
      <h3>{t('Points history')}</h3>
      {items.length === 0 ? (
        <p>{t('You have no points yet.')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Reason')}</th>
              <th scope="col">{t('Points')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatOrderDate(entry.created_at, storeView.locale)}</td>
                <td>
                  {t(REASONS[entry.reason])}
                  {entry.order_number ? ' ' : null}
                  {entry.order_number && entry.order_id !== null ? (
                    <Link
                      to={localizePath(storeView, `${ACCOUNT_PATH}/purchases/${entry.order_id}`)}
                    >
                      {entry.order_number}
                    </Link>
                  ) : (
                    entry.order_number
                  )}
                </td>
                <td>{number.format(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('Pages')}>
          {page > 1 ? (
            <button type="button" className={styles.linkButton} onClick={() => onPage(page - 1)}>
              {t('Previous page')}
            </button>
          ) : null}
          <span>{t('Page {page} of {pages}', { page, pages })}</span>
          {page < pages ? (
            <button type="button" className={styles.linkButton} onClick={() => onPage(page + 1)}>
              {t('Next page')}
            </button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** A placeholder the size of one line of text, while the points load. */
function Skeleton({ label }: { label?: string }) {
  return (
    <span className={styles.skeleton} role={label ? 'status' : undefined}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
