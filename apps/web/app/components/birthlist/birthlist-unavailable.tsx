/**
 * The page of a birth list that is unknown or no longer active (answered with status 404): what
 * happened in the page's language, and a way on (the home page, a search of the shop).
 */
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './birthlist-public.module.css';

export function BirthListUnavailable() {
  const t = useTranslate();
  const storeView = useStoreView();
  return (
    <section className={styles.unavailable} aria-labelledby="birthlist-unavailable-title">
      <h1 id="birthlist-unavailable-title">{t('This birth list is not available')}</h1>
      <p>
        {t(
          'The link may be mistyped, or the parents have closed the list. Ask them for the link, or have a look around our shop.',
        )}
      </p>
      <form className={styles.search} action={localizePath(storeView, '/search')} method="get">
        <label htmlFor="birthlist-unavailable-search">{t('Search for a product')}</label>
        <div className={styles.searchRow}>
          <input id="birthlist-unavailable-search" name="q" type="search" minLength={3} required />
          <button type="submit" className={styles.secondary}>
            {t('Search the shop')}
          </button>
        </div>
      </form>
      <Link className={styles.primary} to={localizePath(storeView, '/')}>
        {t('Go to the home page')}
      </Link>
    </section>
  );
}
