/**
 * `/birthlist` with its children manage and settings (secondary-areas §2), under /de too: for a
 * logged-in customer with an active birth list. The server renders a neutral loading state (the
 * list is personal); in the browser the customer and the list are read, then the page shows the
 * manage and settings tabs with the child page. Without an active list (none yet, or marked
 * inactive) it offers to start one; /birthlist itself leads to manage, or to the registration.
 */
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import styles from '../../components/birthlist/birthlist.module.css';
import { BirthListInvite } from '../../components/birthlist/birthlist-invite.tsx';
import { BirthListGate } from '../../components/birthlist/gate.tsx';
import { birthListAlternates, birthListMeta } from '../../lib/birthlist-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { reloadBirthList, startBirthList, useBirthList } from '../../stores/birthlist.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = ({ location }) =>
  birthListMeta(location.pathname, 'My birth list');

export function loader({ url }: Route.LoaderArgs) {
  return { alternates: birthListAlternates(url.pathname) };
}

export default function BirthListLayout() {
  return (
    <BirthListGate title="My birth list" loginText="Log in to see and manage your birth list.">
      <ListPages />
    </BirthListGate>
  );
}

const TABS = [
  { path: '/birthlist/manage', label: 'My products' },
  { path: '/birthlist/settings', label: 'Settings' },
] as const;

function ListPages() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { list, status } = useBirthList();
  const index = pathname === localizePath(storeView, '/birthlist');

  useEffect(() => {
    void startBirthList(storeView);
  }, [storeView]);

  // /birthlist itself leads to managing the list, or to starting one.
  useEffect(() => {
    if (status !== 'ready' || !index) return;
    const next = list ? '/birthlist/manage' : '/birthlist-registration';
    navigate(localizePath(storeView, next), { replace: true });
  }, [status, index, list, storeView, navigate]);

  if (status === 'failed') {
    return (
      <section className={styles.page} aria-labelledby="birthlist-title">
        <h1 id="birthlist-title">{t('My birth list')}</h1>
        <p role="alert">{t('Your birth list could not be loaded.')}</p>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => reloadBirthList(storeView)}
          >
            {t('Try again')}
          </button>
        </div>
      </section>
    );
  }
  if (status !== 'ready') {
    return (
      <section className={styles.page} aria-labelledby="birthlist-title">
        <h1 id="birthlist-title">{t('My birth list')}</h1>
        <p className={styles.status} role="status">
          {t('Loading…')}
        </p>
      </section>
    );
  }
  if (!list) return <NoList />;
  return (
    <div className={styles.page}>
      <nav aria-label={t('My birth list')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => {
            const to = localizePath(storeView, tab.path);
            return (
              <li key={tab.path}>
                <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                  {t(tab.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** The customer has no active list: none yet, or one marked inactive. */
function NoList() {
  const t = useTranslate();
  return (
    <section className={styles.page} aria-labelledby="birthlist-title">
      <h1 id="birthlist-title">{t('My birth list')}</h1>
      <div className={`${styles.card} ${styles.warm}`}>
        <h2>{t('You have no active birth list')}</h2>
        <BirthListInvite />
      </div>
    </section>
  );
}
