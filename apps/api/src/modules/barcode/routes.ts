/**
 * GET /api/ext/barcode/{code}: the product a scanned barcode names (secondary-areas §5, §7).
 * Answers hold no personal data and change only with the catalogue: shared caches may keep them
 * briefly.
 */
import { BarcodeParams, BarcodeResponse, ErrorEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeViewOf } from '../../lib/store-view.ts';

export const barcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.barcodes;
  app.get(
    '/ext/barcode/:code',
    {
      schema: {
        tags: ['barcode'],
        summary:
          'The product of an EAN (8, 12 or 13 digits, check digit verified) or an in-store barcode',
        params: BarcodeParams,
        response: { 200: BarcodeResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.lookUp(storeViewOf(request), request.params.code);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'x-vs-store-code');
      return { code: 200, result };
    },
  );
};
