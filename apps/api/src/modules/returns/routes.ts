/**
 * Returns of web orders: what of an order can be returned (GET /api/ext/returns/order/{number})
 * and announcing a return (POST, same path), for the order's customer (token) or the holder of
 * the order mail's signed link (?signature=); the operator's view of a return and its state
 * changes (GET /api/ext/returns/{returnNumber}, POST …/state, x-operator-key). Never cached.
 */
import {
  ErrorEnvelope,
  OperatorAuthHeaders,
  ReturnAccessQuery,
  ReturnableOrderResponse,
  ReturnNumberParams,
  ReturnOrderParams,
  ReturnRequestBody,
  ReturnResponse,
  ReturnStateBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { operatorAccess, operatorOf } from '../../lib/operator-access.ts';
import { requestCustomer } from '../auth/tokens.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.returns;
  const { tokens } = app.services;

  const callerOf = async (request: Parameters<typeof requestCustomer>[0]) => ({
    customer: await requestCustomer(request, tokens),
    signature: (request.query as { signature?: string }).signature,
  });

  app.get(
    '/ext/returns/order/:orderNumber',
    {
      onSend: noStore,
      schema: {
        tags: ['returns'],
        summary:
          "What of an order can still be returned, until when, and its returns (the order's customer, or ?signature= of its mail's return link)",
        params: ReturnOrderParams,
        querystring: ReturnAccessQuery,
        response: { 200: ReturnableOrderResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.returnableOrder(request.params.orderNumber, await callerOf(request)),
    }),
  );

  app.post(
    '/ext/returns/order/:orderNumber',
    {
      onSend: noStore,
      schema: {
        tags: ['returns'],
        summary:
          'Announces a return of some units of some lines with a reason; answers it with its number and mails the instructions',
        params: ReturnOrderParams,
        querystring: ReturnAccessQuery,
        body: ReturnRequestBody,
        response: { 200: ReturnResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.announce(
        request.params.orderNumber,
        await callerOf(request),
        request.body,
      ),
    }),
  );

  const operatorHeaders = OperatorAuthHeaders;
  // An operator key or session with the role orders_returns (owners too); limited per client
  // address, wrong keys above all (lib/operator-access.ts).
  const operatorOnly = () =>
    operatorAccess(app, {
      role: 'orders_returns',
      off: 'return.operator_off',
      required: 'return.operator_key_required',
      setting: 'RETURNS_OPERATOR_KEY',
    });

  app.get(
    '/ext/returns/:returnNumber',
    {
      onSend: noStore,
      schema: {
        tags: ['returns'],
        summary: 'A return with its lines and every state it took (x-operator-key)',
        headers: operatorHeaders,
        params: ReturnNumberParams,
        response: { 200: ReturnResponse, ...errors, 429: ErrorEnvelope },
      },
      ...operatorOnly(),
    },
    async (request) => ({ code: 200, result: await service.returnOf(request.params.returnNumber) }),
  );

  app.post(
    '/ext/returns/:returnNumber/state',
    {
      onSend: noStore,
      schema: {
        tags: ['returns'],
        summary:
          'Moves a return on: announced -> received -> refunded, or rejected before the refund (x-operator-key)',
        headers: operatorHeaders,
        params: ReturnNumberParams,
        body: ReturnStateBody,
        response: { 200: ReturnResponse, ...errors, 429: ErrorEnvelope },
      },
      ...operatorOnly(),
    },
    async (request) => ({
      code: 200,
      result: await service.changeState(
        request.params.returnNumber,
        request.body.state,
        app.services.operators.recorderFor(operatorOf(request)),
      ),
    }),
  );
};
