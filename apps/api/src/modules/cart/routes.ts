/**
 * The cart calls under /api/cart (create, lines, totals, shipping and payment methods, coupons),
 * plus the cart-extend payment method call.
 * Handlers read validated input, resolve the caller's token and call one service function.
 * Cart answers are never cached (Cache-Control: no-store).
 */
import {
  CartCouponQuery,
  CartCreateResponse,
  CartDeleteBody,
  CartItemResponse,
  CartItemsResponse,
  CartQuery,
  CartStoreSwitchResponse,
  CartSwitchStoreViewBody,
  CartTokenQuery,
  CartTotalsResponse,
  CartTrueResponse,
  CartUpdateBody,
  CollectTotalsBody,
  ErrorEnvelope,
  PaymentMethodsResponse,
  SelectedPaymentMethodBody,
  SelectedPaymentMethodResponse,
  ShippingInformationBody,
  ShippingInformationResponse,
  ShippingMethodsBody,
  ShippingMethodsResponse,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors.ts';
import { noStore } from '../../lib/no-store.ts';
import { namedStoreViewOf, storeViewOf } from '../../lib/store-view.ts';
import { requestCustomer } from '../auth/tokens.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  413: ErrorEnvelope,
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.carts;
  const caller = (request: FastifyRequest) => requestCustomer(request, app.services.tokens);

  // Carts are personal and change with every call: no cache may keep an answer.
  app.addHook('onSend', noStore);

  app.post(
    '/cart/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'A new guest cart, or the customer’s active cart (with token)',
        querystring: CartTokenQuery,
        response: { 200: CartCreateResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.create(await caller(request), storeViewOf(request)),
    }),
  );

  app.post(
    '/cart/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the absolute quantity of a line (created when new)',
        querystring: CartQuery,
        body: CartUpdateBody,
        response: { 200: CartItemResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.update(
        request.query.cartId,
        await caller(request),
        request.body.cartItem,
      ),
    }),
  );

  app.post(
    '/cart/delete',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line by item_id',
        querystring: CartQuery,
        body: CartDeleteBody,
        response: { 200: CartTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.deleteItem(
        request.query.cartId,
        await caller(request),
        request.body.cartItem.item_id,
      ),
    }),
  );

  app.get(
    '/cart/pull',
    {
      schema: {
        tags: ['cart'],
        summary: 'The lines of a cart with current names and prices',
        querystring: CartQuery,
        response: { 200: CartItemsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.pull(
        request.query.cartId,
        await caller(request),
        namedStoreViewOf(request),
      ),
    }),
  );

  app.post(
    '/cart/switch-store-view',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Move the cart to the store view of the call (language switch): lines priced there, coupon checked',
        querystring: CartQuery,
        body: CartSwitchStoreViewBody,
        response: { 200: CartStoreSwitchResponse, ...errors },
      },
    },
    async (request) => {
      const view = namedStoreViewOf(request);
      if (!view) {
        throw new DomainError('invalid', 'cart.store_view_required', {}, { field: 'storeCode' });
      }
      return {
        code: 200,
        result: await service.switchStoreView(
          request.query.cartId,
          await caller(request),
          view,
          request.body?.targetCartId ?? null,
        ),
      };
    },
  );

  app.get(
    '/cart/totals',
    {
      schema: {
        tags: ['cart'],
        summary: 'Totals computed from the catalogue (Magento shape)',
        querystring: CartQuery,
        response: { 200: CartTotalsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.totals(request.query.cartId, await caller(request)),
    }),
  );

  app.post(
    '/cart/collect-totals',
    {
      schema: {
        tags: ['cart'],
        summary: 'Totals, optionally storing the chosen shipping and payment methods first',
        querystring: CartQuery,
        body: CollectTotalsBody,
        response: { 200: CartTotalsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.collectTotals(
        request.query.cartId,
        await caller(request),
        request.body?.methods ?? null,
      ),
    }),
  );

  app.get(
    '/cart/payment-methods',
    {
      schema: {
        tags: ['cart'],
        summary: 'Payment methods of the cart',
        querystring: CartQuery,
        response: { 200: PaymentMethodsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.paymentMethods(request.query.cartId, await caller(request)),
    }),
  );

  app.post(
    '/cart/shipping-methods',
    {
      schema: {
        tags: ['cart'],
        summary: 'Shipping methods and prices for an address',
        querystring: CartQuery,
        body: ShippingMethodsBody,
        response: { 200: ShippingMethodsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.shippingMethods(
        request.query.cartId,
        await caller(request),
        request.body.address,
      ),
    }),
  );

  app.post(
    '/cart/shipping-information',
    {
      schema: {
        tags: ['cart'],
        summary: 'Store the addresses and shipping method; answers payment methods and totals',
        querystring: CartQuery,
        body: ShippingInformationBody,
        response: { 200: ShippingInformationResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.shippingInformation(
        request.query.cartId,
        await caller(request),
        request.body.addressInformation,
      ),
    }),
  );

  app.post(
    '/cart/apply-coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a coupon code',
        querystring: CartCouponQuery,
        response: { 200: CartTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.applyCoupon(
        request.query.cartId,
        await caller(request),
        request.query.coupon,
      ),
    }),
  );

  app.post(
    '/cart/delete-coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove the coupon code',
        querystring: CartQuery,
        response: { 200: CartTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.deleteCoupon(request.query.cartId, await caller(request)),
    }),
  );

  app.post(
    '/ext/cart-extend/selected-payment-method',
    {
      schema: {
        tags: ['cart'],
        summary: 'Store the chosen payment method; answers its code',
        description:
          "Only a method the cart offers: its store view's (PAYMENT_METHODS_NL, PAYMENT_METHODS_DE), by billing country and total. Another is refused with 400 naming the field `method`.",
        querystring: CartQuery,
        body: SelectedPaymentMethodBody,
        response: { 200: SelectedPaymentMethodResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.selectPaymentMethod(
        request.query.cartId,
        await caller(request),
        request.body.method,
      ),
    }),
  );
};
