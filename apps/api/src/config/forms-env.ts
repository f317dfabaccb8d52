/**
 * Environment variables of the forms: the pregnancy box (passed on to the mailing platform) and
 * the contact form.
 */
import { z } from 'zod';

export const formsEnv = {
  /**
   * The pregnancy-box form endpoint of the mailing platform (Copernica-style JSON form post,
   * see decision 34). Unset: requests are only stored (and passed on once it is set).
   */
  PREGNANCY_FORM_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent to the form endpoint as `Authorization: Bearer <token>` when set. */
  PREGNANCY_FORM_TOKEN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Longest wait for the form endpoint, ms (the shopper waits for the first attempt). */
  PREGNANCY_FORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Pregnancy-box requests per client address and hour. */
  PREGNANCY_FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The shop's contact address: every contact form message goes there, never elsewhere. */
  CONTACT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .default('klantenservice@kindershop.example'),
  /** Lifetime of a contact form token in seconds (the form fetches one when it is first used). */
  CONTACT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Contact form messages per client address and hour (tokens: four times as many). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
};
