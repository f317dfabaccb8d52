/**
 * The shop's tables. Catalogue tables are the source of truth; `catalog_products` and
 * `catalog_categories` are the read model the indexer builds from them (one document per entity
 * and store view). Money is integer cents (catalogue prices include the NL tax, see core).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productCardExpression } from './catalog/card.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type LocalizedText = { nl: string; de: string };

// ---------------------------------------------------------------- categories

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    /** Ids from the top, e.g. '1/4442/4443/4450'. */
    path: text('path').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    displayMode: text('display_mode').notNull().default('PRODUCTS'),
    isActive: boolean('is_active').notNull().default(true),
    image: text('image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Names, url keys and paths per store view of a category. */
export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.storeCode] }),
    uniqueIndex('category_texts_url_path_idx').on(t.storeCode, t.urlPath),
  ],
);

// ---------------------------------------------------------------- attributes

export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  input: text('input').notNull(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isSearchable: boolean('is_searchable').notNull().default(false),
  isVisible: boolean('is_visible').notNull().default(true),
  isComparable: boolean('is_comparable').notNull().default(false),
  isUserDefined: boolean('is_user_defined').notNull().default(true),
  isConfigurable: boolean('is_configurable').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    swatch: text('swatch'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('attribute_options_attribute_idx').on(t.attributeId)],
);

// ---------------------------------------------------------------- tax

export const taxRules = pgTable('tax_rules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  priority: integer('priority').notNull().default(0),
  position: integer('position').notNull().default(0),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
});

export const taxRates = pgTable('tax_rates', {
  id: serial('id').primaryKey(),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => taxRules.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  countryId: text('country_id').notNull(),
  regionName: text('region_name').notNull().default('*'),
  taxRegionId: integer('tax_region_id').notNull().default(0),
  /** Percent, e.g. 21.0000. */
  rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
});

export const customerGroups = pgTable('customer_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  taxClassId: integer('tax_class_id').notNull(),
});

// ---------------------------------------------------------------- products

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    typeId: text('type_id').notNull(),
    /** The configurable parent of a child product, else null. */
    parentId: integer('parent_id'),
    status: smallint('status').notNull().default(1),
    visibility: smallint('visibility').notNull().default(4),
    taxClassId: integer('tax_class_id').notNull(),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    specialFromDate: timestamp('special_from_date', { withTimezone: true, mode: 'string' }),
    specialToDate: timestamp('special_to_date', { withTimezone: true, mode: 'string' }),
    advicePrice: integer('advice_price'),
    newsFromDate: timestamp('news_from_date', { withTimezone: true, mode: 'string' }),
    newsToDate: timestamp('news_to_date', { withTimezone: true, mode: 'string' }),
    eanCode: text('ean_code'),
    osBarcode: text('os_barcode'),
    /** Attribute values by attribute code (option ids, strings, booleans, numbers). */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    configurableAttributes: text('configurable_attributes').array(),
    hideAddToCartButton: boolean('hide_add_to_cart_button').notNull().default(false),
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    /** A bundle's discount in whole percent on each of its parts (0: it costs its parts). */
    bundleDiscountPercent: smallint('bundle_discount_percent').notNull().default(0),
    /** A bundle sold as a package (products and their super attributes are picked). */
    isPackage: boolean('is_package').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('products_parent_idx').on(t.parentId),
    // The back office's product list sorts (migration 0040).
    index('products_price_idx').on(t.price, t.id),
    index('products_updated_idx').on(t.updatedAt, t.id),
    index('products_sku_lower_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    index('products_ean_idx').on(t.eanCode),
    index('products_os_barcode_idx').on(t.osBarcode),
  ],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description'),
    urlKey: text('url_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    // The import finds the product of a url key (no two products share one).
    index('product_texts_url_key_idx').on(t.storeCode, t.urlKey),
    // The back office's product list by name (migration 0040).
    index('product_texts_name_idx').on(t.storeCode, t.name, t.productId),
    index('product_texts_nl_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.storeCode} = 'nl'`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const tierPrices = pgTable(
  'tier_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id').notNull(),
    qty: integer('qty').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [index('tier_prices_product_idx').on(t.productId)],
);

/** Stock per sku. `qty` is decremented atomically when orders are placed. */
export const stockItems = pgTable(
  'stock_items',
  {
    sku: text('sku').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
    isInStock: boolean('is_in_stock').notNull().default(true),
    manageStock: boolean('manage_stock').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_items_product_idx').on(t.productId),
    // The back office's dashboard: counted stock running out (migration 0030).
    index('stock_items_running_out_idx').on(t.qty).where(sql`${t.manageStock}`),
    // The back office's product list by stock (migration 0040).
    index('stock_items_qty_idx').on(t.qty, t.productId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    file: text('file').notNull(),
    label: jsonb('label').$type<LocalizedText>(),
    position: integer('position').notNull().default(0),
    videoId: text('video_id'),
    videoUrl: text('video_url'),
  },
  (t) => [index('product_media_product_idx').on(t.productId)],
);

export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkType: text('link_type').notNull(),
    linkedSku: text('linked_sku').notNull(),
    position: integer('position').notNull().default(0),
    qty: integer('qty'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkType, t.linkedSku] })],
);

/** Link groups: products sold separately that belong together (other colours, frames, a set). */
export const linkGroups = pgTable(
  'link_groups',
  {
    id: integer('id').primaryKey(),
    /** link_type_group_id: 'colour', 'frame' or 'set'. */
    type: text('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
  },
  (t) => [check('link_groups_type_check', sql`${t.type} IN ('colour', 'frame', 'set')`)],
);

export const linkGroupMembers = pgTable(
  'link_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => linkGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    swatch: text('swatch'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    index('link_group_members_product_idx').on(t.productId),
  ],
);

