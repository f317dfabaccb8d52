/**
 * The cart calls: queries, bodies and answers. Prices are never read from a request: only skus,
 * quantities, options and ids.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { RowId } from './numbers.ts';

/** Largest quantity of one line. */
export const CART_MAX_QTY = 10_000;

const QTY_MESSAGE = `qty must be a whole number from 1 to ${CART_MAX_QTY}`;

/** A quantity: an integer 1..10000, or a string of digits, which is read as that integer. */
export const CartQty = z
  .union([z.number(), z.string().regex(/^\s*\d{1,6}\s*$/, QTY_MESSAGE)], { error: QTY_MESSAGE })
  .transform((value) => (typeof value === 'string' ? Number(value.trim()) : value))
  .pipe(
    z
      .number({ error: QTY_MESSAGE })
      .int(QTY_MESSAGE)
      .min(1, QTY_MESSAGE)
      .max(CART_MAX_QTY, QTY_MESSAGE),
  );

/** A numeric id sent as a number or a string of digits. */
const NumericId = z
  .union([RowId, z.string().regex(/^\d{1,9}$/)], {
    error: 'must be a positive whole number',
  })
  .transform(Number);

const OptionId = z.union([z.number(), z.string().max(100)]);

export const ConfigurableItemOptionInput = z.object({
  option_id: OptionId,
  option_value: OptionId,
  label: z.string().max(200).optional(),
  value: z.string().max(200).optional(),
});

export const BundleOptionInput = z.object({
  option_id: OptionId,
  option_qty: z.union([z.number(), z.string().max(10)]).nullish(),
  option_selections: z.array(OptionId).max(50),
});

export const CustomOptionInput = z.object({
  option_id: OptionId,
  option_value: z.union([z.number(), z.string().max(500)]),
});

/** One option of a package as the shopper chose it (secondary-areas §3). */
export const PackageSelectionInput = z.object({
  option_id: OptionId,
  packages_parent_product: OptionId,
  selected_products: z.array(OptionId).max(10),
  super_attributes: z.record(z.string().max(20), OptionId).nullish(),
});

/** product_option as the storefront sends it; unknown keys are ignored. */
export const ProductOptionInput = z.object({
  extension_attributes: z
    .object({
      configurable_item_options: z.array(ConfigurableItemOptionInput).max(20).optional(),
      bundle_options: z
        .array(BundleOptionInput)
        .max(50)
        .optional()
        .describe(
          "A bundle's chosen parts, each option once. A select or radio option takes exactly one part, a checkbox or multi option one or more distinct parts; every required option must be given (no default is filled in) and an option not given is not chosen; a bundle needs one part at least. Otherwise 400 naming the option: 'Option \"Kinderwagen\" is required.', 'Option \"Kinderwagen\" takes one value, not 2.', 'Option \"Kinderwagen\" is given more than once.', 'Bundle option 1 has no selection 99.', 'Choose at least one part of the bundle.'",
        ),
      package_options: z
        .array(PackageSelectionInput)
        .max(50)
        .optional()
        .describe(
          "A package's selection (a bundle sold as a package): per option the package (packages_parent_product, the package's product id), the chosen product (selected_products, one product id) and its super attributes (attribute id → value index). It replaces bundle_options: the server turns each into the bundle part it stands for. Each option once, every required option chosen, a product the option offers, every super attribute of it set to a combination it is sold in; otherwise 400 naming the field, e.g. 'cartItem.product_option.extension_attributes.package_options[0].super_attributes.93: the product for \"Kinderwagen\" has no such attribute or value.'",
        ),
      custom_options: z
        .array(CustomOptionInput)
        .max(50)
        .optional()
        .describe(
          "The chosen custom options, each option once. A drop_down or radio option (a gift card's amount) takes exactly one value id, a checkbox or multiple option one or more distinct ids separated by commas ('81,82'), a text option its text; every required option must be given. Otherwise 400 naming the option: 'Option \"Bedrag\" takes one value, not 2.', 'Option \"Bedrag\" is given more than once.', 'Option \"Bedrag\" is required.', 'Option \"Bedrag\" has no value 9.', 'Option \"Bedrag\" names the value 2 more than once.'",
        ),
      /**
       * The birth list item the line is bought for (a gift): the order counts its units as
       * bought on that list. A line for a list item is a line of its own.
       */
      birthlist_item_id: RowId.optional(),
      /**
       * The birth list donation item a gift card line is a contribution to: when the order is
       * placed, the line's amount counts towards that item. A contribution is a line of its own.
       */
      birthlist_donation_item_id: RowId.optional(),
    })
    .optional(),
});
export type ProductOptionInput = z.infer<typeof ProductOptionInput>;

/** Every cart call: the customer token (optional) and the store view. */
export const CartTokenQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

const CART_ID_MESSAGE = 'cartId parameter is required';

/** Calls on an existing cart: its id as well. */
export const CartQuery = CartTokenQuery.extend({
  cartId: z.string({ error: CART_ID_MESSAGE }).trim().min(1, CART_ID_MESSAGE).max(100),
});

