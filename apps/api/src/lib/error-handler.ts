/**
 * The one error handler of every route: each failure becomes the `{code, result}` answer with
 * the HTTP status equal to code. A DomainError answers its kind's status and message; a body
 * that fails its route schema answers 400 with what exactly is wrong; a database that cannot
 * answer is a 503; a value the database refused is still the caller's input (400). Only a bug
 * is a 500, and its details stay in the log.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableReply } from './availability.ts';
import { DomainError } from './errors.ts';
import { dataExceptionOf } from './input-guard.ts';

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
    const problems = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message,
    }));
    const ownMessage = request.routeOptions.config.schemaRefusal;
    if (ownMessage) {
      return reply.code(400).send({
        code: 400,
        result: ownMessage,
        meta: {
          errors: problems
            .slice(0, MAX_LISTED_PROBLEMS)
            .map((problem) => `${problem.path || 'order'}: ${problem.message}`),
        },
      });
    }
    const context = error.validationContext ?? 'request';
    const listed = problems
      .map((problem) => `${context}${problem.path ? `.${problem.path}` : ''}: ${problem.message}`)
      .join('; ');
    return reply.code(400).send({ code: 400, result: `Invalid request: ${listed}` });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON in request body (or a forbidden key: __proto__, constructor.prototype)'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.message;
    return reply.code(status).send({ code: status, result: message });
  }
  if (dataExceptionOf(error)) {
    // A value the database refused got past the checks at the edge: still the caller's input.
    request.log.warn({ err: error }, 'a value reached the database unchecked');
    return reply.code(400).send({
      code: 400,
      result: 'Invalid request: a value is out of range or not valid.',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ code: 500, result: 'Internal server error' });
}

function domainErrorReply(error: DomainError, reply: FastifyReply) {
  const status = error.statusCode;
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (error.field) {
    // The message names the field; meta keeps the rule's own message key for translation.
    return reply.code(status).send({
      code: status,
      result: `${error.field}: ${error.message}`,
      meta: { field: error.field, message: error.message },
    });
  }
  if (error.details) {
    return reply
      .code(status)
      .send({ code: status, result: error.message, meta: { errors: error.details } });
  }
  return reply.code(status).send({ code: status, result: error.message });
}
