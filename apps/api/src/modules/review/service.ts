/**
 * Product reviews (secondary-areas §3, §7). A product page reads the approved reviews of its
 * store view (review_status 1), newest first, 50 a page, with the product's average rating and
 * count. Anyone may write a review: it waits for an operator's approval (review_status 2) unless
 * the shop approves automatically; the operator approves (1) or rejects (3) with the review
 * operator key. Texts are stored exactly as written; every reader renders them as text.
 *
 * A logged-in customer writes one review a product (a second: 409), marked as a verified
 * purchase when a paid order of theirs held the product or one of its children. Writers are
 * limited per hour: guests per client address, customers per account. An approval or rejection
 * rebuilds the product's documents (listings show the new rating) and forgets cached pages.
 */
import type {
  CreatedReview,
  PendingReview,
  PendingReviewList,
  PendingReviewQuery,
  ReviewBody,
  ReviewItem,
  ReviewList,
} from '@shop/contracts';
import {
  getStoreViewById,
  isRating,
  MAX_REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_STATUS,
  type StoreView,
  validateReview,
} from '@shop/core';
import { documentStoreId } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, invalidField, notFound } from '../../lib/errors.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { PendingReviewRow, ReviewRepository, ReviewRow } from './repository.ts';

/** The writer of a review: the token's customer, else a guest known by the client address. */
export interface ReviewWriter {
  customerId: number | null;
  address: string;
}

export interface ReviewDeps {
  reviews: ReviewRepository;
  /** The product documents: a product's sku, and rebuilding them after a rating changes. */
  catalog: {
    productDocument(view: StoreView, productId: number): Promise<Record<string, unknown> | null>;
    refreshProducts(productIds: number[]): Promise<void>;
  };
  /** Whether a customer paid for a product (or one of its children) in an order. */
  orders: { boughtProduct(customerId: number, sku: string): Promise<boolean> };
  /** Reviews written per writer and hour. */
  limiter: KeyedRateLimiter;
  /** Approve new reviews at once (REVIEWS_AUTO_APPROVE). */
  autoApprove: boolean;
  now: () => Date;
}

/** Pages of approved reviews are kept this long; a decision of an operator forgets them. */
const LIST_CACHE_MS = 60_000;

export class ReviewService {
  readonly #pages = new TtlCache<ReviewList>(LIST_CACHE_MS, 2000, Date.now, 'review_pages');

  constructor(private readonly deps: ReviewDeps) {}

