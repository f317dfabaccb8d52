/**
 * The birth list on the wishlist page (/my-lists and /wishlist: the tab bar's "lists"), for a
 * logged-in customer: their active list in short with the way to manage it, or the way to start
 * one. Loaded by the page only with a login.
 */
import { birthListStatistics } from '@shop/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { localizePath } from '../../lib/store-view.ts';
import { startBirthList, useBirthList } from '../../stores/birthlist.ts';
import styles from './birthlist.module.css';
import { BirthListInvite } from './birthlist-invite.tsx';

export default function BirthListCard() {
  const t = useTranslate();
  const storeView = useStoreView();
  const ready = useMessageArea(storeView.locale, 'birthlist');
  const { list, status } = useBirthList();
  useEffect(() => {
    void startBirthList(storeView);
  }, [storeView]);
  if (!ready || status !== 'ready') return null;
  if (!list) {
    return (
      <section
        className={`${styles.card} ${styles.warm} ${styles.listsCard}`}
        aria-labelledby="lists-birthlist"
      >
        <h2 id="lists-birthlist">{t('Birth list')}</h2>
        <BirthListInvite />
      </section>
    );
  }
  const stats = birthListStatistics(
    list.items.map((item) => ({ qtyWanted: item.qty, qtyBought: item.qty_bought })),
    [],
  );
  return (
    <section
      className={`${styles.card} ${styles.warm} ${styles.listsCard}`}
      aria-labelledby="lists-birthlist"
    >
      <h2 id="lists-birthlist">{t('My birth list')}</h2>
      <p>
        <strong>{list.display_name}</strong>
      </p>
      <p>
        {t(
          stats.products === 1
            ? '{count} product on your list, {bought} bought'
            : '{count} products on your list, {bought} bought',
          { count: stats.products, bought: stats.itemsBought },
        )}
      </p>
      <div className={styles.row}>
        <Link className={styles.primary} to={localizePath(storeView, '/birthlist/manage')}>
          {t('Manage my birth list')}
        </Link>
      </div>
    </section>
  );
}
