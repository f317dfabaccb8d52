/**
 * Consent to analytics on every page (secondary-areas §5, §9): starts Google Consent Mode with
 * everything denied, applies a remembered choice, and shows the shop's consent banner while no
 * choice was made or when the footer's link asks for it. Only with a tag manager container: a
 * shop without analytics asks nothing. A store view with a consent manager (Cookiebot) asks with
 * its banner instead. The consent code loads only with a container, the banner's only when it
 * shows.
 */
import { lazy, Suspense, useEffect } from 'react';
import { startConsent } from '../../lib/analytics.ts';
import type { AnalyticsSettings } from '../../lib/consent.ts';

// The shop's own banner and the footer link's wish to see it again: with a container only.
const ConsentAsker = lazy(() => import('./consent-asker.tsx'));

export function ConsentRuntime({ settings }: { settings: AnalyticsSettings }) {
  useEffect(() => {
    // Without a container (one for the whole shop) there is nothing to ask: the consent code
    // never loads. With one it loads here, after hydration, and starts Consent Mode.
    if (!settings.containerId) return;
    startConsent(settings).catch(() => {
      // The code could not load (offline): nothing is asked, nothing is sent.
    });
  }, [settings]);
  // A view with a consent manager asks through it, never with the shop's banner.
  if (!settings.containerId || settings.consentManager) return null;
  return (
    <Suspense fallback={null}>
      <ConsentAsker />
    </Suspense>
  );
}
