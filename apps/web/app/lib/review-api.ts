/**
 * The review calls of the product page: a page of a product's approved reviews (newest first,
 * with the product's rating), read by the page in the browser and by its loader for the JSON-LD.
 * The list is not personal: it is read without the customer's token. Writing a review is the
 * review modal's call (lib/review-write.ts), loaded with the modal.
 */
import type { ReviewList, ReviewListResponse } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';

/** One page of a product's approved reviews in a store view, with the product's rating. */
export function getProductReviews(
  storeCode: StoreCode,
  productId: number,
  page: { start: number; size: number },
  options: CallOptions = {},
): Promise<ReviewList> {
  return callApi<typeof ReviewListResponse>(
    `/api/ext/reviews/product/${productId}?from=${page.start}&size=${page.size}`,
    { ...options, headers: { accept: 'application/json', 'x-vs-store-code': storeCode } },
  );
}
