/**
 * The pregnancy-box request under /api/ext/forms: one POST per filled form, limited per client
 * address (429 past the limit). Answers are never cached.
 */
import { ErrorEnvelope, PregnancyBoxBody, PregnancyBoxResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';

const HOUR_MS = 3_600_000;

export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pregnancyBox;
  const { pregnancyPerHour } = app.deps.config.forms;

  app.addHook('onSend', noStore);

  app.post(
    '/ext/forms/pregnancy-box',
    {
      config: { rateLimit: { max: pregnancyPerHour, timeWindow: HOUR_MS } },
      schema: {
        tags: ['forms'],
        summary:
          'Requests the pregnancy box: stored once per submission_id and passed on to the mailing platform',
        body: PregnancyBoxBody,
        response: {
          200: PregnancyBoxResponse,
          400: ErrorEnvelope,
          409: ErrorEnvelope,
          422: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => ({ code: 200, result: await service.submit(request.body) }),
  );
};
