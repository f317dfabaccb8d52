/**
 * The in-store product page's shelf stock (secondary-areas §3 In-store inventory): the chosen
 * variant's stock in the shopper's store and in the stores nearest to it. Shelf stock changes
 * during the day and the store is the shopper's own, so both load in the browser.
 */
import { type ShelfStockLevel, shelfStockLevel } from '@shop/core';
import { useEffect, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import {
  findStores,
  getInStoreInventory,
  type InStoreInventory,
  type StoreSummary,
} from '../../lib/store-api.ts';
import type { ChosenStore } from '../../stores/store-location.ts';
import styles from './in-store.module.css';
import { LEVEL_TEXT } from './store-finder.tsx';

/** How many stores besides the shopper's the page lists, and how far away they may be (km). */
const NEARBY_STORES = 4;
const NEARBY_DISTANCE_KM = 100;

export function useShelfStock(productSku: string): InStoreInventory | null | 'failed' {
  const [inventory, setInventory] = useState<InStoreInventory | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    setInventory(null);
    getInStoreInventory(productSku)
      .then((answer) => current && setInventory(answer))
      .catch(() => current && setInventory('failed'));
    return () => {
      current = false;
    };
  }, [productSku]);
  return inventory;
}

/** The level of a variant in a store, or null while the stock is not known. */
export function levelIn(
  inventory: InStoreInventory | null | 'failed',
  variantSku: string | null,
  storeCode: string,
): ShelfStockLevel | null {
  if (!inventory || inventory === 'failed' || variantSku === null) return null;
  const entry = inventory.inventory.find((item) => item.sku === variantSku);
  const stock = entry?.stocks.find((item) => item.store_code === storeCode);
  return shelfStockLevel(stock?.quantity ?? 0);
}

export function InStoreStock({
  store,
  inventory,
  variantSku,
}: {
  store: ChosenStore;
  inventory: InStoreInventory | null | 'failed';
  variantSku: string | null;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [nearby, setNearby] = useState<StoreSummary[] | null>(null);

  useEffect(() => {
    let current = true;
    findStores(
      storeView.code,
      { lat: store.latitude, lng: store.longitude },
      { distance: NEARBY_DISTANCE_KM },
    )
      .then((answer) => {
        if (!current) return;
        setNearby(answer.items.filter((item) => item.code !== store.code).slice(0, NEARBY_STORES));
      })
      .catch(() => current && setNearby([]));
    return () => {
      current = false;
    };
  }, [store.code, store.latitude, store.longitude, storeView.code]);

  const own = levelIn(inventory, variantSku, store.code);
  return (
    <>
      {inventory === 'failed' ? (
        <p className={styles.problem} role="alert">
          {t('Stock could not be loaded. Please try again.')}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="in-store-own-stock">
        <h2 id="in-store-own-stock">{t('Stock in {store}', { store: store.name })}</h2>
        <p data-testid="own-store-stock">
          {own ? (
            <span className={styles.level} data-level={own}>
              {t(LEVEL_TEXT[own])}
            </span>
          ) : variantSku === null ? (
            <span className={styles.note}>
              {t('Choose a variant to see its stock in the stores.')}
            </span>
          ) : (
            <span className={styles.note}>{t('Looking for stores')}</span>
          )}
        </p>
      </section>
      {nearby && nearby.length > 0 ? (
        <section className={styles.card} aria-labelledby="in-store-nearby">
          <h2 id="in-store-nearby">{t('Nearby stores')}</h2>
          <ul className={styles.stores}>
            {nearby.map((item) => {
              const level = levelIn(inventory, variantSku, item.code);
              return (
                <li key={item.code} className={styles.store} data-store={item.code}>
                  <div>
                    <p className={styles.storeName}>{item.name}</p>
                    <p className={styles.storeLines}>
                      {item.city}
                      {item.distance !== null
                        ? ` · ${t('{distance} km away', { distance: item.distance.toLocaleString(storeView.locale) })}`
                        : ''}
                    </p>
                  </div>
                  {level ? (
                    <span className={styles.level} data-level={level}>
                      {t(LEVEL_TEXT[level])}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