export const bundleOptions = pgTable(
  'bundle_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_options_product_idx').on(t.productId)],
);

export const bundleSelections = pgTable(
  'bundle_selections',
  {
    id: integer('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOptions.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull().default(1),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_selections_option_idx').on(t.optionId)],
);

export const customOptions = pgTable(
  'custom_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('custom_options_product_idx').on(t.productId)],
);

export const customOptionValues = pgTable(
  'custom_option_values',
  {
    id: integer('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => customOptions.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Cents for 'fixed', percent for 'percent'. */
    price: integer('price').notNull(),
    priceType: text('price_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('custom_option_values_option_idx').on(t.optionId)],
);

// ---------------------------------------------------------------- URLs and content

/**
 * URL rewrites per store view: entity URLs (product, category, cms_page; redirect_type 0) and
 * redirect entities (redirect_type 301 or 302 with a target path).
 */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    requestPath: text('request_path').notNull(),
    targetPath: text('target_path').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    redirectType: smallint('redirect_type').notNull().default(0),
  },
  (t) => [uniqueIndex('url_rewrites_request_idx').on(t.storeCode, t.requestPath)],
);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').notNull(),
    storeCode: text('store_code').notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.storeCode] }),
    uniqueIndex('cms_pages_identifier_idx').on(t.storeCode, t.identifier),
  ],
);

// ---------------------------------------------------------------- read model

/**
 * One document per product and store view with the columns listings and search filter and sort
 * on. `facet_terms` holds 'code:value' for every filterable attribute value of the product and
 * its children; `price` is the displayed final price (incl. tax in every consumer view) in cents.
 */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    storeId: smallint('store_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    typeId: text('type_id').notNull(),
    visibility: smallint('visibility').notNull(),
    status: smallint('status').notNull(),
    isInStock: boolean('is_in_stock').notNull(),
    price: integer('price').notNull(),
    name: text('name').notNull(),
    urlPath: text('url_path').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** Position per category id: { "4450": 3 }. */
    positions: jsonb('positions').$type<Record<string, number>>().notNull(),
    facetTerms: text('facet_terms').array().notNull(),
    childSkus: text('child_skus').array().notNull(),
    searchVector: tsvector('search_vector').notNull(),
    /** When the stored price columns must be recomputed (a special price window opens or ends). */
    priceValidUntil: timestamp('price_valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    uniqueIndex('catalog_products_sku_idx').on(t.storeId, t.sku),
    index('catalog_products_url_idx').on(t.storeId, t.urlPath),
    // The store view first (btree_gin): a search's GIN look-up returns one store view's rows.
    index('catalog_products_categories_idx').using('gin', t.storeId, t.categoryIds),
    index('catalog_products_facets_idx').using('gin', t.storeId, t.facetTerms),
    index('catalog_products_child_skus_idx').using('gin', t.childSkus),
    index('catalog_products_search_idx').using('gin', t.storeId, t.searchVector),
    index('catalog_products_price_valid_idx').on(t.priceValidUntil),
  ],
);

/**
 * The product documents themselves, apart from the narrow rows listings scan: a filter over ten
 * thousand products then reads small rows, and only the page's documents are fetched.
 */
export const catalogProductDocs = pgTable(
  'catalog_product_docs',
  {
    storeId: smallint('store_id').notNull(),
    productId: integer('product_id').notNull(),
    doc: jsonb('doc').notNull(),
    /** The document's card fields only (catalog/card.ts), generated from it (migration 0029). */
    card: jsonb('card').generatedAlwaysAs(sql.raw(productCardExpression())),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

/**
 * The read model's change log (migration 0043): one row per indexer run, in its transaction, with
 * the product ids it rewrote (null: every product). The search index each shop process keeps in
 * memory follows it by transaction id.
 */
export const catalogIndexChanges = pgTable(
  'catalog_index_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    productIds: integer('product_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_index_changes_xid_idx').on(t.xid)],
);

/** The newest transaction whose change rows were removed (one row). */
export const catalogIndexPruned = pgTable(
  'catalog_index_pruned',
  {
    id: smallint('id').primaryKey().default(1),
    throughXid: bigint('through_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_index_pruned_one_row', sql`${t.id} = 1`)],
);

export const catalogCategories = pgTable(
  'catalog_categories',
  {
    storeId: smallint('store_id').notNull(),
    categoryId: integer('category_id').notNull(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull(),
    includeInMenu: boolean('include_in_menu').notNull(),
    productCount: integer('product_count').notNull(),
    urlPath: text('url_path').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    doc: jsonb('doc').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.categoryId] }),
    index('catalog_categories_parent_idx').on(t.storeId, t.parentId),
  ],
);

/**
 * Every word indexed for search per store view, to correct typos in query terms (looked up by
 * first letter and length) and to find the compounds a query word is the last part of (looked up
 * by the last four letters, migration 0039).
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    storeId: smallint('store_id').notNull(),
    word: text('word').notNull(),
    frequency: integer('frequency').notNull(),
    /** First letter, to look up candidates of similar length and the same start quickly. */
    initial: text('initial').notNull(),
    length: smallint('length').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    index('search_lexicon_lookup_idx').on(t.storeId, t.initial, t.length),
    index('search_lexicon_ending_idx').on(t.storeId, sql`right(${t.word}, 4)`),
  ],
);

