/**
 * The contact form's calls under /api/ext/mail-service: a single-use token (get-token) and the
 * message (send-email), both limited per client address (429 past the limit; a token four times
 * as often as a message, as a form may fetch one it never uses). Answers are never cached.
 */
import {
  ErrorEnvelope,
  MailTokenResponse,
  SendEmailBody,
  SendEmailResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';

const HOUR_MS = 3_600_000;
const P = '/ext/mail-service';

export const mailServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mailService;
  const { contactPerHour } = app.deps.config.forms;

  app.addHook('onSend', noStore);

  app.get(
    `${P}/get-token`,
    {
      config: { rateLimit: { max: contactPerHour * 4, timeWindow: HOUR_MS } },
      schema: {
        tags: ['mail'],
        summary: 'A signed token for one contact form message (single use, short-lived)',
        response: { 200: MailTokenResponse, 429: ErrorEnvelope },
      },
    },
    async () => ({ code: 200, result: await service.issueToken() }),
  );

  app.post(
    `${P}/send-email`,
    {
      config: { rateLimit: { max: contactPerHour, timeWindow: HOUR_MS } },
      schema: {
        tags: ['mail'],
        summary: "Mails a contact form message to the shop's contact address (reply-to the sender)",
        body: SendEmailBody,
        response: {
          200: SendEmailResponse,
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => ({ code: 200, result: await service.sendEmail(request.body) }),
  );
};
