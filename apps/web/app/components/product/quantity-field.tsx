import { useId } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { parseQty } from '../../lib/product.ts';
import styles from './product-options.module.css';

/** The quantity of the product; the shown price is multiplied by it. */
export function QuantityField({ qty, onChange }: { qty: number; onChange: (qty: number) => void }) {
  const t = useTranslate();
  const id = useId();
  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{t('Quantity')}</label>
      <input
        id={id}
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={999}
        step={1}
        value={qty}
        onChange={(event) => onChange(parseQty(event.target.value))}
      />
    </div>
  );
}
