/**
 * The birth list calls under /api/ext/birthlist: the customer's own list, its items and donation
 * items (each with the customer's token), the url check, add-all-to-cart, the statistics, and
 * the public read of a list by its url key (no token; only what a visitor may see), and moving
 * the caller's cart's products to their wishlist.
 */
import { z } from 'zod';
import { ProductOptionInput } from './cart.ts';
import { envelope } from './envelope.ts';
import { RowId } from './numbers.ts';
import { WishlistItem } from './wishlist.ts';

/** Largest wanted quantity of one item (as a cart line). */
export const BIRTHLIST_MAX_QTY = 10_000;
/** Largest target of a donation item: 100.000 euros, in cents. */
export const BIRTHLIST_MAX_DONATION_CENTS = 10_000_000;

/** An id in a path or body: a number or a string of digits. */
const IdParam = z
  .union([RowId, z.string().regex(/^\d{1,9}$/)], { error: 'must be a positive whole number' })
  .transform(Number)
  .pipe(RowId);

const Text = (max: number) => z.string().trim().max(max);

/** Every call with the customer's token (?token= or Bearer) and the store view. */
export const BirthListQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

/** add-all-products-to-cart also names the caller's cart, as the cart calls do. */
export const BirthListCartQuery = BirthListQuery.extend({
  cartId: z.string().trim().min(1).max(100),
});

export const BirthListIdParams = z.object({ id: IdParam });
export const BirthListUserParams = z.object({ userId: IdParam });
export const BirthListItemParams = z.object({ itemId: IdParam });
export const BirthListListParams = z.object({ birthlistId: IdParam });
export const BirthListDonationParams = z.object({ donationItemId: IdParam });
export const BirthListUrlParams = z.object({ url: z.string().max(200) });
export const BirthListPublicParams = z.object({
  storeCode: z.string().max(20),
  urlKey: z.string().max(200),
});

/** A calendar date 'YYYY-MM-DD' (the expected date of birth). */
const CalendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

const birthListFields = {
  /** The parents' name(s) as the list's page shows them. */
  display_name: Text(100).min(1),
  message: Text(2000).optional(),
  expected_date: CalendarDate,
  url_key: z.string().max(200),
};

export const BirthListCreateBody = z.object({
  birthlist: z.strictObject(birthListFields),
});
export type BirthListCreateBody = z.infer<typeof BirthListCreateBody>;

export const BirthListUpdateBody = z.object({
  birthlist: z.strictObject(birthListFields).partial(),
});
export type BirthListUpdateBody = z.infer<typeof BirthListUpdateBody>;

const Qty = z.number().int().min(1).max(BIRTHLIST_MAX_QTY);

export const BirthListItemCreateBody = z.object({
  productItem: z.strictObject({
    birthlist_id: IdParam,
    sku: Text(200).min(1),
    product_option: ProductOptionInput.nullish(),
    qty: Qty.optional(),
    is_favorite: z.boolean().optional(),
  }),
});
export type BirthListItemCreateBody = z.infer<typeof BirthListItemCreateBody>;

