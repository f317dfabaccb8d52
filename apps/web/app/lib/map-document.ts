/**
 * The store map's tiles are allowed by the image policy of the map pages' own documents (the
 * shop's mount sets it per answer, for the paths of `isMapPagePath`); a document of another page
 * refuses them. So a map page reached by a navigation inside the app loads as a document of its
 * own (its route's clientLoader), and the map then finds its tiles allowed.
 */
import { isMapPagePath } from '@shop/core';

/** Whether the document the page runs in was loaded at a map page. */
function documentIsMapPage(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return isMapPagePath(new URL(entry?.name ?? window.location.href).pathname);
}

/**
 * A map page's clientLoader: its data from the server in a map page's document, else the page
 * loaded as a document of its own (the promise never settles: the browser leaves this document).
 */
export async function loadAsMapDocument<T>(
  url: string,
  serverLoader: () => Promise<T>,
): Promise<T> {
  if (documentIsMapPage()) return serverLoader();
  window.location.assign(url);
  return new Promise<T>(() => {});
}
