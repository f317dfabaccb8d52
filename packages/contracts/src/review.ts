/**
 * Product reviews (secondary-areas §7): the approved reviews of a product with its rating
 * (GET /api/ext/reviews/product/{productId}, and GET /api/review/list?productId=), writing one
 * (POST /api/review/create, /api/ext/reviews/create, /api/ext/reviews/reviews/create, body
 * {review}), the operator's list of pending reviews and the decision on one. Texts are bounded here; the field rules
 * of packages/core (review) answer the field with its message in the API, so an absent text is
 * '' and "Field is required" there.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

const Text = (max: number) => z.string().max(max).default('');

export const ReviewBody = z.object({
  review: z.object({
    product_id: z.coerce.number().int().min(1).max(2_147_483_647),
    /** Whole stars 1 to 5; anything else is answered by the field rule. */
    rating: z.number().nullish(),
    /** Generous bounds: the field rules name the real limits (packages/core review). */
    title: Text(1000),
    detail: Text(20_000),
    nickname: Text(1000),
    /** The writer when logged in: must be the token's customer (the token decides, not this). */
    customer_id: z.coerce.number().int().min(1).max(2_147_483_647).nullish(),
    /** Fields the original's clients send along (review_entity, store id): ignored. */
    review_status: z.unknown().optional(),
  }),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

export const ReviewQuery = z.object({
  token: z.string().optional(),
  storeCode: z.string().optional(),
});

export const ReviewProductParams = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Paging of the list: from (or start) and size, at most 100 a page (default 50). */
export const ReviewListQuery = z.object({
  storeCode: z.string().optional(),
  from: z.coerce.number().int().min(0).max(100_000).optional(),
  start: z.coerce.number().int().min(0).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});

export const ReviewListByQuery = ReviewListQuery.extend({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One approved review as shown: texts exactly as written (render them as text). */
export const ReviewItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  review_status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.number().int(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const RatingSummary = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const ReviewList = z.object({
  items: z.array(ReviewItem),
  total: z.number().int(),
  start: z.number().int(),
  size: z.number().int(),
  /** The product's approved reviews in this store view: average rating and count. */
  rating: RatingSummary,
});
export type ReviewList = z.infer<typeof ReviewList>;
export const ReviewListResponse = envelope(ReviewList);

/** A review as written: pending until approved (review_status 2), or approved at once. */
export const CreatedReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  review_status: z.number().int(),
  verified_purchase: z.boolean(),
});
export type CreatedReview = z.infer<typeof CreatedReview>;
export const CreatedReviewResponse = envelope(CreatedReview);

export const ReviewIdParams = z.object({
  reviewId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ReviewDecision = z.object({ review_status: z.number().int() });
export const ReviewDecisionResponse = envelope(
  z.object({ id: z.number().int(), product_id: z.number().int(), review_status: z.number().int() }),
);

/**
 * Paging of the operator's list of reviews waiting for approval: page (from 1) and size (at most
 * 100, default 50); anything else is a 400 naming the field.
 */
export const PendingReviewQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
export type PendingReviewQuery = z.infer<typeof PendingReviewQuery>;

/** A review waiting for approval, with what the operator needs to decide on it. */
export const PendingReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  rating: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  verified_purchase: z.boolean(),
  /** The store view it was written in (nl, de). */
  store_code: z.string(),
  created_at: z.string(),
});
export type PendingReview = z.infer<typeof PendingReview>;

export const PendingReviewList = z.object({
  items: z.array(PendingReview),
  /** All reviews waiting, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PendingReviewList = z.infer<typeof PendingReviewList>;
export const PendingReviewListResponse = envelope(PendingReviewList);
