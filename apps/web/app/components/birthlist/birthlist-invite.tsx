/**
 * The invitation to start a birth list for a customer who has none: what it is in one sentence,
 * the way to start one and the way to read how it works. On the wishlist page's card and the
 * parents' pages alike.
 */
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './birthlist.module.css';

export function BirthListInvite() {
  const t = useTranslate();
  const storeView = useStoreView();
  return (
    <>
      <p>
        {t(
          'Start a birth list, add the products you would love and share the link with family and friends.',
        )}
      </p>
      <div className={styles.row}>
        <Link className={styles.primary} to={localizePath(storeView, '/birthlist-registration')}>
          {t('Start your birth list')}
        </Link>
        <Link className={styles.secondary} to={localizePath(storeView, '/more-about-birth-list')}>
          {t('How does a birth list work?')}
        </Link>
      </div>
    </>
  );
}
