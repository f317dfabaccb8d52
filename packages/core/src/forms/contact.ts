/**
 * The contact form's rules (the mail service): a name, an e-mail address to answer to, an
 * optional subject and order number, and the message. The storefront checks them as the
 * shopper types; the API checks them again and answers the field with the message.
 */
import { ACCOUNT_MESSAGES, validateEmail, validateName } from '../account/validation.ts';
import { FORM_MESSAGES } from './pregnancy-box.ts';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  orderNumber: 32,
  message: 5000,
} as const;

export interface ContactFields {
  name: string;
  email: string;
  subject?: string | null;
  order_number?: string | null;
  message: string;
}

export type ContactField = keyof ContactFields;

/** An order number as shoppers copy it from a mail: letters, digits and dashes, 3 to 32. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{3,32}$/;

/** The problems of a filled contact form by field, in the form's order; empty when fine. */
export function validateContactMessage(
  fields: ContactFields,
): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  const add = (field: ContactField, message: string | null) => {
    if (message) problems[field] = message;
  };
  add('name', validateName(fields.name));
  add('email', validateEmail(fields.email));
  const orderNumber = (fields.order_number ?? '').trim();
  if (orderNumber !== '' && !ORDER_NUMBER.test(orderNumber)) {
    add('order_number', FORM_MESSAGES.orderNumber);
  }
  add('message', (fields.message ?? '').trim() === '' ? ACCOUNT_MESSAGES.required : null);
  return problems;
}

/** A one-line text for a mail header (a subject): line breaks and runs of spaces become one. */
export function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
