import { ErrorEnvelope, UrlMapBody, UrlMapResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPageTags, urlMapTags } from '../../lib/page-cache/tags.ts';
import { storeViewOf } from '../../lib/store-view.ts';

export const urlRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.urls;
  app.post(
    '/url/map',
    {
      schema: {
        tags: ['url'],
        summary: 'Resolve a storefront path to a product, category, CMS page or redirect',
        body: UrlMapBody,
        response: { 200: UrlMapResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.map(request.body, storeViewOf(request));
      setPageTags(reply, urlMapTags(result));
      return { code: 200, result };
    },
  );
};
