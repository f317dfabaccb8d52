/**
 * Birth list mode of the add-to-cart button (secondary-areas §4): below add to cart, "Add to my
 * birth list" for a logged-in customer with an active list. It takes the same lines add to cart
 * would add (a configurable's chosen child, the chosen quantity, a bundle's choices) and opens
 * the "birth wish list" modal, where the wanted quantity and the favourite mark are chosen. The
 * birth list store puts this button into the add-to-cart button (stores/ui.ts), so the product
 * page carries none of its code.
 */
import { type BirthListProductChoice, birthListItemOfLine } from '@shop/core';
import { useState } from 'react';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import type { AddToCartInput } from '../../stores/cart-sync.ts';
import { notify } from '../../stores/notifications.ts';
import styles from './birthlist.module.css';
import { BirthWishListModal, type WishedProduct } from './wish-modal.tsx';

/** What the birth list mode's button gets from the add-to-cart button. */
export interface BirthListActionProps {
  /** The product as the page's choices make it: the lines add-to-cart would add, with errors. */
  getInputs: () => Promise<AddToCartInput[]>;
}

export function BirthListAction({ getInputs }: BirthListActionProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  const ready = useMessageArea(storeView.locale, 'birthlist');
  const [wished, setWished] = useState<WishedProduct[] | null>(null);
  if (!ready) return null;

  const open = async () => {
    const inputs = await getInputs();
    const problems = inputs.flatMap((input) => Object.values(input.errors ?? {}).filter(Boolean));
    const chosen: WishedProduct[] = [];
    for (const { line } of inputs) {
      const item: BirthListProductChoice | null = birthListItemOfLine(line);
      if (!item) {
        problems.push('Choose your options first');
        continue;
      }
      if (item.qty > 0) chosen.push({ item, name: line.name, image: line.image ?? null });
    }
    if (problems.length > 0 || chosen.length === 0) {
      notify({
        type: 'warning',
        message: t((problems[0] ?? 'Choose your options first') as MessageKey),
      });
      return;
    }
    setWished(chosen);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.secondary} ${styles.action}`}
        data-testid="add-to-birthlist"
        onClick={open}
      >
        {t('Add to my birth list')}
      </button>
      {wished ? <BirthWishListModal products={wished} onClose={() => setWished(null)} /> : null}
    </>
  );
}
