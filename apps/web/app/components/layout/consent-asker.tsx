/**
 * The shop's own consent banner (see ConsentRuntime, which loads this only with a tag manager
 * container and no consent manager): shown while no choice was made, or when the footer's link
 * asks for it (then it takes the focus). The banner is in the same chunk as the consent code:
 * a shopper who has not chosen yet needs both, and one script costs less than two.
 */
import { useEffect, useState } from 'react';
import { loadConsent } from '../../lib/analytics.ts';
import ConsentBanner from './consent-banner.tsx';

export default function ConsentAsker() {
  // 'first': shown because no choice was made; 'asked': opened from the footer (takes focus).
  const [open, setOpen] = useState<'first' | 'asked' | null>(null);
  useEffect(() => {
    let current = true;
    let stopAsking = () => {};
    loadConsent().then(
      ({ OPEN_CONSENT_EVENT, readConsent }) => {
        if (!current) return;
        if (!readConsent()) setOpen('first');
        const ask = () => setOpen('asked');
        window.addEventListener(OPEN_CONSENT_EVENT, ask);
        stopAsking = () => window.removeEventListener(OPEN_CONSENT_EVENT, ask);
      },
      () => {
        // The code could not load (offline): nothing is asked, nothing is sent.
      },
    );
    return () => {
      current = false;
      stopAsking();
    };
  }, []);
  if (!open) return null;
  return <ConsentBanner takeFocus={open === 'asked'} onClose={() => setOpen(null)} />;
}
