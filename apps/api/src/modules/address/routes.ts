/**
 * Address help under /api/address. The answer depends on postcode and house number alone and
 * holds nothing personal, so anyone may cache it for a day.
 */
import { ErrorEnvelope, NlPostcodeQuery, NlPostcodeResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The tables change with a release or an import of the register: a day in any cache. */
const CACHE_SECONDS = 86_400;

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.address;
  app.get(
    '/address/nl-postcode',
    {
      schema: {
        tags: ['address'],
        summary:
          'The street and town of a Dutch postcode and house number (to fill the address form; 404 when unknown)',
        description:
          'With a house number, the street and town of the imported street ranges that hold it; otherwise the town alone (from those ranges, else from the four-digit postcode areas of the larger towns). 404 when the shop knows no town for the postcode.',
        querystring: NlPostcodeQuery,
        response: { 200: NlPostcodeResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { postcode, houseNumber } = request.query;
      const result = await service.lookUpDutchAddress(postcode, houseNumber ?? null);
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { code: 200, result };
    },
  );
};
