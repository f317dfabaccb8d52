/**
 * The catalogue calls of the operator API (/api/admin/catalog/..., role `catalogue`): imports of
 * a CSV file or a file of the JSON seed format as jobs the back office polls, with their report
 * by line and field and a CSV of the rejected rows; images into the media store; one product read
 * and edited; stock and price feeds as batches (decision 74, docs/catalog-import.md). Money is
 * whole cents including Dutch VAT, as the catalogue stores it; dates are ISO instants or shop
 * days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const CatalogImportFormat = z.enum(['csv', 'json']);
export type CatalogImportFormat = z.infer<typeof CatalogImportFormat>;

export const CatalogImportState = z.enum([
  'received',
  'validating',
  'applying',
  'indexing',
  'done',
  'rejected',
  'failed',
]);
export type CatalogImportState = z.infer<typeof CatalogImportState>;

export const CatalogImportQuery = z.object({
  format: CatalogImportFormat.optional(),
  /** The file's name as the operator knows it (shown in the job list). */
  file_name: z.string().trim().min(1).max(200).optional(),
});
export type CatalogImportQuery = z.infer<typeof CatalogImportQuery>;

export const CatalogImportJob = z.object({
  id: z.number().int(),
  state: CatalogImportState,
  file_name: z.string(),
  format: CatalogImportFormat,
  file_sha256: z.string().nullable(),
  file_bytes: z.number().int(),
  actor: z.string(),
  /** Columns of a CSV file the import does not read. */
  ignored_columns: z.array(z.string()),
  rows_read: z.number().int(),
  rows_rejected: z.number().int(),
  rows_applied: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Products whose search documents, URLs and sitemap entries were rebuilt. */
  indexed: z.number().int(),
  images_stored: z.number().int(),
  failure: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CatalogImportJob = z.infer<typeof CatalogImportJob>;

export const CatalogImportJobResponse = envelope(CatalogImportJob);
export const CatalogImportJobListResponse = envelope(z.array(CatalogImportJob));

export const CatalogImportJobParams = z.object({ jobId: z.coerce.number().int().min(1) });

export const CatalogImportProblem = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const CatalogImportReject = z.object({
  line: z.number().int(),
  sku: z.string().nullable(),
  problems: z.array(CatalogImportProblem),
});

export const CatalogImportRejectsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(100),
});

export const CatalogImportRejectsResponse = envelope(
  z.object({
    items: z.array(CatalogImportReject),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

export const CatalogMediaResponse = envelope(
  z.object({
    /** The image's path in the media store, for an import's `images` column or an edit. */
    file: z.string(),
    bytes: z.number().int(),
  }),
);

export const CatalogSkuParams = z.object({ sku: z.string().min(1).max(64) });

const Cents = z.number().int().min(0).max(100_000_000);
const ShopDate = z.string().trim().min(10).max(40);
const Text = z.string().trim().min(1).max(255);
const Html = z.string().max(65_000);

const TierPrice = z.object({
  customer_group_id: z.number().int().min(0).max(3),
  qty: z.number().int().min(1).max(10_000_000),
  value: Cents,
});

/** A product as the back office edits it. */
export const CatalogProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  type_id: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  tax_class_id: z.number().int(),
  name: z.object({ nl: z.string(), de: z.string() }),
  description: z.object({ nl: z.string(), de: z.string() }),
  short_description: z.object({ nl: z.string().nullable(), de: z.string().nullable() }),
  url_key: z.object({ nl: z.string(), de: z.string() }),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  special_from: z.string().nullable(),
  special_to: z.string().nullable(),
  advice_price: z.number().int().nullable(),
  tier_prices: z.array(TierPrice),
  stock: z.object({ qty: z.number().int(), is_in_stock: z.boolean(), manage_stock: z.boolean() }),
  category_ids: z.array(z.number().int()),
  ean: z.string().nullable(),
  images: z.array(z.string()),
  updated_at: z.string(),
});
export type CatalogProduct = z.infer<typeof CatalogProduct>;
export const CatalogProductResponse = envelope(CatalogProduct);

/**
 * The product list of the back office: a search on sku (from its start) or Dutch name (anywhere
 * in it), filters on status and category, one sort and a page. `total` counts every match.
 */
export const CatalogProductListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  category_id: z.coerce.number().int().min(1).optional(),
  sort: z.enum(['id', 'sku', 'name', 'price', 'qty', 'updated_at']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(25),
});
export type CatalogProductListQuery = z.infer<typeof CatalogProductListQuery>;

