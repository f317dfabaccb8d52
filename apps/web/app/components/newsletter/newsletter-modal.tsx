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
        <li>{t('{percent}% off your next order once you confirm your sign-up', { percent })}</li>
        <li>{t('Tips for pregnancy and the first years')}</li>
        <li>{t('Offers and new products first')}</li>
      </ul>
      <NewsletterSignup place="modal" />
      <p className={styles.small}>{t('You can unsubscribe with one click in every newsletter.')}</p>
    </ModalFrame>
  );
}
