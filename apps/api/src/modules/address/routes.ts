/**
 * Address help under /api/address. The answer depends on the postcode alone and holds nothing
 * personal, so anyone may cache it for a day.
 */
import { ErrorEnvelope, NlPostcodeQuery, NlPostcodeResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The table changes only with a release: a day in any cache. */
const CACHE_SECONDS = 86_400;

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.address;
  app.get(
    '/address/nl-postcode',
    {
      schema: {
        tags: ['address'],
        summary: 'The town of a Dutch postcode (to fill the address form; 404 when unknown)',
        querystring: NlPostcodeQuery,
        response: { 200: NlPostcodeResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = service.townOfPostcode(request.query.postcode);
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { code: 200, result };
    },
  );
};
