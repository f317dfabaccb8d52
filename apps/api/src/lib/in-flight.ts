/**
 * Counts the route handlers that are still running, so a shutdown can wait for them before it
 * closes the database. Closing the HTTP server is not enough: a client that drops its connection
 * mid-request (a load test ending, a shopper closing the tab) leaves the handler running with no
 * connection to wait for, and its next query would meet a closed pool.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface HandlerTracker {
  /** Handlers running now. */
  running(): number;
  /** Resolves true once no handler runs, or false after `timeoutMs`. */
  drain(timeoutMs: number): Promise<boolean>;
}

/** Wraps every route registered on `app` from now on. Call before any route is added. */
export function trackHandlers(app: FastifyInstance): HandlerTracker {
  let running = 0;
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function tracked(request, reply) {
      running += 1;
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        running -= 1;
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
      // A handler that answers through `reply` without a promise: done when the answer is.
      if (reply.sent) done();
      else reply.raw.once('close', done);
      return result;
    } as RouteHandlerMethod;
  });
  return {
    running: () => running,
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running > 0) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return true;
    },
  };
}
