/**
 * The town of a Dutch postcode, for the checkout's address form:
 * `GET /api/address/nl-postcode?postcode=1234AB`.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const NlPostcodeQuery = z.object({
  postcode: z
    .string()
    .max(10, 'postcode must be a Dutch postcode such as 1234 AB')
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .regex(/^[1-9][0-9]{3} ?[A-Za-z]{2}$/, 'postcode must be a Dutch postcode such as 1234 AB'),
    )
    .describe('A Dutch postcode: four digits and two letters (1234 AB or 1234AB)'),
});
export type NlPostcodeQuery = z.infer<typeof NlPostcodeQuery>;

export const NlPostcodeResponse = envelope(
  z.object({
    /** The postcode as written in the Netherlands ('1234 AB'). */
    postcode: z.string(),
    city: z.string(),
  }),
);
