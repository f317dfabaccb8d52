/**
 * Store purchases under /api/ext/offline-orders (secondary-areas §7): the logged-in customer's
 * overview (their own e-mail address) and one purchase, each with the customer's token; and the
 * import of a till's receipt, with the operator key of the stores' tills. Answers are never
 * cached.
 */
import {
  ErrorEnvelope,
  OfflineOrderImportResponse,
  OfflineOrderParams,
  OfflineOrderQuery,
  OfflineOrderResponse,
  OfflineOrdersQuery,
  OfflineOrdersResponse,
  OperatorAuthHeaders,
  StoreReceipt,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { operatorAccess, operatorOf } from '../../lib/operator-access.ts';
import { requireCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

export const storePurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storePurchases;
  const { tokens } = app.services;

  app.addHook('onSend', noStore);

  app.get(
    '/ext/offline-orders',
    {
      schema: {
        tags: ['store purchases'],
        summary: "The token customer's purchases in the stores, newest first",
        querystring: OfflineOrdersQuery,
        response: { 200: OfflineOrdersResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.overview(
        await requireCustomer(request, tokens),
        request.query.customerEmail,
      ),
    }),
  );

  app.get(
    '/ext/offline-orders/:order_id',
    {
      schema: {
        tags: ['store purchases'],
        summary: "One of the token customer's store purchases: lines, totals and the store",
        params: OfflineOrderParams,
        querystring: OfflineOrderQuery,
        response: { 200: OfflineOrderResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.detail(await requireCustomer(request, tokens), request.params.order_id),
    }),
  );

  app.post(
    '/ext/offline-orders/import',
    {
      schema: {
        tags: ['store purchases'],
        summary:
          "Imports a till's receipt (x-operator-key); the same receipt again changes nothing",
        headers: OperatorAuthHeaders,
        body: StoreReceipt,
        response: {
          200: OfflineOrderImportResponse,
          ...errors,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
      // The key is checked before the body is read: a caller without it learns nothing of the
      // schema. Limited per client address, wrong keys above all (lib/operator-access.ts).
      // An operator key or session with the role orders_returns (owners too).
      ...operatorAccess(app, {
        role: 'orders_returns',
        off: 'offlineorder.import_off',
        required: 'offlineorder.operator_key_required',
        setting: 'STORE_OPERATOR_KEY',
      }),
    },
    async (request) => ({
      code: 200,
      result: await service.importReceipt(
        request.body,
        app.services.operators.recorderFor(operatorOf(request)),
      ),
    }),
  );
};
