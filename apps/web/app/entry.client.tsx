/**
 * The browser's start: React Router's default (hydrate the server's document), once the page
 * catalogue of the store view's messages is there (lib/page-catalogue.ts). The server's HTML
 * no longer carries the catalogue as data; the document preloads the file beside the scripts.
 * Should the file not load (offline before it was ever kept), the page hydrates all the same: its
 * controls work and texts missing in the browser show their English keys.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageCatalogue } from './lib/page-catalogue.ts';
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

loadPageCatalogue(getStoreViewFromPath(window.location.pathname).locale).then(hydrate, (error) => {
  console.warn('[i18n] the page texts could not be loaded:', error);
  hydrate();
});
