/**
 * Finding a store (secondary-areas §7 Store locator): a place or postcode (the API's `q`), or
 * the browser's position, answered by the stores nearest first; without either it lists every
 * store by name, or the stores around the shopper's chosen one. Each row tells the store's
 * address, today's hours and, when asked for, the shelf stock of one product; the shopper makes a
 * row their store.
 */
import type { ShelfStockLevel } from '@shop/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { findStores, type StoreSearch, type StoreSummary } from '../../lib/store-api.ts';
import { type ChosenStore, setStoreLocations, toChosenStore } from '../../stores/store-location.ts';
import styles from './in-store.module.css';

export const LEVEL_TEXT: Record<ShelfStockLevel, MessageKey> = {
  in_stock: 'On the shelf',
  low: 'Only a few on the shelf',
  none: 'Not on the shelf',
};

/** A text to show: its key and parameters, translated when rendered. */
interface Text {
  key: MessageKey;
  params?: Record<string, string | number>;
}

type Found =
  | { kind: 'loading' }
  | { kind: 'found'; heading: Text; stores: StoreSummary[] }
  | { kind: 'problem'; message: Text };

/** A search, or the stores around the shopper's store (named by its town). */
type Search = StoreSearch | { lat: number; lng: number; around: string };

/** How far around the shopper's store the first list reaches, km. */
const AROUND_STORE_KM = 100;

const NO_POSITION: Found = {
  kind: 'problem',
  message: { key: 'Your location could not be determined. Search by postcode or place.' },
};

export function StoreFinder({
  chosen,
  onChoose,
  levelOf,
}: {
  chosen: ChosenStore | null;
  onChoose: (store: ChosenStore) => void;
  /** The shelf stock of the product the finder is asked about, per store; absent: none shown. */
  levelOf?: (storeCode: string) => ShelfStockLevel | null;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const inputId = useId();
  const [query, setQuery] = useState('');
  // Around the shopper's store at first (farther than a search, so that there is a choice), else
  // every store by name.
  const [search, setSearch] = useState<Search>(() =>
    chosen ? { lat: chosen.latitude, lng: chosen.longitude, around: chosen.city } : { all: true },
  );
  const [found, setFound] = useState<Found>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setFound({ kind: 'loading' });
    findStores(storeView.code, search, 'around' in search ? { distance: AROUND_STORE_KM } : {})
      .then((answer) => {
        if (!current) return;
        setStoreLocations(storeView.code, answer.items.map(toChosenStore));
        if ('q' in search && !answer.place) {
          setFound({
            kind: 'problem',
            message: { key: 'Place not found: {place}', params: { place: search.q } },
          });
        } else if (answer.items.length === 0) {
          setFound({
            kind: 'problem',
            message: {
              key: 'No store within {distance} km',
              params: { distance: answer.distance },
            },
          });
        } else {
          const place = answer.place?.name ?? ('around' in search ? search.around : null);
          const heading: Text = place
            ? { key: 'Stores near {place}', params: { place } }
            : { key: 'lat' in search ? 'Stores near you' : 'All stores' };
          setFound({ kind: 'found', heading, stores: answer.items });
        }
      })
      .catch(() => {
        if (current) {
          setFound({ kind: 'problem', message: { key: 'Something went wrong please try again' } });
        }
      });
    return () => {
      current = false;
    };
  }, [search, storeView.code]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    setSearch(q ? { q } : { all: true });
  };

  const locate = () => {
    if (!navigator.geolocation) {
      setFound(NO_POSITION);
      return;
    }
    setFound({ kind: 'loading' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setSearch({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
      () => setFound(NO_POSITION),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <div className={styles.finder}>
      <search>
        <form className={styles.search} onSubmit={onSubmit}>
          <label htmlFor={inputId}>{t('Postcode or place')}</label>
          <div className={styles.inline}>
            <input
              id={inputId}
              name="q"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              maxLength={100}
              autoComplete="postal-code"
            />
            <button type="submit" className={styles.primary}>
              {t('Find stores')}
            </button>
          </div>
        </form>
      </search>
      <button type="button" className={`${styles.secondary} ${styles.locate}`} onClick={locate}>
        <span className="icon icon--store" aria-hidden="true" />
        {t('Use my location')}
      </button>
      <div aria-live="polite" className={styles.finder}>
        {found.kind === 'loading' ? (
          <p className={styles.note} role="status">
            {t('Looking for stores')}
          </p>
        ) : null}
        {found.kind === 'problem' ? (
          <p className={styles.problem} role="alert">
            {t(found.message.key, found.message.params)}
          </p>
        ) : null}
        {found.kind === 'found' ? (
          <>
            <h3 className={styles.listTitle}>{t(found.heading.key, found.heading.params)}</h3>
            <ul className={styles.stores}>
              {found.stores.map((store) => {
                const isChosen = chosen?.code === store.code;
                const level = levelOf?.(store.code) ?? null;
                return (
                  <li
                    key={store.code}
                    className={styles.store}
                    data-chosen={isChosen ? 'true' : undefined}
                    data-store={store.code}
                  >
                    <div>
                      <p className={styles.storeName}>{store.name}</p>
                      <p className={styles.storeLines}>
                        {store.street} {store.house_number}, {store.postcode} {store.city}
                        {store.distance !== null
                          ? ` · ${t('{distance} km away', { distance: store.distance.toLocaleString(storeView.locale) })}`
                          : ''}
                      </p>
                      <p className={styles.storeLines}>
                        <span className={store.open_now ? styles.open : styles.closed}>
                          {store.open_now ? t('Open now') : t('Closed now')}
                        </span>
                        {' · '}
                        {store.today.hours
                          ? t('Today {hours}', { hours: store.today.hours.replace('-', '–') })
                          : t('Closed today')}
                      </p>
                    </div>
                    <div className={styles.storeActions}>
                      {level ? (
                        <span className={styles.level} data-level={level}>
                          {t(LEVEL_TEXT[level])}
                        </span>
                      ) : null}
                      {isChosen ? (
                        <span className={styles.chosenMark}>
                          <span aria-hidden="true">✓</span>
                          {t('Your store')}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={styles.secondary}
                          onClick={() => onChoose(toChosenStore(store))}
                        >
                          {t('Choose this store')}
                          <span className="visually-hidden"> {store.name}</span>
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A position to about 100 m: enough to find the nearest store, no more of the shopper's. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
