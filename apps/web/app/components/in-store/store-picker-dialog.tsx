/**
 * The in-store pages' store choice: the store finder in a dialog; choosing a store remembers it
 * and closes the dialog.
 */
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { chooseStore, useStoreLocation } from '../../stores/store-location.ts';
import { StoreDialog } from './store-dialog.tsx';
import { StoreFinder } from './store-finder.tsx';

export default function StorePickerDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { selected } = useStoreLocation(storeView.code);
  return (
    <StoreDialog title={t('Choose a store')} testId="store-picker-dialog" onClose={onClose}>
      <StoreFinder
        chosen={selected}
        onChoose={(store) => {
          chooseStore(storeView.code, store);
          onClose();
        }}
      />
    </StoreDialog>
  );
}
