import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateExpectedDate } from '../account/validation.ts';
import {
  activeBirthList,
  BIRTHLIST_PAGE_SIZE,
  birthListItemOfLine,
  birthListShareUrl,
  donationProgress,
  earliestExpectedDate,
  formatCalendarDate,
  itemsToShow,
  parseEuroAmount,
  suggestUrlKey,
  withoutItem,
  withSavedItem,
} from './parents.ts';
import { urlKeyProblem } from './rules.ts';

describe('the list the storefront works with', () => {
  it('is absent when the list is inactive (is_active 0)', () => {
    expect(activeBirthList({ is_active: 0 as const, entity_id: 1 })).toBeNull();
    expect(activeBirthList(null)).toBeNull();
    const active = { is_active: 1 as const, entity_id: 2 };
    expect(activeBirthList(active)).toBe(active);
  });
});

describe('the items after an answer of the API', () => {
  const items = [
    { birthlist_item_id: 1, qty: 1 },
    { birthlist_item_id: 2, qty: 2 },
  ];

  it('replace the answered item in place (a product added again raises its quantity)', () => {
    expect(withSavedItem(items, { birthlist_item_id: 1, qty: 3 })).toEqual([
      { birthlist_item_id: 1, qty: 3 },
      { birthlist_item_id: 2, qty: 2 },
    ]);
  });

  it('add a new item at the end', () => {
    expect(
      withSavedItem(items, { birthlist_item_id: 7, qty: 1 }).map((i) => i.birthlist_item_id),
    ).toEqual([1, 2, 7]);
  });

  it('lose a removed item, and only that one', () => {
    expect(withoutItem(items, 1)).toEqual([{ birthlist_item_id: 2, qty: 2 }]);
    expect(withoutItem(items, 9)).toEqual(items);
  });

  it('never hold an id twice however the answers come', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 30 }), (ids) => {
        let list: { birthlist_item_id: number }[] = [];
        for (const id of ids) list = withSavedItem(list, { birthlist_item_id: id });
        const seen = list.map((item) => item.birthlist_item_id);
        expect(new Set(seen).size).toBe(seen.length);
      }),
    );
  });
});

describe('the share link of a list', () => {
  it('is the geboortelijst path under the store view base (spec §9)', () => {
    expect(birthListShareUrl('https://shop.example', 'nl', 'emma-en-daan')).toBe(
      'https://shop.example/geboortelijst/emma-en-daan',
    );
    expect(birthListShareUrl('https://shop.example/', 'de', 'emma-en-daan')).toBe(
      'https://shop.example/de/geboortelijst/emma-en-daan',
    );
  });
});

describe('a url key proposed from the parents’ names', () => {
  it('joins the words in lower case with hyphens, without accents', () => {
    expect(suggestUrlKey('Zoë & Daan de Vries')).toBe('zoe-daan-de-vries');
    expect(suggestUrlKey('Jürgen und Grüße')).toBe('jurgen-und-grusse');
  });

  it('is empty when too little is left', () => {
    expect(suggestUrlKey('Jo')).toBe('');
    expect(suggestUrlKey('!!!')).toBe('');
    // A reserved word is not proposed either.
    expect(suggestUrlKey('Settings')).toBe('');
  });

  it('is cut at a word to 60 characters', () => {
    const key = suggestUrlKey(`${'abcdefghij '.repeat(8)}`);
    expect(key.length).toBeLessThanOrEqual(60);
    expect(key.endsWith('-')).toBe(false);
  });

  it('is always a key the url rule accepts, or empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const key = suggestUrlKey(name);
        if (key !== '') expect(urlKeyProblem(key)).toBeNull();
      }),
    );
  });
});

describe('the earliest expected date a form offers', () => {
  it('is tomorrow, which the rule "in the future" accepts, and today is refused', () => {
    const today = new Date('2026-12-31T12:00:00Z');
    expect(earliestExpectedDate(today)).toBe('2027-01-01');
    expect(validateExpectedDate(earliestExpectedDate(today), today)).toBeNull();
    expect(validateExpectedDate('2026-12-31', today)).toBe(
      'The expected date needs to be in the future',
    );
  });

  it("counts the shop's days: at 00:30 on New Year's Day in Amsterdam, New Year's Day is today", () => {
    const newYearsNight = new Date('2026-12-31T23:30:00Z');
    expect(earliestExpectedDate(newYearsNight)).toBe('2027-01-02');
    expect(validateExpectedDate('2027-01-01', newYearsNight)).toBe(
      'The expected date needs to be in the future',
    );
    expect(validateExpectedDate('2027-01-02', newYearsNight)).toBeNull();
  });
});

