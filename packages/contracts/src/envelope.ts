import { z } from 'zod';

/** Every API answer: `{ code, result }` with the HTTP status equal to code; 200 means success. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result });
}

/** The schema of a success answer: an envelope (some add `meta` or fields of their own). */
export type AnswerSchema = z.ZodType<{ code: number; result: unknown }>;

/** A success answer of `S` as the client receives it (the API client's typed answers). */
export type Answer<S extends AnswerSchema> = z.output<S>;

/** What a success answer of `S` carries in `result`. */
export type ResultOf<S extends AnswerSchema> = Answer<S>['result'];

/**
 * What an error answer carries besides its English `result`: `key` (one of ERROR_MESSAGES, see
 * messages.ts) and its `params` (each a text), which the storefront translates; for a field rule's answer also
 * `field` (dotted path) and `message` (the rule's English text, while `result` is prefixed with
 * the field); for an order that fails its schema `errors`, every problem on one line.
 */
export const ErrorMeta = z.object({
  key: z.string(),
  params: z.record(z.string(), z.string()),
  field: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type ErrorMeta = z.infer<typeof ErrorMeta>;

/** An error answer: the code, the spec's English message, and its message key in `meta`. */
export const ErrorEnvelope = z.object({
  code: z.number().int(),
  result: z.string(),
  meta: ErrorMeta.optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * What the storefront's API client reads of an answer: its status, a header and its JSON. A
 * fetch Response has all of it; the shop process's in-process transport answers just this much.
 */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/** How the storefront's calls reach the API: fetch, or the shop process's in-process transport. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;
