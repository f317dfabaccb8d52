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
 * An error answer: the code and a message that says what is wrong. When the message is a field
 * rule's key (e.g. 'Field is required'), `result` is prefixed with the field and `meta` carries
 * both apart: `field` (dotted path) and `message` (the key the storefront translates).
 */
export const ErrorEnvelope = z.object({
  code: z.number().int(),
  result: z.string(),
  meta: z.object({ field: z.string(), message: z.string() }).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * The error answer of the order calls: `meta.errors` lists every problem of an order that fails
 * its schema, while `result` keeps the one message the storefront knows for them all.
 */
export const OrderErrorEnvelope = ErrorEnvelope.extend({
  meta: z
    .object({
      errors: z.array(z.string()).optional(),
      field: z.string().optional(),
      message: z.string().optional(),
    })
    .optional(),
});
