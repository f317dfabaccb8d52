/**
 * The shop under faults and load: a database that is down or slow and a process that is
 * overloaded answer a fast 503 with Retry-After instead of hanging or crashing, and load
 * balancers get a liveness and a readiness check. A process is overloaded while its event loop
 * is late two samples running (taken every few tens of milliseconds, so shedding starts within
 * that time), its heap is too full, or it already works on its limit of requests; a request that
 * finds the database's connection queue full is refused at once too (decision 52).
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
import { isDatabaseQueueFull, isDatabaseUnavailable } from '@shop/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isInProcessRequest } from './in-process.ts';
import { shedRequests } from './metrics.ts';
import { answersErrorsInJson, plainPage } from './plain-page.ts';

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/** What a worker tells the front process that admits its requests (front/gate.ts). */
export interface FrontLink {
  loopBehind(behind: boolean): void;
}

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
  // A full connection queue: the database answers, the shop has more work than it can take.
  if (isDatabaseQueueFull(error)) {
    shedRequests.inc({ reason: 'database_queue_full' });
    return reply
      .code(503)
      .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(keyedAnswer(503, 'shop.busy'));
  }
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(keyedAnswer(503, 'shop.unavailable'));
}

/** How often the heap in use (and the event loop's utilization) is read for shedding, ms. */
const HEAP_SAMPLE_INTERVAL_MS = 1000;

