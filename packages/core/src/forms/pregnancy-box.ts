/**
 * The pregnancy-box request form (secondary-areas §5 validation messages, §8): the rules the
 * storefront checks as the shopper types and the API checks again. Each rule answers null or the
 * spec's English message, which the storefront translates and the API answers naming the field.
 */
import {
  ACCOUNT_MESSAGES,
  parseCalendarDate,
  validateEmail,
  validateExpectedDate,
  validateHouseNumber,
  validateName,
  validatePhone,
  validateZipcode,
} from '../account/validation.ts';
import { shopCalendarDay } from '../shop-time.ts';

export const FORM_MESSAGES = {
  dueDateTooFar: 'The expected date can be at most 10 months from now',
  privacyConsent: 'Please agree to the privacy statement',
  orderNumber: 'The order number is not valid',
} as const;

/** A due date lies after today and at most this many calendar months ahead. */
export const MAX_DUE_DATE_MONTHS = 10;

/** The countries a pregnancy box is sent to. */
export const PREGNANCY_BOX_COUNTRIES = ['NL', 'DE'] as const;
export type PregnancyBoxCountry = (typeof PREGNANCY_BOX_COUNTRIES)[number];

/** Longest texts of the form (the API's schema holds the same bounds). */
export const PREGNANCY_BOX_LIMITS = {
  name: 100,
  email: 254,
  street: 200,
  housenumber: 10,
  housenumberAddition: 10,
  postcode: 10,
  city: 100,
  phone: 40,
} as const;

/** The text fields of the form as the shopper typed them (checkboxes apart). */
export interface PregnancyBoxFields {
  firstname: string;
  lastname: string;
  email: string;
  due_date: string;
  street: string;
  housenumber: string;
  housenumber_addition?: string | null;
  postcode: string;
  city: string;
  country_id: string;
  phone?: string | null;
  privacy_consent: boolean;
}

export type PregnancyBoxField = keyof PregnancyBoxFields;

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/** The latest due date the form takes ('YYYY-MM-DD'): today plus 10 months (the shop's day). */
export function latestDueDate(at: Date = new Date()): string {
  const today = shopCalendarDay(at);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + MAX_DUE_DATE_MONTHS;
  // The same day of the month, or the month's last day when it has fewer days.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
  return date.toISOString().slice(0, 10);
}

/** A due date: a real date after today and at most 10 months ahead. */
export function validateDueDate(
  value: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const problem = validateExpectedDate(value, today);
  if (problem) return problem;
  const date = parseCalendarDate(value ?? '');
  return date && date.toISOString().slice(0, 10) > latestDueDate(today)
    ? FORM_MESSAGES.dueDateTooFar
    : null;
}

/**
 * The problems of a filled form by field, in the order the form shows its fields; empty when it
 * may be sent. The postcode follows the country's rule (1234 AB in NL, five digits in DE).
 */
export function validatePregnancyBox(
  fields: PregnancyBoxFields,
  today: Date = new Date(),
): Partial<Record<PregnancyBoxField, string>> {
  const country = fields.country_id.trim().toUpperCase();
  const problems: Partial<Record<PregnancyBoxField, string>> = {};
  const add = (field: PregnancyBoxField, message: string | null) => {
    if (message) problems[field] = message;
  };
  add('firstname', validateName(fields.firstname));
  add('lastname', validateName(fields.lastname));
  add('email', validateEmail(fields.email));
  add('due_date', validateDueDate(fields.due_date, today));
  add('street', isBlank(fields.street) ? ACCOUNT_MESSAGES.required : null);
  add('housenumber', validateHouseNumber(fields.housenumber));
  add('postcode', validateZipcode(fields.postcode, country));
  add('city', isBlank(fields.city) ? ACCOUNT_MESSAGES.required : null);
  add(
    'country_id',
    (PREGNANCY_BOX_COUNTRIES as readonly string[]).includes(country)
      ? null
      : ACCOUNT_MESSAGES.required,
  );
  if (!isBlank(fields.phone)) add('phone', validatePhone(fields.phone));
  add('privacy_consent', fields.privacy_consent === true ? null : FORM_MESSAGES.privacyConsent);
  return problems;
}
