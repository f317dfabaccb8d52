/**
 * The payment calls (spec secondary-areas §7 Payments, §4 "Order placing, payment and offline
 * queue"; reference-notes §7.2):
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/errors.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import type { Services } from '../../services.ts';
import { requestCustomer } from '../auth/tokens.ts';
import { ORDER_BODY_LIMIT } from '../order/routes.ts';
import { ORDER_SCHEMA_MESSAGE } from '../order/service.ts';
import type { BuckarooPush } from './buckaroo-types.ts';
import { orderView, type ReturnTarget, reportedAmountOf } from './service.ts';

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
      bodyLimit: ORDER_BODY_LIMIT,
      // A body that fails the schema gets the order's own 400: its message, what is wrong.
      config: { schemaRefusal: ORDER_SCHEMA_MESSAGE },
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
      const { paymentInformation, order: body } = request.body;
      const orderMethod =
        body.addressInformation.payment_method_code ?? body.payment_method_code ?? null;
      if (paymentInformation.paymentMethod.method !== orderMethod) {
        throw new DomainError(
          'invalid',
          'paymentInformation.paymentMethod.method must be the order’s payment_method_code.',
        );
      }
      if (paymentInformation.cartId && body.cart_id && paymentInformation.cartId !== body.cart_id) {
        throw new DomainError('invalid', 'paymentInformation.cartId must be the order’s cart_id.');
      }
      const caller = await requestCustomer(request, app.services.tokens);
      const view = storeViewOf(request);
      const placed = await app.services.orders.place(body, caller, view);
      // Its confirmation mail was written with the order: send it now, outside this answer.
      if (placed.created) app.services.outbox.wake();
      const state = await payments.startPayment(placed.order, {
        issuer: issuerOf(paymentInformation.paymentMethod.additional_data, body),
        clientIp: request.ip ?? null,
        returnTo: returnTarget(app, request, orderView(placed.order)),
      });
      const response = state.response;
      return {
        code: 200,
        result: {
          ...placed.answer,
          order_hash: placed.order.orderHash,
          payment_status: state.paymentStatus,
          buckaroo_response: response
            ? {
                Key: response.Key,
                Status: {
                  Code: response.Status.Code,
                  DateTime: response.Status.DateTime,
                },
                RequiredAction: response.RequiredAction?.RedirectURL
                  ? {
                      Name: response.RequiredAction.Name || 'Redirect',
                      Type: response.RequiredAction.Type || 'Redirect',
                      RedirectURL: response.RequiredAction.RedirectURL,
                    }
                  : null,
                ServiceCode: response.ServiceCode ?? null,
                IsTest: response.IsTest,
              }
            : null,
          instructions: state.instructions,
        },
      };
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
      async (request, reply) => handlePush(request, reply, app.services),
    );
  });
};

async function handlePush(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Pick<Services, 'payments' | 'verifyPaymentPush'>,
) {
  const body = typeof request.body === 'string' ? request.body : '';
  const authorization = request.headers.authorization;
  if (!(await services.verifyPaymentPush(authorization, body))) {
    request.log.warn('a payment push with a missing, wrong or old signature was refused');
    return reply
      .code(401)
      .send({ code: 401, result: 'The push signature is missing, not valid or too old.' });
  }
  let push: BuckarooPush;
  try {
    push = JSON.parse(body) as BuckarooPush;
  } catch {
    return reply.code(400).send({ code: 400, result: 'The push is not JSON.' });
  }
  const key = push?.Transaction?.Key;
  const code = push?.Transaction?.Status?.Code?.Code;
  if (typeof key !== 'string' || typeof code !== 'number') {
    return reply
      .code(400)
      .send({ code: 400, result: 'The push has no Transaction.Key and Status.Code.Code.' });
  }
  const verdict = await services.payments.applyStatus(
    key,
    code,
    reportedAmountOf(push.Transaction),
  );
  if (verdict === 'unknown') {
    request.log.warn({ key }, 'a payment push for an unknown transaction');
    return reply.code(404).send({ code: 404, result: 'No payment with this transaction key.' });
  }
  if (verdict === 'mismatch') {
    return reply.code(400).send({
      code: 400,
      result:
        'Transaction.AmountDebit and Transaction.Currency must be the payment’s amount and currency.',
    });
  }
  return reply.code(200).send({ code: 200, result: 'OK' });
}

/** The iDEAL issuer the shopper chose: in the payment call's additional data, else the order's. */
function issuerOf(
  additional: unknown,
  order: {
    payment_method_additional?: unknown;
    addressInformation: { payment_method_additional?: unknown };
  },
): string | null {
  for (const source of [
    additional,
    order.addressInformation.payment_method_additional,
    order.payment_method_additional,
  ]) {
    const issuer = readIssuer(source);
    if (issuer) return issuer;
  }
  return null;
}

function readIssuer(source: unknown): string | null {
  if (!source) return null;
  if (Array.isArray(source)) {
    for (const entry of source) {
      const issuer = readIssuer(typeof entry === 'string' ? safeJson(entry) : entry);
      if (issuer) return issuer;
    }
    return null;
  }
  if (typeof source === 'object') {
    const value = (source as Record<string, unknown>).issuer;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Where the provider sends the shopper back: the origin the shopper's browser called from when
 * it is this very host (a same-origin call carries it in Origin), else the configured public URL;
 * never an origin another site names.
 */
function returnTarget(
  app: FastifyInstance,
  request: FastifyRequest,
  view: ReturnTarget['view'],
): ReturnTarget {
  const configured = app.deps.config.mail.shopPublicUrl;
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  return { origin: typeof origin === 'string' && origin === own ? origin : configured, view };
}
