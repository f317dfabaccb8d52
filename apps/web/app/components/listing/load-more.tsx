import { Link, useNavigation } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './listing-view.module.css';

/**
 * "Load more": a link to the next page (`?page=N`), whose answer holds every product up to that
 * page, so it works without JavaScript and a shared URL shows the same list. With JavaScript it is
 * a client navigation that keeps the scroll position; the cards already shown stay in place and
 * the new ones are appended below them.
 */
export function LoadMore({
  href,
  shown,
  total,
}: {
  href: string | null;
  shown: number;
  total: number;
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.search.includes('page=');
  return (
    <div className={styles.more}>
      <p className={styles.progress}>{t('{shown} of {total} products', { shown, total })}</p>
      {href ? (
        <Link
          to={href}
          preventScrollReset
          className={styles.moreLink}
          aria-disabled={loading ? 'true' : undefined}
        >
          {loading ? t('Loading…') : t('Load more')}
        </Link>
      ) : null}
    </div>
  );
}
