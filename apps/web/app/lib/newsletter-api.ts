/**
 * The newsletter calls of the storefront's guest sign-up (footer form, newsletter modal) and of
 * the pages the mails link to: confirming a sign-up and unsubscribing (decision 39).
 */
import type { NewsletterConfirmResponse, TrueResponse } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError } from './api.ts';
import { callJson } from './json-request.ts';

const BASE = '/api/ext/magento2-newsletter';

/** Signs an address up: the API mails a confirmation link to it, in the store view's language. */
export function signUpForNewsletter(email: string, storeCode: StoreCode): Promise<true> {
  return callJson<typeof TrueResponse>('POST', `${BASE}/subscribe`, {
    body: { email },
    storeCode,
  });
}

/** Confirms a sign-up by the token of its mailed link. */
export function confirmNewsletter(token: string): Promise<'subscribed'> {
  return callJson<typeof NewsletterConfirmResponse>('POST', `${BASE}/confirm`, {
    body: { token },
  });
}

/** Unsubscribes the address of a newsletter mail's unsubscribe link. */
export function unsubscribeByLink(token: string): Promise<true> {
  return callJson<typeof TrueResponse>('POST', `${BASE}/unsubscribe`, { body: { token } });
}

/** Why a link did not work: expired, used already, or not (or no longer) valid. */
export function linkProblemOf(error: unknown): 'expired' | 'used' | 'invalid' | 'failed' {
  if (!(error instanceof ApiError) || error.unreachable) return 'failed';
  if (error.key === 'newsletter.link_expired') return 'expired';
  if (error.key === 'newsletter.link_used') return 'used';
  if (error.key === 'newsletter.link_invalid') return 'invalid';
  return 'failed';
}
