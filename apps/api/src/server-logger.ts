/**
 * The server's log settings: request lines carry the method and the URL with any `token=` value
 * replaced, and never the headers (Authorization, cookies), so tokens never reach the log.
 */
import type { FastifyServerOptions } from 'fastify';

/** A URL with the values of its token parameters replaced by `[redacted]`. */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
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
        // Tokens travel in ?token= (spec core-shop §6); they never reach the log.
        url: redactTokens(String(request.url)),
      }),
    },
  };
}
