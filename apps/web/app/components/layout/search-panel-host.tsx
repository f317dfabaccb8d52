import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import {
  closeSearchPanel,
  closeSearchPanelForNavigation,
  takeSearchPanelText,
} from '../../stores/search-panel.ts';
import styles from './search-panel.module.css';

type Overlay = ComponentType<{ initialQuery?: string; onClose: () => void }>;

/** How long the overlay's code may take to load before the loading error shows (sidebar panels' 3 s). */
const LOAD_TIMEOUT_MS = 3000;

let overlayCode: Promise<Overlay> | null = null;

/** The overlay's code, fetched once (again after a failure). */
function loadOverlay(): Promise<Overlay> {
  overlayCode ??= import('../search/search-overlay.tsx').then((module) => module.default);
  overlayCode.catch(() => {
    overlayCode = null;
  });
  return overlayCode;
}

/**
 * The open search panel (see SearchPanel in search-panel.tsx, which renders it only while the
 * panel is open on a page with the tab bar): its code loads when it first opens (within 3 s, or a
 * loading error with 'Try again' and 'Close'); following a link in it closes it.
 */
export default function SearchPanelHost() {
  const location = useLocation();
  const shownOn = useRef(location.key);
  const [Component, setComponent] = useState<Overlay | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The text typed elsewhere (the header's field) that the panel starts with: taken once the
  // panel is on the page (an effect, not a render React may run again and throw away).
  const [text, setText] = useState('');
  useEffect(() => setText(takeSearchPanelText()), []);

  // A page opened from the panel (a result, a suggestion, the search page) closes it.
  useEffect(() => {
    if (shownOn.current !== location.key) closeSearchPanelForNavigation();
    shownOn.current = location.key;
  }, [location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is 'Try again'.
  useEffect(() => {
    if (Component) return;
    let current = true;
    setFailed(false);
    const timer = setTimeout(() => current && setFailed(true), LOAD_TIMEOUT_MS);
    loadOverlay().then(
      (overlay) => {
        if (!current) return;
        clearTimeout(timer);
        setFailed(false);
        setComponent(() => overlay);
      },
      (error: unknown) => {
        console.warn('[search] the search panel could not be loaded:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [Component, attempt]);

  if (Component) return <Component initialQuery={text} onClose={closeSearchPanel} />;
  return failed ? <LoadingError onRetry={() => setAttempt((n) => n + 1)} /> : null;
}

/** The loading-error box: 'Try again' (only online) and 'Close'. */
function LoadingError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div className={styles.error} role="alert">
      <p>{t('The search could not be loaded.')}</p>
      <div className={styles.actions}>
        {online ? (
          <button type="button" onClick={onRetry}>
            {t('Try again')}
          </button>
        ) : null}
        <button type="button" onClick={closeSearchPanel}>
          {t('Close')}
        </button>
      </div>
    </div>
  );
}
