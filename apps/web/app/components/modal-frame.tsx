/**
 * The frame of the shop's titled modal dialogs (the named modals, the product page's dialogs, the
 * store dialogs): a native modal <dialog> (lib/use-dialog.ts: the page behind is inert, Tab stays
 * inside, Escape and the backdrop close it, the focus returns to its opener), a header with the
 * title and a close button, and the content.
 *
 * Below 768 px it is the bottom-sheet modal (secondary-areas §2, §9): it slides up over 0.25 s
 * (not for a shopper who prefers reduced motion), is at most 90vh tall, and closes when its grip
 * is dragged down more than 100 px. From 768 px it is a centred box.
 */
import type { ReactNode } from 'react';
import { useTranslate } from '../lib/i18n.ts';
import { useModalDialog, useSheetDrag } from '../lib/use-dialog.ts';
import styles from './modal-frame.module.css';

export function ModalFrame({
  id,
  title,
  onClose,
  wide = false,
  testId,
  subtitle,
  children,
}: {
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  title: string;
  onClose: () => void;
  /** Room for lists (the store dialogs): 36rem instead of 30rem. */
  wide?: boolean;
  testId?: string;
  /** A line below the title (a product's name in the size guide). */
  subtitle?: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  const drag = useSheetDrag(dialog.ref, onClose);
  return (
    <dialog
      {...dialog}
      id={id}
      className={wide ? `${styles.modal} ${styles.wide}` : styles.modal}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      {/* The grip drags the sheet down to close it; Escape and the close button do the same. */}
      <div className={styles.grip} data-sheet-grip="" aria-hidden="true" {...drag} />
      <div className={styles.header}>
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
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
