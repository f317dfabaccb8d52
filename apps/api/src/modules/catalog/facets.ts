/**
 * What a search counts beside its page, whichever engine counts it (the database's statement or
 * the search index in memory): the facet counts asked for and the price bands.
 */

/** A price band in whole cents; `to` is exclusive and absent for the last, open band. */
interface CentsRange {
  from: number;
  to?: number | undefined;
}

/** The facet counts a search asks for along with its page. */
export interface FacetCountRequest {
  /** Facet codes the search does not filter on: counted over the selected products. */
  plain: readonly string[];
  /** Facet codes the search filters on: each counted without its own filter. */
  disjunctive: readonly string[];
  /** Price bands counted without the price filter; null when the price facet is not asked. */
  priceRanges: readonly CentsRange[] | null;
}

export interface PriceStatistics {
  counts: number[];
  min: number | null;
  max: number | null;
}
