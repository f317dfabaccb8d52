/**
 * The footer sign-up of a logged-in customer (decision 39): their own confirmed address is
 * subscribed at once with the customer's token, not by a mailed link (an unconfirmed one gets the
 * link, as a guest's: decision 53); a subscribed customer is not signed up again (secondary-areas
 * §4: subscribe only when not subscribed). Loaded only when a login is stored: a guest's pages
 * never load the account code.
 */
import { normalizeEmail, type StoreView } from '@shop/core';
import { subscribeNewsletter } from '../lib/user-api.ts';
import { getNewsletterSubscribed, getUserState, startSession } from './user.ts';

export interface NewsletterCustomer {
  email: string;
  subscribed: boolean;
}

/** The logged-in customer's address and whether it receives the newsletter; null for none. */
export async function loadNewsletterCustomer(view: StoreView): Promise<NewsletterCustomer | null> {
  await startSession(view);
  const email = getUserState().current?.email;
  if (!email) return null;
  return { email, subscribed: await getNewsletterSubscribed(email) };
}

/**
 * Signs an address up with the customer's token: their own address is active at once (its
 * coupon mailed), another one pending until confirmed, as a guest's.
 */
export function subscribeAsCustomer(email: string, view: StoreView): Promise<true> {
  return subscribeNewsletter(email, view.code);
}

/** Whether an address typed in the form is the customer's own (the API compares them so). */
export function isOwnAddress(customer: NewsletterCustomer, typed: string): boolean {
  return normalizeEmail(typed) === normalizeEmail(customer.email);
}
