/**
 * Refunds left pending (decision 77). A refund is pending between writing its row and applying
 * the provider's verdict. It stays pending when the provider's answer is lost (a timeout, a
 * broken connection: the provider may or may not have paid) or when the process stops between
 * the two. Such a refund must neither be guessed nor block the order's refunds for ever, so:
 *
 * - A pending refund is "under way" for REFUND_SETTLE_AFTER_MS after it was written (longer than
 *   the provider call may take), and another refund of the order is refused meanwhile.
 * - After that it is settled by what the provider says it has paid back of the payment: exactly
 *   the refunds the shop knows as done plus this one means it was paid; exactly those without it
 *   means it was not; anything else (a refund made elsewhere, say) cannot be told apart and it
 *   stays pending for an operator to settle by hand. A refund that asked nothing of the provider
 *   (only gift cards and points) was never paid anywhere, so it is settled as done: its step 3
 *   is only applied again.
 */

/** Longer than the provider's refund call may take (its client gives up after 15 seconds). */
export const REFUND_SETTLE_AFTER_MS = 120_000;

/** Whether a refund pending since `createdAt` is no longer under way and may be settled. */
export function refundMaySettle(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= REFUND_SETTLE_AFTER_MS;
}

export type SettledRefund = 'done' | 'refused' | 'unknown';

/**
 * What a pending refund came to. Amounts in cents: `providerRefunded` is what the provider has
 * paid back of the payment in all, `doneProviderAmount` what the shop's done refunds took from
 * the provider, `pendingProviderAmount` what the pending refund asked of it.
 */
export function settledRefundOutcome(facts: {
  providerRefunded: number;
  doneProviderAmount: number;
  pendingProviderAmount: number;
}): SettledRefund {
  if (facts.pendingProviderAmount === 0) return 'done';
  if (facts.providerRefunded === facts.doneProviderAmount + facts.pendingProviderAmount) {
    return 'done';
  }
  if (facts.providerRefunded === facts.doneProviderAmount) return 'refused';
  return 'unknown';
}
