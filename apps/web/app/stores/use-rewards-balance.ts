/**
 * The customer's reward points as a page loads them (secondary-areas §3 "Reward balance: with
 * loading and error state", §8): loading, ready with the balance, or failed. A failure shows
 * "We couldn't fetch your reward points." as a notification that stays until it is closed, with
 * the answer's code and text, and stays as the balance's error (`details`).
 */
import type { RewardsBalance } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api.ts';
import { errorText } from '../lib/error-text.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { getRewardsBalance } from '../lib/rewards-api.ts';
import { notify } from './notifications.ts';

export type RewardsBalanceState =
  | { status: 'loading' }
  | { status: 'ready'; balance: RewardsBalance }
  | { status: 'failed'; details: string };

/** The balance with a page of its history; another page keeps the one shown until it arrives. */
export function useRewardsBalance(page: number, pageSize: number): RewardsBalanceState {
  const t = useTranslate();
  const { locale } = useStoreView();
  const [state, setState] = useState<RewardsBalanceState>({ status: 'loading' });
  // The translator changes with every render: read through a ref, so that it never starts
  // another fetch (a failed one would otherwise be asked again and again).
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let current = true;
    getRewardsBalance(page, pageSize)
      .then((balance) => {
        if (current) setState({ status: 'ready', balance });
      })
      .catch(async (error: unknown) => {
        const code = error instanceof ApiError ? error.code : 500;
        const details = `${code}: ${await errorText(locale, error)}`;
        if (!current) return;
        setState({ status: 'failed', details });
        notify({
          type: 'danger',
          message: `${translate.current("We couldn't fetch your reward points.")} (${details})`,
          hasNoTimeout: true,
        });
      });
    return () => {
      current = false;
    };
  }, [page, pageSize, locale]);

  return state;
}
