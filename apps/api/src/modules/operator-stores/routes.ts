/**
 * The stores under /api/admin/stores (decision 76): the list and a store's hours take operator
 * sessions with the role owner. A store's shelf stock (decision 86) is also fed by the stores'
 * tills: it takes an operator key or session with the role orders_returns (owners hold every
 * role), like the till's receipt import. A caller without the role gets 403 naming it.
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
  OperatorAuthHeaders,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorAccess,
  operatorSession,
  recorderOf,
} from '../../lib/operator-access.ts';

const errors = OPERATOR_CALL_ERRORS;
const tags = ['operator-stores'];

export const operatorStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorStores;
  // The stores' people and their tills: the key of STORE_OPERATOR_KEY, or a key or session with
  // the role orders_returns or owner. Each route gets its own options (its own rate limit).
  const stockAccess = () =>
    operatorAccess(app, {
      role: 'orders_returns',
      off: 'storeadmin.stock_key_off',
      required: 'storeadmin.stock_key_required',
      setting: 'STORE_OPERATOR_KEY',
    });

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
          "One page of a store's shelf stock by sku, searchable by the start of a sku or words of the product's name (x-operator-key or a session; role orders_returns)",
        headers: OperatorAuthHeaders,
        params: AdminStoreParams,
        querystring: AdminStoreStockQuery,
        response: { 200: AdminStoreStockListResponse, ...errors },
      },
      ...stockAccess(),
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
          "Sets a store's shelf stock of up to 5000 skus, applied together or not at all; sending it again changes nothing. The storefront's store stock follows at once (x-operator-key or a session; role orders_returns)",
        headers: OperatorAuthHeaders,
        params: AdminStoreParams,
        body: AdminStoreStockBody,
        response: { 200: AdminStoreStockResponse, ...errors },
      },
      ...stockAccess(),
    },
    async (request) => ({
      code: 200,
      result: await service.setShelf(request.params.code, request.body, recorderOf(app, request)),
    }),
  );
};
