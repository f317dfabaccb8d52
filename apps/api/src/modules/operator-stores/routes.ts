/**
 * The owners' stores under /api/admin/stores (decision 76): operator sessions with the role
 * owner; a caller without it gets 403 naming the role.
 */
import {
  AdminStoreListResponse,
  AdminStoreParams,
  AdminStoreResponse,
  AdminStoreStockBody,
  AdminStoreStockListResponse,
  AdminStoreStockQuery,
  AdminStoreStockResponse,
  AdminStoreUpdateBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorSession,
  recorderOf,
} from '../../lib/operator-access.ts';

const errors = OPERATOR_CALL_ERRORS;
const tags = ['operator-stores'];

export const operatorStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorStores;

  app.get(
    '/admin/stores',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Every store with its opening hours and pick-up flag (role owner)',
        headers: OperatorSessionHeaders,
        response: { 200: AdminStoreListResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async () => ({ code: 200, result: await service.list() }),
  );

  app.patch(
    '/admin/stores/:code',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Changes a store's opening hours (per weekday; null: closed) or whether it is a pick-up location (role owner)",
        headers: OperatorSessionHeaders,
        params: AdminStoreParams,
        body: AdminStoreUpdateBody,
        response: { 200: AdminStoreResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.update(request.params.code, request.body, recorderOf(app, request)),
    }),
  );

  app.get(
    '/admin/stores/:code/stock',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "One page of a store's shelf stock by sku, searchable by the start of a sku or words of the product's name (role owner)",
        headers: OperatorSessionHeaders,
        params: AdminStoreParams,
        querystring: AdminStoreStockQuery,
        response: { 200: AdminStoreStockListResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.shelf(request.params.code, request.query),
    }),
  );

  app.put(
    '/admin/stores/:code/stock',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Sets a store's shelf stock of up to 5000 skus, applied together or not at all; sending it again changes nothing. The storefront's store stock follows at once (role owner)",
        headers: OperatorSessionHeaders,
        params: AdminStoreParams,
        body: AdminStoreStockBody,
        response: { 200: AdminStoreStockResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.setShelf(request.params.code, request.body, recorderOf(app, request)),
    }),
  );
};
