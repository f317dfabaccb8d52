import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateExpectedDate } from '../account/validation.ts';
import {
  birthListStatistics,
  canCountGift,
  itemRemovalProblem,
  BIRTHLIST_MESSAGES as M,
  normalizeUrlKey,
  sortForPublicPage,
  stillWanted,
  unitsToAddToCart,
  urlKeyProblem,
} from './rules.ts';

describe('the url key of a birth list', () => {
  it('takes lowercase letters and digits in words joined by single hyphens', () => {
    expect(urlKeyProblem('emma-en-daan')).toBeNull();
    expect(urlKeyProblem('baby2027')).toBeNull();
    for (const bad of ['Emma', 'emma_daan', 'emma--daan', '-emma', 'emma-', 'emma daan', 'émma']) {
      expect(urlKeyProblem(bad), bad).toBe(M.urlInvalid);
    }
  });

  it('is 3 to 60 characters long', () => {
    expect(urlKeyProblem('ab')).toBe(M.urlInvalid);
    expect(urlKeyProblem('abc')).toBeNull();
    expect(urlKeyProblem('a'.repeat(60))).toBeNull();
    expect(urlKeyProblem('a'.repeat(61))).toBe(M.urlInvalid);
  });

  it('is not a reserved word (answered as not available)', () => {
    expect(urlKeyProblem('settings')).toBe(M.urlNotAvailable);
    expect(urlKeyProblem('geboortelijst')).toBe(M.urlNotAvailable);
  });

  it('is compared trimmed and in lower case', () => {
    expect(normalizeUrlKey('  Emma-En-Daan ')).toBe('emma-en-daan');
  });

  it('never accepts a key with a character outside a-z, 0-9 and the hyphen', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (key) => {
        if (urlKeyProblem(key) === null) expect(key).toMatch(/^[a-z0-9-]{3,60}$/);
      }),
    );
  });
});

describe('the expected date of a birth list', () => {
  const today = new Date('2026-11-23T11:00:00Z');
  it('needs to be in the future', () => {
    expect(validateExpectedDate('2026-11-24', today)).toBeNull();
    expect(validateExpectedDate('2026-11-23', today)).toBe(
      'The expected date needs to be in the future',
    );
  });
});

describe('what is still wanted of an item', () => {
  it('is wanted minus bought', () => {
    expect(stillWanted({ qtyWanted: 3, qtyBought: 1 })).toBe(2);
  });

  it('is never below 0', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (qtyWanted, qtyBought) => {
        const left = stillWanted({ qtyWanted, qtyBought });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(qtyWanted);
      }),
    );
  });

  it('bounds what a gift may count', () => {
    expect(canCountGift({ qtyWanted: 2, qtyBought: 1 }, 1)).toBe(true);
    expect(canCountGift({ qtyWanted: 2, qtyBought: 1 }, 2)).toBe(false);
    expect(canCountGift({ qtyWanted: 2, qtyBought: 2 }, 1)).toBe(false);
    expect(canCountGift({ qtyWanted: 2, qtyBought: 0 }, 0)).toBe(false);
  });
});

describe('removing an item', () => {
  it('is refused for a favourite', () => {
    expect(itemRemovalProblem({ favorite: true })).toBe(
      "You can't remove items from your birthlist that have been marked as a favorite.",
    );
    expect(itemRemovalProblem({ favorite: false })).toBeNull();
  });
});

describe('the public page order', () => {
  it('puts favourites first, then follows the position', () => {
    const items = [
      { id: 1, favorite: false, position: 0 },
      { id: 2, favorite: true, position: 5 },
      { id: 3, favorite: false, position: -1 },
      { id: 4, favorite: true, position: 1 },
    ];
    expect(sortForPublicPage(items).map((i) => i.id)).toEqual([4, 2, 3, 1]);
  });

  it('keeps every item and never puts a plain item before a favourite', () => {
    const item = fc.record({ id: fc.nat(), favorite: fc.boolean(), position: fc.integer() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const sorted = sortForPublicPage(items);
        expect(sorted).toHaveLength(items.length);
        const firstPlain = sorted.findIndex((i) => !i.favorite);
        if (firstPlain >= 0) expect(sorted.slice(firstPlain).every((i) => !i.favorite)).toBe(true);
      }),
    );
  });
});

describe('the statistics of a list', () => {
  it('count wanted, bought, still wanted and contributed', () => {
    expect(
      birthListStatistics(
        [
          { qtyWanted: 2, qtyBought: 1 },
          { qtyWanted: 1, qtyBought: 1 },
        ],
        [{ targetAmount: 50_000, contributedAmount: 12_500 }],
      ),
    ).toEqual({
      products: 2,
      itemsWanted: 3,
      itemsBought: 2,
      itemsStillWanted: 1,
      donationTarget: 50_000,
      contributedAmount: 12_500,
    });
  });

  it('never count more bought than wanted', () => {
    const item = fc.record({ qtyWanted: fc.nat(50), qtyBought: fc.nat(80) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const stats = birthListStatistics(items, []);
        expect(stats.itemsBought).toBeLessThanOrEqual(stats.itemsWanted);
        expect(stats.itemsStillWanted).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('adding a list to the cart', () => {
  it('adds what is still wanted of the chosen items and skips what is bought', () => {
    const items = [
      { id: 1, qtyWanted: 2, qtyBought: 1 },
      { id: 2, qtyWanted: 1, qtyBought: 1 },
      { id: 3, qtyWanted: 4, qtyBought: 0 },
    ];
    expect(unitsToAddToCart(items).map(({ item, qty }) => [item.id, qty])).toEqual([
      [1, 1],
      [3, 4],
    ]);
    expect(unitsToAddToCart(items, [3]).map(({ item, qty }) => [item.id, qty])).toEqual([[3, 4]]);
  });
});
