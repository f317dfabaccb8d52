/**
 * The footer's newsletter column: the sign-up form and a button that opens the newsletter modal
 * (its code loads only when it is opened).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './newsletter.module.css';
import { NewsletterSignup } from './newsletter-signup.tsx';

const NewsletterModal = lazy(() => import('./newsletter-modal.tsx'));

/** The sign-up coupon's percentage (secondary-areas §9). */
const NEWSLETTER_COUPON_PERCENT = 10;

export function NewsletterFooter() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <section className="site-footer__column" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title">{t('Newsletter')}</h2>
      <p className={styles.small}>
        {t('Sign up and get {percent}% off your next order.', {
          percent: NEWSLETTER_COUPON_PERCENT,
        })}
      </p>
      <NewsletterSignup place="footer" />
      <button
        type="button"
        className={styles.more}
        onClick={() => setOpen(true)}
        data-testid="newsletter-modal-open"
      >
        {t('More about the newsletter')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NewsletterModal percent={NEWSLETTER_COUPON_PERCENT} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
