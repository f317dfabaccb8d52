import { describe, expect, it } from 'vitest';
import {
  formatRating,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  roundRating,
  starsOf,
  summarizeRatings,
  validateReview,
} from './index.ts';

const good = { nickname: 'Sanne', title: 'Fijne kinderwagen', detail: 'Rijdt soepel.', rating: 4 };

describe('validateReview', () => {
  it('accepts a filled review', () => {
    expect(validateReview(good)).toEqual({});
  });

  it('names every empty field with "Field is required" and a missing rating', () => {
    expect(validateReview({ nickname: ' ', title: '', detail: '\n', rating: null })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: 'Field is required',
      detail: 'Field is required',
      nickname: 'Field is required',
    });
  });

  it('takes the account rule for names: at least 2 letters', () => {
    expect(validateReview({ ...good, nickname: 'A.' })).toEqual({
      nickname: 'Name must have at least 2 letters',
    });
  });

  it('takes only whole ratings from 1 to 5', () => {
    for (const rating of [0, 6, 4.5, -1, Number.NaN]) {
      expect(validateReview({ ...good, rating }).rating).toBe(REVIEW_MESSAGES.rating);
    }
    for (const rating of [1, 2, 3, 4, 5]) expect(validateReview({ ...good, rating })).toEqual({});
  });

  it('bounds the texts by characters, not bytes', () => {
    expect(validateReview({ ...good, title: 'é'.repeat(REVIEW_LIMITS.title) })).toEqual({});
    expect(validateReview({ ...good, title: 'x'.repeat(REVIEW_LIMITS.title + 1) }).title).toBe(
      REVIEW_MESSAGES.tooLong,
    );
    expect(validateReview({ ...good, detail: 'x'.repeat(REVIEW_LIMITS.detail + 1) }).detail).toBe(
      REVIEW_MESSAGES.tooLong,
    );
    expect(
      validateReview({ ...good, nickname: 'x'.repeat(REVIEW_LIMITS.nickname + 1) }).nickname,
    ).toBe(REVIEW_MESSAGES.tooLong);
  });
});

describe('summarizeRatings', () => {
  it('is zero without ratings', () => {
    expect(summarizeRatings([])).toEqual({ average: 0, count: 0 });
  });

  it('averages to one decimal', () => {
    expect(summarizeRatings([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(summarizeRatings([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(roundRating(4.25)).toBe(4.3);
  });
});

describe('formatRating', () => {
  it('writes one decimal at most with a decimal comma', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(0)).toBe('0');
    expect(formatRating(3.96)).toBe('4');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(0.15)).toBe('0,2');
    expect(formatRating(1e-7)).toBe('0');
  });

  it('writes what Intl writes in both locales for every average to three decimals', () => {
    for (const locale of ['nl-NL', 'de-DE']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (let thousandths = 0; thousandths <= 5000; thousandths++) {
        const average = thousandths / 1000;
        expect(formatRating(average), `${average} in ${locale}`).toBe(intl.format(average));
      }
    }
  });
});

describe('starsOf', () => {
  it('splits an average into full, half and empty stars', () => {
    expect(starsOf(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starsOf(4.2)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starsOf(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsOf(7)).toEqual({ full: 5, half: 0, empty: 0 });
  });
});
