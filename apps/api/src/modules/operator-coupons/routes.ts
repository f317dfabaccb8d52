/**
 * The back office's coupons under /api/admin/coupons (decision 76): operator sessions with the
 * role catalogue (owners too); a caller without it gets 403 naming the role.
 */
import {
  AdminCouponCreateBody,
  AdminCouponListQuery,
  AdminCouponListResponse,
  AdminCouponParams,
  AdminCouponResponse,
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
const tags = ['operator-coupons'];

export const operatorCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorCoupons;
  const access = () => operatorSession(app, 'catalogue');

  app.get(
    '/admin/coupons',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Coupons, newest first: search by the start of the code or name',
        headers: OperatorSessionHeaders,
        querystring: AdminCouponListQuery,
        response: { 200: AdminCouponListResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.list(request.query) }),
  );

  app.post(
    '/admin/coupons',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Makes a coupon: percent, fixed amount or free shipping, with a minimum subtotal, dates and a usage limit',
        headers: OperatorSessionHeaders,
        body: AdminCouponCreateBody,
        response: { 200: AdminCouponResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.create(request.body, recorderOf(app, request)),
    }),
  );

  app.post(
    '/admin/coupons/:couponId/disable',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Disables a coupon: no cart or order can use it any more',
        headers: OperatorSessionHeaders,
        params: AdminCouponParams,
        response: { 200: AdminCouponResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.disable(request.params.couponId, recorderOf(app, request)),
    }),
  );
};
