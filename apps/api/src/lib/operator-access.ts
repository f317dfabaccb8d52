/**
 * The operator-key calls (a till's receipt import, review moderation, returns, shipping; header
 * x-operator-key) are limited per client address like the logins: every call per route and
 * window (@fastify/rate-limit, OPERATOR_RATE_LIMIT_PER_IP), and missing or wrong keys per
 * address over all of them together (OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP). Past the wrong-key
 * limit every operator-key call from that address answers 429 with Retry-After until its window
 * ends, before any key is compared, so a key cannot be guessed at speed. A key that is right
 * is never held back by anyone else's guesses from another address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/** Checks the key a caller sent; throws an `unauthorized` DomainError when it is not the key. */
type Authorize = (sent: string | string[] | undefined) => void | Promise<void>;

/** The route options (`config` and `preValidation`) of an operator-key call. */
export function operatorAccess(app: FastifyInstance, authorize: Authorize) {
  const { windowSeconds, perIp } = app.deps.config.operators.rateLimit;
  const wrongKeys = app.services.operatorKeyGuesses;
  return {
    config: { rateLimit: { max: perIp, timeWindow: windowSeconds * 1000 } },
    // The key is checked before the query or body is read: a caller without it learns nothing more.
    preValidation: async (request: FastifyRequest) => {
      wrongKeys.check(request.ip);
      try {
        await authorize(request.headers['x-operator-key']);
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'unauthorized') {
          wrongKeys.hit(request.ip);
        }
        throw error;
      }
    },
  };
}
