/**
 * Spending reward points in the checkout (secondary-areas §2, §4 rewards, §8): the customer's
 * balance and what it is worth (loading, and on an error "We couldn't fetch your reward
 * points." as a notification that stays), the points to spend (at most the balance and at most
 * what is still to pay; the most that helps is filled in), and once chosen what they pay, with
 * a button to take them back. The points are a payment: the totals re-sync and show them as
 * their own row; the order takes them when it is placed. Hidden for a customer without points.
 */
import type { CartTotals } from '@shop/contracts';
import { formatPrice, toCents } from '@shop/core';
import { useId, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { useRewardsBalance } from '../../stores/use-rewards-balance.ts';
import cartStyles from '../cart/cart.module.css';
import styles from './checkout.module.css';

export function RewardPointsField({
  totals,
  disabled,
}: {
  totals: CartTotals | null;
  disabled: boolean;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const id = useId();
  const state = useRewardsBalance(1, 1);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(storeView.locale);
  const format = (amount: number) => formatPrice(amount, storeView.locale);

  if (state.status === 'loading') {
    return (
      <p className={styles.note} aria-busy="true" data-testid="reward-points-field">
        {t('Loading your points')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.problem} data-testid="reward-points-field">
        {t("We couldn't fetch your reward points.")}
      </p>
    );
  }
  const { balance } = state;
  const used = totals?.credits_applied?.find((credit) => credit.kind === 'reward');
  if (balance.points <= 0 && !used) return null;

  // What the points could pay: what is still to pay, with what they pay now added back.
  const payable = totals
    ? toCents(totals.amount_due ?? totals.grand_total) + toCents(used?.amount_used ?? 0)
    : 0;
  const pointValueCents = Math.max(1, toCents(balance.point_value));
  const most = Math.min(balance.points, Math.ceil(payable / pointValueCents));
  const typed = value ?? String(most);
  const points = Number(typed);
  const valid = Number.isInteger(points) && points > 0 && points <= balance.points;

  async function spend(amount: number) {
    setBusy(true);
    setError(null);
    const refusal = await getCartSync(storeView).spendRewardPoints(amount);
    setBusy(false);
    if (refusal) setError(refusal);
    else setValue(null);
  }

  return (
    <div className={cartStyles.coupon} data-testid="reward-points-field">
      <p>
        <strong>{t('Reward points')}</strong>{' '}
        {t('You have {points} points, worth {value}.', {
          points: number.format(balance.points),
          value: format(balance.value),
        })}
      </p>
      {used ? (
        <div className={cartStyles.giftCards}>
          <p role="status">
            {t('{points} points pay {amount}', {
              points: number.format(used.points_used ?? 0),
              amount: format(used.amount_used),
            })}
          </p>
          <button type="button" disabled={busy || disabled} onClick={() => void spend(0)}>
            {t("Don't use points")}
          </button>
        </div>
      ) : (
        <form
          className={cartStyles.coupon}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void spend(points);
          }}
        >
          <label htmlFor={id}>{t('Points to spend')}</label>
          <div className={cartStyles.couponRow}>
            <input
              id={id}
              name="pointAmount"
              type="number"
              inputMode="numeric"
              min={1}
              max={balance.points}
              step={1}
              value={typed}
              onChange={(event) => setValue(event.target.value)}
            />
            <button type="submit" disabled={busy || disabled || !valid || most <= 0}>
              {t('Spend reward points')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className={cartStyles.lineError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
