/**
 * The "favourite birthlist product" modal (secondary-areas §2): what marking a product as a
 * favourite means (first on the list family and friends see, and it stays: a favourite cannot be
 * removed), asked before the mark is set.
 */
import { useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist.module.css';
import { BirthListModal } from './modal.tsx';

export function FavouriteModal({
  name,
  onConfirm,
  onClose,
}: {
  /** The product's name. */
  name: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <BirthListModal id="birthlist-favourite" title={t('Mark as favourite?')} onClose={onClose}>
      <p>
        <strong>{name}</strong>
      </p>
      <p>{t('Favourites are the products you would love most.')}</p>
      <ul>
        <li>{t('Family and friends see your favourites at the top of your birth list.')}</li>
        <li>{t('A favourite cannot be removed from your list until you unmark it.')}</li>
      </ul>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            const done = await onConfirm();
            setBusy(false);
            if (done) onClose();
          }}
        >
          {t('Mark as favourite')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
    </BirthListModal>
  );
}
