/**
 * Environment variables of the company details (SHOP_COMPANY_*): the footer shows some, the legal
 * pages (imprint, withdrawal, terms, privacy) fill in all through `{{company:…}}` placeholders.
 * Unset or empty: the demo shop's; SHOP_COMPANY_EMAIL unset: CONTACT_EMAIL.
 */
import { DEMO_COMPANY_DETAILS } from '@shop/core';
import { z } from 'zod';

/** A company detail: one line of at most 200 characters; unset or empty, the demo shop's. */
const companySetting = (fallback: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\r\n]*$/, 'must be one line')
    .optional()
    .transform((value) => value || fallback);

export const companyEnv = {
  SHOP_COMPANY_NAME: companySetting(DEMO_COMPANY_DETAILS.name),
  SHOP_COMPANY_ADDRESS: companySetting(DEMO_COMPANY_DETAILS.address),
  SHOP_COMPANY_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_COMPANY_PHONE: companySetting(DEMO_COMPANY_DETAILS.phone),
  SHOP_COMPANY_REPRESENTATIVES: companySetting(DEMO_COMPANY_DETAILS.representatives),
  SHOP_COMPANY_REGISTER: companySetting(DEMO_COMPANY_DETAILS.register),
  SHOP_COMPANY_KVK: companySetting(DEMO_COMPANY_DETAILS.kvk),
  SHOP_COMPANY_VAT: companySetting(DEMO_COMPANY_DETAILS.vat),
};
