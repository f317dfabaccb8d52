/**
 * The page the confirmation mail links to (/my-account/confirm-email?token=…): confirms the
 * account's address, or makes a pending new address the account's (decision 53).
 */
import { EmailLinkPage } from '../../components/account/email-link-page.tsx';
import { createTranslator, useTranslate } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import { confirmEmailAddress } from '../../lib/user-api.ts';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Confirm your e-mail address')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ConfirmEmailPage() {
  const t = useTranslate();
  return (
    <EmailLinkPage
      title={t('Confirm your e-mail address')}
      use={confirmEmailAddress}
      done={(outcome) =>
        outcome.email_changed
          ? t(
              'Your e-mail address is now {email}. For your safety you are logged out everywhere: log in again with your new address.',
              { email: outcome.email },
            )
          : t('Thank you! Your e-mail address {email} is confirmed.', { email: outcome.email })
      }
    />
  );
}
