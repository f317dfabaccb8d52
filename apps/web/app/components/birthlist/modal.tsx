/**
 * The birth list's modal dialogs (secondary-areas §2 named modals: birth wish list, birth list
 * legend, favourite birthlist product) share the shop's modal frame, with their body below it.
 */
import { type ReactNode, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './birthlist.module.css';

export function BirthListModal({
  id,
  title,
  onClose,
  children,
}: {
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalFrame id={id} title={title} onClose={onClose}>
      <div className={styles.modalBody}>{children}</div>
    </ModalFrame>
  );
}

/** A question with a confirming and a cancelling button (settings: mark inactive, remove all). */
export function ConfirmModal({
  id,
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <BirthListModal id={id} title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.row}>
        <button
          type="button"
          className={danger ? styles.danger : styles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            onConfirm().finally(() => setBusy(false));
          }}
        >
          {confirm}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
    </BirthListModal>
  );
}
