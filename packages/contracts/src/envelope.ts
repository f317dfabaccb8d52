import { z } from 'zod';

/** Every API answer: `{ code, result }` with the HTTP status equal to code (spec core-shop §7). */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result });
}

/** An error answer: the code and a message that says what is wrong. */
export const ErrorEnvelope = z.object({ code: z.number().int(), result: z.string() });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
