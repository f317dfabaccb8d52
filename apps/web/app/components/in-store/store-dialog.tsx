/**
 * The frame of the store dialogs (the product page's store stock dialog and the in-store page's
 * store choice): a native modal <dialog> (lib/use-dialog.ts: the page behind is inert, Escape
 * and the backdrop close it, the focus returns to its opener) with a title and a close button.
 * The tab bar hides while one is open (secondary-areas §2 Layout: store stock and in-store
 * dialogs).
 */
import { type ReactNode, useEffect } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { setUiState } from '../../stores/ui.ts';
import styles from './in-store.module.css';

export function StoreDialog({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  useEffect(() => {
    setUiState({ storeStockDialogOpen: true });
    return () => setUiState({ storeStockDialogOpen: false });
  }, []);
  return (
    <dialog
      {...dialog}
      className={styles.modal}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <div className={styles.modalHeader}>
        <h2 id={`${testId}-title`}>{title}</h2>
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
