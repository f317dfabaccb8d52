/**
 * The analytics page type of a route (secondary-areas §2: Cart, SEARCH, PDP, PLP, Storelocator,
 * StorelocatorDetail; §7: else the path without slashes, else Homepage). A route names its own
 * in its `handle`, and its page carries it as `data-page-type` for the data layer to read.
 */
export interface PageTypeHandle {
  pageType: 'Cart' | 'SEARCH' | 'PDP' | 'PLP' | 'Storelocator' | 'StorelocatorDetail' | 'CmsPage';
}
