/**
 * The store calls under /api/ext: the store locator's search and store pages, and a product's
 * stock per store and per source. Every answer is the same for every visitor (no personal
 * data): the store answers may be cached briefly (opening state changes during the day); the
 * stock answers must be asked again each time, as the back office changes stock at any moment.
 */
import {
  ErrorEnvelope,
  InStoreInventoryResponse,
  ProductSourcesOfStockResponse,
  StoreDetailResponse,
  StoreSkuParams,
  StoreSlugParams,
  StoresQuery,
  StoresResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORES_TAG, setPageTags } from '../../lib/page-cache/tags.ts';
import { storeViewOf } from '../../lib/store-view.ts';

/** How long a browser or shared cache may reuse an answer, seconds. */
const MAX_AGE_SECONDS = 60;

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stores;
  const cachePublicly = `public, max-age=${MAX_AGE_SECONDS}`;
  // Shelf stock is set in the back office at any moment: a cache must ask again
  // each time (decision 86), so an operator's change shows at once.
  const askAgain = 'no-cache';

  app.get(
    '/ext/stores',
    {
      schema: {
        tags: ['stores'],
        summary:
          'Active stores near lat/lng or a place (q), nearest first within distance km; all stores by name without either',
        querystring: StoresQuery,
        response: { 200: StoresResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { lat, lng, q, distance, is_pickup_location } = request.query;
      const result = await service.search({
        distanceKm: distance,
        pickupOnly: is_pickup_location,
        view: storeViewOf(request),
        ...(lat !== undefined && lng !== undefined
          ? { position: { latitude: lat, longitude: lng } }
          : q
            ? { q }
            : {}),
      });
      // A place name is looked up in the store view's country first: the header (or storeCode)
      // is part of it.
      reply.header('cache-control', cachePublicly).header('vary', 'x-vs-store-code');
      setPageTags(reply, [STORES_TAG]);
      return { code: 200, result };
    },
  );

  app.get(
    '/ext/stores/:slug',
    {
      schema: {
        tags: ['stores'],
        summary: 'One active store by its slug (its code), with its opening hours of the week',
        params: StoreSlugParams,
        response: { 200: StoreDetailResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.store(request.params.slug);
      reply.header('cache-control', cachePublicly);
      setPageTags(reply, [STORES_TAG]);
      return { code: 200, result };
    },
  );

  app.get(
    '/ext/in_store_inventory/:sku',
    {
      schema: {
        tags: ['stores'],
        summary:
          'Shelf stock of a product in every active store: the sku itself, or each child of a configurable',
        params: StoreSkuParams,
        response: { 200: InStoreInventoryResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.inStoreInventory(storeViewOf(request), request.params.sku);
      reply.header('cache-control', askAgain).header('vary', 'x-vs-store-code');
      return { code: 200, result };
    },
  );

  app.get(
    '/ext/product_sources_of_stock/:sku',
    {
      schema: {
        tags: ['stores'],
        summary:
          "A product's stock per source: the web warehouse ('web') and every active store, per simple sku",
        params: StoreSkuParams,
        response: { 200: ProductSourcesOfStockResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.sourcesOfStock(storeViewOf(request), request.params.sku);
      reply.header('cache-control', askAgain).header('vary', 'x-vs-store-code');
      return { code: 200, result };
    },
  );
};
