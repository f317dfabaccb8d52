/**
 * The return page an order mail links to, `/returns/{orderNumber}?signature=…`: the return form
 * of that order without a login (customers without a password, guests), as long as the
 * signature is the order's. The server renders the page without the order: the signature is
 * read only in the browser, so nothing personal is in the shared HTML.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ReturnForm } from '../components/returns/return-form.tsx';
import styles from '../components/returns/returns.module.css';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [{ title: `${t('Returns')} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
};

export default function SignedReturnPage() {
  const t = useTranslate();
  const { orderNumber = '' } = useParams();
  const [signature, setSignature] = useState<string | null>(null);
  useEffect(() => {
    setSignature(new URLSearchParams(window.location.search).get('signature') ?? '');
  }, []);
  return (
    <section className={styles.page}>
      <h1>{t('Return from order {number}', { number: orderNumber })}</h1>
      {signature === null ? (
        <p role="status">…</p>
      ) : (
        <ReturnForm orderNumber={orderNumber} access={{ signature }} />
      )}
    </section>
  );
}
