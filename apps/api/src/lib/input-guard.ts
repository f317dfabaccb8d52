/**
 * What every request must pass before any route sees it, and the answers to requests that never
 * reach a route. Every one of them is a `{code, result}` envelope whose message names the field
 * and the problem:
 * - text no database can store: a NUL character or half of a UTF-16 surrogate pair in any
 *   string or key of the query, the path parameters or the JSON body (400); a raw body (a
 *   catalogue file, an image) is a stream its route reads and checks itself;
 * - a URL with a malformed percent-encoding (400), a path parameter past its length (414);
 * - what Node's HTTP parser refuses before Fastify sees a request: headers or a URL too large
 *   (431), a malformed request (400), a request that took too long (408);
 * - a database error about a value (SQLSTATE class 22, data exception: out of range, invalid
 *   text) that got past the checks: answered 400 instead of 500, and logged, since it means a
 *   check is missing.
 */
import type { Socket } from 'node:net';
import { type ErrorMessageKey, englishErrorMessage } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { domainError } from './errors.ts';
import { keyedReply } from './keyed-reply.ts';
import { answersErrorsInJson, plainPage } from './plain-page.ts';

/** How deep and how many values of a body are looked at (the body limit bounds it anyway). */
const MAX_DEPTH = 64;

/** A character a string may not hold, described for the message; null when it is clean. */
export function badCharacterOf(text: string): string | null {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return 'a NUL character';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return 'an unpaired surrogate (invalid Unicode)';
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'an unpaired surrogate (invalid Unicode)';
  }
  return null;
}

/**
 * Whether a value is data as the JSON, query and path parsers make it: an array, or an object
 * whose prototypes carry no methods (a plain object, one without a prototype, or one made from
 * an empty prototype as the query parser does). Anything else, such as the request stream that
 * a route reading its raw body is handed, is not looked into: its properties lead through the
 * socket and the server back to themselves, and following them would never end.
 */
function isPlainData(value: object): boolean {
  if (Array.isArray(value)) return true;
  for (
    let proto = Object.getPrototypeOf(value);
    proto !== null;
    proto = Object.getPrototypeOf(proto)
  ) {
    if (proto === Object.prototype) return true;
    if (Object.getOwnPropertyNames(proto).some((name) => name !== 'constructor')) return false;
  }
  return true;
}

/**
 * The first string or key in `value` holding a character no database can store, as
 * `where.path: the problem`, or null. Only plain data is looked into (a raw body's route
 * checks its text itself).
 */
export function findBadText(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') {
    const problem = badCharacterOf(value);
    return problem ? `${where}: contains ${problem}` : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (!isPlainData(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], `${where}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = badCharacterOf(key);
    if (keyProblem) return `${where}: a key contains ${keyProblem}`;
    const found = findBadText(
      (value as Record<string, unknown>)[key],
      `${where}.${key}`,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/**
 * preValidation hook: refuses text no database can store, wherever the request carries it.
 * Storefront pages are left to the storefront: their loaders call the API, which refuses it,
 * and the shopper gets a page in their language.
 */
export async function refuseBadText(request: FastifyRequest): Promise<void> {
  if ((request.routeOptions.config as { storefrontPage?: boolean }).storefrontPage) return;
  const problem =
    findBadText(request.params, 'params') ??
    findBadText(request.query, 'query') ??
    findBadText(request.body, 'body');
  if (problem) throw domainError('invalid', 'request.invalid', { problem });
}

/** Fastify's own errors for URLs it cannot route (the `frameworkErrors` server option). */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (!answersErrorsInJson(request.url)) {
    // A page address that cannot be routed: a page that does not exist, for the shopper.
    reply
      .code(400)
      .header('content-type', 'text/html; charset=utf-8')
      .send(plainPage('badUrl', request.url));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    keyedReply(reply, 400, 'request.bad_url_encoding');
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    keyedReply(reply, 414, 'request.url_part_too_long');
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  keyedReply(reply, status, 'request.invalid', { problem: error.message });
}

/**
 * Node's HTTP parser refused the request before Fastify saw it (the `clientErrorHandler` server
 * option): the answer is written on the socket, which is then closed.
 */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, key]: [400 | 408 | 431, ErrorMessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request.headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request.timeout']
        : [400, 'request.not_http'];
  const body = JSON.stringify({
    code: status,
    result: englishErrorMessage(key),
    meta: { key, params: {} },
  });
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    431: 'Request Header Fields Too Large',
  }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A database error about a value (SQLSTATE class 22: out of range, invalid text, bad date) that
 * got past the checks at the edge, or null for any other error.
 */
export function dataExceptionOf(error: unknown): { code: string; message: string } | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
