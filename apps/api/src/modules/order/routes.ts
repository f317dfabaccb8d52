/**
 * POST /api/order: the body is checked against the order schema (a refusal lists every problem
 * under the one message the storefront knows), then the order is placed, or its earlier placing
 * answered (idempotent by order_id), and its confirmation mail, written with the order, is sent.
 */
import {
  ErrorEnvelope,
  OperatorAuthHeaders,
  OrderBody,
  OrderErrorResponse,
  OrderPlacedResponse,
  OrderShipmentBody,
  OrderShipmentResponse,
} from '@shop/contracts';
import { ORDER_SCHEMA_ERROR } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorAccess, operatorOf } from '../../lib/operator-access.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer } from '../auth/tokens.ts';

/** An order body is a few kilobytes; 200 lines with options stay far below this. */
const ORDER_BODY_LIMIT = 256 * 1024;

const OrderQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      bodyLimit: ORDER_BODY_LIMIT,
      // A body that fails the schema gets the order's own 400: its message, what is wrong.
      config: { schemaRefusal: ORDER_SCHEMA_ERROR },
      schema: {
        tags: ['order'],
        summary: 'Place an order (idempotent by order_id); prices come from the catalogue',
        querystring: OrderQuery,
        body: OrderBody,
        response: {
          200: OrderPlacedResponse,
          400: OrderErrorResponse,
          401: OrderErrorResponse,
          404: OrderErrorResponse,
          409: OrderErrorResponse,
          413: OrderErrorResponse,
          503: OrderErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await requestCustomer(request, app.services.tokens);
      const placed = await app.services.orders.place(request.body, caller, storeViewOf(request));
      // Its confirmation mail was written with the order: send it now, outside this answer.
      if (placed.created) app.services.outbox.wake();
      return { code: 200, result: placed.answer };
    },
  );

  // The back office marks an order shipped; the shopper is mailed in the same transaction.
  app.post(
    '/ext/orders/:incrementId/ship',
    {
      schema: {
        tags: ['order'],
        summary: 'Marks a paid order shipped and mails the shopper its parcel (x-operator-key)',
        headers: OperatorAuthHeaders,
        params: z.object({ incrementId: z.string().min(1).max(40) }),
        body: OrderShipmentBody,
        response: {
          200: OrderShipmentResponse,
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
      // Limited per client address, wrong keys above all (lib/operator-access.ts).
      // An operator key or session with the role orders_returns (owners too).
      ...operatorAccess(app, {
        role: 'orders_returns',
        off: 'order.operator_off',
        required: 'order.operator_key_required',
        setting: 'ORDER_OPERATOR_KEY',
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { carrier, tracking_number, tracking_url } = request.body;
      const shipped = await app.services.orders.ship(
        request.params.incrementId,
        {
          carrier: carrier ?? '',
          trackingNumber: tracking_number ?? '',
          trackingUrl: tracking_url ?? '',
        },
        app.services.operators.recorderFor(operatorOf(request)),
      );
      app.services.outbox.wake();
      return { code: 200, result: shipped };
    },
  );
};
