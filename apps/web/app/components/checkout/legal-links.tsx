import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { type LegalPage, legalPagePath } from '../../lib/legal-pages.ts';
import { openNamedModal } from '../../stores/ui.ts';
import styles from './checkout.module.css';

const LINKS: { page: LegalPage; text: MessageKey }[] = [
  { page: 'terms', text: 'Terms and conditions' },
  { page: 'privacy', text: 'Privacy statement' },
  { page: 'withdrawal', text: 'Right of withdrawal' },
];

/**
 * The legal pages beside 'Place order': placing the order accepts the terms, and the consumer
 * sees the terms, the privacy statement and the right of withdrawal before ordering. The terms
 * open in the terms and conditions modal (secondary-areas §2 named modals) over the checkout;
 * the others, and the terms without JavaScript or with a modifier key, open in a new tab, so
 * reading them never leaves the checkout.
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
            <Link
              to={legalPagePath(storeView, page)}
              target="_blank"
              rel="noopener"
              aria-haspopup={page === 'terms' ? 'dialog' : undefined}
              onClick={page === 'terms' ? openTermsModal : undefined}
            >
              {t(text)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A plain click on the terms link shows them in the modal; a click meant for a tab does not. */
function openTermsModal(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  openNamedModal({ name: 'terms' });
}