export const BirthListItemUpdateBody = z.object({
  item: z.strictObject({
    qty: Qty.optional(),
    is_favorite: z.boolean().optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
});
export type BirthListItemUpdateBody = z.infer<typeof BirthListItemUpdateBody>;

const Cents = z.number().int().min(1).max(BIRTHLIST_MAX_DONATION_CENTS);

export const BirthListDonationCreateBody = z.object({
  donationItem: z.strictObject({
    birthlist_id: IdParam,
    title: Text(200).min(1),
    /** In cents. */
    target_amount: Cents,
  }),
});
export type BirthListDonationCreateBody = z.infer<typeof BirthListDonationCreateBody>;

export const BirthListDonationUpdateBody = z.object({
  donationItem: z.strictObject({
    title: Text(200).min(1).optional(),
    target_amount: Cents.optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
});
export type BirthListDonationUpdateBody = z.infer<typeof BirthListDonationUpdateBody>;

export const BirthListAddAllBody = z.strictObject({
  birthListId: IdParam,
  /** Only these items (all of the list when absent). */
  itemIds: z.array(IdParam).max(200).optional(),
});
export type BirthListAddAllBody = z.infer<typeof BirthListAddAllBody>;

/** An item as its owner sees it. */
export const BirthListItem = z.object({
  birthlist_item_id: z.number(),
  birthlist_id: z.number(),
  sku: z.string(),
  product_option: z.unknown().nullable(),
  qty: z.number(),
  qty_bought: z.number(),
  qty_still_wanted: z.number(),
  is_favorite: z.boolean(),
  position: z.number(),
});
export type BirthListItem = z.infer<typeof BirthListItem>;

/** A donation item: amounts in cents. */
export const BirthListDonationItem = z.object({
  donation_item_id: z.number(),
  birthlist_id: z.number(),
  title: z.string(),
  target_amount: z.number(),
  contributed_amount: z.number(),
  position: z.number(),
});
export type BirthListDonationItem = z.infer<typeof BirthListDonationItem>;

/** A list as its owner sees it (is_active 0 means inactive). */
export const BirthList = z.object({
  entity_id: z.number(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  store_code: z.string(),
  display_name: z.string(),
  message: z.string(),
  expected_date: z.string(),
  url_key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  items: z.array(BirthListItem),
  donation_items: z.array(BirthListDonationItem),
});
export type BirthList = z.infer<typeof BirthList>;

/** One of the customer's lists, in the list of their lists. */
export const BirthListSummary = BirthList.omit({ items: true, donation_items: true });

/** An item as a visitor sees it: no bought count, only what is still wanted. */
export const PublicBirthListItem = z.object({
  birthlist_item_id: z.number(),
  sku: z.string(),
  product_option: z.unknown().nullable(),
  qty: z.number(),
  qty_still_wanted: z.number(),
  is_favorite: z.boolean(),
});

/** A list as a visitor sees it: nothing of its owner but the name they chose to show. */
export const PublicBirthList = z.object({
  url_key: z.string(),
  is_active: z.literal(1),
  display_name: z.string(),
  message: z.string(),
  expected_date: z.string(),
  items: z.array(PublicBirthListItem),
  donation_items: z.array(BirthListDonationItem.omit({ birthlist_id: true, position: true })),
});
export type PublicBirthList = z.infer<typeof PublicBirthList>;

export const BirthListStatistics = z.object({
  entity_id: z.number(),
  products: z.number(),
  items_wanted: z.number(),
  items_bought: z.number(),
  items_still_wanted: z.number(),
  donation_target: z.number(),
  contributed_amount: z.number(),
});

export const BirthListResponse = envelope(BirthList);
/** The customer's list by user id: null when they never made one (not an error: most have none). */
export const BirthListOfUserResponse = envelope(BirthList.nullable());
export const BirthListsResponse = envelope(z.array(BirthListSummary));
export const BirthListItemResponse = envelope(BirthListItem);
export const BirthListDonationResponse = envelope(BirthListDonationItem);
export const BirthListDonationsResponse = envelope(z.array(BirthListDonationItem));
export const PublicBirthListResponse = envelope(PublicBirthList);
export const BirthListStatisticsResponse = envelope(BirthListStatistics);
export const BirthListTrueResponse = envelope(z.literal(true));
/** The url check: 'success' only when the key is free (or the caller's own list has it). */
export const BirthListUrlCheckResponse = envelope(
  z.object({
    status: z.enum(['success', 'error']),
    message: z.string().optional(),
    key: z.string().optional(),
  }),
);
/** What add-all put in the cart: one line per item, with the still-wanted quantity. */
export const BirthListAddAllResponse = envelope(
  z.object({
    items: z.array(
      z.object({
        birthlist_item_id: z.number(),
        sku: z.string(),
        qty: z.number(),
        item_id: z.number(),
      }),
    ),
  }),
);

/**
 * transfer-cart-to-wishlist: the caller's wishlist after the move, the cart lines that moved
 * (removed from the cart) and the lines kept in the cart with why: a gift for a birth list item,
 * a contribution to a donation item, or a product that cannot be on a wishlist.
 */
export const BirthListTransferResponse = envelope(
  z.object({
    items: z.array(WishlistItem),
    moved: z.array(z.object({ item_id: z.number(), sku: z.string() })),
    kept: z.array(
      z.object({
        item_id: z.number(),
        sku: z.string(),
        reason: z.enum(['birthlist_gift', 'birthlist_contribution', 'unavailable']),
      }),
    ),
  }),
);
export type BirthListTransferResult = z.infer<typeof BirthListTransferResponse>['result'];
