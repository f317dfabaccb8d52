/**
 * The account area `/my-account` (and `/de/my-account`): for logged-in customers only. The login
 * lives in the browser, so the server renders a neutral loading state; in the browser the page
 * shows the account menu and the sub-page, or 'You need to be logged in to see this page' with the
 * login button. Logging out here leads home.
 */
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import styles from '../../components/account/account.module.css';
import {
  ACCOUNT_PAGES,
  ACCOUNT_PATH,
  accountAlternates,
  accountMeta,
} from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { logout } from '../../stores/login.ts';
import { openAuthModal } from '../../stores/ui.ts';
import { startSession, useUser } from '../../stores/user.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'My account');

export function loader({ request }: Route.LoaderArgs) {
  return { alternates: accountAlternates(new URL(request.url).pathname) };
}

export default function AccountLayout() {
  const t = useTranslate();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { current, starting } = useUser();

  useEffect(() => {
    void startSession(storeView);
  }, [storeView]);

  if (starting) {
    return (
      <section aria-labelledby="account-title">
        <h1 id="account-title">{t('My account')}</h1>
        <p role="status">{t('Loading your account')}</p>
      </section>
    );
  }

  if (!current) {
    return (
      <section aria-labelledby="account-title">
        <h1 id="account-title">{t('My account')}</h1>
        <p>{t('You need to be logged in to see this page')}</p>
        <button type="button" className={styles.primary} onClick={() => openAuthModal('login')}>
          {t('Log in')}
        </button>
      </section>
    );
  }

  return (
    <div className={styles.account}>
      <nav aria-label={t('My account')} className={styles.accountNav}>
        <ul>
          {ACCOUNT_PAGES.map((page) => {
            // Link rather than NavLink: React Router's code goes into the script every page loads.
            const to = localizePath(storeView, `${ACCOUNT_PATH}${page.path}`);
            return (
              <li key={page.path}>
                <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                  {t(page.label)}
                </Link>
              </li>
            );
          })}
          {/* The birth list has pages of its own (secondary-areas §2). */}
          <li>
            <Link to={localizePath(storeView, '/birthlist')}>{t('My birth list')}</Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onClick={async () => {
                await logout(storeView);
                navigate(localizePath(storeView, '/'));
              }}
            >
              {t('Log out')}
            </button>
          </li>
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
