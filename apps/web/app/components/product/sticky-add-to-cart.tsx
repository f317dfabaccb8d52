/**
 * The sticky add-to-cart bar of the product page (secondary-areas §2 Layout): the product's name,
 * its price and an add-to-cart button, fixed at the bottom of the screen (on phones right above
 * the tab bar) once the shopper scrolled past the page's own add-to-cart button. The route param
 * hide_atc=true leaves it out. Its button is the page's add-to-cart button with the same choices,
 * so it adds exactly what the page's button would (and is disabled when that one is).
 */
import { formatPrice } from '@shop/core';
import { type ComponentProps, type RefObject, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { showsStickyAddToCart } from '../../lib/layout-rules.ts';
import type { OptionGroup } from '../../lib/product.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { SidebarPanel } from '../layout/sidebar-panel.tsx';
import styles from './product-page.module.css';

// The options sheet loads when first opened.
const loadOptionsSheet = () => import('./options-sheet.tsx');

export function StickyAddToCart({
  name,
  price,
  from,
  purchase,
  button,
  optionGroups,
  onUnavailable,
}: {
  name: string;
  /** The amount paid (the page's shown price). */
  price: number;
  from: boolean;
  /** The page's purchase area: the bar shows while it is out of sight. */
  purchase: RefObject<HTMLElement | null>;
  button: ComponentProps<typeof AddToCartButton>;
  /** A configurable product's options: the bar offers to change them in a sheet. */
  optionGroups: OptionGroup[];
  onUnavailable: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { search } = useLocation();
  const [shown, setShown] = useState(false);
  // Mounted once first needed: its button fetches the cart logic when on screen, which a page
  // only glanced at should not.
  const [needed, setNeeded] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const closeOptions = useCallback(() => setOptionsOpen(false), []);
  const chosen = optionGroups
    .map((group) => group.values.find((value) => value.selected)?.label)
    .filter(Boolean)
    .join(', ');

  useEffect(() => {
    const target = purchase.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      // Shown once the shopper scrolled past the page's own button (not while it is still below).
      const passed = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      setShown(passed);
      if (passed) setNeeded(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [purchase]);

  // A sold-out product has nothing to add: its page says so at its own button.
  if (!needed || !showsStickyAddToCart(search) || button.hidden || button.soldOut) return null;
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