/** Key/value facts about the database itself (seed version, catalogue size). */
export const shopMeta = pgTable('shop_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each periodic job (a sweep on a timer) is next due: the one process whose update moves
 * `due_at` on takes that turn, so several processes on one database run a turn once.
 */
export const periodicJobTurns = pgTable('periodic_job_turns', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- customers and carts

/** An address of a customer's address book; street holds street, house number and affix. */
export interface CustomerAddress {
  id: number;
  firstname: string;
  lastname: string;
  middlename?: string | null;
  company?: string | null;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region?: string | null;
  telephone?: string | null;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/**
 * Shop customers (the carts' owners and the accounts). E-mail is
 * stored trimmed and lower case. A deleted account keeps its row (orders may point at it) with
 * every personal field emptied and `deleted_at` set. The back office's search by the start of
 * the e-mail address, first or last name reads prefix indexes of each in lower case (migration
 * 0034, `text_pattern_ops`, which drizzle's schema cannot state).
 */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  groupId: integer('group_id').notNull().default(1),
  passwordHash: text('password_hash'),
  /**
   * An account an e-mail-only checkout made: nobody has yet shown that they read its mailbox (a
   * mailed login code or reset link). Until then no password can be set in it, and the first such
   * proof ends every other session of it.
   */
  unclaimed: boolean('unclaimed').notNull().default(false),
  /**
   * When the owner proved that `email` is theirs (a mailed link or code reached them); null while
   * unconfirmed. Nothing is linked to an account by its address (till receipts, the newsletter)
   * before then.
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** A new address the customer asked for: it replaces `email` once confirmed by its link. */
  pendingEmail: text('pending_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Store view the account was made in: its mails use that view's language. */
  storeCode: text('store_code').notNull().default('nl'),
  addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
  pushNotificationToken: text('push_notification_token'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * One login of a customer (a device). Access tokens name their session (`sid`); a revoked
 * session makes its access tokens fail at once. Ends after `expires_at` (the refresh lifetime).
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh uses one up and makes the next one of
 * the same session; presenting a used one again revokes the whole session (token theft).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Short-lived secrets mailed to a customer: password reset tokens (id = SHA-256 of the token)
 * and one-time login codes (id = the public challenge id, code_hash = SHA-256 of id and code).
 * Each works once, until `expires_at`, and a code dies after too many wrong tries.
 */
export const customerChallenges = pgTable(
  'customer_challenges',
  {
    id: text('id').primaryKey(),
    kind: text('kind')
      .notNull()
      .$type<'reset_password' | 'one_time_password' | 'confirm_email' | 'undo_email_change'>(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    /**
     * The address a link is about: the one a confirmation link confirms, the one an undo link
     * restores; null for the other kinds.
     */
    email: text('email'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_challenges_customer_idx').on(t.customerId, t.kind),
    check(
      'customer_challenges_kind_check',
      sql`${t.kind} IN ('reset_password', 'one_time_password', 'confirm_email', 'undo_email_change')`,
    ),
  ],
);

/**
 * Mails waiting to be sent (the outbox): written in the same transaction as what they report
 * (an order, an account, a login code, a reset link) and sent after its commit, with retries.
 * A sender claims a row by setting `locked_until` (a lease: a sender that dies frees it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The mail's variable parts (AccountMail without its kind). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    storeCode: text('store_code').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().$type<'pending' | 'sent' | 'failed'>().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/** Newsletter subscriptions by e-mail, of guests and customers alike. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    storeCode: text('store_code').notNull().default('nl'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'pending' until the address's owner follows the confirmation link (double opt-in), then
     * 'active': only an active subscription receives the newsletter and its sign-up coupon.
     */
    status: text('status').notNull().$type<'pending' | 'active'>().default('active'),
    /** The nonce the newest confirmation link carries: a resent link replaces the older one. */
    confirmNonce: text('confirm_nonce'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_subscriptions_status_check', sql`${t.status} IN ('pending', 'active')`),
  ],
);

/**
 * A customer's wishlist: one row per chosen product (a configurable's chosen child, or the
 * product itself). Products are referenced by id and sku, not by key, as cart lines are: the
 * catalogue can be re-imported under the list, and an entry whose product is gone is left out
 * of the answers.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    itemId: serial('item_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** The product's own sku (a configurable's parent). */
    sku: text('sku').notNull(),
    /** The chosen child of a configurable product, '' when none was chosen. */
    childSku: text('child_sku').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A product (or chosen child) is on a customer's list once, also under concurrent adds.
    uniqueIndex('wishlist_items_identity_idx').on(t.customerId, t.sku, t.childSku),
  ],
);

/** A shipping or billing address as the checkout sends it (countryId or country_id). */
export type CartAddress = Record<string, unknown> & { countryId?: string; country_id?: string };

/**
 * Carts of guests and customers. The id is an opaque random string (128+ bits): holding it is
 * what gives a guest access. A customer's cart is only reachable with that customer's token.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethod: text('payment_method'),
    paymentAdditionalData: jsonb('payment_additional_data').$type<string[]>(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active cart per customer and store view: concurrent creates find the same one.
    uniqueIndex('carts_customer_active_idx')
      .on(t.customerId, t.storeCode)
      .where(sql`${t.active} AND ${t.customerId} IS NOT NULL`),
  ],
);

/** Lines of a cart: one per (child) sku and option identity. Prices are never stored here. */
export const cartItems = pgTable(
  'cart_items',
  {
    itemId: serial('item_id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The child sku for configurable products, else the product's sku. */
    sku: text('sku').notNull(),
    parentSku: text('parent_sku').notNull(),
    productType: text('product_type').notNull(),
    qty: integer('qty').notNull(),
    productOption: jsonb('product_option'),
    /** Canonical text of the bundle and custom options ('' when none): the line identity. */
    optionsChecksum: text('options_checksum').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_identity_idx').on(t.cartId, t.sku, t.optionsChecksum),
    check('cart_items_qty_check', sql`${t.qty} > 0 AND ${t.qty} <= 10000`),
  ],
);

/** Coupons: percentage, fixed amount (cents incl. tax) or free shipping. */
export const salesRules = pgTable(
  'sales_rules',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull().$type<'percent' | 'fixed' | 'free_shipping'>(),
    /** Whole percent for 'percent', cents for 'fixed'. */
    amount: integer('amount').notNull().default(0),
    /** Cents incl. tax the subtotal must reach. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A personal coupon (the newsletter's sign-up coupon) applies only to orders of this
     * e-mail address; null: anyone's. One personal coupon per address.
     */
    email: text('email'),
  },
  (t) => [
    uniqueIndex('sales_rules_email_idx').on(t.email).where(sql`${t.email} IS NOT NULL`),
    check('sales_rules_kind_check', sql`${t.kind} IN ('percent', 'fixed', 'free_shipping')`),
    check('sales_rules_amount_check', sql`${t.amount} >= 0`),
  ],
);

// ---------------------------------------------------------------- orders

/** Order numbers (increment_id): one sequence for all store views, prefixed per view. */
export const orderNumberSeq = pgSequence('order_number_seq');

/**
 * Placed orders. `order_id` is the id the storefront generates (the offline queue replays it):
 * its unique index makes placing an order idempotent. Money is integer cents as computed by the
 * server from the catalogue; `totals` keeps the full totals answer of the moment of ordering.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    incrementId: text('increment_id').notNull().unique(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    cartId: text('cart_id'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    shippingInclTax: integer('shipping_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /**
     * What credits applied to the order (gift cards) paid of its grand total (cents, see
     * order_credits): the payment method pays grand_total minus this.
     */
    creditsAmount: integer('credits_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethod: text('payment_method').notNull(),
    paymentAdditionalData: jsonb('payment_additional_data'),
    /**
     * Where the money stands: 'pending' (not paid yet: a provider payment under way, a transfer,
     * cash on delivery), 'paid', 'canceled', 'failed' or 'not_required' (nothing to pay).
     */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /**
     * A random token naming the order in return-page URLs (`order_hash`): it shows the order's
     * status to whoever holds it, as the order number alone must not.
     */
    orderHash: text('order_hash')
      .notNull()
      .default(
        sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`,
      ),
    /** The store of an in-store pick-up (carrier instorepickup, method maven). */
    pickupLocationCode: text('pickup_location_code'),
    /** Units taken from stock per sku when the order was placed; given back if it is canceled. */
    stockTaken: jsonb('stock_taken').$type<Record<string, number>>(),
    /**
     * What was paid back of the order so far (cents: money through the provider and credits
     * given back), the sum of its finished refunds (order_refunds).
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The parcel of a shipped order as the back office reported it; null before it shipped. */
    shipment: jsonb('shipment').$type<{
      carrier: string;
      trackingNumber: string;
      trackingUrl: string;
    }>(),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>().notNull(),
    totals: jsonb('totals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_id_idx').on(t.orderId),
    uniqueIndex('orders_order_hash_idx').on(t.orderHash),
    index('orders_customer_idx').on(t.customerId, t.id),
    // The back office's dashboard: today's orders, and the orders still waiting (migration 0030).
    index('orders_created_idx').on(t.createdAt),
    index('orders_waiting_status_idx')
      .on(t.status)
      .where(sql`${t.status} NOT IN ('Order Shipped', 'Completed', 'Refunded', 'canceled')`),
    // The back office's order list (migration 0026 adds its indexes: per filter by date, and
    // prefix indexes of the order number, the e-mail address and the billing name).
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} IN ('pending', 'paid', 'canceled', 'failed', 'not_required', 'refunded')`,
    ),
  ],
);

/** The lines of an order with the prices (cents) they were sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku').notNull(),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    qty: integer('qty').notNull(),
    productOption: jsonb('product_option'),
    price: integer('price').notNull(),
    priceInclTax: integer('price_incl_tax').notNull(),
    rowTotal: integer('row_total').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 2 }).notNull(),
    discountAmount: integer('discount_amount').notNull(),
    /**
     * The product's brand as the order's store view named it, and the names of its deepest
     * category path (top first, at most 6), kept for the purchase event's items; null on lines
     * of orders placed before they were kept (and a brand null for a product without one).
     */
    brand: text('brand'),
    categoryPath: text('category_path').array(),
    /**
     * A gift card line: its recipient as the shopper wrote it ({recipient_name, recipient_email,
     * message}, empty texts when it asks for none); null for any other line. One gift card per
     * unit is issued from it once the order is paid.
     */
    giftCard: jsonb('gift_card').$type<{
      recipient_name: string;
      recipient_email: string;
      message: string;
    }>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_check', sql`${t.qty} > 0`),
  ],
);

/**
 * Money an operator paid back of an order: in full or for some units of its lines, through the
 * payment provider's refund and, for a full refund, the gift cards and points that paid it.
 * `request_key` is the caller's key of the attempt: a retried call finds its refund instead of
 * paying twice. At most one refund of an order is pending (under way at the provider) at a time.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    kind: text('kind').notNull().$type<'full' | 'lines'>(),
    returnId: integer('return_id'),
    /** The units refunded per order line: [{orderItemId, qty, amount}] (amount in cents). */
    lines: jsonb('lines').notNull().$type<{ orderItemId: number; qty: number; amount: number }[]>(),
    amount: integer('amount').notNull(),
    providerAmount: integer('provider_amount').notNull(),
    creditsAmount: integer('credits_amount').notNull(),
    paymentId: integer('payment_id'),
    transactionKey: text('transaction_key'),
    state: text('state').notNull().$type<'pending' | 'done' | 'refused'>(),
    /** Why the provider refused it (its own words), for the operator. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_request_idx').on(t.orderId, t.requestKey),
    uniqueIndex('order_refunds_pending_idx').on(t.orderId).where(sql`${t.state} = 'pending'`),
  ],
);

// ---------------------------------------------------------------- payments

/**
 * Payment transactions at the payment provider (Buckaroo, or the built-in test provider that
 * speaks its protocol). An order may have several (a canceled attempt, then a new one); at most
 * one is pending at a time. `transaction_key` is the provider's key, by which pushes find it.
 * The status changes only through the provider's signed push (or its status call), once:
 * pending → paid, canceled, failed or rejected.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().$type<'test' | 'buckaroo'>(),
    /** The shop's payment method code, e.g. buckaroo_magento2_ideal. */
    method: text('method').notNull(),
    /** The provider's service, e.g. ideal. */
    serviceCode: text('service_code').notNull(),
    issuer: text('issuer'),
    transactionKey: text('transaction_key'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .notNull()
      .$type<'pending' | 'paid' | 'canceled' | 'failed' | 'rejected'>(),
    /** The provider's last status code (190 success, 490–492 failed, 690 rejected, 79x pending, 89x canceled). */
    statusCode: integer('status_code'),
    redirectUrl: text('redirect_url'),
    /** What the shopper needs to finish the payment without a redirect (transfer: IBAN, reference). */
    instructions: jsonb('instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_transaction_key_idx').on(t.transactionKey),
    index('payments_order_idx').on(t.orderId),
    // At most one payment of an order under way: a retried start finds the running one.
    uniqueIndex('payments_order_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
    check(
      'payments_status_check',
      sql`${t.status} IN ('pending', 'paid', 'canceled', 'failed', 'rejected')`,
    ),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The provider's signed pushes as they arrived (after their signature was checked): the
 * transaction, its status code and what the shop made of it, for the back office's order detail.
 */
export const paymentPushes = pgTable(
  'payment_pushes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionKey: text('transaction_key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code').notNull(),
    verdict: text('verdict').notNull().$type<'applied' | 'unknown' | 'mismatch'>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_pushes_order_idx').on(t.orderId, t.id)],
);

/**
 * The built-in test payment provider's own transactions (it is a separate service in spirit:
 * the shop reaches it only through the Buckaroo protocol). Kept in the shop's database so that
 * every process of the shop serves its pages.
 */
export const testPaymentTransactions = pgTable('test_payment_transactions', {
  key: text('key').primaryKey(),
  websiteKey: text('website_key').notNull(),
  serviceCode: text('service_code').notNull(),
  invoice: text('invoice').notNull(),
  description: text('description').notNull().default(''),
  /** Cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  culture: text('culture').notNull().default('nl-NL'),
  issuer: text('issuer'),
  statusCode: integer('status_code').notNull(),
  returnUrl: text('return_url').notNull(),
  returnUrlCancel: text('return_url_cancel').notNull(),
  returnUrlError: text('return_url_error').notNull(),
  returnUrlReject: text('return_url_reject').notNull(),
  pushUrl: text('push_url').notNull(),
  /** A refund (AmountCredit): the key of the payment it pays back; null for a payment. */
  originalKey: text('original_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- stores

/** Opening hours of a store: ISO weekday (1 = Monday) to 'HH:mm-HH:mm', absent when closed. */
export type OpeningHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>>;

/** Physical stores: the store locator's entries and, when marked, pick-up locations. */
export const stores = pgTable(
  'stores',
  {
    /** The pickup_location_code, e.g. 'utrecht'. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: text('country_id').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isPickupLocation: boolean('is_pickup_location').notNull().default(true),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('stores_country_idx').on(t.countryId)],
);

/** What a store holds of a sku (its shelf stock; web orders take from stock_items). */
export const storeStock = pgTable(
  'store_stock',
  {
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.sku] }),
    index('store_stock_sku_idx').on(t.sku),
    check('store_stock_qty_check', sql`${t.qty} >= 0`),
  ],
);

// ---------------------------------------------------------------- store purchases
/**
 * Purchases at a store's till, imported from the till's receipts. `receipt_id` is the till's own
 * id: its unique index makes the import idempotent, and `receipt_hash` (SHA-256 of the receipt
 * as imported) tells a repeat from a different receipt under the same id. The customer is the
 * one whose account had the receipt's e-mail address at import (null: no account). Money is
 * integer cents incl. tax, as the till charged it.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    receiptId: text('receipt_id').notNull(),
    receiptHash: text('receipt_hash').notNull(),
    /** The store's code; no foreign key: a purchase outlives a store's row (a catalogue reset). */
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_receipt_idx').on(t.receiptId),
    index('store_orders_customer_idx').on(t.customerId, t.purchasedAt),
    index('store_orders_unlinked_email_idx')
      .on(t.customerEmail)
      .where(sql`${t.customerId} IS NULL`),
  ],
);

/** The lines of a store purchase, at the prices (cents) the till charged. */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: serial('id').primaryKey(),
    storeOrderId: integer('store_order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    price: integer('price').notNull(),
    priceInclTax: integer('price_incl_tax').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    rowTotal: integer('row_total').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    index('store_order_items_order_idx').on(t.storeOrderId),
    check('store_order_items_qty_check', sql`${t.qty} > 0`),
  ],
);

// ---------------------------------------------------------------- Dutch addresses
/**
 * Dutch street ranges (PostNL's shape): at a six-character postcode, the house numbers of one
 * side (parity 1 odd, 0 even) from `from_number` to `to_number` lie on `street` in `city`.
 * Compacted from the address register by the import (packages/core nl-street-ranges.ts); the
 * checkout fills street and town from it. The key serves the lookup of postcode and number.
 */
export const nlStreetRanges = pgTable(
  'nl_street_ranges',
  {
    /** '1234AB': four digits and two capitals, no space. */
    postcode: text('postcode').notNull(),
    parity: smallint('parity').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postcode, t.parity, t.fromNumber] }),
    check('nl_street_ranges_postcode_check', sql`${t.postcode} ~ '^[1-9][0-9]{3}[A-Z]{2}$'`),
    check(
      'nl_street_ranges_numbers_check',
      sql`${t.parity} IN (0, 1) AND ${t.fromNumber} >= 1 AND ${t.fromNumber} <= ${t.toNumber} AND ${t.fromNumber} % 2 = ${t.parity} AND ${t.toNumber} % 2 = ${t.parity}`,
    ),
  ],
);

