/**
 * The closed-on-Sunday dialog: shown when the startup check says the shop is closed; it explains
 * that orders cannot be placed today. While it is open the tab bar is hidden; closing it leaves
 * the add-to-cart buttons disabled with the same label. A modal dialog (lib/use-dialog.ts).
 */
import { useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { setUiState } from '../../stores/ui.ts';

export function ClosedDialog() {
  const t = useTranslate();
  const close = () => setUiState({ closedDialogOpen: false });
  const dialog = useModalDialog(close);

  return (
    <dialog
      {...dialog}
      className="closed-dialog"
      aria-labelledby="closed-dialog-title"
      aria-describedby="closed-dialog-text"
    >
      <h2 id="closed-dialog-title">{t('Closed on Sunday')}</h2>
      <p id="closed-dialog-text">{t('Closed on Sunday text')}</p>
      <button type="button" className="closed-dialog__ok" onClick={close}>
        {t('OK')}
      </button>
    </dialog>
  );
}
