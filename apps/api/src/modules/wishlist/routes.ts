/**
 * The wishlist calls under /api/ext/wishlist (secondary-areas §7): get, add and delete, each with
 * the customer's token (401 without one). Every answer is the customer's whole list. Answers are
 * never cached.
 */
import {
  ErrorEnvelope,
  TokenQuery,
  WishlistAddBody,
  WishlistDeleteBody,
  WishlistResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requireCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.wishlist;
  const { tokens } = app.services;

  app.addHook('onSend', noStore);

  app.get(
    '/ext/wishlist/get',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The token customer's wishlist",
        querystring: TokenQuery,
        response: { 200: WishlistResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.list(await requireCustomer(request, tokens), storeViewOf(request)),
    }),
  );

  app.post(
    '/ext/wishlist/add',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Adds a product (a configurable with its chosen child) once; answers the list',
        querystring: TokenQuery,
        body: WishlistAddBody,
        response: { 200: WishlistResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.add(
        await requireCustomer(request, tokens),
        storeViewOf(request),
        request.body,
      ),
    }),
  );

  app.post(
    '/ext/wishlist/delete',
    {
      schema: {
        tags: ['wishlist'],
        summary: "Deletes an entry of the token customer's wishlist; answers the list",
        querystring: TokenQuery,
        body: WishlistDeleteBody,
        response: { 200: WishlistResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.delete(
        await requireCustomer(request, tokens),
        storeViewOf(request),
        request.body.itemId,
      ),
    }),
  );
};
