/**
 * The one error handler of every route: each failure becomes the `{code, result}` answer with
 * the HTTP status equal to code, and `meta.key` / `meta.params` name its message (packages/
 * contracts messages.ts) for the storefront to translate. A DomainError answers its kind's status and message; a body
 * that fails its route schema answers 400 with what exactly is wrong; a database that cannot
 * answer is a 503; a value the database refused is still the caller's input (400). Only a bug
 * is a 500, and its details stay in the log.
 */
import type { ErrorMessageKey, MessageParamValues } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableReply } from './availability.ts';
import { DomainError } from './errors.ts';
import { dataExceptionOf } from './input-guard.ts';
import { keyedReply } from './keyed-reply.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The message of a request that fails this route's schema, when the route has its own (the
     * order calls); the answer then lists each problem in meta.errors. Without it the message
     * is "Invalid request: " with the problems.
     */
    schemaRefusal?: string;
  }
}

/** At most this many schema problems are listed in one answer. */
const MAX_LISTED_PROBLEMS = 20;

export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) return domainErrorReply(error, reply);
  if (databaseUnavailableReply(error, reply)) {
    request.log.warn({ err: error }, 'the database is unavailable');
    return reply;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const segments = issue.instancePath.split('/').filter((part) => part !== '');
      const path = segments.join('.');
      const sent = valueAt(partOf(request, context), segments);
      const message = typeMessage(issue, sent) ?? issue.message ?? issue.keyword;
      return { path, message, ...fieldMessage({ ...issue, message }, path || context, sent) };
    });
    const first = problems[0]!;
    const ownMessage = request.routeOptions.config.schemaRefusal;
    if (ownMessage) {
      return reply.code(400).send({
        code: 400,
        result: ownMessage,
        meta: {
          key: 'order.not_compliant',
          params: {},
          errors: problems
            .slice(0, MAX_LISTED_PROBLEMS)
            .map((problem) => `${problem.path || 'order'}: ${problem.message}`),
        },
      });
    }
    const listed = problems
      .map((problem) => `${context}${problem.path ? `.${problem.path}` : ''}: ${problem.message}`)
      .join('; ');
    return reply.code(400).send({
      code: 400,
      result: `Invalid request: ${listed}`,
      meta: { key: first.key, params: first.params },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return keyedReply(reply, status, 'request.malformed_json');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return keyedReply(reply, status, 'request.too_large');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return keyedReply(reply, status, 'request.empty_body');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      // The API reads JSON only: the answer names the type sent and the type it takes.
      const sent =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() || 'none';
      return keyedReply(reply, 415, 'request.unsupported_content_type', {
        contentType: sent.slice(0, 100),
        accepted: 'application/json',
      });
    }
    return reply.code(status).send({
      code: status,
      result: error.message,
      meta: { key: 'error.other', params: { message: error.message } },
    });
  }
  if (dataExceptionOf(error)) {
    // A value the database refused got past the checks at the edge: still the caller's input.
    request.log.warn({ err: error }, 'a value reached the database unchecked');
    return keyedReply(reply, 400, 'request.value_out_of_range');
  }
  request.log.error({ err: error }, 'unhandled error');
  return keyedReply(reply, 500, 'shop.internal_error');
}

/** The part of the request a schema checks: the body, the query, the path or the headers. */
function partOf(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** The value the request sent at a path of its part, or undefined when it sent none. */
function valueAt(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** What a sent value is, in the words of a type error: a string, a number, an object, null… */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * A wrong type is a wrong type, whatever the schema's own message says: a schema that words its
 * type check "giftCardCode is required" would call a number sent there missing. A value that is
 * there but of the wrong type gets the type error ("expected string, received number"); a
 * missing value keeps the schema's message. Null when the schema's message stands.
 */
function typeMessage(
  issue: { keyword: string; message?: string; params: Record<string, unknown> },
  sent: unknown,
): string | null {
  if (issue.keyword !== 'invalid_type' || sent === undefined) return null;
  // Only a message that calls the value missing is replaced: any other says what is wrong.
  if (!issue.message || !/\brequired\b/i.test(issue.message)) return null;
  return `Invalid input: expected ${String(issue.params.expected ?? 'another type')}, received ${kindOf(sent)}`;
}

/**
 * The message key of one schema problem: the field (dotted path) and the rule it breaks, with
 * the rule's bound (a quantity of 99999 → field.too_big with maximum 10000). A type error is
 * field.required only when the request sent no value there.
 */
function fieldMessage(
  issue: { keyword: string; message: string; params: Record<string, unknown> },
  field: string,
  sent: unknown,
): { key: ErrorMessageKey; params: MessageParamValues } {
  const { params } = issue;
  const bound = (name: string) => {
    const value = params[name];
    return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
  };
  const isText = params.origin === 'string';
  switch (issue.keyword) {
    case 'too_big':
      return isText
        ? { key: 'field.too_long', params: { field, maximum: bound('maximum') } }
        : { key: 'field.too_big', params: { field, maximum: bound('maximum') } };
    case 'too_small':
      return isText
        ? { key: 'field.too_short', params: { field, minimum: bound('minimum') } }
        : { key: 'field.too_small', params: { field, minimum: bound('minimum') } };
    case 'invalid_type':
      // zod reports a missing value as the wrong type: it is one only when a value was sent.
      return sent === undefined
        ? { key: 'field.required', params: { field } }
        : { key: 'field.wrong_type', params: { field, expected: String(params.expected ?? '') } };
    case 'invalid_format':
      return { key: 'field.wrong_format', params: { field } };
    case 'invalid_value':
      return { key: 'field.not_allowed', params: { field } };
    case 'unrecognized_keys':
      return {
        key: 'field.unknown_keys',
        params: { field, keys: Array.isArray(params.keys) ? params.keys.join(', ') : '' },
      };
    default:
      return { key: 'field.invalid', params: { field, rule: issue.message } };
  }
}

function domainErrorReply(error: DomainError, reply: FastifyReply) {
  const status = error.statusCode;
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  const keyed = { key: error.key, params: error.params };
  if (error.field) {
    // The message names the field; meta keeps the rule's own message apart for translation.
    return reply.code(status).send({
      code: status,
      result: `${error.field}: ${error.message}`,
      meta: { ...keyed, field: error.field, message: error.message },
    });
  }
  if (error.details) {
    return reply
      .code(status)
      .send({ code: status, result: error.message, meta: { ...keyed, errors: error.details } });
  }
  return reply.code(status).send({ code: status, result: error.message, meta: keyed });
}