// ---------------------------------------------------------------- birth lists

/**
 * A customer's birth list (gift registry). Visitors find it by its `url_key`, which is unique
 * across all store views (the availability check names no store view, and a shared link must
 * name one list whatever the language it is opened in); a key stays taken after the list is
 * marked inactive, so an old link never shows another family's list. A customer has at most one
 * active list.
 */
export const birthLists = pgTable(
  'birth_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The store view the list was made in (its link base and the language of its page). */
    storeCode: text('store_code').notNull(),
    /** The parents' chosen name(s), as the public page shows them. */
    displayName: text('display_name').notNull(),
    message: text('message').notNull().default(''),
    /** The expected date of birth (a calendar date). */
    expectedDate: text('expected_date').notNull(),
    urlKey: text('url_key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('birth_lists_url_key_idx').on(t.urlKey),
    uniqueIndex('birth_lists_customer_active_idx').on(t.customerId).where(sql`${t.active}`),
    index('birth_lists_customer_idx').on(t.customerId, t.id),
    check('birth_lists_url_key_check', sql`${t.urlKey} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * A product on a birth list: the sku and options as the parents chose them, the child sku they
 * resolve to (a gift is counted only for that sku), how many are wanted and how many were bought.
 * One item per line sku and option identity; adding it again raises the wanted quantity.
 */
export const birthListItems = pgTable(
  'birth_list_items',
  {
    id: serial('id').primaryKey(),
    birthListId: integer('birth_list_id')
      .notNull()
      .references(() => birthLists.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The sku a cart line of this item has (a configurable product's child). */
    lineSku: text('line_sku').notNull(),
    productOption: jsonb('product_option'),
    /** Canonical text of the chosen options ('' when none): the item's identity on its list. */
    optionsChecksum: text('options_checksum').notNull().default(''),
    qtyWanted: integer('qty_wanted').notNull().default(1),
    /** Units bought by visitors (orders placed and not canceled); never above qty_wanted. */
    qtyBought: integer('qty_bought').notNull().default(0),
    favorite: boolean('favorite').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('birth_list_items_identity_idx').on(t.birthListId, t.lineSku, t.optionsChecksum),
    check(
      'birth_list_items_qty_check',
      sql`${t.qtyWanted} >= 1 AND ${t.qtyWanted} <= 10000 AND ${t.qtyBought} >= 0 AND ${t.qtyBought} <= ${t.qtyWanted}`,
    ),
  ],
);

/** A money contribution towards a larger gift on a birth list (cents). */
export const birthListDonationItems = pgTable(
  'birth_list_donation_items',
  {
    id: serial('id').primaryKey(),
    birthListId: integer('birth_list_id')
      .notNull()
      .references(() => birthLists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    targetAmount: integer('target_amount').notNull(),
    contributedAmount: integer('contributed_amount').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('birth_list_donation_items_list_idx').on(t.birthListId),
    check(
      'birth_list_donation_items_amount_check',
      sql`${t.targetAmount} >= 1 AND ${t.contributedAmount} >= 0`,
    ),
  ],
);

/**
 * A gift bought from a birth list: an order line and the list item it counts for. Written in
 * the order's transaction, with the stock; `released_at` is set when the order is canceled
 * without money and its units went back to the item, so they go back once.
 */
export const birthListPurchases = pgTable(
  'birth_list_purchases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null once the parents removed the item from their list. */
    birthListItemId: integer('birth_list_item_id').references(() => birthListItems.id, {
      onDelete: 'set null',
    }),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('birth_list_purchases_order_item_idx').on(t.orderItemId),
    index('birth_list_purchases_order_idx').on(t.orderId),
    check('birth_list_purchases_qty_check', sql`${t.qty} > 0`),
  ],
);

/**
 * A contribution to a donation item: a gift card order line whose amount (cents, what the giver
 * paid for the line) counts towards the item. Written in the order's transaction; `released_at`
 * is set when the order is canceled without money and the amount left the item again, so it
 * leaves once.
 */
export const birthListContributions = pgTable(
  'birth_list_contributions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null once the parents removed the donation item (only one without contributions can go). */
    donationItemId: integer('donation_item_id').references(() => birthListDonationItems.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('birth_list_contributions_order_item_idx').on(t.orderItemId),
    index('birth_list_contributions_order_idx').on(t.orderId),
    index('birth_list_contributions_donation_idx').on(t.donationItemId),
    check('birth_list_contributions_amount_check', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------- content

/**
 * Content stories (secondary-areas §2 content pages, §3 story content): pages, blog articles and
 * the theme config of each store view, in Storyblok's delivery format. In the embedded mode this
 * is the content store itself (ids assigned by it); with a Storyblok space it mirrors the
 * space's published stories (Storyblok's ids). `content` is the published version (NULL: not
 * published), `draft_content` the newest saved one; `full_slug` has no leading or trailing '/'.
 */
export const contentStories = pgTable(
  'content_stories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull(),
    lang: text('lang').notNull().default('default'),
    /** Translations of one page share it (Storyblok's group_id). */
    groupId: text('group_id'),
    tagList: text('tag_list').array().notNull().default(sql`'{}'::text[]`),
    /** The root component of the content: page, blog_article, theme. */
    contentType: text('content_type').notNull(),
    content: jsonb('content'),
    draftContent: jsonb('draft_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_stories_uuid_idx').on(t.uuid),
    uniqueIndex('content_stories_full_slug_idx').on(t.fullSlug),
    index('content_stories_group_idx').on(t.groupId),
    index('content_stories_type_idx').on(t.contentType, t.firstPublishedAt),
    check(
      'content_stories_full_slug_check',
      sql`${t.fullSlug} <> '' AND left(${t.fullSlug}, 1) <> '/' AND right(${t.fullSlug}, 1) <> '/'`,
    ),
  ],
);
// ---------------------------------------------------------------- forms

/**
 * A form a shopper sent that the shop passes on to another system (the pregnancy box: the form
 * endpoint of the mailing platform). `submission_id` is the browser's id of one filled form, so
 * a retry never makes a second row. A pending row is forwarded by the retry step when due
 * (`next_attempt_at`), under a lease (`locked_until`) so two processes never forward it twice;
 * refused: the endpoint said no; failed: given up after the attempts.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    submissionId: uuid('submission_id').notNull(),
    storeCode: text('store_code').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .notNull()
      .$type<'pending' | 'forwarded' | 'refused' | 'failed'>()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('form_submissions_submission_idx').on(t.submissionId),
    index('form_submissions_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check(
      'form_submissions_status_check',
      sql`${t.status} IN ('pending', 'forwarded', 'refused', 'failed')`,
    ),
  ],
);

/** The contact form's tokens that were used (each works once), kept until they expire. */
export const contactTokensUsed = pgTable(
  'contact_tokens_used',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_tokens_used_expires_idx').on(t.expiresAt)],
);

/**
 * A customer's reward points balance: the sum of their ledger entries, kept in one row so that a
 * spend can take points with one conditional update (or under this row's lock) and the balance
 * can never go below zero, whatever runs at the same time.
 */
export const rewardBalances = pgTable(
  'reward_balances',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reward_balances_points_check', sql`${t.points} >= 0`)],
);

/**
 * The reward points ledger: every change of a customer's points is one entry (earned for an
 * order, taken back for a canceled one, spent on an order, given back, expired or adjusted), with
 * signed points. Each reason happens once per reference (e.g. `order:17`): a repeated notice or
 * retry finds its entry and changes nothing.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason')
      .notNull()
      .$type<'earned' | 'taken_back' | 'spent' | 'given_back' | 'expired' | 'adjusted'>(),
    /** What the change is for, unique per reason: `order:{id}` for an order's points. */
    reference: text('reference').notNull(),
    /** The order the entry is about (its number is shown in the history). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderIncrementId: text('order_increment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_entries_reason_reference_idx').on(t.reason, t.reference),
    index('reward_entries_customer_idx').on(t.customerId, t.id),
    check('reward_entries_points_check', sql`${t.points} <> 0`),
    check(
      'reward_entries_reason_check',
      sql`${t.reason} IN ('earned', 'taken_back', 'spent', 'given_back', 'expired', 'adjusted')`,
    ),
  ],
);

/**
 * The points a customer chose to spend on a cart (POST rewards apply): only the intent; the
 * points are taken from the balance when the order is placed.
 */
export const rewardCartPoints = pgTable(
  'reward_cart_points',
  {
    cartId: text('cart_id')
      .primaryKey()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reward_cart_points_points_check', sql`${t.points} > 0`)],
);

// ---------------------------------------------------------------- gift cards

/**
 * Gift cards issued for paid gift card lines (one per unit): the value bought, what is left of it
 * and until when it can be spent. The code itself is never stored (decision 56): `code_hash` is
 * the HMAC-SHA256 of its normalised form (upper case, no separators) under the shop's gift card
 * key, the one way a card is found; `code_last4` shows it masked. The unique (order_item_id,
 * unit) lets a repeated paid notice issue nothing a second time.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /**
     * A code stored in plain text before codes were hashed: the API hashes it at start and
     * empties this column (migration 0022). Nothing writes it any more.
     */
    plainCode: text('code'),
    codeHash: text('code_hash'),
    codeLast4: text('code_last4'),
    initialValue: integer('initial_value').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    /** Which unit of its order line (0 .. qty-1). */
    unit: integer('unit').notNull().default(0),
    storeCode: text('store_code').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Blocked by customer service (a lost or stolen card): it pays nothing until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_idx').on(t.codeHash),
    uniqueIndex('gift_cards_order_item_unit_idx').on(t.orderItemId, t.unit),
    check('gift_cards_balance_check', sql`${t.balance} >= 0 AND ${t.balance} <= ${t.initialValue}`),
    // A card is hashed, or waits as an old plain code for the API to hash it: never neither.
    check(
      'gift_cards_code_check',
      sql`(${t.codeHash} IS NOT NULL AND ${t.codeLast4} IS NOT NULL) OR ${t.plainCode} IS NOT NULL`,
    ),
  ],
);

/**
 * The gift cards applied to a cart, in the order applied (position). seen_balance is the
 * card's balance when it was applied: an order finding less asks the shopper to review the cart.
 */
export const cartGiftCards = pgTable(
  'cart_gift_cards',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    position: serial('position').notNull(),
    seenBalance: integer('seen_balance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] })],
);

/**
 * What each credit paid of an order (today gift cards; the kind names the credit). Released
 * (released_at set) once, when the order is canceled without money: the amount went back.
 */
export const orderCredits = pgTable(
  'order_credits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_credits_order_idx').on(t.orderId),
    check('order_credits_amount_check', sql`${t.amount} > 0`),
    check('order_credits_kind_check', sql`${t.kind} IN ('giftcard')`),
  ],
);

/**
 * Product reviews (secondary-areas §3): written in a store view, shown there once approved
 * (review_status 1; 2 pending, 3 rejected), newest first. A logged-in customer writes one review
 * a product; `verified` says they had bought it (a paid order held it or one of its children).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: smallint('store_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    rating: smallint('rating').notNull(),
    reviewStatus: smallint('review_status').notNull().default(2),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.storeId, t.reviewStatus, t.createdAt),
    uniqueIndex('reviews_customer_product_idx')
      .on(t.customerId, t.productId)
      .where(sql`${t.customerId} IS NOT NULL`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', sql`${t.reviewStatus} IN (1, 2, 3)`),
  ],
);

// ---------------------------------------------------------------- returns

/** Return numbers (R + store view + nine digits): one sequence for all store views. */
export const returnNumberSeq = pgSequence('return_number_seq');

/**
 * A return a shopper announced for some lines of a web order: its number (for the parcel), the
 * reason from the form's list and their own words, and where the shop stands with it
 * (announced, received, refunded or rejected; each change is an order_return_events row).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    returnNumber: text('return_number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, as the return's mail and the operator read it. */
    orderNumber: text('order_number').notNull(),
    storeCode: text('store_code').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    state: text('state').notNull().default('announced'),
    /** Why the operator rejected it (shown to the operator; null unless rejected). */
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_returns_number_idx').on(t.returnNumber),
    index('order_returns_order_idx').on(t.orderId),
    check(
      'order_returns_state_check',
      sql`${t.state} IN ('announced', 'received', 'refunded', 'rejected')`,
    ),
  ],
);

/** The units of an order line a return sends back, with the line's sku and name as ordered. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    uniqueIndex('order_return_lines_item_idx').on(t.returnId, t.orderItemId),
    index('order_return_lines_order_item_idx').on(t.orderItemId),
    check('order_return_lines_qty_check', sql`${t.qty} > 0`),
  ],
);

/** Every state a return took, with its time: the announcement first. */
export const orderReturnEvents = pgTable(
  'order_return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_return_events_return_idx').on(t.returnId, t.id)],
);

// ---------------------------------------------------------------- operators

/** The retailer's staff: roles, a password and a second factor (TOTP) each (decision 69). */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, encrypted (AES-256-GCM) under the shop's operator secret key. */
    totpSecret: text('totp_secret').notNull(),
    /** The last time step a code was accepted for: a code of that step or before is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    roles: text('roles').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Operator sessions, by the SHA-256 of their opaque token: `second_factor` between the password
 * and the code (short-lived), `signed_in` after it.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage').$type<'second_factor' | 'signed_in'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Keys of systems and tools (store tills, review moderation), by the SHA-256 of the key, one
 * role each. `setting` keys mirror the environment's *_OPERATOR_KEY settings at every start.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull(),
    role: text('role').notNull(),
    source: text('source').$type<'setting' | 'made'>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_keys_label_idx').on(t.label),
    index('operator_keys_hash_idx').on(t.keyHash),
  ],
);

/** Every change an operator or an operator key made: who, when, what, before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorKeyId: integer('operator_key_id').references(() => operatorKeys.id, {
      onDelete: 'set null',
    }),
    /** The operator's e-mail address or the key's label when the change was made. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at, t.id),
    index('operator_audit_entity_idx').on(t.entityType, t.entityId),
  ],
);

// ---------------------------------------------------------------- catalogue import

/**
 * One catalogue import (decision 74): its file, its state as it moves on (received, validating,
 * applying, indexing, then done, rejected or failed) and its counts, which the back office polls.
 */
export const catalogImportJobs = pgTable(
  'catalog_import_jobs',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    fileSha256: text('file_sha256'),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull(),
    columns: jsonb('columns').$type<string[]>(),
    ignoredColumns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    rowsApplied: integer('rows_applied').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    indexed: integer('indexed').notNull().default(0),
    imagesStored: integer('images_stored').notNull().default(0),
    failure: text('failure'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalog_import_jobs_created_idx').on(t.createdAt, t.id)],
);

/** The rows an import rejected: the line, the problems by field and the row as it was read. */
export const catalogImportRejects = pgTable(
  'catalog_import_rejects',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => catalogImportJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku'),
    problems: jsonb('problems').notNull(),
    fields: jsonb('fields'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.line] })],
);
