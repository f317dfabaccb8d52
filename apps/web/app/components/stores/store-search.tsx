import { useEffect, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import { STORE_SEARCH_DISTANCE_KM, storeSearchQuery } from '../../lib/store-locator.ts';
import styles from './stores.module.css';

/** How long the browser may take to find the shopper, ms, before the page says it could not. */
const LOCATE_TIMEOUT_MS = 10_000;

type LocateState = 'idle' | 'locating' | MessageKey;

/**
 * The locator's search: a place or postcode (a GET form, so it works without JavaScript through
 * the page's loader) and "use my location" (the browser's position; shown once the page runs,
 * since it needs JavaScript), with a message in the page's language when the shopper refuses or
 * the browser cannot tell.
 */
export function StoreSearch({ action, term }: { action: string; term: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [running, setRunning] = useState(false);
  const [locate, setLocate] = useState<LocateState>('idle');
  useEffect(() => setRunning(true), []);

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setLocate('Location not supported');
      return;
    }
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate('idle');
        const { latitude, longitude } = position.coords;
        navigate(
          `${action}${storeSearchQuery({ kind: 'position', lat: latitude, lng: longitude, distance: STORE_SEARCH_DISTANCE_KM })}`,
        );
      },
      (error) =>
        setLocate(
          error.code === error.PERMISSION_DENIED ? 'Location refused' : 'Location unavailable',
        ),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };

  const busy = navigation.state === 'loading' || locate === 'locating';
  return (
    <div className={styles.search}>
      <Form method="get" action={action} className={styles.searchForm} role="search">
        <label htmlFor="store-search-q">{t('Place or postcode')}</label>
        <div className={styles.searchRow}>
          <input
            id="store-search-q"
            name="q"
            type="search"
            defaultValue={term}
            key={term}
            required
            maxLength={100}
            autoComplete="postal-code"
            placeholder={t('Place or postcode example')}
          />
          <button type="submit" className={styles.primary}>
            <span className="icon icon--search" aria-hidden="true" />
            {t('Search stores')}
          </button>
        </div>
      </Form>
      {running ? (
        <button
          type="button"
          className={styles.locate}
          onClick={locateMe}
          disabled={busy}
          aria-describedby={
            locate !== 'idle' && locate !== 'locating' ? 'store-locate-message' : undefined
          }
        >
          <span className={styles.locateIcon} aria-hidden="true" />
          {locate === 'locating' ? t('Finding your location…') : t('Use my location')}
        </button>
      ) : null}
      <p id="store-locate-message" className={styles.alert} role="alert">
        {locate !== 'idle' && locate !== 'locating' ? t(locate) : ''}
      </p>
    </div>
  );
}
