import { ErrorEnvelope, RenderListQuery, RenderListResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseList } from '../../lib/list.ts';
import { ProductService } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProductService(
    app.deps.shop,
    {
      usePriceTiers: app.deps.config.catalog.usePriceTiers,
      signatureSecret: app.deps.config.priceSignatureSecret,
    },
    app.services.catalog,
  );
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
        customerGroupId: request.query.userGroupId,
      });
      return { code: 200, result: { items } };
    },
  );
};