  /** One page of the approved reviews of a product in a store view, with its rating (404: no product). */
  async list(
    view: StoreView,
    productId: number,
    paging: { from?: number | undefined; start?: number | undefined; size?: number | undefined },
  ): Promise<ReviewList> {
    const start = paging.from ?? paging.start ?? 0;
    const size = Math.min(paging.size ?? REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE);
    const storeId = documentStoreId(view);
    return this.#pages.get(`${storeId}:${productId}:${start}:${size}`, async () => {
      await this.requireProduct(view, productId);
      const page = await this.deps.reviews.approvedPage(productId, storeId, { start, size });
      return {
        items: page.rows.map(itemOf),
        total: page.total,
        start,
        size,
        rating: { average: page.average, count: page.total },
      };
    });
  }

  /**
   * Writes a review in a store view: limit, fields, product, one per customer, verified
   * purchase, then stored pending (or approved when the shop approves automatically).
   */
  async create(view: StoreView, writer: ReviewWriter, body: ReviewBody): Promise<CreatedReview> {
    const { review } = body;
    const limitKey = writer.customerId ? `customer:${writer.customerId}` : `ip:${writer.address}`;
    await this.deps.limiter.check(limitKey);
    if (review.customer_id != null && review.customer_id !== writer.customerId) {
      throw new DomainError(
        'forbidden',
        'review.customer_not_own',
        {},
        { field: 'review.customer_id' },
      );
    }
    const fields = {
      nickname: review.nickname,
      title: review.title,
      detail: review.detail,
      rating: review.rating,
    };
    const [problem] = Object.entries(validateReview(fields));
    if (problem) throw invalidField(problem[1], `review.${problem[0]}`);
    const product = await this.requireProduct(view, review.product_id);
    const { customerId } = writer;
    if (customerId && (await this.deps.reviews.existsOfCustomer(customerId, review.product_id))) {
      throw duplicate();
    }
    const verified = customerId
      ? await this.deps.orders.boughtProduct(customerId, String(product.sku))
      : false;
    await this.deps.limiter.hit(limitKey);
    const now = this.deps.now();
    const status = this.deps.autoApprove ? REVIEW_STATUS.approved : REVIEW_STATUS.pending;
    const row = await this.deps.reviews.insert({
      productId: review.product_id,
      storeId: documentStoreId(view),
      customerId,
      nickname: review.nickname.trim(),
      title: review.title.trim(),
      detail: review.detail.trim(),
      rating: review.rating as number,
      reviewStatus: status,
      verified,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw duplicate();
    if (status === REVIEW_STATUS.approved) await this.ratingChanged(row.productId);
    return {
      id: row.id,
      product_id: row.productId,
      review_status: row.reviewStatus,
      verified_purchase: row.verified,
    };
  }

  /**
   * One page of the reviews waiting for approval in every store view, newest first (the
   * operator's list; the caller checked the operator key). Never cached: a decision takes a
   * review off the list at once.
   */
  async pending(paging: PendingReviewQuery): Promise<PendingReviewList> {
    const page = paging.page ?? 1;
    const size = Math.min(paging.size ?? REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE);
    const { rows, total } = await this.deps.reviews.pendingPage({ start: (page - 1) * size, size });
    return { items: rows.map(pendingItemOf), total, page, size };
  }

  /** Approves (1) or rejects (3) a review; its product's rating and cached pages follow. */
  async decide(
    reviewId: number,
    status: number,
    record: RecordChange,
  ): Promise<{ id: number; product_id: number; review_status: number }> {
    if (status !== REVIEW_STATUS.approved && status !== REVIEW_STATUS.rejected) {
      throw new DomainError('invalid', 'review.status_invalid', {}, { field: 'review_status' });
    }
    // The decision and its audit entry are stored together.
    const row = await this.deps.reviews.transaction(async (tx) => {
      const changed = await this.deps.reviews.setStatus(reviewId, status, this.deps.now(), tx);
      if (!changed) throw notFound('review.not_found', { reviewId });
      await record(
        {
          action: 'review.decide',
          entityType: 'review',
          entityId: String(changed.id),
          before: { review_status: changed.statusBefore },
          after: { review_status: changed.reviewStatus },
        },
        tx,
      );
      return changed;
    });
    await this.ratingChanged(row.productId);
    return { id: row.id, product_id: row.productId, review_status: row.reviewStatus };
  }

  /**
   * The product's documents carry its rating: rebuilt; pages of reviews are read again (in every
   * process: rebuilt documents are announced as a catalogue change, which forgets the pages).
   */
  private async ratingChanged(productId: number): Promise<void> {
    this.#pages.clear();
    await this.deps.catalog.refreshProducts([productId]);
  }

  /** Forgets the kept pages of reviews (another process's decision changed one). */
  forgetPages(): void {
    this.#pages.clear();
  }

  private async requireProduct(
    view: StoreView,
    productId: number,
  ): Promise<Record<string, unknown>> {
    const product = await this.deps.catalog.productDocument(view, productId);
    if (!product) throw notFound('review.product_unknown', { productId });
    return product;
  }
}

function duplicate(): DomainError {
  return new DomainError('conflict', 'review.duplicate');
}

function itemOf(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    product_id: row.productId,
    review_status: row.reviewStatus,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    rating: isRating(row.rating) ? row.rating : 0,
    verified_purchase: row.verified,
    created_at: row.createdAt.toISOString(),
  };
}

function pendingItemOf(row: PendingReviewRow): PendingReview {
  return {
    id: row.id,
    product_id: row.productId,
    sku: row.sku,
    rating: isRating(row.rating) ? row.rating : 0,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    verified_purchase: row.verified,
    store_code: getStoreViewById(row.storeId)?.code ?? String(row.storeId),
    created_at: row.createdAt.toISOString(),
  };
}
