import { Link } from 'react-router';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { type LegalPage, legalPagePath } from '../../lib/legal-pages.ts';
import styles from './checkout.module.css';

const LINKS: { page: LegalPage; text: MessageKey }[] = [
  { page: 'terms', text: 'Terms and conditions' },
  { page: 'privacy', text: 'Privacy statement' },
  { page: 'withdrawal', text: 'Right of withdrawal' },
];

/**
 * The legal pages beside 'Place order': placing the order accepts the terms, and the consumer
 * sees the terms, the privacy statement and the right of withdrawal before ordering. They open
 * in a new tab, so reading them never leaves the checkout.
 */
export function CheckoutLegalLinks() {
  const t = useTranslate();
  const storeView = useStoreView();
  return (
    <div className={styles.legal}>
      <p>{t('By placing your order, you accept our terms and conditions.')}</p>
      <ul aria-label={t('Before you order')}>
        {LINKS.map(({ page, text }) => (
          <li key={page}>
            <Link to={legalPagePath(storeView, page)} target="_blank" rel="noopener">
              {t(text)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
