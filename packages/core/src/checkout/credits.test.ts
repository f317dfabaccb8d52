import { describe, expect, it } from 'vitest';
import {
  allocateCredits,
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  giftCardCodeFromBytes,
  giftCardCodeLast4,
  giftCardExpiry,
  maskedGiftCardCode,
  maskGiftCardCode,
  normalizeGiftCardCode,
  spendableBalance,
} from './credits.ts';

const card = (id: number, balance: number) => ({
  kind: 'giftcard' as const,
  id,
  label: `card ${id}`,
  balance,
});

describe('allocating credits over the amount to pay', () => {
  it('uses cards in the order applied, each at most its balance and what is left', () => {
    const allocation = allocateCredits(7000, [card(1, 2500), card(2, 10000), card(3, 500)]);
    expect(allocation.uses.map((use) => [use.id, use.amount, use.balanceLeft])).toEqual([
      [1, 2500, 0],
      [2, 4500, 5500],
      [3, 0, 500],
    ]);
    expect(allocation.total).toBe(7000);
    expect(allocation.amountDue).toBe(0);
  });

  it('leaves the rest to pay when the cards hold less', () => {
    const allocation = allocateCredits(7000, [card(1, 1000), card(2, 0)]);
    expect(allocation.total).toBe(1000);
    expect(allocation.amountDue).toBe(6000);
    expect(allocation.uses[1]).toMatchObject({ amount: 0, balanceLeft: 0 });
  });

  it('takes whole points: the points that cover what they pay, rounded up', () => {
    const points = (value: number, unitCents: number) => ({
      kind: 'reward' as const,
      id: 7,
      label: 'points',
      balance: value * unitCents,
      unitCents,
    });
    // 1,000 points at 1 cent pay 10.00 of 25.00: all of them.
    expect(allocateCredits(2500, [points(1000, 1)]).uses[0]).toMatchObject({
      amount: 1000,
      units: 1000,
      balanceLeft: 0,
    });
    // 400 points at 2 cents cover 5.01 with 251 points (5.02): the cent is rounded up.
    const allocation = allocateCredits(501, [card(1, 0), points(400, 2)]);
    expect(allocation.uses[1]).toMatchObject({ amount: 501, units: 251, balanceLeft: 298 });
    expect(allocation.amountDue).toBe(0);
  });

  it('pays nothing of nothing, and without cards everything is due', () => {
    expect(allocateCredits(0, [card(1, 500)])).toMatchObject({ total: 0, amountDue: 0 });
    expect(allocateCredits(1234, [])).toEqual({ uses: [], total: 0, amountDue: 1234 });
  });
});

describe('gift card codes', () => {
  it('draws 16 characters of the unambiguous alphabet from random bytes', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const code = giftCardCodeFromBytes(bytes);
    expect(code).toHaveLength(16);
    expect([...code].every((c) => GIFT_CARD_CODE_ALPHABET.includes(c))).toBe(true);
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(() => giftCardCodeFromBytes(new Uint8Array(8))).toThrow();
  });

  it('reads a typed code without case, spaces and dashes, and refuses what cannot be one', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkLM-npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(normalizeGiftCardCode('ABCDEFGHJKLMNPQ')).toBeNull();
    expect(normalizeGiftCardCode('ABCDEFGHJKLMNPQ0')).toBeNull();
    expect(normalizeGiftCardCode('')).toBeNull();
  });

  it('groups a code by four and masks all but its last four characters', () => {
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(maskGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('****-****-****-NPQR');
    // Shown from the last four alone (all the shop keeps of a code).
    expect(giftCardCodeLast4('ABCDEFGHJKLMNPQR')).toBe('NPQR');
    expect(maskedGiftCardCode('NPQR')).toBe('****-****-****-NPQR');
  });

  it('expires months later on the same day, or the last day of a shorter month', () => {
    expect(giftCardExpiry(new Date('2026-01-15T10:00:00Z'), 24).toISOString()).toBe(
      '2028-01-15T10:00:00.000Z',
    );
    expect(giftCardExpiry(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
  });

  it('spends nothing of an expired card', () => {
    const expiresAt = new Date('2026-06-01T00:00:00Z');
    expect(spendableBalance({ balance: 500, expiresAt }, new Date('2026-05-31T23:59:59Z'))).toBe(
      500,
    );
    expect(spendableBalance({ balance: 500, expiresAt }, expiresAt)).toBe(0);
  });

  it('spends nothing of a blocked card, and all of it once unblocked', () => {
    const expiresAt = new Date('2026-06-01T00:00:00Z');
    const now = new Date('2026-05-01T00:00:00Z');
    expect(spendableBalance({ balance: 500, expiresAt, blockedAt: now }, now)).toBe(0);
    expect(spendableBalance({ balance: 500, expiresAt, blockedAt: null }, now)).toBe(500);
  });
});
