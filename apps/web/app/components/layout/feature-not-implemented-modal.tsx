/**
 * 'Feature not implemented' as a named modal (secondary-areas §2 Layout): said where a shopper
 * asks for something this shop cannot do where they are, with what is not available and what to
 * do instead (both message keys of the caller), and one button to close it.
 */
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './named-modals.module.css';

export default function FeatureNotImplementedModal({
  feature,
  instead,
  onClose,
}: {
  feature: string;
  instead: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <ModalFrame id="feature-not-implemented" title={t('Not available here')} onClose={onClose}>
      <div className={styles.content}>
        <p>{t(feature as MessageKey)}</p>
        <p>{t(instead as MessageKey)}</p>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('OK')}
        </button>
      </div>
    </ModalFrame>
  );
}
