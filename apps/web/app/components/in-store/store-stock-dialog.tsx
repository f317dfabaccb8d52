/**
 * The store stock dialog of the product page (secondary-areas §2 store stock dialog, §3 In-store
 * inventory): the stores, nearest first once the shopper has searched, with their shelf stock of
 * the chosen variant; the shopper makes one their store. Loaded with its texts only when opened
 * (product page budget: the opener loads the in-store texts first, store-stock-entry.tsx); the
 * tab bar hides while it is open.
 */
import { shelfStockLevel } from '@shop/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { IN_STORE_PATH } from '../../lib/in-store.ts';
import { getInStoreInventory, type InStoreInventory } from '../../lib/store-api.ts';
import { localizePath } from '../../lib/store-view.ts';
import { chooseStore, useStoreLocation } from '../../stores/store-location.ts';
import styles from './in-store.module.css';
import { StoreDialog } from './store-dialog.tsx';
import { StoreFinder } from './store-finder.tsx';

export default function StoreStockDialog({
  productSku,
  variantSku,
  productName,
  onClose,
}: {
  /** The product's sku (a configurable parent answers every child's stock). */
  productSku: string;
  /** The sku whose stock is shown: the chosen child, the product itself, or null (none chosen). */
  variantSku: string | null;
  productName: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <StoreDialog
      title={t('Stock in stores of {product}', { product: productName })}
      testId="store-stock-dialog"
      onClose={onClose}
    >
      <Body productSku={productSku} variantSku={variantSku} />
    </StoreDialog>
  );
}

function Body({ productSku, variantSku }: { productSku: string; variantSku: string | null }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { selected } = useStoreLocation(storeView.code);
  const [inventory, setInventory] = useState<InStoreInventory | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getInStoreInventory(productSku)
      .then((answer) => current && setInventory(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [productSku]);

  const quantities = useMemo(() => {
    const entry = inventory?.inventory.find((item) => item.sku === variantSku);
    return new Map(entry?.stocks.map((stock) => [stock.store_code, stock.quantity]) ?? []);
  }, [inventory, variantSku]);

  return (
    <div className={styles.finder}>
      {variantSku === null ? (
        <p className={styles.note}>{t('Choose a variant to see its stock in the stores.')}</p>
      ) : null}
      {failed ? (
        <p className={styles.problem} role="alert">
          {t('Stock could not be loaded. Please try again.')}
        </p>
      ) : null}
      <StoreFinder
        chosen={selected}
        onChoose={(store) => chooseStore(storeView.code, store)}
        levelOf={
          inventory && variantSku !== null
            ? (code) => shelfStockLevel(quantities.get(code) ?? 0)
            : undefined
        }
      />
      <p className={styles.note}>
        <Link to={localizePath(storeView, IN_STORE_PATH)}>
          {t('In a store? Scan the barcode of a product')}
        </Link>
      </p>
    </div>
  );
}
