/**
 * The member page `/my-account/kindershop-member` (the '{product}-member' page): the customer's
 * membership card with member number, name and member-since date, and their reward points
 * (balance, value, history and how to earn and spend them), loaded in the browser.
 */
import styles from '../../components/account/account.module.css';
import { RewardPoints } from '../../components/account/reward-points.tsx';
import { accountMeta } from '../../lib/account-pages.ts';
import { formatDay } from '../../lib/dates.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { useAccountUser } from '../../stores/user.ts';
import type { Route } from './+types/member';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'Member page');

export default function MemberPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const user = useAccountUser();
  return (
    <>
      <h1>{t('{shop} member', { shop: SHOP_NAME })}</h1>
      <div className={styles.card}>
        <dl>
          <dt>{t('Member number')}</dt>
          <dd>{String(user.id).padStart(8, '0')}</dd>
          <dt>{t('Name')}</dt>
          <dd>
            {user.firstname} {user.lastname}
          </dd>
          <dt>{t('Member since')}</dt>
          <dd>{formatDay(user.created_at, storeView.locale)}</dd>
        </dl>
      </div>
      <p>{t('Member page text')}</p>
      <RewardPoints />
    </>
  );
}