/** Registers overload shedding and the two checks. Call before the routes. */
export async function registerAvailability(
  app: FastifyInstance,
  shop: ShopDatabase,
  overload: AppConfig['overload'],
  front: FrontLink | null = null,
): Promise<void> {
  await app.register(underPressure, {
    // The plugin measures the heap (and the loop's utilization) each time: one reading of the
    // process's memory costs about 0.1 ms, forty times a second at the loop's interval, while
    // the heap does not fill within a second. The loop's delay is watched at its own interval.
    sampleInterval: Math.max(overload.sampleIntervalMs, HEAP_SAMPLE_INTERVAL_MS),
    // The event loop is watched below: the plugin's mean of a histogram has no value for a
    // window in which the loop was busy the whole time, and counts that as infinite delay, which
    // at short intervals sheds a process that is merely busy.
    maxEventLoopDelay: 0,
    maxEventLoopUtilization: overload.maxEventLoopUtilization,
    maxHeapUsedBytes: overload.maxHeapUsedBytes,
    // The plugin sends what this returns (its types only name the pass-through case).
    pressureHandler: shedUnless(() => false),
  });
  const behind = (delayMs: number) =>
    overload.maxEventLoopDelayMs > 0 && delayMs > overload.maxEventLoopDelayMs;
  let reportedBehind = false;
  const loop = watchEventLoop(app, overload.sampleIntervalMs, (delayMs) => {
    if (!front || behind(delayMs) === reportedBehind) return;
    reportedBehind = !reportedBehind;
    front.loopBehind(reportedBehind);
  });
  const loopBehind = () => behind(loop.delayMs());
  if (front) {
    // Behind the front process, the front admits requests: it keeps the limit in flight and
    // refuses while this process reports its event loop behind, answering from its own free
    // event loop within a millisecond, where a refusal here would wait behind the work this
    // process is busy with. A request the front let in is served.
    limitRequestsInFlight(app, 0, () => false);
  } else {
    limitRequestsInFlight(app, overload.maxRequestsInFlight, loopBehind);
  }

  app.get(
    '/health',
    {
      // Liveness holds under load too: only a process that does not answer is dead.
      config: { pressureHandler: NEVER_SHED },
      schema: { hide: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  app.get(
    '/ready',
    { config: { pressureHandler: NEVER_SHED }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const overloaded = app.isUnderPressure() || loopBehind();
      const database = await shop.ping();
      // What the shedding decisions see, for whoever watches the shop.
      const usage = app.memoryUsage();
      const load = {
        eventLoopDelayMs: Math.round(loop.delayMs()),
        eventLoopUtilization: Math.round(usage.eventLoopUtilized * 100) / 100,
        heapUsedMb: Math.round(usage.heapUsed / 2 ** 20),
        requestsInFlight: inFlight.get(app)?.() ?? 0,
        databaseWaiting: shop.waiting(),
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
  const passes = (request: FastifyRequest) => isInProcessRequest() || pass(request);
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    passes(request) ? undefined : overloadedAnswer(request, reply);
  passing.set(handler, passes);
  return handler as unknown as PressureHandler;
}

/** What each pressure handler made by shedUnless lets through, for the limit in flight. */
const passing = new WeakMap<object, (request: FastifyRequest) => boolean>();

/** The checks' pressure handler: they answer under any load. */
const NEVER_SHED = shedUnless(() => true);

/** The count in flight of each app, for readiness. */
const inFlight = new WeakMap<FastifyInstance, () => number>();

/** A request's place in flight: held while its answer is not done or its handler still runs. */
const PLACE = Symbol('place in flight');
interface Place {
  answered: boolean;
  handlers: number;
  freed: boolean;
}
type Placed = FastifyRequest & { [PLACE]?: Place };

/**
 * How far the event loop falls behind: a timer every `intervalMs` notes how much later than due
 * it ran, which is how long the loop could not turn (a long synchronous task, or more work queued
 * than it gets through). The smaller of the last two delays counts: a loop late twice running
 * has more work queued than it gets through, so shedding starts within two intervals of that and
 * stops within one of it keeping up again. One late turn alone (a garbage collection, a burst
 * of renders the requests in flight already bound) is over when the timer notes it, and shedding
 * then would only refuse requests the free loop could serve.
 */
function watchEventLoop(
  app: FastifyInstance,
  intervalMs: number,
  onSample: (delayMs: number) => void,
): { delayMs(): number } {
  let last = 0;
  let delay = 0;
  let due = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const sample = Math.max(0, now - due);
    delay = Math.min(last, sample);
    last = sample;
    due = now + intervalMs;
    onSample(delay);
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { delayMs: () => delay };
}

/**
 * Sheds while the event loop is behind (`loopBehind`), and allows at most `max` requests in
 * flight (0: no limit): one more gets the fast overload answer before any work is done for it,
 * so the requests let in keep their pace instead of every request slowing down until clients
 * give up. What a route's pressure handler lets through while overloaded (the checks, the
 * storefront's build files) and the calls a page makes to this process while it is rendered
 * are not counted and never refused. A request holds its place until its answer is sent (or its
 * connection closed) and its handler is done.
 */
function limitRequestsInFlight(app: FastifyInstance, max: number, loopBehind: () => boolean): void {
  let running = 0;
  inFlight.set(app, () => running);
  const freeIfDone = (place: Place | undefined) => {
    if (!place || place.freed || !place.answered || place.handlers > 0) return;
    place.freed = true;
    running -= 1;
  };
  // A handler whose client went away still works (and holds the database): its request keeps
  // its place until the handler is done, so abandoned work cannot pile up behind the limit.
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function placed(request, reply) {
      const place = (request as Placed)[PLACE];
      if (!place) return handler.call(this, request, reply);
      place.handlers += 1;
      const done = () => {
        place.handlers -= 1;
        freeIfDone(place);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(done);
      }
      done();
      return result;
    } as RouteHandlerMethod;
  });
  const answered = (request: FastifyRequest) => {
    const place = (request as Placed)[PLACE];
    if (!place) return;
    place.answered = true;
    freeIfDone(place);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const { pressureHandler: routeHandler } = request.routeOptions.config as {
      pressureHandler?: object;
    };
    const passes = routeHandler ? passing.get(routeHandler) : undefined;
    if (isInProcessRequest() || passes?.(request)) {
      done();
      return;
    }
    if (loopBehind() || (max > 0 && running >= max)) {
      reply.send(overloadedAnswer(request, reply));
      return;
    }
    if (max <= 0) {
      done();
      return;
    }
    running += 1;
    (request as Placed)[PLACE] = { answered: false, handlers: 0, freed: false };
    reply.raw.once('close', () => answered(request));
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    answered(request);
    done();
  });
}

/**
 * The fast answer while overloaded: the envelope for API calls and images, a small page in the
 * shopper's language for pages. Costs next to nothing, so shedding frees the process.
 */
function overloadedAnswer(request: FastifyRequest, reply: FastifyReply): unknown {
  shedRequests.inc({ reason: 'busy' });
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
