/**
 * Which page transition a navigation plays (secondary-areas §2 Layout, core-shop §2): the links
 * that move between pages ask React Router for a view transition (the View Transitions API, where
 * the browser has it); this marks the document with the kind (lib/layout-rules.ts
 * getPageTransition) before the new page is drawn, and app.css animates it. Below 1024 px a
 * product page zooms in from the card that was tapped and zooms out when left, listing and content
 * pages swipe, the rest crossfades; from 1024 px everything crossfades; with reduced motion
 * nothing moves.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { getPageTransition } from '../../lib/layout-rules.ts';

export function PageTransitions(): null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pressed = useRef<HTMLElement | null>(null);

  // The link last pressed: a product card's image grows into the product page's gallery.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      pressed.current = event.target instanceof Element ? event.target.closest('a') : null;
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  const next = navigation.state === 'loading' ? navigation.location.pathname : null;
  useEffect(() => {
    if (!next) return;
    const root = document.documentElement;
    const kind = getPageTransition({
      from: pathname,
      to: next,
      width: window.innerWidth,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    });
    root.dataset.pageTransition = kind;
    for (const marked of document.querySelectorAll('[data-transition-source]')) {
      marked.removeAttribute('data-transition-source');
    }
    const image = pressed.current?.querySelector('img');
    if (kind === 'pdp-zoom' && image) image.setAttribute('data-transition-source', '');
  }, [next, pathname]);

  return null;
}
