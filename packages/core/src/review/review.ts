/**
 * Product reviews (secondary-areas §3, §7): the fields a shopper fills in the review modal and
 * the product's aggregate rating. The storefront checks the fields as the shopper types; the API
 * checks them again and answers the first field at fault with its message.
 */
import { ACCOUNT_MESSAGES, validateName } from '../account/validation.ts';

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

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars',
  tooLong: 'This text is too long',
} as const;

export interface ReviewFields {
  nickname: string;
  title: string;
  detail: string;
  rating: number | null | undefined;
}

export type ReviewField = keyof ReviewFields;

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/** The problems of a filled review by field, in the form's order; empty when fine. */
export function validateReview(fields: ReviewFields): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  const add = (field: ReviewField, message: string | null) => {
    if (message) problems[field] = message;
  };
  add('rating', isRating(fields.rating) ? null : REVIEW_MESSAGES.rating);
  add('title', textProblem(fields.title, REVIEW_LIMITS.title));
  add('detail', textProblem(fields.detail, REVIEW_LIMITS.detail));
  add(
    'nickname',
    [...(fields.nickname ?? '')].length > REVIEW_LIMITS.nickname
      ? REVIEW_MESSAGES.tooLong
      : validateName(fields.nickname),
  );
  return problems;
}

/** Whether a value is a whole number of stars from 1 to 5. */
export function isRating(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= MIN_RATING && (value as number) <= MAX_RATING
  );
}

function textProblem(value: string | null | undefined, max: number): string | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  return [...(value ?? '')].length > max ? REVIEW_MESSAGES.tooLong : null;
}

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

/** How many of five stars are full, half and empty for an average (halves from .25 to .75). */
export function starsOf(average: number): { full: number; half: number; empty: number } {
  const clamped = Math.min(MAX_RATING, Math.max(0, average));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_RATING - full - half };
}
