/**
 * The sticky add-to-cart bar itself (sticky-add-to-cart.tsx shows it): the product's name, its
 * price, the chosen options (changed in a sheet) and an add-to-cart button. Its button is the
 * page's add-to-cart button with the same choices, so it adds exactly what the page's button
 * would (and is disabled when that one is). Loaded when the shopper first scrolls past the
 * page's own button.
 */
import { formatPrice } from '@shop/core';
import { type ComponentProps, useCallback, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { OptionGroup } from '../../lib/product.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { SidebarPanel } from '../layout/sidebar-panel.tsx';
import styles from './product-page.module.css';

// The options sheet loads when first opened.
const loadOptionsSheet = () => import('./options-sheet.tsx');

export interface StickyBarProps {
  name: string;
  /** The amount paid (the page's shown price). */
  price: number;
  from: boolean;
  button: ComponentProps<typeof AddToCartButton>;
  /** A configurable product's options: the bar offers to change them in a sheet. */
  optionGroups: OptionGroup[];
  onUnavailable: () => void;
}

export default function StickyAddToCartBar({
  name,
  price,
  from,
  button,
  optionGroups,
  onUnavailable,
  shown,
}: StickyBarProps & {
  /** On screen (the page's own button is out of sight); else inert and hidden. */
  shown: boolean;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const closeOptions = useCallback(() => setOptionsOpen(false), []);
  const chosen = optionGroups
    .map((group) => group.values.find((value) => value.selected)?.label)
    .filter(Boolean)
    .join(', ');

  return (
    <section
      className={styles.stickyAtc}
      aria-label={t('Quick add to cart')}
      data-shown={shown ? 'true' : 'false'}
      // Out of sight (the page's own button is on screen): no Tab stop, not read out.
      inert={!shown}
    >
      <div className={styles.stickyAtcInner}>
        <p className={styles.stickyAtcText}>
          <span className={styles.stickyAtcName}>{name}</span>
          {optionGroups.length > 0 ? (
            <button
              type="button"
              className={styles.stickyAtcOptions}
              aria-haspopup="dialog"
              onClick={() => setOptionsOpen(true)}
            >
              <span className="visually-hidden">{t('Choose your options')}: </span>
              {chosen || t('Choose your options')}
              <span aria-hidden="true"> ▾</span>
            </button>
          ) : null}
          <span className={styles.stickyAtcPrice}>
            {from ? `${t('from')} ` : null}
            {formatPrice(price, storeView.locale)}
          </span>
        </p>
        {/* A short label: the bar is narrow, and its name differs from the page's own button. */}
        <AddToCartButton {...button} label={t('Add')} birthListAction={false} />
      </div>
      {optionsOpen ? (
        <SidebarPanel
          load={loadOptionsSheet}
          panelProps={{ productName: name, groups: optionGroups, onUnavailable }}
          onClose={closeOptions}
        />
      ) : null}
    </section>
  );
}
