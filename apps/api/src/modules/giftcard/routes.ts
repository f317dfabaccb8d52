/**
 * The gift card calls under /api/ext/giftcard (secondary-areas §7): POST check {giftCardCode},
 * POST apply and POST remove (or DELETE /api/ext/giftcard) {token?, quoteId, giftCardCode}.
 * Apply and remove answer the cart's totals after the change, so the storefront re-syncs them.
 * A code that is not a valid gift card answers 404 with `result.errorMessage` 'This is not a
 * valid giftcard' (secondary-areas §5); wrong codes past the guessing limit answer 429.
 * Answers are never cached.
 */
import {
  ErrorEnvelope,
  englishErrorMessage,
  GiftCardCartBody,
  GiftCardCartResponse,
  GiftCardCheckBody,
  GiftCardCheckResponse,
  GiftCardErrorEnvelope,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { requestCustomer } from '../auth/tokens.ts';
import { GiftCardNotValidError } from './service.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: GiftCardErrorEnvelope.or(ErrorEnvelope),
  429: ErrorEnvelope,
};

/** The spec's failure answer of a code: an errorMessage in the result. */
async function answerNotValid<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { code: 200, result: await work() };
  } catch (error) {
    if (!(error instanceof GiftCardNotValidError)) throw error;
    return reply.code(404).send({
      code: 404,
      result: { errorMessage: englishErrorMessage('giftcard.not_valid', {}) },
      meta: { key: 'giftcard.not_valid', params: {} },
    });
  }
}

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.giftCards;
  const { tokens } = app.services;
  /** The body's token (as the spec sends it), else the usual ?token=. */
  const caller = (request: FastifyRequest, body: GiftCardCartBody) =>
    body.token ? tokens.verifyAccessToken(body.token) : requestCustomer(request, tokens);

  app.addHook('onSend', noStore);

  app.post(
    '/ext/giftcard/check',
    {
      schema: {
        tags: ['giftcard'],
        summary: 'The balance and expiry of a gift card code (masked but for its last four)',
        body: GiftCardCheckBody,
        response: { 200: GiftCardCheckResponse, ...errors },
      },
    },
    async (request, reply) =>
      answerNotValid(reply, () => service.check(request.body.giftCardCode, request.ip)),
  );

  app.post(
    '/ext/giftcard/apply',
    {
      schema: {
        tags: ['giftcard'],
        summary: 'Applies a gift card to the cart (quoteId); answers the cart totals',
        body: GiftCardCartBody,
        response: { 200: GiftCardCartResponse, ...errors },
      },
    },
    async (request, reply) =>
      answerNotValid(reply, async () =>
        service.apply(
          request.body.quoteId,
          await caller(request, request.body),
          request.body.giftCardCode,
          request.ip,
        ),
      ),
  );

  const remove = async (request: FastifyRequest, body: GiftCardCartBody) => ({
    code: 200,
    result: await service.remove(body.quoteId, await caller(request, body), body.giftCardCode),
  });
  const removeSchema = {
    tags: ['giftcard'],
    summary: 'Removes a gift card from the cart (quoteId); answers the cart totals',
    body: GiftCardCartBody,
    response: { 200: GiftCardCartResponse, ...errors },
  };
  app.post('/ext/giftcard/remove', { schema: removeSchema }, (request) =>
    remove(request, request.body),
  );
  app.delete('/ext/giftcard', { schema: removeSchema }, (request) => remove(request, request.body));
};
