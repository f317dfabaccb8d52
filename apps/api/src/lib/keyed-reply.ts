/**
 * The `{code, result}` answer of a message key: the HTTP status as code, the key's English text
 * as result, and the key with its params in meta for the storefront to translate. Shared by the
 * error handler and the checks that refuse a request before any route (input-guard.ts).
 */
import {
  type ErrorMessageKey,
  englishErrorMessage,
  type MessageParamValues,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';

/** An answer of a key with its English text as `result`. */
export function keyedReply(
  reply: FastifyReply,
  status: number,
  key: ErrorMessageKey,
  params: MessageParamValues = {},
) {
  return reply
    .code(status)
    .send({ code: status, result: englishErrorMessage(key, params), meta: { key, params } });
}
