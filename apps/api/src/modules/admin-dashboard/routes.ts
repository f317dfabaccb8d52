/**
 * The back office's dashboard under /api/admin (decision 75): any operator session; the figures
 * are read at the time of the call and never cached, and only those the session's roles may see
 * (decision 77).
 */
import { DashboardQuery, DashboardResponse, ErrorEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store.ts';
import { operatorOf, operatorSession } from '../../lib/operator-access.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminDashboard;
  app.get(
    '/admin/dashboard',
    {
      onSend: noStore,
      schema: {
        tags: ['operators'],
        summary:
          "The back office's dashboard: today's orders and revenue (shop time), orders waiting per status, stock running out, reviews waiting, revenue per day; each part only for the roles that may see it (null otherwise)",
        headers: z.object({ authorization: z.string().max(600).optional() }),
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async (request) => {
      const operator = operatorOf(request);
      const roles = operator.kind === 'command' ? [] : operator.roles;
      return { code: 200, result: await service.read(request.query.days, roles) };
    },
  );
};
