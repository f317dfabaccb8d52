/**
 * The page the notice to a replaced address links to (/my-account/undo-email-change?token=…):
 * the account keeps (or gets back) that address and every session ends (decision 53).
 */
import { EmailLinkPage } from '../../components/account/email-link-page.tsx';
import { createTranslator, useTranslate } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import { undoEmailChange } from '../../lib/user-api.ts';
import type { Route } from './+types/undo-email-change';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Undo the e-mail address change')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function UndoEmailChangePage() {
  const t = useTranslate();
  return (
    <EmailLinkPage
      title={t('Undo the e-mail address change')}
      use={undoEmailChange}
      done={(outcome) =>
        t(
          'Done: your account keeps the e-mail address {email} and you are logged out everywhere. If you did not ask for the change, choose a new password now.',
          { email: outcome.email },
        )
      }
    />
  );
}
