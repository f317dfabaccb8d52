/**
 * Customer service's gift cards under /api/admin/gift-cards (decision 76): operator sessions
 * with the role customer_service (owners too); a caller without it gets 403 naming the role.
 * A code travels in a body, never in a URL (addresses end up in logs).
 */
import {
  AdminGiftCardFindBody,
  AdminGiftCardHistoryResponse,
  AdminGiftCardIssueBody,
  AdminGiftCardIssuedResponse,
  AdminGiftCardParams,
  AdminGiftCardResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorSession,
  recorderOf,
} from '../../lib/operator-access.ts';

const errors = OPERATOR_CALL_ERRORS;
const tags = ['operator-gift-cards'];

export const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.giftCardAdmin;
  const access = () => operatorSession(app, 'customer_service');

  app.post(
    '/admin/gift-cards',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Issues a gift card of an amount; the answer shows its code once (the shop keeps a keyed hash)',
        headers: OperatorSessionHeaders,
        body: AdminGiftCardIssueBody,
        response: { 200: AdminGiftCardIssuedResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.issue(request.body, recorderOf(app, request)),
    }),
  );

  app.post(
    '/admin/gift-cards/find',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The gift card of a code (any case, with or without dashes)',
        headers: OperatorSessionHeaders,
        body: AdminGiftCardFindBody,
        response: { 200: AdminGiftCardResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.find(request.body.code) }),
  );

  app.get(
    '/admin/gift-cards/:giftCardId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'A gift card and its balance history: issued, spent by orders, given back',
        headers: OperatorSessionHeaders,
        params: AdminGiftCardParams,
        response: { 200: AdminGiftCardHistoryResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.history(request.params.giftCardId) }),
  );

  for (const [path, blocked, summary] of [
    ['block', true, 'Blocks a gift card (lost or stolen): it pays nothing until unblocked'],
    ['unblock', false, 'Unblocks a gift card: its balance can be spent again'],
  ] as const) {
    app.post(
      `/admin/gift-cards/:giftCardId/${path}`,
      {
        onSend: noStore,
        schema: {
          tags,
          summary,
          headers: OperatorSessionHeaders,
          params: AdminGiftCardParams,
          response: { 200: AdminGiftCardResponse, ...errors },
        },
        ...access(),
      },
      async (request) => ({
        code: 200,
        result: await service.setBlocked(
          request.params.giftCardId,
          blocked,
          recorderOf(app, request),
        ),
      }),
    );
  }
};
