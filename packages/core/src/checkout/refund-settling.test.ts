import { describe, expect, it } from 'vitest';
import {
  REFUND_SETTLE_AFTER_MS,
  refundMaySettle,
  settledRefundOutcome,
} from './refund-settling.ts';

describe('a refund left pending', () => {
  const written = new Date('2026-11-30T10:00:00Z');

  it('is under way until its provider call can no longer be running, then may be settled', () => {
    expect(refundMaySettle(written, written)).toBe(false);
    expect(refundMaySettle(written, new Date(written.getTime() + REFUND_SETTLE_AFTER_MS - 1))).toBe(
      false,
    );
    expect(refundMaySettle(written, new Date(written.getTime() + REFUND_SETTLE_AFTER_MS))).toBe(
      true,
    );
    expect(REFUND_SETTLE_AFTER_MS).toBeGreaterThan(15_000);
  });

  it('was paid when the provider paid back exactly the done refunds and this one', () => {
    expect(
      settledRefundOutcome({
        providerRefunded: 3000,
        doneProviderAmount: 1000,
        pendingProviderAmount: 2000,
      }),
    ).toBe('done');
  });

  it('was not paid when the provider paid back exactly the done refunds', () => {
    expect(
      settledRefundOutcome({
        providerRefunded: 1000,
        doneProviderAmount: 1000,
        pendingProviderAmount: 2000,
      }),
    ).toBe('refused');
    expect(
      settledRefundOutcome({
        providerRefunded: 0,
        doneProviderAmount: 0,
        pendingProviderAmount: 1,
      }),
    ).toBe('refused');
  });

  it('cannot be told when the provider paid back any other amount', () => {
    for (const providerRefunded of [500, 2500, 3500]) {
      expect(
        settledRefundOutcome({
          providerRefunded,
          doneProviderAmount: 1000,
          pendingProviderAmount: 2000,
        }),
      ).toBe('unknown');
    }
  });

  it('asked nothing of the provider: it is applied again as done', () => {
    expect(
      settledRefundOutcome({
        providerRefunded: 0,
        doneProviderAmount: 0,
        pendingProviderAmount: 0,
      }),
    ).toBe('done');
  });
});
