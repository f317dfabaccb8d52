/**
 * Writing a review (the review modal's call): with the customer's token when the shopper is
 * logged in, so a review of something they bought is marked as a verified purchase.
 */
import type { CreatedReview, CreatedReviewResponse, ReviewBody } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { callJson } from './json-request.ts';

/** Writes a review; it is shown once approved. */
export function createReview(
  storeCode: StoreCode,
  review: ReviewBody['review'],
  loggedIn: boolean,
): Promise<CreatedReview> {
  return callJson<typeof CreatedReviewResponse>('POST', '/api/review/create', {
    storeCode,
    body: { review },
    auth: loggedIn,
  });
}
