/**
 * The newsletter's double opt-in links and the directory calls (countries, currencies): bodies
 * and answers. The sign-up and status calls are with the account calls (user.ts).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The token of a confirmation or unsubscribe link (a signed JWT). */
const LinkToken = z.string().max(2000);

/** POST …/confirm and POST …/unsubscribe: the link's token. */
export const NewsletterLinkBody = z.object({ token: LinkToken });
/** The one-click unsubscribe of a mail client posts to the header's URL, the token in it. */
export const NewsletterLinkQuery = z.object({ token: LinkToken.optional() });
export const NewsletterConfirmResponse = envelope(z.literal('subscribed'));
/** DELETE …/subscribe: the caller's own address (token), or one an unsubscribe link names. */
export const NewsletterUnsubscribeBody = z.object({
  email: z.string().max(254),
  unsubscribe_token: LinkToken.optional(),
});

// ---- directory

export const DirectoryRegion = z.object({ id: z.string(), code: z.string(), name: z.string() });
/** A country the store view sells to, named in the store view's language. */
export const DirectoryCountry = z.object({
  id: z.string(),
  two_letter_abbreviation: z.string(),
  three_letter_abbreviation: z.string(),
  full_name_locale: z.string(),
  full_name_english: z.string(),
  available_regions: z.array(DirectoryRegion).optional(),
});
export type DirectoryCountry = z.infer<typeof DirectoryCountry>;
export const DirectoryCountriesResponse = envelope(z.array(DirectoryCountry));

/** The store view's currencies: a map, as the original platform answers it. */
export const DirectoryCurrency = z.object({
  base_currency_code: z.string(),
  base_currency_symbol: z.string(),
  default_display_currency_code: z.string(),
  default_display_currency_symbol: z.string(),
  available_currency_codes: z.array(z.string()),
  exchange_rates: z.array(z.object({ currency_to: z.string(), rate: z.number() })),
});
export type DirectoryCurrency = z.infer<typeof DirectoryCurrency>;
export const DirectoryCurrencyResponse = envelope(DirectoryCurrency);
