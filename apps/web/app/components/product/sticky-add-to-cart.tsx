/**
 * The sticky add-to-cart bar of the product page (secondary-areas §2 Layout): the product's name,
 * its price and an add-to-cart button, fixed at the bottom of the screen (on phones right above
 * the tab bar) once the shopper scrolled past the page's own add-to-cart button. The route param
 * hide_atc=true leaves it out, and a sold-out product has nothing to add (its page says so at its
 * own button). The bar's code (sticky-add-to-cart-bar.tsx) loads when the shopper first scrolls
 * past that button: a page only glanced at loads neither it nor the cart logic its button needs.
 */
import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { showsStickyAddToCart } from '../../lib/layout-rules.ts';
import type { StickyBarProps } from './sticky-add-to-cart-bar.tsx';

const StickyAddToCartBar = lazy(() => import('./sticky-add-to-cart-bar.tsx'));

export function StickyAddToCart({
  purchase,
  ...bar
}: StickyBarProps & {
  /** The page's purchase area: the bar shows while it is out of sight. */
  purchase: RefObject<HTMLElement | null>;
}) {
  const { search } = useLocation();
  const [shown, setShown] = useState(false);
  const [needed, setNeeded] = useState(false);

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

  if (!needed || !showsStickyAddToCart(search) || bar.button.hidden || bar.button.soldOut) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <StickyAddToCartBar {...bar} shown={shown} />
    </Suspense>
  );
}
