/**
 * The calls of the content pages' forms: the pregnancy-box request and the contact form's mail
 * service (a single-use token, then the message). Only the lazily loaded form components import
 * this module.
 */
import type {
  MailTokenResponse,
  PregnancyBoxBody,
  PregnancyBoxResponse,
  PregnancyBoxResult,
  SendEmailBody,
  SendEmailResponse,
} from '@shop/contracts';
import { ApiError } from './api.ts';
import { callJson } from './json-request.ts';

/**
 * Whether a failed call is told in the API's words (a field rule the API found broken, too many
 * requests) rather than as the forms' general failure ('Something went wrong', also when the
 * answer never came).
 */
export function toldInItsWords(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.unreachable) return false;
  if (error.code === 429) return true;
  const key = error.key ?? '';
  return key.startsWith('validation.') || key.startsWith('field.');
}

/** Sends a filled pregnancy-box form; the same submission id again is the same request. */
export function requestPregnancyBox(body: PregnancyBoxBody): Promise<PregnancyBoxResult> {
  return callJson<typeof PregnancyBoxResponse>('POST', '/api/ext/forms/pregnancy-box', {
    body,
    storeCode: body.storeCode,
  });
}

/** A token for one contact form message. */
export function contactToken(): Promise<string> {
  return callJson<typeof MailTokenResponse>('GET', '/api/ext/mail-service/get-token');
}

/** Sends a contact form message to the shop's customer service. */
export async function sendContactMessage(body: SendEmailBody): Promise<void> {
  await callJson<typeof SendEmailResponse>('POST', '/api/ext/mail-service/send-email', {
    body,
    storeCode: body.storeCode,
  });
}

/**
 * A new random id (uuid v4) for one filled form. `crypto.randomUUID` exists only on secure
 * pages (https, localhost); elsewhere the id is made from `getRandomValues`.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
