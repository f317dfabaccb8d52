/**
 * The reward points calls of the API client (secondary-areas §7 "Account, login, rewards"): the
 * customer's balance with its value, the shop's rates and a page of the history; and apply, the
 * points to spend on a cart. Both with the customer's token; loaded with the member page only.
 */
import type { RewardsApplyResponse, RewardsBalance, RewardsBalanceResponse } from '@shop/contracts';
import { callJson } from './json-request.ts';

/** The customer's points and a page of their history (newest first). */
export function getRewardsBalance(page = 1, pageSize = 10): Promise<RewardsBalance> {
  return callJson<typeof RewardsBalanceResponse>(
    'GET',
    `/api/ext/rewards/balance?currentPage=${page}&pageSize=${pageSize}`,
    { auth: true },
  );
}

/**
 * Records the points to spend on the cart when it is ordered; true when the API took them,
 * false when it refused (spec §8: a failed apply answers false).
 */
export async function applyRewardPoints(cartId: string, pointAmount: number): Promise<boolean> {
  try {
    const result = await callJson<typeof RewardsApplyResponse>(
      'POST',
      `/api/ext/rewards/apply?cartId=${encodeURIComponent(cartId)}`,
      { auth: true, body: { pointAmount } },
    );
    return result.resultCode === 'applied';
  } catch {
    return false;
  }
}
