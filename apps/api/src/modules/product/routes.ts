import { ErrorEnvelope, RenderListQuery, RenderListResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseList } from '../../lib/list.ts';
import { requestPriceGroup } from '../auth/tokens.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products, tokens } = app.services;
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
      // `userGroupId` is accepted for the original's clients but grants nothing by itself
      // (anyone could send it): the group comes from the customer token only.
      const items = await products.renderList({
        skus: parseList(request.query.skus, 'skus'),
        storeId: request.query.storeId,
        currencyCode: request.query.currencyCode,
        customerGroupId: await requestPriceGroup(request, tokens),
      });
      return { code: 200, result: { items } };
    },
  );
};
