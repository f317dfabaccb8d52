/**
 * Product reviews (secondary-areas §7): the approved reviews of a product with its rating
 * (GET /api/ext/reviews/product/{productId}, and the reviews endpoint GET /api/ext/reviews or
 * /api/review/list with ?productId=), writing one on the three create paths (POST
 * /api/review/create, /api/ext/reviews/create and the reviews endpoint POST /api/ext/reviews,
 * body {review}), and the operator's list of pending reviews and approval or rejection
 * (x-operator-key). Lists may be kept
 * by a browser only while they are fresh (no-cache: it asks again); writes are never cached.
 */
import {
  CreatedReviewResponse,
  ErrorEnvelope,
  OperatorAuthHeaders,
  PendingReviewListResponse,
  PendingReviewQuery,
  ReviewBody,
  ReviewDecision,
  ReviewDecisionResponse,
  ReviewIdParams,
  ReviewListByQuery,
  ReviewListQuery,
  ReviewListResponse,
  ReviewProductParams,
  ReviewQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { operatorAccess, operatorOf } from '../../lib/operator-access.ts';
import { productTag, setPageTags } from '../../lib/page-cache/tags.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const REVIEW_CREATE_PATHS = ['/review/create', '/ext/reviews/create', '/ext/reviews'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;
  const { tokens } = app.services;

  const listSchema = {
    tags: ['reviews'],
    summary: "A product's approved reviews in the store view, newest first, with its rating",
    response: { 200: ReviewListResponse, ...errors },
  };

  app.get(
    '/ext/reviews/product/:productId',
    { schema: { ...listSchema, params: ReviewProductParams, querystring: ReviewListQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'x-vs-store-code');
      const { productId } = request.params;
      // An operator's decision on a review rebuilds the product, which drops its tag.
      setPageTags(reply, [productTag(productId)]);
      return {
        code: 200,
        result: await service.list(storeViewOf(request), productId, request.query),
      };
    },
  );

  for (const path of ['/ext/reviews', '/review/list']) {
    app.get(
      path,
      { schema: { ...listSchema, querystring: ReviewListByQuery } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache').header('vary', 'x-vs-store-code');
        const { productId, ...paging } = request.query;
        setPageTags(reply, [productTag(productId)]);
        return { code: 200, result: await service.list(storeViewOf(request), productId, paging) };
      },
    );
  }

  for (const path of REVIEW_CREATE_PATHS) {
    app.post(
      path,
      {
        onSend: noStore,
        schema: {
          tags: ['reviews'],
          summary:
            'Writes a review (guests too); it waits for approval (review_status 2) unless the shop approves at once',
          querystring: ReviewQuery,
          body: ReviewBody,
          response: {
            200: CreatedReviewResponse,
            ...errors,
            409: ErrorEnvelope,
            429: ErrorEnvelope,
          },
        },
      },
      async (request) => {
        const customer = await requestCustomer(request, tokens);
        const writer = { customerId: customer?.customerId ?? null, address: request.ip };
        return {
          code: 200,
          result: await service.create(storeViewOf(request), writer, request.body),
        };
      },
    );
  }

  const operatorHeaders = OperatorAuthHeaders;
  // An operator key or session with the role content_reviews (owners too); limited per client
  // address, wrong keys above all (lib/operator-access.ts).
  const operatorOnly = () =>
    operatorAccess(app, {
      role: 'content_reviews',
      off: 'review.moderation_off',
      required: 'review.operator_key_required',
      setting: 'REVIEW_OPERATOR_KEY',
    });

  app.get(
    '/ext/reviews/pending',
    {
      onSend: noStore,
      schema: {
        tags: ['reviews'],
        summary:
          'The reviews waiting for approval (review_status 2) in every store view, newest first (x-operator-key or an operator session; role content_reviews)',
        headers: operatorHeaders,
        querystring: PendingReviewQuery,
        response: { 200: PendingReviewListResponse, ...errors, 429: ErrorEnvelope },
      },
      ...operatorOnly(),
    },
    async (request) => ({ code: 200, result: await service.pending(request.query) }),
  );

  app.post(
    '/ext/reviews/:reviewId/status',
    {
      onSend: noStore,
      schema: {
        tags: ['reviews'],
        summary:
          'Approves (review_status 1) or rejects (3) a review (x-operator-key or an operator session; role content_reviews); written to the audit log',
        headers: operatorHeaders,
        params: ReviewIdParams,
        body: ReviewDecision,
        response: { 200: ReviewDecisionResponse, ...errors, 429: ErrorEnvelope },
      },
      ...operatorOnly(),
    },
    async (request) => ({
      code: 200,
      result: await service.decide(
        request.params.reviewId,
        request.body.review_status,
        app.services.operators.recorderFor(operatorOf(request)),
      ),
    }),
  );
};
