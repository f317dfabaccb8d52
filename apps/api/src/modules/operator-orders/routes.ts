/**
 * The back office's orders and returns under /api/admin (decision 73): operator sessions with
 * the role orders_returns (owners too); a caller without it gets 403 naming the role. Every
 * change is audited in its own transaction; refunds carry the caller's request_key.
 */
import {
  AdminOrderCancelBody,
  AdminOrderChangeResponse,
  AdminOrderDetailResponse,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderParams,
  AdminOrderRefundBody,
  AdminOrderShipBody,
  AdminOrderStepBody,
  AdminRefundParams,
  AdminRefundSettleBody,
  AdminReturnListQuery,
  AdminReturnListResponse,
  AdminReturnParams,
  AdminReturnRefundBody,
  AdminReturnRefundResponse,
  AdminReturnRejectBody,
  AdminReturnResponse,
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

const errors = { ...OPERATOR_CALL_ERRORS, 409: ErrorEnvelope, 422: ErrorEnvelope };
const tags = ['operator-orders'];

export const operatorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorOrders;
  const access = () => operatorSession(app, 'orders_returns');

  app.get(
    '/admin/orders',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Orders, newest first: search by number, e-mail or name; filter by status, payment, dates, store view, shipping method, pick-up store',
        headers: OperatorSessionHeaders,
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderListResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.list(request.query) }),
  );

  app.get(
    '/admin/orders/:incrementId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'An order with its lines, addresses, payments, refunds, mails, returns, audit trail and the steps it may take',
        headers: OperatorSessionHeaders,
        params: AdminOrderParams,
        response: { 200: AdminOrderDetailResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.detail(request.params.incrementId) }),
  );

  for (const [path, step, summary] of [
    ['ready-for-pickup', 'ready_for_pickup', 'Marks a pick-up order ready in its store'],
    ['complete', 'complete', 'Marks a shipped or picked-up order completed'],
  ] as const) {
    app.post(
      `/admin/orders/:incrementId/${path}`,
      {
        onSend: noStore,
        schema: {
          tags,
          summary,
          headers: OperatorSessionHeaders,
          params: AdminOrderParams,
          body: AdminOrderStepBody,
          response: { 200: AdminOrderChangeResponse, ...errors },
        },
        ...access(),
      },
      async (request) => ({
        code: 200,
        result: await service.step(request.params.incrementId, step, recorderOf(app, request)),
      }),
    );
  }

  app.post(
    '/admin/orders/:incrementId/ship',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Marks a delivered order shipped with its carrier and track-and-trace code; the shopper is mailed in the order's language",
        headers: OperatorSessionHeaders,
        params: AdminOrderParams,
        body: AdminOrderShipBody,
        response: { 200: AdminOrderChangeResponse, ...errors },
      },
      ...access(),
    },
    async (request) => {
      const result = await service.ship(
        request.params.incrementId,
        request.body,
        recorderOf(app, request),
      );
      app.services.outbox.wake();
      return { code: 200, result };
    },
  );

  app.post(
    '/admin/orders/:incrementId/cancel',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Cancels an order that has not left: stock, coupon use, gift cards and points go back; a paid order is refunded in full with it',
        headers: OperatorSessionHeaders,
        params: AdminOrderParams,
        body: AdminOrderCancelBody,
        response: { 200: AdminOrderChangeResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.cancel(
        request.params.incrementId,
        request.body.request_key,
        recorderOf(app, request),
      ),
    }),
  );

  app.post(
    '/admin/orders/:incrementId/refund',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Pays an order back in full or units of its lines through the payment provider (idempotent by request_key); a refusal leaves the order unchanged (422)',
        headers: OperatorSessionHeaders,
        params: AdminOrderParams,
        body: AdminOrderRefundBody,
        response: { 200: AdminOrderChangeResponse, ...errors },
      },
      ...access(),
    },
    async (request) => {
      const body = request.body;
      const result = await service.refund(
        request.params.incrementId,
        body.request_key,
        body.kind === 'full'
          ? { kind: 'full' }
          : {
              kind: 'lines',
              lines: body.lines.map((line) => ({ orderItemId: line.item_id, qty: line.qty })),
            },
        recorderOf(app, request),
      );
      return { code: 200, result };
    },
  );

  app.post(
    '/admin/orders/:incrementId/refunds/:refundId/settle',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Settles by hand a refund left pending past its time that the provider's figures could not settle: paid back (done) or not (refused)",
        headers: OperatorSessionHeaders,
        params: AdminRefundParams,
        body: AdminRefundSettleBody,
        response: { 200: AdminOrderChangeResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.settleRefund(
        request.params.incrementId,
        request.params.refundId,
        request.body.outcome,
        recorderOf(app, request),
      ),
    }),
  );

  app.get(
    '/admin/returns',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Returns announced by shoppers, newest first, by state or order',
        headers: OperatorSessionHeaders,
        querystring: AdminReturnListQuery,
        response: { 200: AdminReturnListResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({ code: 200, result: await service.listReturns(request.query) }),
  );

  app.get(
    '/admin/returns/:returnNumber',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'A return with its lines',
        headers: OperatorSessionHeaders,
        params: AdminReturnParams,
        response: { 200: AdminReturnResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.returnOf(request.params.returnNumber),
    }),
  );

  app.post(
    '/admin/returns/:returnNumber/receive',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: "Marks an announced return's parcel received",
        headers: OperatorSessionHeaders,
        params: AdminReturnParams,
        body: AdminOrderStepBody,
        response: { 200: AdminReturnResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.receiveReturn(request.params.returnNumber, recorderOf(app, request)),
    }),
  );

  app.post(
    '/admin/returns/:returnNumber/reject',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Rejects a return (before its refund) with a reason',
        headers: OperatorSessionHeaders,
        params: AdminReturnParams,
        body: AdminReturnRejectBody,
        response: { 200: AdminReturnResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.rejectReturn(
        request.params.returnNumber,
        request.body.reason,
        recorderOf(app, request),
      ),
    }),
  );

  app.post(
    '/admin/returns/:returnNumber/refund',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Pays back a received return's units through the order's refund (idempotent by request_key) and marks it refunded",
        headers: OperatorSessionHeaders,
        params: AdminReturnParams,
        body: AdminReturnRefundBody,
        response: { 200: AdminReturnRefundResponse, ...errors },
      },
      ...access(),
    },
    async (request) => ({
      code: 200,
      result: await service.refundReturn(
        request.params.returnNumber,
        request.body.request_key,
        recorderOf(app, request),
      ),
    }),
  );
};
