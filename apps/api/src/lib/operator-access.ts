/**
 * The operator-key calls (a till's receipt import, review moderation, returns, shipping) take an
 * operator key (x-operator-key) or an operator session (Authorization: Bearer) holding the
 * call's role (decision 69); a valid caller without it is refused with 403 naming the role.
 * They are limited per client address like the logins: every call per route and window
 * (@fastify/rate-limit, OPERATOR_RATE_LIMIT_PER_IP), and missing or wrong keys or sessions per
 * address over all of them together (OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP). Past the wrong-key
 * limit every operator-key call from that address answers 429 with Retry-After until its window
 * ends, before any key is compared, so a key cannot be guessed at speed. A key that is right
 * is never held back by anyone else's guesses from another address.
 */
import { ErrorEnvelope, type OperatorRole } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from './errors.ts';
import type { CallAccess, OperatorActor } from './operator-actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator or operator key of an operator call (set before its handler runs). */
    operator?: OperatorActor;
  }
}

/**
 * The route options (`config` and `preValidation`) of an operator call: the per-address limit,
 * and `authorize` run before the query or body is read (a caller without a key or session learns
 * nothing more). Refused keys and sessions count together per address.
 */
function guardedOperatorCall(
  app: FastifyInstance,
  authorize: (request: FastifyRequest) => Promise<OperatorActor>,
) {
  const { windowSeconds, perIp } = app.deps.config.operators.rateLimit;
  const wrongKeys = app.services.operatorKeyGuesses;
  return {
    config: { rateLimit: { max: perIp, timeWindow: windowSeconds * 1000 } },
    preValidation: async (request: FastifyRequest) => {
      await wrongKeys.check(request.ip);
      try {
        request.operator = await authorize(request);
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'unauthorized') {
          await wrongKeys.hit(request.ip);
        }
        throw error;
      }
    },
  };
}

/** The route options of an operator-key call (a key, or a session with the call's role). */
export function operatorAccess(app: FastifyInstance, access: CallAccess) {
  return guardedOperatorCall(app, (request) =>
    app.services.operators.authorizeCall(request.headers, access),
  );
}

/**
 * The route options of an operator API call: an operator session, holding `role` when one is
 * named (owners hold every role).
 */
export function operatorSession(app: FastifyInstance, role: OperatorRole | null) {
  return guardedOperatorCall(app, (request) =>
    app.services.operators.authorizeSession(request.headers.authorization, role),
  );
}

/** The header an operator session travels in (Authorization: Bearer …). */
export const OperatorSessionHeaders = z.object({ authorization: z.string().max(600).optional() });

/** The error answers every operator call may give; a call adds its own (409, 413, 422). */
export const OPERATOR_CALL_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** Records the changes of this call in the audit log, as its operator or key. */
export function recorderOf(app: FastifyInstance, request: FastifyRequest) {
  return app.services.operators.recorderFor(operatorOf(request));
}

/** The caller an operator call's preValidation found (always there in its handler). */
export function operatorOf(request: FastifyRequest): OperatorActor {
  if (!request.operator) throw new DomainError('unauthorized', 'operator.session_required');
  return request.operator;
}
