/**
 * The operator API under /api/admin (decision 69): the two login steps, logout and me for every
 * operator; operators and the audit log for owners. Sessions travel as Authorization: Bearer.
 */
import {
  AuditListResponse,
  AuditQuery,
  ErrorEnvelope,
  OperatorCodeBody,
  OperatorCreateBody,
  OperatorCreatedResponse,
  OperatorIdParams,
  OperatorListResponse,
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorLogoutResponse,
  OperatorResponse,
  OperatorSessionResponse,
  OperatorUpdateBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store.ts';
import { operatorOf, operatorSession } from '../../lib/operator-access.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};
const SessionHeaders = z.object({ authorization: z.string().max(600).optional() });
const tags = ['operators'];

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operators;
  const { login } = app.deps.config.operators;
  const loginLimit = {
    config: { rateLimit: { max: login.perIp * 5, timeWindow: login.windowSeconds * 1000 } },
  };

  app.post(
    '/admin/login',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Operator login, step 1: e-mail address and password give a challenge for the code',
        body: OperatorLoginBody,
        response: { 200: OperatorLoginResponse, ...errors },
      },
      ...loginLimit,
    },
    async (request) => ({ code: 200, result: await service.login(request.body, request.ip) }),
  );

  app.post(
    '/admin/login/code',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Operator login, step 2: the challenge and a code of the operator's authenticator give a session",
        body: OperatorCodeBody,
        response: { 200: OperatorSessionResponse, ...errors },
      },
      ...loginLimit,
    },
    async (request) => ({ code: 200, result: await service.verifyCode(request.body, request.ip) }),
  );

  app.post(
    '/admin/logout',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Ends the operator session',
        headers: SessionHeaders,
        response: { 200: OperatorLogoutResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async (request) => {
      await service.logout(operatorOf(request));
      return { code: 200, result: true as const };
    },
  );

  app.get(
    '/admin/me',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The operator of the session',
        headers: SessionHeaders,
        response: { 200: OperatorResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async (request) => ({ code: 200, result: await service.me(operatorOf(request)) }),
  );

  app.get(
    '/admin/operators',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Every operator (role owner)',
        headers: SessionHeaders,
        response: { 200: OperatorListResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async () => ({ code: 200, result: await service.list() }),
  );

  app.post(
    '/admin/operators',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Makes an operator (role owner); the answer shows the TOTP secret and its otpauth URI once',
        headers: SessionHeaders,
        body: OperatorCreateBody,
        response: { 200: OperatorCreatedResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.create(operatorOf(request), request.body),
    }),
  );

  app.patch(
    '/admin/operators/:operatorId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Changes an operator's name, roles, enabled flag or password (role owner); one enabled owner stays",
        headers: SessionHeaders,
        params: OperatorIdParams,
        body: OperatorUpdateBody,
        response: { 200: OperatorResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.update(operatorOf(request), request.params.operatorId, request.body),
    }),
  );

  app.get(
    '/admin/audit',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'The audit log, newest first (role owner): who changed what when, before and after',
        headers: SessionHeaders,
        querystring: AuditQuery,
        response: { 200: AuditListResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => {
      const { page, size, operator_id, key_id, action, entity_type, entity_id, from, to } =
        request.query;
      const result = await service.auditLog(
        {
          operatorId: operator_id,
          keyId: key_id,
          action,
          entityType: entity_type,
          entityId: entity_id,
          from: from === undefined ? undefined : new Date(from),
          to: to === undefined ? undefined : new Date(to),
        },
        { page, size },
      );
      return { code: 200, result };
    },
  );
};
