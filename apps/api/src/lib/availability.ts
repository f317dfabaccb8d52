/**
 * The shop under faults and load: a database that is down or slow and a process that is
 * overloaded answer a fast 503 with Retry-After instead of hanging or crashing, and load
 * balancers get a liveness and a readiness check.
 *
 * - `GET /health` (liveness): the process runs and answers; 200 even under load or without a
 *   database, so nobody restarts a process that is only busy.
 * - `GET /ready` (readiness): 200 when the database answers and the process is not overloaded,
 *   else 503, so a load balancer sends requests elsewhere until it is ready again.
 * Both answer `{status}` and are not cached; they are outside the API's envelope rules.
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { englishErrorMessage } from '@shop/contracts';
import type { ShopDatabase } from '@shop/db';
import { isDatabaseUnavailable } from '@shop/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { answersErrorsInJson, plainPage } from './plain-page.ts';

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/** Seconds a client should wait before trying again after the database failed. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Seconds a client should wait before trying again after an overload answer. */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * The answer to an error of the database that a later try may get past (down, restarting,
 * timed out, out of connections): 503 with Retry-After. Null for any other error.
 */
export function databaseUnavailableReply(error: unknown, reply: FastifyReply): FastifyReply | null {
  if (!isDatabaseUnavailable(error)) return null;
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(keyedAnswer(503, 'shop.unavailable'));
}

/** Registers overload shedding and the two checks. Call before the routes. */
export async function registerAvailability(
  app: FastifyInstance,
  shop: ShopDatabase,
  overload: AppConfig['overload'],
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    maxEventLoopUtilization: overload.maxEventLoopUtilization,
    maxHeapUsedBytes: overload.maxHeapUsedBytes,
    // The plugin sends what this returns (its types only name the pass-through case).
    pressureHandler: overloadedAnswer as unknown as PressureHandler,
  });

  app.get(
    '/health',
    {
      // Liveness holds under load too: only a process that does not answer is dead.
      config: { pressureHandler: () => undefined },
      schema: { hide: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  app.get(
    '/ready',
    { config: { pressureHandler: () => undefined }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const overloaded = app.isUnderPressure();
      const database = await shop.ping();
      // What the shedding decisions see, for whoever watches the shop.
      const usage = app.memoryUsage();
      const load = {
        eventLoopDelayMs: Math.round(usage.eventLoopDelay),
        eventLoopUtilization: Math.round(usage.eventLoopUtilized * 100) / 100,
        heapUsedMb: Math.round(usage.heapUsed / 2 ** 20),
      };
      if (overloaded || !database) {
        return reply
          .code(503)
          .header(
            'retry-after',
            String(database ? OVERLOAD_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS),
          )
          .send({ status: 'unavailable', database: database ? 'up' : 'down', overloaded, load });
      }
      return { status: 'ok', database: 'up', overloaded: false, load };
    },
  );
}

/**
 * A route's pressure handler that lets the requests `pass` accepts through while overloaded and
 * sheds the rest as every other route does. The storefront's build files pass: a page that was
 * served needs its stylesheet, typeface and scripts, and shedding them would leave the shopper a
 * page without its look or its buttons, while they cost a file read from memory or disk.
 */
export function shedUnless(pass: (request: FastifyRequest) => boolean): PressureHandler {
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    pass(request) ? undefined : overloadedAnswer(request, reply);
  return handler as unknown as PressureHandler;
}

/**
 * The fast answer while overloaded: the envelope for API calls and images, a small page in the
 * shopper's language for pages. Costs next to nothing, so shedding frees the process.
 */
function overloadedAnswer(request: FastifyRequest, reply: FastifyReply): unknown {
  reply
    .code(503)
    .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (answersErrorsInJson(request.url)) return keyedAnswer(503, 'shop.busy');
  reply.header('content-type', 'text/html; charset=utf-8');
  return plainPage('busy', request.url);
}

/** An envelope of a key without parameters (503 answers written outside the error handler). */
function keyedAnswer(code: number, key: 'shop.unavailable' | 'shop.busy') {
  return { code, result: englishErrorMessage(key), meta: { key, params: {} } };
}
