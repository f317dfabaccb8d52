/**
 * The directory calls (secondary-areas §7): GET /api/directory/countries, the countries the
 * store view of the store code header sells to, named in its language; GET
 * /api/directory/currencies, its currencies as a map. The store code of the currencies call may
 * come with '/' where the code has '_' (the original client replaced one by the other), so
 * both read as the same view. An unknown store code is a 404. Answers are public and cacheable.
 */
import {
  DirectoryCountriesResponse,
  DirectoryCurrencyResponse,
  ErrorEnvelope,
} from '@shop/contracts';
import { directoryCountries, directoryCurrency } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeViewByCode, storeViewOf } from '../../lib/store-view.ts';

const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope };
const CACHE = 'public, max-age=3600';

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/directory/countries',
    {
      schema: {
        tags: ['directory'],
        summary: "The countries the store view sells to, named in the view's language",
        response: { 200: DirectoryCountriesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const view = storeViewOf(request);
      reply.header('cache-control', CACHE).header('vary', 'x-vs-store-code');
      return { code: 200, result: directoryCountries(view) };
    },
  );

  app.get(
    '/directory/currencies',
    {
      schema: {
        tags: ['directory'],
        summary: "The store view's currencies: base, display, available and exchange rates",
        response: { 200: DirectoryCurrencyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers['x-vs-store-code'];
      const view =
        typeof header === 'string' && header
          ? storeViewByCode(header.replaceAll('/', '_'))
          : storeViewOf(request);
      reply.header('cache-control', CACHE).header('vary', 'x-vs-store-code');
      return { code: 200, result: directoryCurrency(view) };
    },
  );
};
