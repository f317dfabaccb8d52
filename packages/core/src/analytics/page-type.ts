/**
 * The analytics page type of a page (secondary-areas §2, §7): the product page's (PDP) when the
 * path is the current product's, the category listing's (PLP) when it is the current category's,
 * otherwise the tag of the route (Cart, SEARCH, Storelocator, StorelocatorDetail, CmsPage), else
 * the path without slashes, else Homepage.
 */
export type RoutePageType =
  | 'Cart'
  | 'SEARCH'
  | 'PDP'
  | 'PLP'
  | 'Storelocator'
  | 'StorelocatorDetail'
  | 'CmsPage';

export interface PageTypeInput {
  pathname: string;
  /** The path of the product the page shows, if any. */
  productPath?: string | null;
  /** The path of the category the page lists, if any. */
  categoryPath?: string | null;
  /** The page type tag of the route. */
  routePageType?: RoutePageType | null;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

export function pageTypeOf(input: PageTypeInput): string {
  const path = trimSlashes(input.pathname);
  if (input.productPath && trimSlashes(input.productPath) === path) return 'PDP';
  if (input.categoryPath && trimSlashes(input.categoryPath) === path) return 'PLP';
  if (input.routePageType) return input.routePageType;
  const bare = path.replace(/\//g, '');
  return bare || 'Homepage';
}
