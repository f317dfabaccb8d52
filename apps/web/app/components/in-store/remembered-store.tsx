/**
 * The line under the product page's store stock button: the shopper's remembered store (see
 * StoreStockEntry, which loads this only when a store is remembered or the dialog opens).
 */
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useStoreLocation } from '../../stores/store-location.ts';

export default function RememberedStore() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { selected } = useStoreLocation(storeView.code);
  return selected ? t('Your store: {store}', { store: selected.name }) : '\u00a0';
}
