/**
 * The reward points calls under /api/ext/rewards (secondary-areas §7 "Account, login, rewards"),
 * each with the customer's token (401 without one): the balance with its value, the rates and a
 * page of the history; and apply, the points to spend on a cart (`pointAmount`, answered with
 * `resultCode`). Answers are never cached.
 */
import {
  ErrorEnvelope,
  RewardsApplyBody,
  RewardsApplyQuery,
  RewardsApplyResponse,
  RewardsBalanceQuery,
  RewardsBalanceResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { requireCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.rewards;
  const { tokens } = app.services;

  app.addHook('onSend', noStore);

  app.get(
    '/ext/rewards/balance',
    {
      schema: {
        tags: ['rewards'],
        summary: "The token customer's reward points: balance, value, rates and history",
        querystring: RewardsBalanceQuery,
        response: { 200: RewardsBalanceResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.balance(await requireCustomer(request, tokens), request.query),
    }),
  );

  app.post(
    '/ext/rewards/apply',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Records the points (at most the balance) to spend on the cart when it is ordered',
        querystring: RewardsApplyQuery,
        body: RewardsApplyBody,
        response: { 200: RewardsApplyResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.applyToCart(
        await requireCustomer(request, tokens),
        request.query.cartId,
        request.body.pointAmount,
      ),
    }),
  );
};
