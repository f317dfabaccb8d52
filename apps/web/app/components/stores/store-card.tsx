import type { StoreSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { addressLines, formatDistance } from '../../lib/store-locator.ts';
import { localizePath } from '../../lib/store-view.ts';
import { StoreStatus } from './store-status.tsx';
import styles from './stores.module.css';

/** A store in the locator's list: its name (the link to its page), distance, address and today. */
export function StoreCard({ store }: { store: StoreSummary }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [street, town] = addressLines(store);
  return (
    <article className={styles.storeCard} aria-labelledby={`store-${store.slug}`}>
      <div className={styles.cardHead}>
        <h3 id={`store-${store.slug}`}>
          <Link to={localizePath(storeView, `/storelocator/${store.slug}`)}>{store.name}</Link>
        </h3>
        {store.distance !== null ? (
          <p className={styles.distance}>
            <span className="visually-hidden">{t('Distance')}: </span>
            {formatDistance(store.distance, storeView.locale)}
          </p>
        ) : null}
      </div>
      <address className={styles.address}>
        <span>{street}</span>
        <span>{town}</span>
      </address>
      <StoreStatus store={store} />
      {store.is_pickup_location ? <p className={styles.chip}>{t('Pick-up point')}</p> : null}
    </article>
  );
}
