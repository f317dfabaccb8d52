/**
 * The analytics page type of a route (secondary-areas §2: Cart, SEARCH, PDP, PLP, Storelocator,
 * StorelocatorDetail, CmsPage; §7: else the path without slashes, else Homepage, core's
 * pageTypeOf). A route names its own in its `handle`, and its page carries it as
 * `data-page-type` for the data layer to read.
 */
import type { RoutePageType } from '@shop/core';

export interface PageTypeHandle {
  pageType: RoutePageType;
}
