/**
 * An account's fields checked (rules and messages from core) and made ready to store: a
 * registration, addresses with their ids and defaults, the push token.
 */
import type { AddressInput, CreateCustomerBody, UpdateMeBody } from '@shop/contracts';
import {
  normalizeEmail,
  validateAddress,
  validateBirthDate,
  validateEmail,
  validateName,
  validatePassword,
} from '@shop/core';
import type { schema } from '@shop/db';
import type { z } from 'zod';
import { invalidField, notFound } from '../../lib/errors.ts';
export type CustomerAddress = schema.CustomerAddress;

/** A registration as the create call receives it. */
export type Registration = z.infer<typeof CreateCustomerBody>;
/** A profile update as the update call receives it; fields other than the profile's are ignored. */
export type ProfileUpdate = z.infer<typeof UpdateMeBody>['customer'];

/** The checked e-mail and addresses of a registration; 400 naming the first field that fails. */
export function checkedRegistration(input: Registration): {
  email: string;
  addresses: CustomerAddress[];
} {
  const email = normalizeEmail(input.customer.email);
  check(validateEmail(email), 'customer.email');
  check(validateName(input.customer.firstname), 'customer.firstname');
  check(validateName(input.customer.lastname), 'customer.lastname');
  if (input.customer.dob) check(validateBirthDate(input.customer.dob), 'customer.dob');
  check(validatePassword(input.password), 'password');
  return { email, addresses: normalizeAddresses(input.customer.addresses ?? [], []) };
}

/** Throws the rule's message, naming the request field it is about. */
export function check(message: string | null, field: string): void {
  if (message) throw invalidField(message, field);
}

/**
 * Checks addresses and gives them ids: a known id keeps its address, a new address gets the
 * next id. One default shipping and billing address at most; the first one when none is marked.
 */
export function normalizeAddresses(
  input: AddressInput[],
  existing: CustomerAddress[],
  customerId?: number,
  addressesField = 'customer.addresses',
): CustomerAddress[] {
  const known = new Set(existing.map((address) => address.id));
  let nextId = Math.max(0, ...existing.map((address) => address.id)) + 1;
  const result = input.map((address, index) => {
    if (address.customer_id !== undefined && address.customer_id !== customerId) {
      throw notFound('account.address_unknown');
    }
    if (address.id !== undefined && !known.has(address.id))
      throw notFound('account.address_unknown');
    const [problem] = Object.entries(validateAddress(address));
    if (problem) throw invalidField(problem[1], `${addressesField}.${index}.${problem[0]}`);
    const region =
      typeof address.region === 'string' ? address.region : (address.region?.region ?? null);
    return {
      id: address.id ?? nextId++,
      firstname: address.firstname.trim(),
      lastname: address.lastname.trim(),
      middlename: address.middlename ?? null,
      company: address.company ?? null,
      street: address.street.map((part) => part.trim()),
      city: address.city.trim(),
      postcode: address.postcode.trim().toUpperCase(),
      country_id: address.country_id.toUpperCase(),
      region: region ?? null,
      telephone: address.telephone ?? null,
      default_shipping: address.default_shipping === true,
      default_billing: address.default_billing === true,
    } satisfies CustomerAddress;
  });
  for (const flag of ['default_shipping', 'default_billing'] as const) {
    const marked = result.filter((address) => address[flag]);
    for (const extra of marked.slice(1)) extra[flag] = false;
    if (marked.length === 0 && result[0]) result[0][flag] = true;
  }
  return result;
}

/** The push token of custom_attributes (array or object form); undefined when absent. */
export function readPushToken(attributes: unknown): string | null | undefined {
  if (Array.isArray(attributes)) {
    const entry = attributes.find(
      (item) => (item as { attribute_code?: unknown }).attribute_code === 'push_notification_token',
    ) as { value?: string | null } | undefined;
    return entry ? (entry.value ?? null) : undefined;
  }
  if (attributes && typeof attributes === 'object' && 'push_notification_token' in attributes) {
    const value = (attributes as { push_notification_token?: string | null })
      .push_notification_token;
    return value ?? null;
  }
  return undefined;
}
