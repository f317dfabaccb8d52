import type { StockInfo } from '@shop/core';
import { useTranslate } from '../../lib/i18n.ts';
import { getStockState } from '../../lib/product.ts';
import styles from './product-page.module.css';

/** "Op voorraad", "Nog maar {qty} op voorraad" (5 or fewer) or "Uitverkocht". */
export function StockStatus({
  stock,
}: {
  stock: Pick<StockInfo, 'is_in_stock' | 'qty' | 'manage_stock'>;
}) {
  const t = useTranslate();
  const stockState = getStockState(stock);
  const text =
    stockState.state === 'sold-out'
      ? t('Sold out')
      : stockState.state === 'low'
        ? t('Only {qty} left in stock', { qty: stockState.qty })
        : t('In stock');
  return (
    <p className={styles.stock} data-stock={stockState.state}>
      {text}
    </p>
  );
}
