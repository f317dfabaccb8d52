import {
  CatalogParams,
  CatalogSearchBody,
  CatalogSearchResponse,
  ErrorEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeViewByCode } from '../../lib/store-view.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/catalog/:storeCode/:entity/_search',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Search products, categories, attributes, tax rules or CMS blocks (cms_block: size 150 unless asked, at most 500) of a store view',
        params: CatalogParams,
        body: CatalogSearchBody.optional(),
        response: { 200: CatalogSearchResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const view = storeViewByCode(request.params.storeCode);
      const result = await app.services.catalog.search(
        view,
        request.params.entity,
        request.body ?? {},
      );
      return { code: 200, result };
    },
  );
};
