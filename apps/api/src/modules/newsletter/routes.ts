/**
 * The newsletter calls under /api/ext/magento2-newsletter/subscribe: the status of the
 * caller's own address (GET), subscribing any address (POST) and unsubscribing the caller's
 * own address (DELETE). Answers are never cached.
 */
import {
  EmailBody,
  ErrorEnvelope,
  NewsletterQuery,
  NewsletterStatusResponse,
  TokenQuery,
  TrueResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer, requireCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
const PATH = '/ext/magento2-newsletter/subscribe';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.newsletter;
  const { tokens } = app.services;

  app.addHook('onSend', noStore);

  app.get(
    PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: "'subscribed' or 'not_subscribed' for the token customer's own e-mail",
        querystring: NewsletterQuery,
        response: { 200: NewsletterStatusResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.status(await requireCustomer(request, tokens), request.query.email),
    }),
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribes an e-mail address (guests too)',
        querystring: TokenQuery,
        body: EmailBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.subscribe(
        await requestCustomer(request, tokens),
        request.body.email,
        storeViewOf(request),
      ),
    }),
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribes the token customer's own e-mail address",
        querystring: TokenQuery,
        body: EmailBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.unsubscribe(await requireCustomer(request, tokens), request.body.email),
    }),
  );
};
