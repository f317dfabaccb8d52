/**
 * What POST /api/order and the payment call share around placing an order: the answer to a
 * refused order (spec core-shop §8: 400 with the schema message and what exactly is wrong; the
 * other refusals, out of stock and a coupon that no longer applies, are 409 DomainErrors) and
 * the confirmation mail of a new order (written into the outbox with the order).
 */
import { findPaymentMethod, formatPrice, type PaymentMethodDefinition } from '@shop/core';
import type { AccountMail } from '../mail/templates.ts';
import { ORDER_SCHEMA_MESSAGE, OrderInvalidError, type PlacedOrder } from './service.ts';

export interface RefusedOrder {
  status: 400;
  body: { code: number; result: string; meta?: { errors: string[] } };
}

/** A problem of a body with the order schema: where (dotted path) and what. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** The problems of a route's schema validation (Fastify's error, from its `validation` list). */
export function validationProblems(error: Error): SchemaProblem[] {
  const validation = (error as { validation?: { instancePath?: string; message?: string }[] })
    .validation;
  if (!validation) return [{ path: '', message: error.message }];
  return validation.map((item) => ({
    path: (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    message: item.message ?? 'is not valid',
  }));
}

/** The 400 answer of a body that fails the order schema, with what exactly is wrong. */
export function schemaRefusal(problems: SchemaProblem[], pathPrefix = ''): RefusedOrder {
  return {
    status: 400,
    body: {
      code: 400,
      result: ORDER_SCHEMA_MESSAGE,
      meta: {
        errors: problems
          .slice(0, 20)
          .map((problem) => `${pathPrefix}${problem.path || 'order'}: ${problem.message}`),
      },
    },
  };
}

/** The 400 answer of an order the service found invalid, or null for any other error. */
export function orderRefusal(error: unknown): RefusedOrder | null {
  if (error instanceof OrderInvalidError) {
    return {
      status: 400,
      body: { code: 400, result: error.message, meta: { errors: error.details } },
    };
  }
  return null;
}

/** The confirmation mail of a new order, in the language of its store view. */
export function orderConfirmationMail(
  placed: PlacedOrder,
  paymentMethods: readonly PaymentMethodDefinition[],
): AccountMail {
  const { order, view } = placed;
  const billing = order.billingAddress as { firstname?: unknown };
  const money = (cents: number) => formatPrice(cents / 100, view.locale);
  return {
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
    paymentMethod:
      findPaymentMethod(order.paymentMethod, paymentMethods)?.title ?? order.paymentMethod,
  };
}
