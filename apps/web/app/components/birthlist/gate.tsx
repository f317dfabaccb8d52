/**
 * What every parents' birth list page shows before its own content: nothing personal on the
 * server (it renders a neutral loading state), then in the browser, once the birth list's texts
 * and the login are known, either the page or, for a guest, why to log in with the login button
 * (the authentication modal; the page goes on by itself after the login).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { localizePath } from '../../lib/store-view.ts';
import { openAuthModal } from '../../stores/ui.ts';
import { useUser } from '../../stores/user.ts';
import styles from './birthlist.module.css';

export function BirthListGate({
  title,
  loginText,
  children,
}: {
  /** The page's heading: a key, translated once the birth list's texts are there. */
  title: MessageKey;
  /** Why this page needs a login (a key). */
  loginText: MessageKey;
  children: ReactNode;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const ready = useMessageArea(storeView.locale, 'birthlist');
  const { current, starting } = useUser();

  if (!ready || starting) {
    return (
      <section className={styles.page} aria-labelledby="birthlist-title">
        <h1 id="birthlist-title">{ready ? t(title) : t('Birth list')}</h1>
        <p className={styles.status} role="status">
          {t('Loading…')}
        </p>
      </section>
    );
  }
  if (!current) {
    return (
      <section className={styles.page} aria-labelledby="birthlist-title">
        <h1 id="birthlist-title">{t(title)}</h1>
        <div className={`${styles.card} ${styles.warm}`}>
          <p>{t(loginText)}</p>
          <div className={styles.row}>
            <button type="button" className={styles.primary} onClick={() => openAuthModal('login')}>
              {t('Log in')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => openAuthModal('register')}
            >
              {t('Create an account')}
            </button>
          </div>
          <p>
            <Link to={localizePath(storeView, '/more-about-birth-list')}>
              {t('How does a birth list work?')}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return <>{children}</>;
}
