/**
 * The offline-order confirmation: orders placed while offline wait in this browser; the shopper
 * sends them now (one at a time; the cart reloads) or cancels them (they are deleted and their
 * products go back into the cart, so nothing chosen is lost). A modal dialog (lib/use-dialog.ts).
 */
import { useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { restoreCart } from '../../stores/cart.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { getOrderQueue } from '../../stores/order-queue.ts';
import styles from './checkout.module.css';

export default function OfflineOrdersDialog({
  count,
  onClose,
}: {
  count: number;
  onClose: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const dialog = useModalDialog(onClose);
  const [busy, setBusy] = useState(false);

  const run = async (action: 'send' | 'cancel') => {
    setBusy(true);
    try {
      const queue = getOrderQueue(storeView);
      if (action === 'send') await queue.processQueue();
      else await queue.cancelUnsentOrders();
      await restoreCart(storeView.code);
      await getCartSync(storeView).load();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <dialog
      {...dialog}
      className={styles.dialog}
      aria-labelledby="offline-orders-title"
      aria-describedby="offline-orders-text"
    >
      <h2 id="offline-orders-title">{t('Orders placed while offline')}</h2>
      <p id="offline-orders-text">
        {t('You placed {count} order(s) while you were offline. They have not been sent yet.', {
          count,
        })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.placeOrder}
          disabled={busy}
          onClick={() => void run('send')}
        >
          {t('Send my orders now')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void run('cancel')}
        >
          {t('Cancel these orders')}
        </button>
      </div>
    </dialog>
  );
}
