import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import { readHistory, recordVisit, writeHistory } from '../../lib/navigation-history.ts';
import { useLoaderMessage } from '../../stores/loader.ts';

/** A navigation shows a thin progress bar only when it takes longer than this. */
const PROGRESS_DELAY_MS = 300;

/**
 * The loader overlay for long operations, a progress bar for slow page loads, and the
 * navigation history (recorded on every visited route).
 */
export function LoaderOverlay() {
  const message = useLoaderMessage();
  const navigation = useNavigation();
  const location = useLocation();
  const t = useTranslate();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (navigation.state === 'idle') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);

  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    writeHistory(sessionStorage, recordVisit(readHistory(sessionStorage), path));
  }, [location.pathname, location.search]);

  return (
    <>
      {slow ? (
        <div className="navigation-progress" role="progressbar" aria-label={t('Loading page')} />
      ) : null}
      {message ? (
        <div className="loader-overlay" role="alert" aria-busy="true">
          <span className="loader-overlay__spinner" aria-hidden="true" />
          <p>{message}</p>
        </div>
      ) : null}
    </>
  );
}
