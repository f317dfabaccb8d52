/**
 * The birth list as an entry on the home page (design brief: home, the birth list and store
 * finder as entries): what it is in one sentence, with the ways to start one and to read more.
 * The same for every visitor; its sentence comes translated with the page's data.
 */
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './birthlist-promo.module.css';

export function BirthListPromo({ text }: { text: string }) {
  const t = useTranslate();
  const storeView = useStoreView();
  return (
    <section className={`home-section ${styles.promo}`} aria-labelledby="home-birthlist">
      <h2 id="home-birthlist">{t('Birth list')}</h2>
      <p>{text}</p>
      <div className={styles.links}>
        <Link className={styles.start} to={localizePath(storeView, '/birthlist-registration')}>
          {t('Start your birth list')}
        </Link>
        <Link className={styles.more} to={localizePath(storeView, '/more-about-birth-list')}>
          {t('More about the birth list')}
        </Link>
      </div>
    </section>
  );
}
