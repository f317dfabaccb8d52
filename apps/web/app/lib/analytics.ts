/**
 * The analytics events of the storefront (secondary-areas §7): `trackEvent(name, ...input)`
 * where an event happens. With the shopper's consent to analytics (and a tag manager container)
 * the payload is built by core's builder of that event and pushed onto `window.dataLayer`, in
 * the order the events happened; without consent nothing is built, pushed or loaded.
 */
import type { AnalyticsEvent } from '@shop/core';
import type { AnalyticsSettings } from './consent.ts';

type Builders = typeof import('./analytics-builders.ts').BUILDERS;
export type AnalyticsEventName = keyof Builders;
type Consent = typeof import('./consent.ts');

let queue: Promise<unknown> = Promise.resolve();

/**
 * The consent code (Consent Mode, the remembered choice, the tag manager), loaded once by the
 * layout when the shop has a tag manager container: without one nothing is asked or sent, and no
 * page loads it.
 */
let consent: Promise<Consent> | null = null;

/** Loads the consent code once (the layout, the banner and the footer's link to change it). */
export function loadConsent(): Promise<Consent> {
  consent ??= import('./consent.ts');
  return consent;
}

/**
 * The layout's start of Consent Mode with the store view's settings, in its effects (after the
 * page's): events the page's effects tracked wait for it in the queue below.
 */
export function startConsent(settings: AnalyticsSettings): Promise<void> {
  return loadConsent().then(({ startConsentMode }) => startConsentMode(settings));
}

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
 * before the layout's, which loads the consent code and starts Consent Mode) and the page's
 * consent is known (a consent manager has read it), and only when analytics are allowed then.
 */
export function whenAnalyticsAllowed(step: () => unknown): void {
  queue = queue
    .then(async () => {
      // No consent code: the layout found no container, so analytics are off.
      if (!consent) return;
      const { isAnalyticsAllowed, whenConsentKnown } = await consent;
      await whenConsentKnown();
      if (isAnalyticsAllowed()) await step();
    })
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
