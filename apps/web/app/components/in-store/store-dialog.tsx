/**
 * The store dialogs (the product page's store stock dialog and the in-store page's store
 * choice): the shop's modal frame, wide enough for a list of stores.
 * The tab bar hides while one is open (secondary-areas §2 Layout: store stock and in-store
 * dialogs).
 */
import { type ReactNode, useEffect } from 'react';
import { setUiState } from '../../stores/ui.ts';
import { ModalFrame } from '../modal-frame.tsx';

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
  useEffect(() => {
    setUiState({ storeStockDialogOpen: true });
    return () => setUiState({ storeStockDialogOpen: false });
  }, []);
  return (
    <ModalFrame id={testId} title={title} onClose={onClose} wide testId={testId}>
      {children}
    </ModalFrame>
  );
}
