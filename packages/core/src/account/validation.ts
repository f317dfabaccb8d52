/**
 * Field rules of the account forms: names, passwords, e-mail, phone, address parts and dates.
 * Each rule returns null when the value is fine, else its English message key, which the
 * storefront translates and the API answers as is.
 */
import { shopCalendarDay } from '../shop-time.ts';
import { isCommonPassword } from './common-passwords.ts';

export const ACCOUNT_MESSAGES = {
  required: 'Field is required',
  nameTooShort: 'Name must have at least 2 letters',
  passwordTooShort: 'Password must have at least 8 letters',
  passwordTooLong: 'Password can have at most 128 characters',
  passwordClasses:
    'Password must contain 3 of these 4: lowercase letters, uppercase letters, digits, special characters',
  passwordTooCommon: 'This password is too common, please choose another one',
  passwordsNotIdentical: 'Passwords must be identical',
  email: 'Please provide valid e-mail address.',
  phone: 'Please provide valid phone number',
  houseNumber: 'The housenumber is not valid',
  zipcode: 'The zipcode is not valid',
  zipcodeTooShort: 'Zip-code must have at least 2 letters',
  expectedDateInFuture: 'The expected date needs to be in the future',
  tooYoung: 'You need to be 12 years or older',
  invalidDate: 'The date is not valid',
  fixErrors: 'Please fix the validation errors',
} as const;

export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/** Passwords have 8 to 128 characters, names at least 2 letters, customers are 12 or older. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_NAME_LETTERS = 2;
export const MIN_CUSTOMER_AGE_YEARS = 12;

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/** A first or last name: at least 2 letters (any script). */
export function validateName(value: string | null | undefined): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const letters = (value ?? '').match(/\p{L}/gu)?.length ?? 0;
  return letters < MIN_NAME_LETTERS ? ACCOUNT_MESSAGES.nameTooShort : null;
}

/** How many of the classes lowercase, uppercase, digit and other a password uses. */
export function passwordCharacterClasses(password: string): number {
  let classes = 0;
  if (/\p{Ll}/u.test(password)) classes += 1;
  if (/\p{Lu}/u.test(password)) classes += 1;
  if (/\p{Nd}/u.test(password)) classes += 1;
  if (/[^\p{L}\p{Nd}]/u.test(password)) classes += 1;
  return classes;
}

/**
 * A new password: 8 to 128 characters, 3 of the 4 character classes, not on the block list of
 * common passwords. (Existing passwords are never re-checked at login.)
 */
export function validatePassword(password: string | null | undefined): AccountMessage | null {
  if (password == null || password === '') return ACCOUNT_MESSAGES.required;
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (length > MAX_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (passwordCharacterClasses(password) < 3) return ACCOUNT_MESSAGES.passwordClasses;
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}

/** The repeat field of a password form. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string | null | undefined,
): AccountMessage | null {
  if (confirmation == null || confirmation === '') return ACCOUNT_MESSAGES.required;
  return password === confirmation ? null : ACCOUNT_MESSAGES.passwordsNotIdentical;
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** An e-mail address a mail can be sent to (one @, a domain with a dot, no spaces). */
export function validateEmail(value: string | null | undefined): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const email = (value ?? '').trim();
  if (email.length > 254 || email.split('@')[0]!.length > 64) return ACCOUNT_MESSAGES.email;
  if (email.includes('..') || email.startsWith('.') || email.includes('.@')) {
    return ACCOUNT_MESSAGES.email;
  }
  return EMAIL_PATTERN.test(email) ? null : ACCOUNT_MESSAGES.email;
}

/** The form of an e-mail address the shop stores and compares: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A phone number: an optional leading +, then 8 to 15 digits with spaces, dashes or brackets. */
export function validatePhone(value: string | null | undefined): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const phone = (value ?? '').trim();
  if (!/^\+?[0-9 ()\-./]+$/.test(phone)) return ACCOUNT_MESSAGES.phone;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15 ? null : ACCOUNT_MESSAGES.phone;
}

/** A house number: a whole number from 1 to 99999 (letters go in the affix field). */
export function validateHouseNumber(value: string | null | undefined): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  return /^[1-9][0-9]{0,4}$/.test((value ?? '').trim()) ? null : ACCOUNT_MESSAGES.houseNumber;
}

const ZIPCODE_PATTERNS: Record<string, RegExp> = {
  NL: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/,
  DE: /^[0-9]{5}$/,
  BE: /^[1-9][0-9]{3}$/,
  AT: /^[1-9][0-9]{3}$/,
};

/** A postcode: the national pattern for NL, DE, BE and AT; elsewhere at least 2 characters. */
export function validateZipcode(
  value: string | null | undefined,
  countryId: string | null | undefined,
): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const zipcode = (value ?? '').trim();
  const pattern = ZIPCODE_PATTERNS[(countryId ?? '').toUpperCase()];
  if (pattern) return pattern.test(zipcode) ? null : ACCOUNT_MESSAGES.zipcode;
  return zipcode.replace(/\s/g, '').length >= 2 ? null : ACCOUNT_MESSAGES.zipcodeTooShort;
}

/** A calendar date 'YYYY-MM-DD' as a UTC midnight, or null when it is not a real date. */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** Whole years between a birth date and `today` (both calendar dates). */
export function ageInYears(birth: Date, today: Date): number {
  let years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/** A date of birth 'YYYY-MM-DD': a real date, 12 years or longer before the shop's today. */
export function validateBirthDate(
  value: string | null | undefined,
  today: Date = new Date(),
): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const birth = parseCalendarDate(value ?? '');
  const day = shopCalendarDay(today);
  if (!birth || birth.getTime() > day.getTime()) return ACCOUNT_MESSAGES.invalidDate;
  return ageInYears(birth, day) >= MIN_CUSTOMER_AGE_YEARS ? null : ACCOUNT_MESSAGES.tooYoung;
}

/** An expected (due) date 'YYYY-MM-DD', as in the birth list: after today (the shop's day). */
export function validateExpectedDate(
  value: string | null | undefined,
  today: Date = new Date(),
): AccountMessage | null {
  if (isBlank(value)) return ACCOUNT_MESSAGES.required;
  const date = parseCalendarDate(value ?? '');
  if (!date) return ACCOUNT_MESSAGES.invalidDate;
  return date.getTime() > shopCalendarDay(today).getTime()
    ? null
    : ACCOUNT_MESSAGES.expectedDateInFuture;
}

/** The fields of an address the rules check (street: street, house number, affix). */
export interface AddressFields {
  firstname?: string | null;
  lastname?: string | null;
  street?: readonly (string | null | undefined)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
}

/** Problems of an address by field ('street.1' is the house number); empty when it is fine. */
export function validateAddress(address: AddressFields): Record<string, AccountMessage> {
  const problems: Record<string, AccountMessage> = {};
  const add = (field: string, message: AccountMessage | null) => {
    if (message) problems[field] = message;
  };
  add('firstname', validateName(address.firstname));
  add('lastname', validateName(address.lastname));
  add('street.0', isBlank(address.street?.[0]) ? ACCOUNT_MESSAGES.required : null);
  add('street.1', validateHouseNumber(address.street?.[1]));
  add('city', isBlank(address.city) ? ACCOUNT_MESSAGES.required : null);
  add('country_id', isBlank(address.country_id) ? ACCOUNT_MESSAGES.required : null);
  add('postcode', validateZipcode(address.postcode, address.country_id));
  if (!isBlank(address.telephone)) add('telephone', validatePhone(address.telephone));
  return problems;
}
