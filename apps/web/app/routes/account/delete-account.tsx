/**
 * Delete account `/my-account/delete-account`: the customer confirms, the API removes the personal
 * data and ends every session; success only with result true. Then the browser is cleared and the
 * shopper goes home; otherwise the error 'Something went wrong while deleting your account. …'
 * stays until closed.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/account/account.module.css';
import { accountMeta } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { deleteAccount } from '../../stores/login.ts';
import type { Route } from './+types/delete-account';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'Delete account');

export default function DeleteAccountPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);

  return (
    <>
      <h1>{t('Delete account')}</h1>
      <p>{t('Delete account text')}</p>
      <form
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault();
          if (!confirmed) {
            setAsked(true);
            return;
          }
          setBusy(true);
          const deleted = await deleteAccount();
          setBusy(false);
          if (deleted) navigate(localizePath(storeView, '/'));
        }}
      >
        <div>
          <input
            id="delete-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={asked && !confirmed ? true : undefined}
            aria-describedby={asked && !confirmed ? 'delete-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />{' '}
          <label htmlFor="delete-confirm">{t('Delete account confirmation')}</label>
          {asked && !confirmed ? (
            <p id="delete-confirm-error" role="alert" className={styles.error}>
              {t('Please confirm that your account may be deleted')}
            </p>
          ) : null}
        </div>
        <button type="submit" className={styles.danger} disabled={busy}>
          {t('Delete my account')}
        </button>
      </form>
    </>
  );
}
