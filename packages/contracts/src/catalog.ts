import { z } from 'zod';
import { envelope } from './envelope.ts';
import { NonNegativeInt4 } from './numbers.ts';
import { StoredDocument } from './stored-document.ts';

export const CATALOG_ENTITIES = ['product', 'category', 'attribute', 'taxrule'] as const;
export type CatalogEntity = (typeof CATALOG_ENTITIES)[number];

export const CatalogParams = z.object({
  storeCode: z.string().max(20),
  entity: z.string().max(40),
});

const Scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

/** A range filter: `{gte, lte}` (also gt and lt). */
export const RangeFilter = z
  .object({
    gte: z.number().optional(),
    lte: z.number().optional(),
    gt: z.number().optional(),
    lt: z.number().optional(),
  })
  .strict();

/** A filter value: a list of values (any of them matches), one value, or a range. */
export const FilterValue = z.union([z.array(Scalar).max(500), Scalar, RangeFilter]);
export type FilterValue = z.infer<typeof FilterValue>;

/**
 * The catalogue search body: `filters` maps an indexed field to values or a range,
 * `sort` is `field:asc|desc` (several separated by commas), `aggregations` names the attribute
 * codes (and `price`) to count, or `true` for every filterable attribute and price.
 */
export const CatalogSearchBody = z
  .object({
    query: z.string().max(500).optional(),
    filters: z.record(z.string().max(100), FilterValue).optional(),
    sort: z.string().max(200).optional(),
    start: z.number().int().optional(),
    size: z.number().int().optional(),
    includeFields: z.array(z.string().max(100)).max(200).nullish(),
    excludeFields: z.array(z.string().max(100)).max(200).nullish(),
    aggregations: z.union([z.boolean(), z.array(z.string().max(100)).max(50)]).optional(),
    /** The shopper's customer group, whose tier prices the answer shows. */
    groupId: NonNegativeInt4.optional(),
  })
  .strict();
export type CatalogSearchBody = z.infer<typeof CatalogSearchBody>;

export const AggregationBucket = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  count: z.number().int(),
});
export type AggregationBucket = z.infer<typeof AggregationBucket>;

export const PriceBucket = z.object({
  key: z.string(),
  from: z.number(),
  to: z.number().nullable(),
  count: z.number().int(),
});
export type PriceBucket = z.infer<typeof PriceBucket>;

export const Aggregations = z.record(
  z.string(),
  z.object({
    buckets: z.array(z.union([AggregationBucket, PriceBucket])),
    /** For price: the lowest price floored and the highest ceiled to whole euros. */
    min: z.number().optional(),
    max: z.number().optional(),
  }),
);
export type Aggregations = z.infer<typeof Aggregations>;

export const CatalogSearchResult = z.object({
  items: z.array(StoredDocument),
  total: z.number().int(),
  start: z.number().int(),
  size: z.number().int(),
  aggregations: Aggregations.optional(),
  /**
   * Product searches with text: the text with its misspelt terms replaced by the closest indexed
   * words they were searched as (a "Did you mean" note); absent when every term was found as typed.
   */
  correctedQuery: z.string().optional(),
  /**
   * Product searches with text that found nothing: a close query that finds products under the
   * same filters (without the words that kept it empty, misspelt words as corrected), for a
   * "Did you mean" link; absent when the search found products or nothing close does.
   */
  suggestedQuery: z.string().optional(),
});
export type CatalogSearchResult = z.infer<typeof CatalogSearchResult>;

export const CatalogSearchResponse = envelope(CatalogSearchResult);
