/**
 * The loading-error box (secondary-areas §2 Layout): something did not load. 'Try again' is
 * offered only while online (offline it could only fail again); 'Close' always. A modal dialog
 * (lib/use-dialog.ts).
 */
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';

function subscribeOnline(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/** Whether the browser is online now, following its online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export default function LoadingErrorBox({
  onRetry,
  onClose,
}: {
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const online = useOnline();
  const dialog = useModalDialog(onClose, { closeOnBackdrop: true });
  return (
    <dialog
      {...dialog}
      className="loading-error"
      aria-labelledby="loading-error-title"
      aria-describedby="loading-error-text"
      data-testid="loading-error"
    >
      <h2 id="loading-error-title" className="loading-error__title">
        {t('This could not be loaded')}
      </h2>
      <p id="loading-error-text" className="loading-error__text">
        {online
          ? t('Please try again in a moment.')
          : t('You are offline. Once you are back online you can try again.')}
      </p>
      <div className="loading-error__actions">
        {online ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('Try again')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
    </dialog>
  );
}
