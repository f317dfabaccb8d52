/**
 * The stock and delivery dialog of the product page (secondary-areas §2 Layout): the chosen
 * product's stock and what the shop promises about shipping, delivery, pick-up and returns (§9's
 * cut-off and delivery texts). Loaded when first opened; the tab bar hides while it is open.
 */
import { DEFAULT_DELIVERY_PROMISE, type StockInfo } from '@shop/core';
import { useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './product-dialogs.module.css';
import { StockStatus } from './stock-status.tsx';

export default function DeliveryDialog({
  productName,
  stock,
  onClose,
}: {
  productName: string;
  stock: Pick<StockInfo, 'is_in_stock' | 'qty' | 'manage_stock'>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { cutOff, standardDeliveryDays } = DEFAULT_DELIVERY_PROMISE;
  return (
    <ModalFrame
      id="delivery-dialog"
      title={t('Stock and delivery')}
      subtitle={productName}
      onClose={onClose}
      testId="delivery-dialog"
    >
      <div className={styles.stockLine}>
        <StockStatus stock={stock} />
      </div>
      <ul className={styles.list}>
        <li>
          <span className="icon icon--truck" aria-hidden="true" />
          <div>
            <strong>{t('Shipping day')}</strong>
            <p>
              {t('Ordered on a working day before {time}, shipped the same day.', { time: cutOff })}
            </p>
          </div>
        </li>
        <li>
          <span className="icon icon--tick" aria-hidden="true" />
          <div>
            <strong>{t('Delivery time')}</strong>
            <p>
              {t('Standard delivery in {days} working days', { days: standardDeliveryDays })}.{' '}
              {t('You receive the order confirmation within minutes.')}
            </p>
          </div>
        </li>
        <li>
          <span className="icon icon--store" aria-hidden="true" />
          <div>
            <strong>{t('Pick up in a store')}</strong>
            <p>
              {t(
                'Free. The store confirms within an hour during opening hours that your order is ready.',
              )}
            </p>
          </div>
        </li>
        <li>
          <span className="icon icon--tick" aria-hidden="true" />
          <div>
            <strong>{t('Returns')}</strong>
            <p>{t('Free returns within 30 days')}.</p>
          </div>
        </li>
      </ul>
      <p className={styles.note}>
        {t('On Sundays the shop is closed: you can order again from Monday.')}
      </p>
    </ModalFrame>
  );
}
