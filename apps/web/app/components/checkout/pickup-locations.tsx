/**
 * The store of a pick-up: stores within 30 km of the shopper's postcode (or a place they type),
 * nearest first, with whether the cart's products are on the shelf there. The selected store, or
 * else the first, becomes the delivery address.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { getPickupLocations, type PickupLocation } from '../../lib/checkout-api.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import styles from './checkout.module.css';
import type { CheckoutModel } from './use-checkout.ts';

/** Kilometres around the searched place. */
const PICKUP_SEARCH_DISTANCE_KM = 30;

export function PickupLocations({ checkout }: { checkout: CheckoutModel }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const searchId = useId();
  const { details, items } = checkout;
  // Around the store the shopper asked to pick up in, else around their address.
  const [query, setQuery] = useState(
    details.pickupSearch || details.address.zipCode || details.address.city,
  );
  const [searched, setSearched] = useState(query);
  const [locations, setLocations] = useState<PickupLocation[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const skus = [...new Set(items.map((item) => item.sku))].slice(0, 50);
  const skuKey = skus.join(',');

  useEffect(() => {
    let cancelled = false;
    setLocations(null);
    setProblem(null);
    getPickupLocations(storeView.code, {
      q: searched,
      distance: PICKUP_SEARCH_DISTANCE_KM,
      skus: skuKey ? skuKey.split(',') : [],
    })
      .then((answer) => {
        if (cancelled) return;
        setLocations(answer.items);
        if (answer.items.length === 0) {
          setProblem(
            answer.place ? 'No pick-up location within {distance} km' : 'Place not found: {place}',
          );
        }
      })
      .catch(() => {
        if (!cancelled) setProblem('Something went wrong please try again');
      });
    return () => {
      cancelled = true;
    };
  }, [searched, skuKey, storeView.code]);

  // The selected store, or else the first, becomes the delivery address.
  const { pickupLocationCode } = details;
  const { setPickupLocation, update } = checkout;
  useEffect(() => {
    if (!locations || locations.length === 0) return;
    const selected =
      locations.find((location) => location.pickup_location_code === pickupLocationCode) ??
      locations[0];
    if (!selected) return;
    setPickupLocation(selected);
    if (selected.pickup_location_code !== pickupLocationCode) {
      update({ pickupLocationCode: selected.pickup_location_code });
    }
  }, [locations, pickupLocationCode, setPickupLocation, update]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query.trim());
  };

  return (
    <div className={styles.pickup}>
      <h3>{t('Choose your store')}</h3>
      <form className={styles.pickupSearch} onSubmit={onSearch}>
        <label htmlFor={searchId}>{t('Postcode or place')}</label>
        <div className={styles.inline}>
          <input
            id={searchId}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maxLength={100}
          />
          <button type="submit" className={styles.secondary}>
            {t('Search')}
          </button>
        </div>
      </form>
      {problem ? (
        <p role="status" className={styles.note}>
          {t(problem as MessageKey, { distance: PICKUP_SEARCH_DISTANCE_KM, place: searched })}
        </p>
      ) : null}
      {locations === null ? (
        <p className={styles.note} aria-busy="true">
          {t('Looking for stores')}
        </p>
      ) : locations.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.visuallyHidden}>{t('Pick-up location')}</legend>
          {locations.map((location) => (
            <label key={location.pickup_location_code} className={styles.choice}>
              <input
                type="radio"
                name="pickup-location"
                value={location.pickup_location_code}
                checked={location.pickup_location_code === pickupLocationCode}
                onChange={() => update({ pickupLocationCode: location.pickup_location_code })}
              />
              <span className={styles.choiceTitle}>
                {location.name}
                <span className={styles.choiceDetail}>
                  {location.street} {location.house_number}, {location.postcode} {location.city}
                  {location.distance !== null
                    ? ` · ${t('{distance} km', { distance: location.distance.toLocaleString(storeView.locale) })}`
                    : ''}
                </span>
              </span>
              <span className={location.all_in_stock ? styles.inStock : styles.notInStock}>
                {location.all_in_stock ? t('Ready within an hour') : t('Available in 2-3 days')}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
