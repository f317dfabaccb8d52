/**
 * The error screen `/error`: where the shop sends a shopper after a failure it could not show in
 * place. It is not indexed.
 */
import { Link } from 'react-router';
import { createTranslator, useStoreView, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/error';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Something went wrong')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ErrorPage() {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <section className="error-page">
      <h1>{t('Something went wrong')}</h1>
      <p>{t('Something went wrong text')}</p>
      <p>
        <Link to={localizePath(storeView, '/')}>{t('Back to the home page')}</Link>
      </p>
    </section>
  );
}
