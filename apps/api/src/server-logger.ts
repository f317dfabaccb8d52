/**
 * The server's log settings: request lines carry the method and the URL with token and cart id
 * values redacted, and never the headers (Authorization, cookies), so tokens never reach the log.
 */
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { isInProcessRequest } from './lib/in-process.ts';

/**
 * A URL fit for the log: `token=` values replaced by `[redacted]`, and `cartId=` values cut to
 * their first six characters (a guest cart id grants access to the cart like a token; the prefix
 * is enough to follow one cart through the log).
 */
function redactTokens(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
    .replace(/([?&]cartId=)([^&#]{0,6})[^&#]*/g, '$1$2…');
}

export function serverLoggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        // Customer tokens may travel in ?token=; they never reach the log.
        url: redactTokens(String(request.url)),
      }),
    },
  };
}

/**
 * Request lines of the calls a storefront page makes to this process while it is rendered
 * (inject-fetch.ts) go to the debug level: the page's own lines say what was asked and how it
 * went, and a page makes several such calls, each of which would cost two lines of synchronous
 * writing. An in-process call that fails with a server error is still logged as an error.
 */
export class PageCallsAtDebugLevel extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!isInProcessRequest()) super.incomingRequest(request, reply);
    else if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!isInProcessRequest() || error || reply.statusCode >= 500) {
      super.requestCompleted(error, request, reply);
    } else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
