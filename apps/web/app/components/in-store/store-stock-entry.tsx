/**
 * The product page's way to the store stock dialog: "Check stock in stores" and, once the page
 * has hydrated, the shopper's remembered store beneath it. The line under the button keeps its
 * height from the server render on, so the remembered store moves nothing. The dialog's code, its
 * styles and its texts load when the shopper asks for them (or points at the button), not with
 * the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { remembersStore, storeLocationKey } from '../../stores/store-location-key.ts';
import styles from './store-stock-entry.module.css';

const loadDialog = () => import('./store-stock-dialog.tsx');
const StoreStockDialog = lazy(loadDialog);
// The store's code loads only when this browser remembers a store or the shopper opens the dialog.
const RememberedStore = lazy(() => import('./remembered-store.tsx'));

export function StoreStockEntry({
  productSku,
  variantSku,
  productName,
}: {
  productSku: string;
  variantSku: string | null;
  productName: string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [showStore, setShowStore] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (remembersStore(storeView.code)) {
      setShowStore(true);
      return;
    }
    // Another tab chose a store.
    const key = storeLocationKey(storeView.code);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setShowStore(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storeView.code]);
  const [opening, setOpening] = useState(false);
  const prepare = async () => {
    void loadDialog();
    const { loadMessageArea } = await import('../../lib/message-areas.ts');
    await loadMessageArea(storeView.locale, 'in-store');
  };
  const onOpen = () => {
    setOpening(true);
    setShowStore(true);
    prepare()
      .then(() => setOpen(true))
      .catch((error: unknown) => console.warn('[in-store] the store stock could not load:', error))
      .finally(() => setOpening(false));
  };
  return (
    <div className={styles.entry}>
      <button
        type="button"
        className={styles.button}
        onClick={onOpen}
        onPointerEnter={() => void prepare()}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
      >
        <span className="icon icon--store" aria-hidden="true" />
        {t('Check stock in stores')}
      </button>
      <span className={styles.store} data-testid="chosen-store">
        {showStore ? (
          <Suspense fallback={'\u00a0'}>
            <RememberedStore />
          </Suspense>
        ) : (
          '\u00a0'
        )}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <StoreStockDialog
            productSku={productSku}
            variantSku={variantSku}
            productName={productName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
