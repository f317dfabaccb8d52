/**
 * The fields a shopper fills in the review modal. The storefront checks them as the shopper
 * types; the API checks them again and answers the first field at fault with its message.
 */
import { ACCOUNT_MESSAGES, validateName } from '../account/validation.ts';
import { MAX_RATING, MIN_RATING, REVIEW_LIMITS } from './rating.ts';

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
