import type { StoreSummary } from '@shop/contracts';
import { useTranslate } from '../../lib/i18n.ts';
import { formatHours } from '../../lib/store-locator.ts';
import styles from './stores.module.css';

/**
 * Open now or closed, with today's hours: the shop's answer at the time the page was made (shop
 * time, Europe/Amsterdam).
 */
export function StoreStatus({ store }: { store: StoreSummary }) {
  const t = useTranslate();
  return (
    <p className={styles.status}>
      <span className={store.open_now ? styles.open : styles.closed}>
        {store.open_now ? t('Open now') : t('Closed now')}
      </span>
      <span>
        {store.today.hours
          ? t('Today {hours}', { hours: formatHours(store.today.hours) })
          : t('Closed today')}
      </span>
    </p>
  );
}
