/**
 * The payment calls:
 * - POST /api/ext/buckaroo/payment-information: places the order (idempotent by its order_id,
 *   like POST /api/order) and starts its payment; answers the provider's response with its
 *   redirect.
 * - GET /api/ext/buckaroo/get-payment-additional-details: iDEAL's issuers.
 * - POST /api/ext/buckaroo/push: the provider's signed status push (the only way besides the
 *   provider's own answers that a payment changes).
 * - GET /api/order/status?order_hash=: where an order and its payment stand, for the return pages.
 */
import {
  ErrorEnvelope,
  OrderStatusQuery,
  OrderStatusResponse,
  PaymentAdditionalDetailsResponse,
  PaymentErrorResponse,
  PaymentInformationBody,
  PaymentInformationResponse,
} from '@shop/contracts';
import { ORDER_SCHEMA_ERROR } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeViewOf } from '../../lib/store-view.ts';
import type { Services } from '../../services.ts';
import { requestCustomer } from '../auth/tokens.ts';
import type { PaymentCall } from './options.ts';

/** The payment call carries a whole order body (as POST /api/order takes it) and a few fields. */
const PAYMENT_BODY_LIMIT = 256 * 1024;
/** The push's body is small; Buckaroo's transaction JSON is a few kilobytes. */
const PUSH_BODY_LIMIT = 64 * 1024;

const PaymentQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    '/ext/buckaroo/payment-information',
    {
      bodyLimit: PAYMENT_BODY_LIMIT,
      // A body that fails the schema gets the order's own 400: its message, what is wrong.
      config: { schemaRefusal: ORDER_SCHEMA_ERROR },
      schema: {
        tags: ['payment'],
        summary: 'Place the order (idempotent by order_id) and start its payment',
        querystring: PaymentQuery,
        body: PaymentInformationBody,
        response: {
          200: PaymentInformationResponse,
          400: PaymentErrorResponse,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await payments.placeAndPay(request.body, paymentCall(request, app.services));
      return { code: 200, result };
    },
  );

  app.get(
    '/ext/buckaroo/get-payment-additional-details',
    {
      schema: {
        tags: ['payment'],
        summary: 'The issuers of the payment methods that have them (iDEAL)',
        response: { 200: PaymentAdditionalDetailsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { code: 200, result: payments.additionalDetails() };
    },
  );

  app.get(
    '/order/status',
    {
      schema: {
        tags: ['order'],
        summary: 'An order and its payment by order_hash (the return pages)',
        querystring: OrderStatusQuery,
        response: { 200: OrderStatusResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200, result: await payments.orderStatus(request.query.order_hash) };
    },
  );

  // The push is verified over its exact bytes: this route reads its body as text.
  await app.register(async (push) => {
    push.removeAllContentTypeParsers();
    push.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    push.post(
      '/ext/buckaroo/push',
      {
        bodyLimit: PUSH_BODY_LIMIT,
        schema: {
          tags: ['payment'],
          summary: 'The payment provider’s signed status push (Buckaroo JSON push)',
          response: {
            200: z.object({ code: z.number(), result: z.string() }),
            400: ErrorEnvelope,
            401: ErrorEnvelope,
            404: ErrorEnvelope,
          },
        },
      },
      async (request) => {
        const body = typeof request.body === 'string' ? request.body : '';
        await payments.receivePush(request.headers.authorization, body);
        return { code: 200, result: 'OK' };
      },
    );
  });
};

/**
 * The payment call's caller, store view and origins. The caller and the store view are read
 * only when the service asks for them, after it checked the body.
 */
function paymentCall(request: FastifyRequest, services: Pick<Services, 'tokens'>): PaymentCall {
  const origin = request.headers.origin;
  return {
    caller: () => requestCustomer(request, services.tokens),
    view: () => storeViewOf(request),
    clientIp: request.ip ?? null,
    origin: typeof origin === 'string' ? origin : undefined,
    ownOrigin: `${request.protocol}://${request.host}`,
  };
}
