/**
 * The browser's start: React Router's default (hydrate the server's document), once the page
 * catalogue of the store view's messages (lib/page-catalogue.ts) and the store view's theme
 * (lib/site-theme.ts) are there. The server's HTML carries neither as data; the document
 * preloads both files beside the scripts. Should a file not load (offline before it was ever
 * kept), the page hydrates all the same: its controls work, texts missing in the browser show
 * their English keys and the menu is drawn again without the theme's entries.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageCatalogue } from './lib/page-catalogue.ts';
import { loadSiteThemeFile } from './lib/site-theme.ts';
import { getStoreViewFromPath } from './lib/store-view.ts';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The theme's file, as the document names it (root.tsx); none when the root's data failed.
const themeHref = document.querySelector('link[data-site-theme]')?.getAttribute('href');
Promise.all([
  loadPageCatalogue(getStoreViewFromPath(window.location.pathname).locale),
  themeHref ? loadSiteThemeFile(themeHref) : null,
]).then(hydrate, (error) => {
  console.warn('[i18n] the page texts or the theme could not be loaded:', error);
  hydrate();
});
