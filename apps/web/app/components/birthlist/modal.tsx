/**
 * The birth list's modal dialogs (secondary-areas §2 named modals: birth wish list, birth list
 * legend, favourite birthlist product) share this frame: a native modal <dialog> (lib/use-dialog.ts:
 * the page behind is inert, Escape and the backdrop close it, the focus returns to its opener),
 * a titled header with a close button, and the body.
 */
import { type ReactNode, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
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
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog {...dialog} id={id} className={styles.modal} aria-labelledby={`${id}-title`}>
      <div className={styles.modalHeader}>
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('Close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className={styles.modalBody}>{children}</div>
    </dialog>
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
