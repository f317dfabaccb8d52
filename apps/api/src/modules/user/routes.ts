/**
 * The account calls: /api/user/* (login, refresh, logout, create, the e-mail-only checkout's
 * account, passwords, profile, order history), login by one-time password under /api/ext/one-time-password/*, and user-extend
 * (is-email-available, delete account). Tokens come as ?token= or Authorization: Bearer. Login, one-time password, reset and
 * e-mail availability are limited per client address (@fastify/rate-limit) and per e-mail
 * address (the service). Answers are never cached.
 */
import {
  BooleanResponse,
  ChangePasswordBody,
  CheckoutAccountBody,
  CreateCustomerBody,
  CreatePasswordBody,
  CustomerResponse,
  EmailBody,
  EmailLinkBody,
  EmailLinkResponse,
  ErrorEnvelope,
  IsEmailAvailableBody,
  LoginBody,
  MeResponse,
  OneTimePasswordRefreshBody,
  OneTimePasswordRefreshResponse,
  OneTimePasswordRequestBody,
  OneTimePasswordRequestResponse,
  OneTimePasswordValidateBody,
  OneTimePasswordValidateResponse,
  OrderHistoryQuery,
  OrderHistoryResponse,
  RefreshBody,
  SetPasswordBody,
  TokenQuery,
  TokenResponse,
  TrueResponse,
  UpdateMeBody,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import type { IssuedTokens } from '../auth/sessions.ts';
import { requireCustomer } from '../auth/tokens.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

/** A login's answer: the access token as the result, the refresh token in meta. */
const tokenAnswer = (issued: IssuedTokens) => ({
  code: 200,
  result: issued.accessToken,
  meta: { refreshToken: issued.refreshToken },
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions, tokens } = app.services;
  const { windowSeconds, perIp } = app.deps.config.accounts.rateLimit;
  /** The per-address limit of the calls that guess at accounts. */
  const limited = { rateLimit: { max: perIp, timeWindow: windowSeconds * 1000 } };
  const caller = (request: FastifyRequest) => requireCustomer(request, tokens);

  app.addHook('onSend', noStore);

  app.post(
    '/user/login',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Login with e-mail (username) and password: access token, refresh token in meta',
        body: LoginBody,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) =>
      tokenAnswer(await accounts.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/user/refresh',
    {
      schema: {
        tags: ['user'],
        summary:
          'A new access token for a refresh token (which is used up; reuse ends the session)',
        body: RefreshBody,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => tokenAnswer(await sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Ends the session of the token: its access and refresh tokens stop working',
        querystring: TokenQuery,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => {
      const customer = await caller(request);
      await sessions.close(customer.sessionId);
      return { code: 200, result: true as const };
    },
  );

  app.post(
    '/user/create',
    {
      // A taken e-mail answers 409 here, so registration is limited like the other probes.
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Registers a customer (customer and password); a welcome mail follows',
        querystring: TokenQuery,
        body: CreateCustomerBody,
        response: { 200: CustomerResponse, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.create(request.body, storeViewOf(request)),
    }),
  );

  app.post(
    '/user/checkout-account',
    {
      // An address with an account answers 409 here, as in registration: limited like it.
      config: limited,
      schema: {
        tags: ['user'],
        summary:
          'The checkout with only an e-mail: a new address gets an account without password and a session (like login); an address with an account answers 409 (log in)',
        querystring: TokenQuery,
        body: CheckoutAccountBody,
        response: { 200: TokenResponse, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) =>
      tokenAnswer(
        await accounts.startCheckoutAccount(request.body.email, storeViewOf(request), request.ip),
      ),
  );

  app.post(
    '/user/reset-password',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Mails a password reset link when the e-mail has an account (answers true anyway)',
        querystring: TokenQuery,
        body: EmailBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.requestPasswordReset(
        request.body.email,
        storeViewOf(request),
        request.ip,
      ),
    }),
  );

  app.post(
    '/user/create-password',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Sets a new password with the mailed reset token; ends every session',
        body: CreatePasswordBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.createPassword(request.body, request.ip),
    }),
  );

  app.post(
    '/user/change-password',
    {
      schema: {
        tags: ['user'],
        summary: 'Changes the password (current one needed); ends the other sessions',
        querystring: TokenQuery,
        body: ChangePasswordBody,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.changePassword(await caller(request), request.body),
    }),
  );

  app.post(
    '/user/set-password',
    {
      schema: {
        tags: ['user'],
        summary:
          'A first password for an account without one (after a login by mailed code); ends the other sessions',
        querystring: TokenQuery,
        body: SetPasswordBody,
        response: { 200: TrueResponse, 403: ErrorEnvelope, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.setPassword(await caller(request), request.body),
    }),
  );

  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The customer of the token, with groupToken',
        querystring: TokenQuery,
        response: { 200: MeResponse, ...errors },
      },
    },
    async (request) => ({ code: 200, result: await accounts.getMe(await caller(request)) }),
  );

  app.post(
    '/user/me',
    {
      // A new e-mail address checks the current password: limited per customer (the service).
      schema: {
        tags: ['user'],
        summary:
          'Updates firstname, lastname, addresses and custom_attributes.push_notification_token; a new email needs currentPassword and is pending (pending_email) until confirmed by the link mailed to it, the old address gets a notice with an undo link',
        querystring: TokenQuery,
        body: UpdateMeBody,
        response: {
          200: MeResponse,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
          ...errors,
        },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.updateMe(
        await caller(request),
        request.body.customer,
        request.body.currentPassword,
        storeViewOf(request),
      ),
    }),
  );

  app.post(
    '/user/send-email-confirmation',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary:
          'Mails a new confirmation link to the pending address, or to the own one while unconfirmed (409 when nothing is to confirm)',
        querystring: TokenQuery,
        response: { 200: TrueResponse, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.sendEmailConfirmation(await caller(request), storeViewOf(request)),
    }),
  );

  app.post(
    '/user/confirm-email',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary:
          'Uses a mailed confirmation link (once): the address is confirmed and its till receipts linked, or a pending address becomes the account’s and every session ends',
        body: EmailLinkBody,
        response: { 200: EmailLinkResponse, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.confirmEmail(request.body.token),
    }),
  );

  app.post(
    '/user/undo-email-change',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary:
          'Uses the undo link mailed to a replaced address (once): that address is the account’s again, a pending change is dropped, every session ends',
        body: EmailLinkBody,
        response: { 200: EmailLinkResponse, 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.undoEmailChange(request.body.token),
    }),
  );

  app.get(
    '/user/order-history',
    {
      schema: {
        tags: ['user'],
        summary: 'A page of the customer’s orders (pageSize 20 and currentPage 1 by default)',
        querystring: OrderHistoryQuery,
        response: { 200: OrderHistoryResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.orderHistory(await caller(request), request.query),
    }),
  );

  app.post(
    '/ext/one-time-password/request',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Mails a one-time login code; result.customer_id is the id of this request',
        querystring: TokenQuery,
        body: OneTimePasswordRequestBody,
        response: { 200: OneTimePasswordRequestResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.requestOneTimePassword(
        request.body.email,
        storeViewOf(request),
        request.ip,
      ),
    }),
  );

  app.post(
    '/ext/one-time-password/validate',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Logs in with the request id and the mailed code: status 1 and customer_token',
        body: OneTimePasswordValidateBody,
        response: { 200: OneTimePasswordValidateResponse, ...errors },
      },
    },
    async (request) => {
      const issued = await accounts.validateOneTimePassword(
        request.body.customer_id,
        request.body.one_time_password,
      );
      return {
        code: 200,
        result: { status: 1, customer_token: issued.accessToken },
        meta: { refreshToken: issued.refreshToken },
      };
    },
  );

  app.post(
    '/ext/one-time-password/refresh',
    {
      schema: {
        tags: ['user'],
        summary: 'A new customer_token for a refresh token (same rules as /api/user/refresh)',
        body: OneTimePasswordRefreshBody,
        response: { 200: OneTimePasswordRefreshResponse, ...errors },
      },
    },
    async (request) => {
      const issued = await sessions.refresh(request.body.token);
      return {
        code: 200,
        result: { customer_token: issued.accessToken },
        meta: { refreshToken: issued.refreshToken },
      };
    },
  );

  app.post(
    '/ext/user-extend/is-email-available',
    {
      config: limited,
      schema: {
        tags: ['user'],
        summary: 'Whether no account uses customerEmail',
        body: IsEmailAvailableBody,
        response: { 200: BooleanResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await accounts.isEmailAvailable(request.body.customerEmail, request.ip),
    }),
  );

  app.delete(
    '/ext/user-extend/mine',
    {
      schema: {
        tags: ['user'],
        summary: 'Deletes the account of the token: personal data, carts and sessions',
        querystring: TokenQuery,
        response: { 200: TrueResponse, ...errors },
      },
    },
    async (request) => ({ code: 200, result: await accounts.deleteAccount(await caller(request)) }),
  );
};
