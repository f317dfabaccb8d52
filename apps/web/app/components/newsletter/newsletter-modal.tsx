/**
 * The newsletter modal (a lazily loaded screen group, core-shop §2): what the newsletter brings
 * and the sign-up form. It opens only from its button in the footer, never by itself.
 */
import { useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './newsletter.module.css';
import { NewsletterSignup } from './newsletter-signup.tsx';

export default function NewsletterModal({
  percent,
  onClose,
}: {
  percent: number;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <ModalFrame
      id="newsletter-modal"
      title={t('The Kindershop newsletter')}
      onClose={onClose}
      testId="newsletter-modal"
    >
      <ul className={styles.benefits}>
        {[
          t('{percent}% off your next order once you confirm your sign-up', { percent }),
          t('Tips for pregnancy and the first years'),
          t('Offers and new products first'),
        ].map((benefit) => (
          <li key={benefit}>
            <span className="icon icon--tick" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <NewsletterSignup place="modal" />
      <p className={styles.note}>{t('You can unsubscribe with one click in every newsletter.')}</p>
    </ModalFrame>
  );
}
