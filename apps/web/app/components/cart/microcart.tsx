/**
 * The micro cart: a modal side panel with the cart's lines and totals. It opens from the tab
 * bar's cart tab and after adding; Escape, the close button and the backdrop close it, and focus
 * returns to where it was (lib/use-dialog.ts). Loaded lazily by the layout.
 */
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { useCartCount } from '../../stores/cart.ts';
import { closeMicrocart } from '../../stores/ui.ts';
import styles from './cart.module.css';
import { CartContents } from './cart-contents.tsx';

export default function Microcart() {
  const storeView = useStoreView();
  const t = useTranslate();
  const count = useCartCount(storeView.code);
  const dialog = useModalDialog(closeMicrocart, { closeOnBackdrop: true });

  return (
    <dialog {...dialog} className={styles.microcart} aria-labelledby="microcart-title">
      <div className={styles.microcartHeader}>
        <h2 id="microcart-title">
          {t('Shopping cart')} <span className="visually-hidden">{t('Cart count', { count })}</span>
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('Close shopping cart')}
          onClick={closeMicrocart}
        >
          <span className="icon icon--close" aria-hidden="true" />
        </button>
      </div>
      <CartContents onNavigate={closeMicrocart} />
      <div className={styles.microcartFooter}>
        <button type="button" className={styles.continue} onClick={closeMicrocart}>
          {t('Continue shopping')}
        </button>
        <Link to={localizePath(storeView, '/cart')} onClick={closeMicrocart}>
          {t('View shopping cart')}
        </Link>
      </div>
    </dialog>
  );
}
