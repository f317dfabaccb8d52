/**
 * Sending the newsletter sign-up form, loaded when it is first sent (the form is on every page;
 * its sending code, the address rule and the API calls are not needed before): the API's own
 * address rule first (a typing error needs no round trip), then the guest's sign-up (a mailed
 * confirmation link) or the logged-in customer's (their own address at once), and the analytics
 * event newsletter_subscription on success.
 */
import { normalizeEmail, type StoreView, validateEmail } from '@shop/core';
import { trackEvent } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api.ts';
import { signUpForNewsletter } from '../../lib/newsletter-api.ts';
import type { NewsletterCustomer } from '../../stores/newsletter-customer.ts';

/** How a sign-up ended: a confirmation link mailed, subscribed at once, or why not. */
export type SignupOutcome = 'sent' | 'subscribed' | 'invalid' | 'too_many' | 'failed';

export async function sendNewsletterSignup(
  typed: string,
  view: StoreView,
  customer: NewsletterCustomer | null,
  place: 'footer' | 'modal',
): Promise<SignupOutcome> {
  if (validateEmail(normalizeEmail(typed))) return 'invalid';
  try {
    let outcome: SignupOutcome = 'sent';
    if (customer) {
      const { isOwnAddress, subscribeAsCustomer } = await import(
        '../../stores/newsletter-customer.ts'
      );
      await subscribeAsCustomer(typed, view);
      if (isOwnAddress(customer, typed)) outcome = 'subscribed';
    } else {
      await signUpForNewsletter(typed, view.code);
    }
    trackEvent('newsletter_subscription', place);
    return outcome;
  } catch (error) {
    if (error instanceof ApiError && error.code === 429) return 'too_many';
    if (error instanceof ApiError && error.code === 400) return 'invalid';
    return 'failed';
  }
}
