/**
 * The street and town of a Dutch address, for the checkout's address form:
 * `GET /api/address/nl-postcode?postcode=1234AB&houseNumber=12`.
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
  houseNumber: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, 'houseNumber must be a whole number from 1 to 99999')
    .transform(Number)
    .optional()
    .describe(
      'The house number without letter or addition (12 of 12a), a whole number from 1 to 99999; with it the answer also names the street when the shop knows it',
    ),
});
export type NlPostcodeQuery = z.infer<typeof NlPostcodeQuery>;

export const NlPostcodeResponse = envelope(
  z.object({
    /** The postcode as written in the Netherlands ('1234 AB'). */
    postcode: z.string().describe("The postcode as written in the Netherlands ('1234 AB')"),
    city: z.string().describe('The town of the postcode'),
    street: z
      .string()
      .optional()
      .describe(
        'The street of the house number at this postcode; absent without a house number or when the shop does not know the number there',
      ),
  }),
);
