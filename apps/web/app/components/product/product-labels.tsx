import type { ProductLabelId } from '@shop/core';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './product-page.module.css';

const LABEL_KEYS = {
  'new-label': 'Label new-label',
  'action-sticker': 'Label action-sticker',
  'sale-label': 'Label sale-label',
  'advice-price-label': 'Label advice-price-label',
  'red-label': 'Label red-label',
  'sold-out-label': 'Label sold-out-label',
} as const satisfies Record<ProductLabelId, string>;

/** The product's labels as translated badges; unknown ids are left out, repeats shown once. */
export function ProductLabels({ labels }: { labels: readonly ProductLabelId[] }) {
  const t = useTranslate();
  const known = [...new Set(labels)].filter((label) => Object.hasOwn(LABEL_KEYS, label));
  if (known.length === 0) return null;
  return (
    <ul className={styles.labels} aria-label={t('Product labels')}>
      {known.map((label) => (
        <li key={label} className={styles.label} data-label={label}>
          {t(LABEL_KEYS[label])}
        </li>
      ))}
    </ul>
  );
}
