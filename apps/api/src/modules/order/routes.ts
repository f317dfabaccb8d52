/**
 * POST /api/order (spec core-shop §7 "Orders", reference-notes §1.3): validates the order body,
 * places the order (or answers its earlier placing) and mails the confirmation once.
 */
import { OrderBody, OrderErrorResponse, OrderPlacedResponse } from '@shop/contracts';
import { formatPrice } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer } from '../auth/tokens.ts';
import { assertShopOpen } from '../closed/closed.ts';
import {
  ORDER_SCHEMA_MESSAGE,
  OrderInvalidError,
  OrderOutOfStockError,
  OrderService,
  type PlacedOrder,
} from './service.ts';

/** An order body is a few kilobytes; 200 lines with options stay far below this. */
const ORDER_BODY_LIMIT = 256 * 1024;

const OrderQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const clock = () => app.deps.now?.() ?? new Date();
  const service = new OrderService(app.deps.shop, {
    usePriceTiers: config.catalog.usePriceTiers,
    shippingMethods: config.checkout.shippingMethods,
    paymentMethods: config.checkout.paymentMethods,
    ensureCurrentPrices: () => app.services.catalog.ensureCurrentPrices(),
    assertOpen: () => assertShopOpen(config, clock()),
    now: clock,
  });

  /** The confirmation mail of a new order; a failed mail does not undo the order. */
  async function mailConfirmation(placed: PlacedOrder): Promise<void> {
    const { order, view } = placed;
    const billing = order.billingAddress as { firstname?: unknown };
    const money = (cents: number) => formatPrice(cents / 100, view.locale);
    try {
      await app.services.mailer.sendAccountMail(
        order.customerEmail,
        {
          kind: 'order_confirmation',
          firstname: String(billing.firstname ?? ''),
          orderNumber: order.incrementId,
          lines: placed.lines.map((line) => ({
            name: line.name,
            qty: line.qty,
            rowTotal: money(line.rowTotalInclTax),
          })),
          shipping: money(order.shippingInclTax),
          grandTotal: money(order.grandTotal),
          paymentMethod: order.paymentMethod,
        },
        { code: view.code, language: view.language },
      );
    } catch (error) {
      app.log.warn({ err: error, order: order.id }, 'the order confirmation mail failed');
    }
  }

  app.post(
    '/order',
    {
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        tags: ['order'],
        summary: 'Place an order (idempotent by order_id); prices come from the catalogue',
        querystring: OrderQuery,
        response: {
          200: OrderPlacedResponse,
          400: OrderErrorResponse,
          401: OrderErrorResponse,
          404: OrderErrorResponse,
          409: OrderErrorResponse,
          413: OrderErrorResponse,
          500: OrderErrorResponse,
          503: OrderErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = OrderBody.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({
          code: 400,
          result: ORDER_SCHEMA_MESSAGE,
          meta: {
            errors: parsed.error.issues
              .slice(0, 20)
              .map((issue) => `${issue.path.join('.') || 'order'}: ${issue.message}`),
          },
        });
      }
      const caller = await requestCustomer(request, app.services.tokens);
      let placed: PlacedOrder;
      try {
        placed = await service.place(parsed.data, caller, storeViewOf(request));
      } catch (error) {
        if (error instanceof OrderInvalidError) {
          return reply
            .code(400)
            .send({ code: 400, result: error.message, meta: { errors: error.details } });
        }
        if (error instanceof OrderOutOfStockError) {
          return reply.code(500).send({ code: 500, result: error.message });
        }
        throw error;
      }
      if (placed.created) await mailConfirmation(placed);
      return { code: 200, result: placed.answer };
    },
  );
};
