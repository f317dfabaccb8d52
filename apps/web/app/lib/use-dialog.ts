/**
 * The lifecycle every modal dialog of the storefront shares. The dialog is a native <dialog>
 * shown modal while its component is mounted: the rest of the page is inert and the focus stays
 * inside. Escape, the dialog closing by itself and (where asked) a click on the backdrop all call
 * `onClose`, which unmounts it; unmounting closes it and returns the focus to where it was.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';

export interface ModalDialogOptions {
  /** A click on the backdrop (outside the dialog's box) closes the dialog too. */
  closeOnBackdrop?: boolean;
}

/** The props of the <dialog> element: spread them onto it. */
export function useModalDialog(onClose: () => void, options: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      previous?.focus();
    };
  }, []);

  return {
    ref,
    onClose,
    onCancel: onClose,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') onClose();
    },
    ...(options.closeOnBackdrop
      ? {
          onClick: (event: MouseEvent<HTMLDialogElement>) => {
            // A click on the backdrop lands on the dialog element itself.
            if (event.target === event.currentTarget) onClose();
          },
        }
      : {}),
  };
}
