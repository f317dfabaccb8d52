/**
 * The "birth wish list" modal (secondary-areas §2): the product about to go on the birth list,
 * how many the parents would like and whether it is a favourite. Adding closes it; the spec's
 * notice says how it went, with a link to the list.
 */
import type { BirthListProductChoice } from '@shop/core';
import { useId, useState } from 'react';
import { getImageUrl, PRODUCT_THUMBNAIL } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { addProducts } from '../../stores/birthlist.ts';
import styles from './birthlist.module.css';
import { BirthListModal } from './modal.tsx';

/** A product the page chose, as the modal shows it. */
export interface WishedProduct {
  item: BirthListProductChoice;
  name: string;
  image: string | null;
}

const MAX_WANTED = 99;

export function BirthWishListModal({
  products,
  onClose,
}: {
  products: WishedProduct[];
  onClose: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const qtyId = useId();
  const single = products.length === 1 ? products[0] : undefined;
  const [qty, setQty] = useState(single?.item.qty ?? 1);
  const [favourite, setFavourite] = useState(false);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const added = await addProducts(
      storeView,
      products.map(({ item }) => ({
        ...item,
        qty: single ? qty : item.qty,
        ...(favourite ? { is_favorite: true } : {}),
      })),
    );
    setBusy(false);
    if (added) onClose();
  };

  return (
    <BirthListModal id="birth-wish-list" title={t('Add to my birth list')} onClose={onClose}>
      {products.map((product) => (
        <div key={product.item.sku} className={styles.wishProduct}>
          {product.image ? (
            <img
              className={styles.image}
              src={getImageUrl(product.image, PRODUCT_THUMBNAIL)}
              width={PRODUCT_THUMBNAIL.width}
              height={PRODUCT_THUMBNAIL.height}
              alt=""
            />
          ) : (
            <span className={styles.image} aria-hidden="true" />
          )}
          <p>
            <strong>{product.name}</strong>
            {single ? null : <span className={styles.muted}> × {product.item.qty}</span>}
          </p>
        </div>
      ))}
      {single ? (
        <div className={styles.field}>
          <label htmlFor={qtyId}>{t('How many would you like?')}</label>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WANTED}
            value={qty}
            onChange={(event) => {
              const value = Number.parseInt(event.currentTarget.value, 10);
              setQty(Number.isFinite(value) ? Math.min(MAX_WANTED, Math.max(1, value)) : 1);
            }}
          />
        </div>
      ) : null}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={favourite}
          onChange={(event) => setFavourite(event.currentTarget.checked)}
        />
        {t('Mark as favourite: shown first, and it stays on your list')}
      </label>
      <p className={styles.hint}>
        {t('Family and friends see it on your birth list and can give it to you as a gift.')}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={add}
        >
          {t('Add to my birth list')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
    </BirthListModal>
  );
}