export const CartCouponQuery = CartQuery.extend({
  coupon: z
    .string({ error: 'coupon parameter is required' })
    .trim()
    .min(1, 'coupon parameter is required')
    .max(100),
});

export const CartUpdateBody = z.object(
  {
    cartItem: z.object(
      {
        sku: z.string().trim().min(1, 'sku is required').max(200),
        qty: CartQty.optional().default(1),
        product_option: ProductOptionInput.nullish(),
        quoteId: z.union([z.string(), z.number()]).nullish(),
        item_id: NumericId.nullish(),
      },
      { error: 'No cartItem element provided within the request body' },
    ),
  },
  { error: 'No cartItem element provided within the request body' },
);
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;

export const CartDeleteBody = z.object(
  {
    cartItem: z.object(
      {
        sku: z.string().max(200).nullish(),
        item_id: NumericId,
        quoteId: z.union([z.string(), z.number()]).nullish(),
      },
      { error: 'No cartItem element provided within the request body' },
    ),
  },
  { error: 'No cartItem element provided within the request body' },
);

const AddressField = z.union([z.string().max(200), z.number(), z.null()]).optional();

const NO_ADDRESS = 'No address element provided within the request body';

/** An address as the checkout sends it; other fields are dropped, not stored. */
const addressShape = {
  country_id: z.string().max(2).optional(),
  countryId: z.string().max(2).optional(),
  region: z.union([z.string().max(200), z.record(z.string(), z.unknown()), z.null()]).optional(),
  region_id: AddressField,
  region_code: AddressField,
  street: z.union([z.array(z.string().max(200)).max(4), z.string().max(200)]).optional(),
  postcode: AddressField,
  city: AddressField,
  firstname: AddressField,
  middlename: AddressField,
  lastname: AddressField,
  telephone: AddressField,
  company: AddressField,
  email: AddressField,
  vat_id: AddressField,
  same_as_billing: z.union([z.number(), z.boolean(), z.null()]).optional(),
  extension_attributes: z.record(z.string(), z.unknown()).optional(),
};
export const CartAddressInput = z.object(addressShape);
export type CartAddressInput = z.infer<typeof CartAddressInput>;

export const ShippingMethodsBody = z.object(
  { address: z.object(addressShape, { error: NO_ADDRESS }) },
  { error: NO_ADDRESS },
);

export const ShippingInformationBody = z.object(
  {
    addressInformation: z.object(
      {
        shippingAddress: z.object(addressShape, { error: NO_ADDRESS }),
        billingAddress: CartAddressInput.nullish(),
        shippingCarrierCode: z.string().max(100).nullish(),
        shippingMethodCode: z.string().max(100).nullish(),
      },
      { error: NO_ADDRESS },
    ),
  },
  { error: NO_ADDRESS },
);

/** collect-totals: the body and its methods are optional; a call without them is not refused. */
export const CollectTotalsBody = z
  .object({
    methods: z
      .object({
        paymentMethod: z
          .object({ method: z.string().max(100) })
          .partial()
          .nullish(),
        shippingCarrierCode: z.string().max(100).nullish(),
        shippingMethodCode: z.string().max(100).nullish(),
      })
      .nullish(),
  })
  .nullish();

export const SelectedPaymentMethodBody = z.object(
  {
    method: z.object({
      method: z.string().trim().min(1, 'method.method is required').max(100),
      additional_data: z.array(z.string().max(4000)).max(20).nullish(),
    }),
  },
  { error: 'No method element provided within the request body' },
);

/**
 * switch-store-view: the cart the shopper already holds in the store view the cart moves to
 * (the browser's cart of that view); its lines join the moved cart and it is closed.
 */
export const CartSwitchStoreViewBody = z
  .object({
    targetCartId: z.string().trim().min(1, 'targetCartId must not be empty').max(100).nullish(),
  })
  .nullish();

// ------------------------------------------------------------------ answers

/** The type of a cart line's product: the catalogue's product types. */
export const CartProductType = z.enum(['simple', 'configurable', 'bundle', 'grouped', 'virtual']);

export const ServerCartItem = z.object({
  item_id: z.number().int(),
  quote_id: z.string(),
  sku: z.string(),
  parentSku: z.string(),
  qty: z.number().int(),
  name: z.string(),
  price: z.number(),
  price_incl_tax: z.number(),
  product_type: CartProductType,
  product_option: z.unknown().optional(),
  /**
   * The product's brand in the cart's store view (null: none) and the names of its deepest
   * category path, top first, at most 6: what the storefront's analytics items carry.
   */
  brand: z.string().nullable().optional(),
  category_path: z.array(z.string()).optional(),
});
export type ServerCartItem = z.infer<typeof ServerCartItem>;

