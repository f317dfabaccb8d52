/**
 * The newsletter calls under /api/ext/magento2-newsletter: the status of the caller's own
 * address (GET subscribe), signing an address up (POST subscribe: pending until confirmed, the
 * caller's own address active at once), unsubscribing (DELETE subscribe: the caller's own
 * address, or the address of an unsubscribe link), and the two links of the mails: confirm and
 * unsubscribe (decision 39). Answers are never cached.
 */
import {
  EmailBody,
  ErrorEnvelope,
  NewsletterConfirmResponse,
  NewsletterLinkBody,
  NewsletterLinkQuery,
  NewsletterQuery,
  NewsletterStatusResponse,
  NewsletterUnsubscribeBody,
  TokenQuery,
  TrueResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer, requireCustomer } from '../auth/tokens.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};
const BASE = '/ext/magento2-newsletter';
const PATH = `${BASE}/subscribe`;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.newsletter;
  const { tokens } = app.services;

  app.addHook('onSend', noStore);
  // A mail client's one-click unsubscribe posts 'List-Unsubscribe=One-Click' as a form: the
  // token is in the URL, the body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

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
        summary:
          'Signs an e-mail address up: pending until its confirmation link is followed (the token customer’s own address: active at once)',
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
        request.ip,
      ),
    }),
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary:
          "Unsubscribes the token customer's own e-mail address, or the address of an unsubscribe link (unsubscribe_token)",
        querystring: TokenQuery,
        body: NewsletterUnsubscribeBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => {
      const { email, unsubscribe_token: unsubscribeToken } = request.body;
      const caller = unsubscribeToken ? null : await requireCustomer(request, tokens);
      return { code: 200, result: await service.unsubscribe(caller, email, unsubscribeToken) };
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a pending subscription by the token of its confirmation link',
        body: NewsletterLinkBody,
        response: { 200: NewsletterConfirmResponse, ...errors },
      },
    },
    async (request) => ({ code: 200, result: await service.confirm(request.body.token) }),
  );

  app.post(
    `${BASE}/unsubscribe`,
    {
      schema: {
        tags: ['newsletter'],
        summary:
          "Unsubscribes by the token of a newsletter mail's unsubscribe link (body, or query for the mail client's one-click unsubscribe)",
        querystring: NewsletterLinkQuery,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => {
      const body = NewsletterLinkBody.safeParse(request.body);
      const token = request.query.token ?? (body.success ? body.data.token : '');
      return { code: 200, result: await service.unsubscribeByLink(token) };
    },
  );
};
