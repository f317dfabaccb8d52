/** The account dashboard `/my-account`: a greeting, the customer's details and the sections. */
import { Link } from 'react-router';
import styles from '../../components/account/account.module.css';
import { EmailConfirmNotice } from '../../components/account/email-confirm-notice.tsx';
import { ACCOUNT_PAGES, ACCOUNT_PATH, accountMeta } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useAccountUser } from '../../stores/user.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'My account');

export default function AccountDashboard() {
  const t = useTranslate();
  const storeView = useStoreView();
  const user = useAccountUser();
  const address = user.addresses.find((entry) => entry.default_shipping) ?? user.addresses[0];
  return (
    <>
      <h1>{t('Hello {name}', { name: user.firstname })}</h1>
      <EmailConfirmNotice user={user} />
      <div className={styles.card}>
        <dl>
          <dt>{t('Name')}</dt>
          <dd>
            {user.firstname} {user.lastname}
          </dd>
          <dt>{t('E-mail address')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('Address')}</dt>
          <dd>
            {address
              ? `${address.street.filter(Boolean).join(' ')}, ${address.postcode} ${address.city}`
              : t('No address yet')}
          </dd>
        </dl>
      </div>
      <ul>
        {ACCOUNT_PAGES.slice(1).map((page) => (
          <li key={page.path}>
            <Link to={localizePath(storeView, `${ACCOUNT_PATH}${page.path}`)}>{t(page.label)}</Link>
          </li>
        ))}
        <li>
          <Link to={localizePath(storeView, '/birthlist')}>{t('My birth list')}</Link>
        </li>
        <li>
          <Link to={localizePath(storeView, '/more-about-birth-list')}>
            {t('More about the birth list')}
          </Link>
        </li>
      </ul>
    </>
  );
}
