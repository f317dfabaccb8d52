/**
 * Product reviews (secondary-areas §3, §7): statuses, limits and a product's rating (average,
 * stars). Apart from the field rules (validation.ts), which build on the account rules: cards
 * draw stars on every page without loading those.
 */
/** review_status of a review: 1 approved (the only one shown), 2 pending, 3 rejected. */
export const REVIEW_STATUS = { approved: 1, pending: 2, rejected: 3 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** The longest texts a review may hold (characters). */
export const REVIEW_LIMITS = { nickname: 60, title: 120, detail: 4000 } as const;

/** Ratings are whole stars from 1 to 5. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The review list's page size (secondary-areas §9) and the largest page a caller may ask. */
export const REVIEW_PAGE_SIZE = 50;
export const MAX_REVIEW_PAGE_SIZE = 100;

/** A product's rating over its approved reviews: average rounded to one decimal, and count. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** The summary of a list of ratings (average 0 when there are none). */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { average: 0, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: roundRating(sum / ratings.length), count: ratings.length };
}

/** An average rating to one decimal, as shown ("4,5 van 5 sterren"). */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * An average rating as shoppers read it, to one decimal at most with a decimal comma, as nl-NL
 * and de-DE both write it: 4.5 → '4,5', 4 → '4', 4.25 → '4,3'. The same text as
 * `Intl.NumberFormat(locale, { maximumFractionDigits: 1 })` for ratings, without one: building
 * the first Intl formatter of a page costs the browser about 25 ms (100 at a phone's speed) while
 * it hydrates, and a rating was often the only number a page formatted so.
 */
export function formatRating(average: number): string {
  // Intl rounds the number as JavaScript writes it ('0.15', not the double's 0.1499…), a tie
  // up: so the decimal point moves in that text, not by multiplying.
  const shifted = Number(`${average}e1`);
  const tenths = Math.round(Number.isNaN(shifted) ? average * 10 : shifted);
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return tenth === 0 ? String(whole) : `${whole},${tenth}`;
}

/** How many of five stars are full, half and empty for an average (halves from .25 to .75). */
export function starsOf(average: number): { full: number; half: number; empty: number } {
  const clamped = Math.min(MAX_RATING, Math.max(0, average));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_RATING - full - half };
}
