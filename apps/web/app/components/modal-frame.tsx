/**
 * The frame of the shop's titled modal dialogs (the birth list's named modals, the store
 * dialogs): a native modal <dialog> (lib/use-dialog.ts: the page behind is inert, Escape and the
 * backdrop close it, the focus returns to its opener), a header with the title and a close
 * button, and the content.
 */
import type { ReactNode } from 'react';
import { useTranslate } from '../lib/i18n.ts';
import { useModalDialog } from '../lib/use-dialog.ts';
import styles from './modal-frame.module.css';

export function ModalFrame({
  id,
  title,
  onClose,
  wide = false,
  testId,
  children,
}: {
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  title: string;
  onClose: () => void;
  /** Room for lists (the store dialogs): 36rem instead of 30rem. */
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog
      {...dialog}
      id={id}
      className={wide ? `${styles.modal} ${styles.wide}` : styles.modal}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <div className={styles.header}>
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
      {children}
    </dialog>
  );
}
