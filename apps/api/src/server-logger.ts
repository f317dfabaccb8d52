/**
 * The server's log settings: request lines carry the method and the URL with token and cart id
 * values redacted, and never the headers (Authorization, cookies), so tokens never reach the log.
 */
import type { FastifyServerOptions } from 'fastify';

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
