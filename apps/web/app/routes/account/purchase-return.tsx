/**
 * The return form of one of the customer's orders, `/my-account/purchases/{orderNumber}/return`:
 * the order page links here. The order is read in the browser as the logged-in customer; another
 * customer's order reads as not found.
 */
import { Link, useParams } from 'react-router';
import { ReturnForm } from '../../components/returns/return-form.tsx';
import { ACCOUNT_PATH, accountMeta } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { Route } from './+types/purchase-return';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, 'Returns');

export default function PurchaseReturnPage() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { orderId = '' } = useParams();
  return (
    <>
      <h1>{t('Return from order {number}', { number: orderId })}</h1>
      <ReturnForm
        orderNumber={orderId}
        access={{ customer: true }}
        footer={
          <p>
            <Link
              to={localizePath(
                storeView,
                `${ACCOUNT_PATH}/purchases/${encodeURIComponent(orderId)}`,
              )}
            >
              {t('Back to the order')}
            </Link>
          </p>
        }
      />
    </>
  );
}
