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
  OperatorKeyCreateBody,
  OperatorKeyCreatedResponse,
  OperatorKeyListResponse,
  OperatorKeyParams,
  OperatorKeyResponse,
  OperatorListResponse,
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorLogoutResponse,
  OperatorResponse,
  OperatorSessionResponse,
  OperatorUpdateBody,
  OwnPasswordBody,
  OwnTotpBody,
  OwnTotpResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorOf,
  operatorSession,
} from '../../lib/operator-access.ts';

const errors = { ...OPERATOR_CALL_ERRORS, 409: ErrorEnvelope };
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
        headers: OperatorSessionHeaders,
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
        headers: OperatorSessionHeaders,
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
        headers: OperatorSessionHeaders,
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
        headers: OperatorSessionHeaders,
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
        headers: OperatorSessionHeaders,
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

  app.post(
    '/admin/me/password',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Changes the operator's own password (the current one is needed); their other sessions end",
        headers: OperatorSessionHeaders,
        body: OwnPasswordBody,
        response: { 200: OperatorResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async (request) => ({
      code: 200,
      result: await service.changeOwnPassword(operatorOf(request), request.body),
    }),
  );

  app.post(
    '/admin/me/totp',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "Resets the operator's own second factor (password and a current code needed); the new secret is shown once, their other sessions end",
        headers: OperatorSessionHeaders,
        body: OwnTotpBody,
        response: { 200: OwnTotpResponse, ...errors },
      },
      ...operatorSession(app, null),
    },
    async (request) => ({
      code: 200,
      result: await service.resetOwnTotp(operatorOf(request), request.body),
    }),
  );

  app.get(
    '/admin/keys',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Every operator key, from settings and made here (role owner); never the key',
        headers: OperatorSessionHeaders,
        response: { 200: OperatorKeyListResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async () => ({ code: 200, result: await service.listKeys() }),
  );

  app.post(
    '/admin/keys',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Makes an operator key with one role (role owner); the answer shows the key once, the shop keeps its hash',
        headers: OperatorSessionHeaders,
        body: OperatorKeyCreateBody,
        response: { 200: OperatorKeyCreatedResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.createKey(operatorOf(request), request.body),
    }),
  );

  app.post(
    '/admin/keys/:keyId/revoke',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Revokes a key made here at once (role owner); keys of settings are unset instead',
        headers: OperatorSessionHeaders,
        params: OperatorKeyParams,
        response: { 200: OperatorKeyResponse, ...errors },
      },
      ...operatorSession(app, 'owner'),
    },
    async (request) => ({
      code: 200,
      result: await service.revokeKey(operatorOf(request), request.params.keyId),
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
        headers: OperatorSessionHeaders,
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
