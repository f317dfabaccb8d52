/**
 * An order that waits in this browser's queue: the shopper sees it is saved and not placed yet. On
 * this page the queue is sent when the browser is online (now, and again when it comes back
 * online); once the server accepted the order the page shows it by its order_hash, and a canceled
 * order says why.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { SHOP_CONTACT_EMAIL } from '../../lib/shop.ts';
import { localizePath } from '../../lib/store-view.ts';
import { getOrderQueue, type QueuedOrder } from '../../stores/order-queue.ts';
import { setUiState } from '../../stores/ui.ts';
import styles from './checkout.module.css';

export function QueuedOrderStatus({ orderId }: { orderId: string }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<QueuedOrder | null | undefined>(undefined);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setUiState({ queuedOrderShown: true });
    return () => setUiState({ queuedOrderShown: false });
  }, []);

  useEffect(() => {
    const queue = getOrderQueue(storeView);
    const read = () => void queue.getOrder(orderId).then((found) => setEntry(found ?? null));
    read();
    const unsubscribe = queue.subscribe(read);
    // On the thank-you page the queue is sent without asking, now and when back online.
    const send = () => void queue.processQueue();
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => {
      unsubscribe();
      window.removeEventListener('online', send);
    };
  }, [orderId, storeView]);

  const confirmation = entry?.confirmation;
  useEffect(() => {
    if (!confirmation?.orderHash) return;
    navigate(
      `${localizePath(storeView, '/checkout-return')}?order_hash=${encodeURIComponent(confirmation.orderHash)}`,
      { replace: true },
    );
  }, [confirmation, navigate, storeView]);

  if (entry === undefined) return <p aria-busy="true">{t('Loading your order')}</p>;
  if (entry === null) return <p role="alert">{t('Unable to retrieve order')}</p>;
  if (entry.canceled) {
    return (
      <p role="alert" className={styles.problem}>
        {t((entry.notice ?? 'Something went wrong please try again') as MessageKey, {
          email: SHOP_CONTACT_EMAIL,
        })}
      </p>
    );
  }
  return (
    <div className={styles.result}>
      <p role="status">
        {t(
          'Your order is saved on this device and has not been placed yet. We send it as soon as you are online again.',
        )}
      </p>
      <button
        type="button"
        className={styles.secondary}
        disabled={sending}
        onClick={async () => {
          setSending(true);
          try {
            await getOrderQueue(storeView).processQueue();
          } finally {
            setSending(false);
          }
        }}
      >
        {t('Send my order now')}
      </button>
    </div>
  );
}
