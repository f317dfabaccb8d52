import {
  CatalogParams,
  CatalogSearchBody,
  CatalogSearchResponse,
  ErrorEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogSearchTags } from '../../lib/page-cache/catalog-tags.ts';
import { setPageTags } from '../../lib/page-cache/tags.ts';
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
    async (request, reply) => {
      const view = storeViewByCode(request.params.storeCode);
      const body = request.body ?? {};
      const result = await app.services.catalog.search(view, request.params.entity, body);
      // A page rendered from this answer is dropped from the output cache when these change.
      setPageTags(reply, catalogSearchTags(request.params.entity, body, result.items));
      return { code: 200, result };
    },
  );
};
