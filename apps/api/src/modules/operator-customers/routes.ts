/**
 * Customer service's customers under /api/admin/customers (decision 76): operator sessions with
 * the role customer_service (owners too); a caller without it gets 403 naming the role.
 */
import {
  AdminCustomerDeletedResponse,
  AdminCustomerDetailResponse,
  AdminCustomerExportResponse,
  AdminCustomerGroupBody,
  AdminCustomerGroupListResponse,
  AdminCustomerListResponse,
  AdminCustomerParams,
  AdminCustomerQuery,
  AdminCustomerResponse,
  AdminNewsletterExportQuery,
  ErrorEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorSession,
  recorderOf,
} from '../../lib/operator-access.ts';

const errors = { ...OPERATOR_CALL_ERRORS, 409: ErrorEnvelope };
const tags = ['operator-customers'];

export const operatorCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorCustomers;
  const access = () => operatorSession(app, 'customer_service');

  app.get(
    '/admin/customers',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Customers, newest first: search by e-mail address (its start) or name (the start of each word)',
        headers: OperatorSessionHeaders,
        querystring: AdminCustomerQuery,
        response: { 200: AdminCustomerListResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.search(request.query) }),
  );

  app.get(
    '/admin/customers/:customerId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'A customer with addresses, orders, reward points, wishlist, birth lists and newsletter',
        headers: OperatorSessionHeaders,
        params: AdminCustomerParams,
        response: { 200: AdminCustomerDetailResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.detail(request.params.customerId) }),
  );

  app.get(
    '/admin/customers/:customerId/export',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The privacy export: everything the shop keeps of a customer as JSON (audited)',
        headers: OperatorSessionHeaders,
        params: AdminCustomerParams,
        response: { 200: AdminCustomerExportResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.export(request.params.customerId, recorderOf(app, request)),
    }),
  );

  app.delete(
    '/admin/customers/:customerId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Deletes a customer's account exactly as their own deletion does: personal data, carts, lists, sessions",
        headers: OperatorSessionHeaders,
        params: AdminCustomerParams,
        response: { 200: AdminCustomerDeletedResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.delete(request.params.customerId, recorderOf(app, request)),
    }),
  );

  app.get(
    '/admin/customer-groups',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Every customer group by number, with whether a customer may be moved to it (any operator: the customer screen and the tier prices pick from it)',
        headers: OperatorSessionHeaders,
        response: { 200: AdminCustomerGroupListResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async () => ({ code: 200, result: await service.groups() }),
  );

  app.put(
    '/admin/customers/:customerId/group',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Moves a customer to another customer group (its prices apply at once)',
        headers: OperatorSessionHeaders,
        params: AdminCustomerParams,
        body: AdminCustomerGroupBody,
        response: { 200: AdminCustomerResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.changeGroup(
        request.params.customerId,
        request.body.group_id,
        recorderOf(app, request),
      ),
    }),
  );

  app.get(
    '/admin/newsletter/subscribers.csv',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "The newsletter's subscribers as CSV (text/csv): e-mail, store view, status, times, customer id (audited)",
        headers: OperatorSessionHeaders,
        querystring: AdminNewsletterExportQuery,
        response: errors,
      },
      ...access(),
    },
    async (request, reply) => {
      const csv = await service.newsletterCsv(request.query, recorderOf(app, request));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"');
      return reply.send(csv as never);
    },
  );
};
