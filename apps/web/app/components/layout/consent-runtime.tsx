/**
 * Consent to analytics on every page (secondary-areas §5, §9): starts Google Consent Mode with
 * everything denied, applies a remembered choice, and shows the shop's consent banner while no
 * choice was made or when the footer's link asks for it. Only with a tag manager container: a
 * shop without analytics asks nothing. A store view with a consent manager (Cookiebot) asks with
 * its banner instead. The banner's code loads only when it shows.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  type AnalyticsSettings,
  OPEN_CONSENT_EVENT,
  readConsent,
  startConsentMode,
} from '../../lib/consent.ts';

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

export function ConsentRuntime({ settings }: { settings: AnalyticsSettings }) {
  // 'first': shown because no choice was made; 'asked': opened from the footer (takes focus).
  const [open, setOpen] = useState<'first' | 'asked' | null>(null);
  useEffect(() => {
    startConsentMode(settings);
    // A view with a consent manager asks through it, never with the shop's banner.
    if (!settings.containerId || settings.consentManager) return;
    if (!readConsent()) setOpen('first');
    const ask = () => setOpen('asked');
    window.addEventListener(OPEN_CONSENT_EVENT, ask);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, ask);
  }, [settings]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner takeFocus={open === 'asked'} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
