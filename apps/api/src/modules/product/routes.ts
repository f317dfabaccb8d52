import { ErrorEnvelope, RenderListQuery, RenderListResponse } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors.ts';
import { parseList } from '../../lib/list.ts';
import { readRequestToken } from '../auth/tokens.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The customer group whose prices a caller sees: the group of a valid customer token, else the
   * not-logged-in group 0. `userGroupId` is accepted for the original's clients but grants
   * nothing by itself (anyone could send it); a token that is no longer valid prices as a guest
   * (showing prices needs no login; the cart and orders check the token themselves).
   */
  const customerGroupOf = async (request: FastifyRequest): Promise<number> => {
    const token = readRequestToken(request);
    if (!token) return 0;
    try {
      return (await app.services.tokens.verifyAccessToken(token)).groupId;
    } catch (error) {
      // A token that is no longer valid prices as a guest; a database failure is no answer.
      if (error instanceof DomainError) return 0;
      throw error;
    }
  };

  const service = app.services.products;
  app.get(
    '/product/render-list',
    {
      schema: {
        tags: ['product'],
        summary: 'Current prices of products by sku, per store view and customer group',
        querystring: RenderListQuery,
        response: { 200: RenderListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const skus = parseList(request.query.skus, 'skus');
      const items = await service.renderList({
        skus,
        storeId: request.query.storeId,
        currencyCode: request.query.currencyCode,
        customerGroupId: await customerGroupOf(request),
      });
      return { code: 200, result: { items } };
    },
  );
};
