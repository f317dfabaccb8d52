/**
 * The browser's start: React Router's default (hydrate the server's document), once the page
 * catalogue of the store view's messages (lib/page-catalogue.ts) and the store view's theme
 * (lib/site-theme.ts) are there. The server's HTML carries neither as data; the document
 * preloads both files beside the scripts. Should a file not load (offline before it was ever
 * kept), the page hydrates all the same: its controls work, texts missing in the browser show
 * their English keys and the menu is drawn again without the theme's entries.
 *
 * In the browser `react` and `react-dom` are Preact's compatibility layer (decision 106,
 * vite.config.ts). The router is made before the document hydrates, in a task of its own, once
 * it has decoded the server's data from the document (`shopCreateRouterAhead`, which the client
 * build adds to React Router: router-ahead.ts); the document hydrates in the next task, and the
 * browser may paint and answer input between the two. Without it (`react-router dev`) React
 * Router's router suspends on its first render until the data is decoded; React waits for it at
 * the root, Preact throws the promise out of the render, and the hydration starts again once it
 * is settled, in a task of its own (the router has rendered nothing by then).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import * as routerDom from 'react-router/dom';
import { alignHydratedIds } from './lib/hydrated-ids.ts';
import { loadPageCatalogue } from './lib/page-catalogue.ts';
import { loadSiteThemeFile } from './lib/site-theme.ts';
import { getStoreViewFromPath } from './lib/store-view.ts';

const { HydratedRouter } = routerDom;
/** Added to React Router by the client build (router-ahead.ts); absent under `react-router dev`. */
const createRouterAhead = (routerDom as { shopCreateRouterAhead?: () => void })
  .shopCreateRouterAhead;

/**
 * Makes the router once the server's data is decoded (this call starts the decoding, a later
 * one makes it), then hydrates in the next task.
 */
function start(): void {
  try {
    createRouterAhead?.();
  } catch (error) {
    if (!isPending(error)) throw error;
    const startInNextTask = () => setTimeout(start, 0);
    error.then(startInNextTask, startInNextTask);
    return;
  }
  setTimeout(hydrate, 0);
}

function hydrate(): void {
  markSuspenseRanges(document.body);
  const restoreHeadExtras = setHeadExtrasAside();
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  } catch (error) {
    if (!isPending(error)) throw error;
    const hydrateInNextTask = () => setTimeout(hydrate, 0);
    error.then(hydrateInNextTask, hydrateInNextTask);
  } finally {
    restoreHeadExtras();
  }
}

function isPending(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * What the document's head holds beside the root's tree: React's server renderer adds preloads
 * for the first images of a page, the paint-first starter adds the scripts' module preloads
 * (lib/paint-first.server.ts), the server adds the crawlers' structured data
 * (lib/crawler-head.server.ts). Preact hydrates an element by taking the first unclaimed element
 * of its tag and removes what is left unclaimed: with these in place a link of the tree took an
 * image preload's element and the page's stylesheets were removed. They leave the head while
 * Preact hydrates it and come back after it, unchanged (a script that ran does not run again).
 */
const HEAD_EXTRAS =
  ':scope > link[rel="preload"][as="image"], :scope > link[rel="modulepreload"], :scope > script[data-crawler-head]';

/**
 * React's server renderer brackets the content of each `Suspense` boundary with the comments
 * `$` (or `$?`, `$!`) and `/$`; Preact's brackets what a suspending component rendered with `$s`
 * and `/$s`. A component that suspends while Preact hydrates keeps the server's nodes of its
 * range until it renders; without brackets Preact takes the next node, whatever it is: a lazy
 * part that rendered nothing took the tab bar, which was then drawn twice. The storefront's
 * lazily loaded parts sit directly in their boundary, so React's brackets are the ranges Preact
 * needs: they are renamed to Preact's before it hydrates (a boundary that does not suspend in the
 * browser hydrates as before; the comments are removed as every comment is).
 */
function markSuspenseRanges(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const comment = node as Comment;
    if (comment.data === '/$') comment.data = '/$s';
    else if (comment.data === '$' || comment.data === '$?' || comment.data === '$!') {
      comment.data = `$s${comment.data.slice(1)}`;
    }
  }
}

function setHeadExtrasAside(): () => void {
  const extras = [...document.head.querySelectorAll(HEAD_EXTRAS)];
  // Aside, but still in the document: a lazy part that loads while Preact hydrates finds its
  // module preloads there (Vite's loader looks them up in the document) instead of adding them
  // again. Preact may drop the unknown element after the body; the extras go back either way.
  const aside = document.createElement('div');
  aside.hidden = true;
  aside.append(...extras);
  document.documentElement.append(aside);
  return () => {
    document.head.append(...extras);
    aside.remove();
  };
}

alignHydratedIds();

// The theme's file, as the document names it (root.tsx); none when the root's data failed.
const themeHref = document.querySelector('link[data-site-theme]')?.getAttribute('href');
Promise.all([
  loadPageCatalogue(getStoreViewFromPath(window.location.pathname).locale),
  themeHref ? loadSiteThemeFile(themeHref) : null,
]).then(start, (error) => {
  console.warn('[i18n] the page texts or the theme could not be loaded:', error);
  start();
});