export const TotalsItem = z.object({
  item_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  price_incl_tax: z.number(),
  qty: z.number().int(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  row_total_with_discount: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
  discount_percent: z.number(),
  /** JSON text of `[{label, value}]`. */
  options: z.string(),
});
export type TotalsItem = z.infer<typeof TotalsItem>;

export const TotalSegment = z.object({
  /**
   * 'giftcardaccount': what the applied gift cards pay, negative; 'reward': what the reward
   * points pay, negative; 'amount_due': what is still to pay after them (only while credits
   * are applied).
   */
  code: z.enum([
    'subtotal',
    'shipping',
    'discount',
    'tax',
    'grand_total',
    'giftcardaccount',
    'reward',
    'amount_due',
  ]),
  title: z.string(),
  value: z.number(),
  area: z.string().optional(),
  extension_attributes: z
    .object({
      tax_grandtotal_details: z.array(
        z.object({
          amount: z.number(),
          rates: z.array(z.object({ percent: z.string(), title: z.string() })),
          group_id: z.number().int(),
        }),
      ),
    })
    .optional(),
});
export type TotalSegment = z.infer<typeof TotalSegment>;

export const AppliedCredit = z.object({
  kind: z.enum(['giftcard', 'reward']),
  /** A gift card's masked code; 'points' for reward points. */
  code: z.string(),
  amount_used: z.number(),
  balance_left: z.number(),
  /** Reward points only: the points this use takes. */
  points_used: z.number().int().optional(),
});
export type AppliedCredit = z.infer<typeof AppliedCredit>;

export const CartTotals = z.object({
  grand_total: z.number(),
  base_grand_total: z.number(),
  subtotal: z.number(),
  base_subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  discount_amount: z.number(),
  base_discount_amount: z.number(),
  shipping_amount: z.number(),
  base_shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  shipping_tax_amount: z.number(),
  tax_amount: z.number(),
  base_tax_amount: z.number(),
  quote_currency_code: z.string(),
  base_currency_code: z.string(),
  items_qty: z.number().int(),
  coupon_code: z.string().optional(),
  items: z.array(TotalsItem),
  total_segments: z.array(TotalSegment),
  /**
   * The credits applied to the cart (gift cards), in the order they pay: the card's masked
   * code, what it pays of this cart and its balance after (absent: none applied).
   */
  credits_applied: z.array(AppliedCredit).optional(),
  /** What is still to pay after the credits (absent: no credits, the grand total is due). */
  amount_due: z.number().optional(),
  /**
   * The country whose VAT rates the lines and shipping are taxed at: the delivery country when
   * the shop has rates for it, else the store view's (absent in totals not priced for a view).
   */
  tax_country_id: z.string().optional(),
});
export type CartTotals = z.infer<typeof CartTotals>;

/**
 * A payment method of a cart. `flow` says how it is paid: 'redirect' (the provider's page),
 * 'direct' (settled by the provider without a page: transfer, Riverty) or 'none' (cash on
 * delivery, a free order).
 */
export const PaymentMethod = z.object({
  code: z.string(),
  title: z.string(),
  flow: z.enum(['redirect', 'direct', 'none']).optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const ShippingMethod = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number(),
  available: z.boolean(),
  error_message: z.string(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const CartCreateResponse = envelope(z.string());
/**
 * A line of a cart that moved to another store view: the server item priced there, whether the
 * product is sold there (a line that is not stays on the cart, outside the totals) and the
 * product's slug there (null when it is not sold there).
 */
export const SwitchedCartItem = ServerCartItem.extend({
  available: z.boolean(),
  slug: z.string().nullable(),
});
export type SwitchedCartItem = z.infer<typeof SwitchedCartItem>;

/** The answer of switch-store-view. */
export const CartStoreSwitch = z.object({
  /** The cart, now in the store view of the call: the same id as the one moved. */
  cartId: z.string(),
  store_code: z.string(),
  /** False when the cart was in that store view already (a repeated call changes nothing). */
  moved: z.boolean(),
  items: z.array(SwitchedCartItem),
  /** The coupon taken off because it does not apply in the new store view; null when none. */
  dropped_coupon: z.string().nullable(),
  /** The cart of that store view whose lines joined this cart (now closed); null when none. */
  merged_cart_id: z.string().nullable(),
});
export type CartStoreSwitch = z.infer<typeof CartStoreSwitch>;

export const CartItemResponse = envelope(ServerCartItem);
export const CartStoreSwitchResponse = envelope(CartStoreSwitch);
export const CartItemsResponse = envelope(z.array(ServerCartItem));
export const CartTrueResponse = envelope(z.literal(true));
export const CartTotalsResponse = envelope(CartTotals);
export const PaymentMethodsResponse = envelope(z.array(PaymentMethod));
export const ShippingMethodsResponse = envelope(z.array(ShippingMethod));
export const ShippingInformationResponse = envelope(
  z.object({ payment_methods: z.array(PaymentMethod), totals: CartTotals }),
);
export const SelectedPaymentMethodResponse = envelope(z.string());
export const AreWeClosedResponse = z.object({
  code: z.number().int(),
  result: z.object({ closed: z.boolean() }),
  closed: z.boolean(),
});
