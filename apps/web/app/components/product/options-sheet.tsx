/**
 * The product configurable options named modal (secondary-areas §2 Layout): the option pickers of
 * a configurable product in a bottom sheet, opened from the sticky add-to-cart bar so the shopper
 * can change colour or size without scrolling back up. Choosing a value moves the page to that
 * child as the page's own pickers do; the sheet stays open until closed. Loaded when first opened.
 */
import { useTranslate } from '../../lib/i18n.ts';
import type { OptionGroup } from '../../lib/product.ts';
import { ModalFrame } from '../modal-frame.tsx';
import { ConfigurableOptions } from './configurable-options.tsx';
import styles from './product-dialogs.module.css';

export default function OptionsSheet({
  productName,
  groups,
  onUnavailable,
  onClose,
}: {
  productName: string;
  groups: OptionGroup[];
  onUnavailable: () => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <ModalFrame
      id="product-options"
      title={t('Choose your options')}
      subtitle={productName}
      onClose={onClose}
      testId="product-options"
    >
      <ConfigurableOptions groups={groups} onUnavailable={onUnavailable} />
      <div className={styles.sheetActions}>
        <button type="button" className={styles.done} onClick={onClose}>
          {t('Done')}
        </button>
      </div>
    </ModalFrame>
  );
}