/** One row of the product list. */
export const CatalogProductRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  type_id: z.string(),
  status: z.number().int(),
  /** The Dutch name. */
  name: z.string(),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  /** null when the product has no stock row. */
  qty: z.number().int().nullable(),
  is_in_stock: z.boolean().nullable(),
  updated_at: z.string(),
});
export type CatalogProductRow = z.infer<typeof CatalogProductRow>;

export const CatalogProductListResponse = envelope(
  z.object({
    items: z.array(CatalogProductRow),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

/** What an edit changes; a field left out stays as it is. */
export const CatalogProductEditBody = z
  .object({
    name: z.object({ nl: Text, de: Text }).partial().optional(),
    description: z.object({ nl: Html, de: Html }).partial().optional(),
    short_description: z.object({ nl: Html.nullable(), de: Html.nullable() }).partial().optional(),
    status: z.union([z.literal(1), z.literal(2)]).optional(),
    category_ids: z.array(z.number().int().min(1)).max(200).optional(),
    price: Cents.optional(),
    /** null removes the special price (and its window). */
    special_price: Cents.nullable().optional(),
    special_from: ShopDate.nullable().optional(),
    special_to: ShopDate.nullable().optional(),
    tier_prices: z.array(TierPrice).max(100).optional(),
    stock: z
      .object({
        qty: z.number().int().min(0).max(10_000_000),
        is_in_stock: z.boolean().optional(),
        manage_stock: z.boolean().optional(),
      })
      .optional(),
    ean: z.string().trim().max(14).nullable().optional(),
    images: z.array(z.string().max(500)).max(50).optional(),
  })
  .strict();
export type CatalogProductEditBody = z.infer<typeof CatalogProductEditBody>;

/** A stock feed: the stock of each sku as it is now (sending it again changes nothing). */
export const CatalogStockFeedBody = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(64),
        qty: z.number().int().min(0).max(10_000_000),
        is_in_stock: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(5000),
});
export type CatalogStockFeedBody = z.infer<typeof CatalogStockFeedBody>;

/** A price feed: the prices of each sku as they are now; a special price null removes it. */
export const CatalogPriceFeedBody = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(64),
        price: Cents,
        special_price: Cents.nullable().optional(),
        special_from: ShopDate.nullable().optional(),
        special_to: ShopDate.nullable().optional(),
      }),
    )
    .min(1)
    .max(5000),
});
export type CatalogPriceFeedBody = z.infer<typeof CatalogPriceFeedBody>;

export const CatalogFeedResponse = envelope(
  z.object({
    received: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
  }),
);

/** The categories to pick from: a search on the path of names, or the categories of given ids. */
export const CatalogCategoryQuery = z.object({
  /** Words that each appear in the category's path of names. */
  q: z.string().trim().max(100).optional(),
  /** Comma-separated ids (at most 200): those categories alone, whatever the search. */
  ids: z
    .string()
    .max(2000)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Send category ids separated by commas')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type CatalogCategoryQuery = z.infer<typeof CatalogCategoryQuery>;

export const CatalogCategory = z.object({
  id: z.number().int(),
  /** The Dutch names from the top of the shop's tree (its roots left out) to this category. */
  path: z.array(z.string()),
  /** The path as one text: 'Op pad › Kinderwagens'. */
  label: z.string(),
  level: z.number().int(),
  is_active: z.boolean(),
});
export type CatalogCategory = z.infer<typeof CatalogCategory>;

export const CatalogCategoryListResponse = envelope(
  z.object({
    items: z.array(CatalogCategory),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);
