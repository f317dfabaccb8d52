/**
 * The analytics events of the storefront (secondary-areas §7): `trackEvent(name, ...input)`
 * where an event happens. With the shopper's consent to analytics (and a tag manager container)
 * the payload is built by core's builder of that event and pushed onto `window.dataLayer`, in
 * the order the events happened; without consent nothing is built, pushed or loaded.
 */
import type { AnalyticsEvent } from '@shop/core';
import { isAnalyticsAllowed, whenConsentKnown } from './consent.ts';

type Builders = typeof import('./analytics-builders.ts').BUILDERS;
export type AnalyticsEventName = keyof Builders;

let queue: Promise<unknown> = Promise.resolve();

export function trackEvent<Name extends AnalyticsEventName>(
  name: Name,
  ...input: Parameters<Builders[Name]>
): void {
  if (typeof window === 'undefined') return;
  whenAnalyticsAllowed(() =>
    import('./analytics-builders.ts').then(({ BUILDERS, pushEvent }) => {
      const build = BUILDERS[name] as unknown as (
        ...args: Parameters<Builders[Name]>
      ) => AnalyticsEvent;
      pushEvent(build(...input));
    }),
  );
}

/**
 * Runs `step` in the order of the events, once the page's effects have run (a page's effects run
 * before the layout's, which starts Consent Mode) and the page's consent is known (a consent
 * manager has read it), and only when analytics are allowed then.
 */
export function whenAnalyticsAllowed(step: () => unknown): void {
  queue = queue
    .then(() => whenConsentKnown())
    .then(() => (isAnalyticsAllowed() ? step() : undefined))
    .catch(() => {
      // A chunk that cannot load (offline) loses the event, never the page.
    });
}

/**
 * A search result was followed (secondary-areas §7 search_click): a product, a suggested
 * category or a remembered search, in the overlay or on the search page.
 */
export function trackSearchClick(...input: Parameters<Builders['search_click']>): void {
  trackEvent('search_click', ...input);
}
