/**
 * The micro cart: a modal side panel with the cart's lines and totals. It opens from the tab bar's
 * cart tab and after adding; Escape, the close button and the backdrop close it, and focus returns
 * to where it was. Loaded lazily by the layout.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useCartCount } from '../../stores/cart.ts';
import { closeMicrocart } from '../../stores/ui.ts';
import styles from './cart.module.css';
import { CartContents } from './cart-contents.tsx';

export default function Microcart() {
  const storeView = useStoreView();
  const t = useTranslate();
  const count = useCartCount(storeView.code);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.microcart}
      aria-labelledby="microcart-title"
      onClose={closeMicrocart}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) closeMicrocart();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeMicrocart();
      }}
    >
      <div className={styles.microcartHeader}>
        <h2 id="microcart-title">
          {t('Shopping cart')} <span className="visually-hidden">{t('Cart count', { count })}</span>
        </h2>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('Close shopping cart')}
          onClick={closeMicrocart}
        >
          ×
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