describe('how far a donation item got', () => {
  it('is whole percent of the target, 0 to 100', () => {
    expect(donationProgress(0, 10_000)).toBe(0);
    expect(donationProgress(2_500, 10_000)).toBe(25);
    expect(donationProgress(9_999, 10_000)).toBe(99);
    expect(donationProgress(12_000, 10_000)).toBe(100);
    expect(donationProgress(100, 0)).toBe(0);
  });
});

describe('the items whose products load at once', () => {
  const items = Array.from({ length: 120 }, (_, i) => i);

  it('are the first 50, then 50 more per "show more"', () => {
    expect(BIRTHLIST_PAGE_SIZE).toBe(50);
    expect(itemsToShow(items, 1)).toEqual({ shown: items.slice(0, 50), hasMore: true });
    expect(itemsToShow(items, 2).shown).toHaveLength(100);
    expect(itemsToShow(items, 3)).toEqual({ shown: items, hasMore: false });
    expect(itemsToShow(items.slice(0, 50), 1).hasMore).toBe(false);
  });
});

describe('a product page line as a birth list item', () => {
  it('keeps the chosen child of a configurable by its sku, without the option labels', () => {
    expect(
      birthListItemOfLine({
        sku: 'SLE-100047-LIL-68',
        qty: 2,
        type_id: 'configurable',
        product_option: {
          extension_attributes: {
            configurable_item_options: [{ option_id: 93, option_value: 5, label: 'Kleur' }],
          },
        },
      }),
    ).toEqual({ sku: 'SLE-100047-LIL-68', qty: 2 });
  });

  it('is none for a configurable whose options are not chosen yet', () => {
    expect(birthListItemOfLine({ sku: 'SLE-100047', qty: 1, type_id: 'configurable' })).toBeNull();
  });

  it('carries the bundle and custom options the product needs', () => {
    const bundle_options = [{ option_id: 1, option_qty: 1, option_selections: [3] }];
    const custom_options = [{ option_id: 7, option_value: 'Emma' }];
    expect(
      birthListItemOfLine({
        sku: 'BND-1',
        qty: 1,
        type_id: 'bundle',
        product_option: { extension_attributes: { bundle_options, custom_options } },
      }),
    ).toEqual({
      sku: 'BND-1',
      qty: 1,
      product_option: { extension_attributes: { bundle_options, custom_options } },
    });
    expect(birthListItemOfLine({ sku: 'ICS-100010', qty: 1, type_id: 'simple' })).toEqual({
      sku: 'ICS-100010',
      qty: 1,
    });
  });
});

describe('an amount typed in euros', () => {
  it('reads Dutch, German and English ways of writing it, in cents', () => {
    expect(parseEuroAmount('250')).toBe(25_000);
    expect(parseEuroAmount('249,95')).toBe(24_995);
    expect(parseEuroAmount('249.95')).toBe(24_995);
    expect(parseEuroAmount('1.250,5')).toBe(125_050);
    expect(parseEuroAmount('1,250.50')).toBe(125_050);
    expect(parseEuroAmount('€ 1 250')).toBe(125_000);
    expect(parseEuroAmount('1.250')).toBe(125_000);
  });

  it('is none for what is not an amount above 0', () => {
    for (const bad of ['', 'abc', '0', '0,00', '-5', '12,5,5x', '1e5', '9999999999']) {
      expect(parseEuroAmount(bad), bad).toBeNull();
    }
  });

  it('gives back whole cents of any amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(parseEuroAmount(text)).toBe(cents);
      }),
    );
  });
});

describe('the expected date as the page shows it', () => {
  it('is the day itself in the page’s language', () => {
    expect(formatCalendarDate('2027-03-01', 'nl-NL')).toBe('1 maart 2027');
    expect(formatCalendarDate('2027-03-01', 'de-DE')).toBe('1. März 2027');
    expect(formatCalendarDate('soon', 'nl-NL')).toBe('soon');
  });
});
