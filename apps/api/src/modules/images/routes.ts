import { ErrorEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.images;
  app.get(
    '/img/:width/:height/resize/*',
    {
      schema: {
        tags: ['images'],
        summary: 'A media store image resized to an offered size, as WebP',
        params: z.object({
          width: z.coerce.number().int().min(1).max(4000),
          height: z.coerce.number().int().min(1).max(4000),
          '*': z.string().max(500),
        }),
        response: { 200: z.any(), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { width, height } = request.params;
      const bytes = await service.resize(width, height, request.params['*']);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
