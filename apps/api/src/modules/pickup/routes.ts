/**
 * The pick-up location search under /api/ext: stores near a city or postcode with their shelf
 * stock. Answers may be cached briefly by anyone: they hold no personal data, but shelf stock
 * changes during the day.
 */
import { ErrorEnvelope, PickupLocationsQuery, PickupLocationsResponse } from '@shop/contracts';
import { STORE_VIEWS } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeViewOf } from '../../lib/store-view.ts';

export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pickup;
  app.get(
    '/ext/pickup_locations',
    {
      schema: {
        tags: ['pickup'],
        summary:
          'Pick-up stores near a city or postcode (nearest first, within distance km), with their stock of the asked skus',
        querystring: PickupLocationsQuery,
        response: { 200: PickupLocationsResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { q, distance, skus, storeCode } = request.query;
      const view = storeCode ? STORE_VIEWS[storeCode] : storeViewOf(request);
      const result = await service.search({ q: q ?? '', distanceKm: distance, skus, view });
      // Without storeCode the header picks the country, so a shared cache must key on it.
      reply.header('cache-control', 'public, max-age=60').header('vary', 'x-vs-store-code');
      return { code: 200, result };
    },
  );
};
