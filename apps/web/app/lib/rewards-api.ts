/**
 * The reward points balance call of the API client (secondary-areas §7 "Account, login,
 * rewards"): the customer's balance with its value, the shop's rates and a page of the history,
 * with the customer's token. (Spending points on a cart is a cart call: lib/cart-api.ts.)
 */
import type { RewardsBalance, RewardsBalanceResponse } from '@shop/contracts';
import { callJson } from './json-request.ts';

/** The customer's points and a page of their history (newest first). */
export function getRewardsBalance(page = 1, pageSize = 10): Promise<RewardsBalance> {
  return callJson<typeof RewardsBalanceResponse>(
    'GET',
    `/api/ext/rewards/balance?currentPage=${page}&pageSize=${pageSize}`,
    { auth: true },
  );
}
