/**
 * The analytics page type of a page (secondary-areas §2 and §7): a route names its own in its
 * `handle` (`{ pageType: 'Storelocator' }`); else the path without slashes, else Homepage.
 */
export interface PageTypeHandle {
  pageType: 'Cart' | 'SEARCH' | 'PDP' | 'PLP' | 'Storelocator' | 'StorelocatorDetail' | 'CmsPage';
}

/** The page type of the innermost route that names one, else of the path. */
export function pageTypeOf(matches: readonly { handle?: unknown }[], pathname: string): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<PageTypeHandle> | undefined;
    if (typeof handle?.pageType === 'string') return handle.pageType;
  }
  return pathname.replace(/\//g, '') || 'Homepage';
}
