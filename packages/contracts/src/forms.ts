/**
 * The form calls: the pregnancy-box request (POST /api/ext/forms/pregnancy-box) and the contact
 * form's mail service (GET /api/ext/mail-service/get-token, POST /api/ext/mail-service/send-email).
 * Texts a shopper types are bounded here and checked by the rules of packages/core (forms) in the
 * API, which answer the field with the spec's message; an absent text is '' and so "Field is
 * required" there.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

const Text = (max: number) => z.string().max(max).default('');

export const PregnancyBoxBody = z.object({
  /** The browser's id of one filled form: the same id again is the same submission. */
  submission_id: z.uuid(),
  storeCode: z.enum(['nl', 'de']),
  firstname: Text(100),
  lastname: Text(100),
  email: Text(254),
  /** 'YYYY-MM-DD', after today and at most 10 months ahead. */
  due_date: Text(10),
  street: Text(200),
  housenumber: Text(10),
  housenumber_addition: Text(10).nullish(),
  postcode: Text(10),
  city: Text(100),
  country_id: z.enum(['NL', 'DE']),
  phone: Text(40).nullish(),
  newsletter: z.boolean().default(false),
  /** Must be true: the shopper agreed to the privacy statement. */
  privacy_consent: z.boolean().default(false),
});
export type PregnancyBoxBody = z.infer<typeof PregnancyBoxBody>;

/**
 * forwarded: the mailing platform took the request; received: it is stored and will be passed
 * on (the platform did not answer yet, or the shop has no form endpoint).
 */
export const PregnancyBoxResult = z.object({
  submission_id: z.string(),
  status: z.enum(['forwarded', 'received']),
});
export type PregnancyBoxResult = z.infer<typeof PregnancyBoxResult>;
export const PregnancyBoxResponse = envelope(PregnancyBoxResult);

/** A signed, single-use token the contact form sends with its message. */
export const MailTokenResponse = envelope(z.string());

export const SendEmailBody = z.object({
  token: z.string().max(2000).default(''),
  storeCode: z.enum(['nl', 'de']),
  name: Text(100),
  email: Text(254),
  subject: Text(200).nullish(),
  message: Text(5000),
  order_number: Text(32).nullish(),
  /** A field people never see: a robot that fills it is not answered by mail. */
  website: Text(200).nullish(),
});
export type SendEmailBody = z.infer<typeof SendEmailBody>;
export const SendEmailResponse = envelope(z.literal('OK'));
