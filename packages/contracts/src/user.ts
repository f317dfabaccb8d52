/**
 * The account calls (account, login, one-time password and newsletter): bodies and answers.
 * Bodies are checked here for shape only; the field rules (names, passwords, e-mail, address) are
 * the core rules, answered with their message keys.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { RowId } from './numbers.ts';

const Text = (max: number) => z.string().max(max);
/** Passwords are bounded so that hashing a request stays cheap. */
const PasswordText = z.string().max(1024);

export const AddressInput = z.object({
  id: RowId.optional(),
  customer_id: RowId.optional(),
  firstname: Text(100),
  lastname: Text(100),
  middlename: Text(100).nullish(),
  company: Text(200).nullish(),
  street: z.array(Text(200)).min(1).max(3),
  city: Text(100),
  postcode: Text(20),
  country_id: Text(2),
  countryId: Text(2).optional(),
  region: z.union([Text(100), z.object({ region: Text(100).nullish() }).passthrough()]).nullish(),
  telephone: Text(40).nullish(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

/** custom_attributes as Magento sends them, or as a plain object. */
const CustomAttributesInput = z.union([
  z.array(z.object({ attribute_code: Text(100), value: z.union([Text(4096), z.null()]) })).max(20),
  z.object({ push_notification_token: z.union([Text(4096), z.null()]).optional() }).passthrough(),
]);

export const LoginBody = z.object({ username: Text(254), password: PasswordText });
export const RefreshBody = z.object({ refreshToken: Text(200) });

export const CreateCustomerBody = z.object({
  customer: z.object({
    email: Text(254),
    firstname: Text(100),
    lastname: Text(100),
    dob: Text(10).nullish(),
    addresses: z.array(AddressInput).max(2).optional(),
  }),
  password: PasswordText,
});

export const EmailBody = z.object({ email: Text(254) });

export const CreatePasswordBody = z.object({
  email: Text(254),
  newPassword: PasswordText,
  resetToken: Text(200),
});

/** The checkout's first step for a shopper who is not logged in: only the e-mail address. */
export const CheckoutAccountBody = z.object({ email: Text(254) });

/** A first password for an account that has none (an e-mail-only checkout's account). */
export const SetPasswordBody = z.object({ newPassword: PasswordText });

export const ChangePasswordBody = z.object({
  currentPassword: PasswordText,
  newPassword: PasswordText,
});

/**
 * Profile update: only firstname, lastname, email, addresses and the push token change; other
 * fields the storefront sends back from GET me (id, group_id, …) are ignored. A new e-mail
 * address needs `currentPassword` and is pending until confirmed by the link mailed to it.
 */
export const UpdateMeBody = z.object({
  currentPassword: PasswordText.optional(),
  customer: z
    .object({
      id: z.number().int().optional(),
      email: Text(254).optional(),
      firstname: Text(100).optional(),
      lastname: Text(100).optional(),
      addresses: z.array(AddressInput).max(20).optional(),
      custom_attributes: CustomAttributesInput.optional(),
    })
    .passthrough(),
});

export const OrderHistoryQuery = z.object({
  token: z.string().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const TokenQuery = z.object({
  token: z.string().optional(),
  storeCode: z.string().optional(),
});

export const CustomerAddress = z.object({
  id: z.number(),
  customer_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  middlename: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  region: z.object({ region: z.string().nullable() }),
  telephone: z.string().nullable().optional(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});

export const Customer = z.object({
  id: z.number(),
  group_id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  website_id: z.number(),
  store_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  default_shipping: z.string().optional(),
  default_billing: z.string().optional(),
  addresses: z.array(CustomerAddress),
  custom_attributes: z.array(z.object({ attribute_code: z.string(), value: z.string() })),
});
export type Customer = z.infer<typeof Customer>;

/**
 * The caller's own account: with its group token, and whether it has a password (an account an
 * e-mail-only checkout made has none until one is set; until then it logs in by mailed code).
 */
export const CustomerWithGroupToken = Customer.extend({
  groupToken: z.string(),
  has_password: z.boolean(),
  /** Whether the owner confirmed `email` by a mailed link or code. */
  email_confirmed: z.boolean(),
  /** A new address waiting for the confirmation link mailed to it; null when none. */
  pending_email: z.string().nullable(),
});

/** A mailed confirmation or undo link's token. */
export const EmailLinkBody = z.object({ token: Text(200) });

/** What a used confirmation or undo link did: the account's address now, and whether it moved. */
export const EmailLinkResponse = envelope(
  z.object({ email: z.string(), email_changed: z.boolean() }),
);

/** Login and refresh: the access token as result, the refresh token in meta. */
export const TokenResponse = envelope(z.string()).extend({
  meta: z.object({ refreshToken: z.string() }),
});
export const CustomerResponse = envelope(Customer);
export const MeResponse = envelope(CustomerWithGroupToken);
export const TrueResponse = envelope(z.literal(true));
export const BooleanResponse = envelope(z.boolean());

export const OrderHistoryResponse = envelope(
  z.object({
    items: z.array(z.record(z.string(), z.unknown())),
    search_criteria: z.object({
      filter_groups: z.array(z.unknown()),
      sort_orders: z.array(z.object({ field: z.string(), direction: z.string() })),
      page_size: z.number(),
      current_page: z.number(),
    }),
    total_count: z.number(),
  }),
);

// ---- login by one-time password

export const OneTimePasswordRequestBody = z.object({ email: Text(254) });
/** customer_id is the opaque id of the request (it names no customer, see decision 0005). */
export const OneTimePasswordRequestResponse = envelope(z.object({ customer_id: z.string() }));
export const OneTimePasswordValidateBody = z.object({
  customer_id: z.union([Text(100), z.number()]).transform(String),
  one_time_password: z.union([Text(20), z.number()]).transform(String),
});
export const OneTimePasswordValidateResponse = envelope(
  z.object({ status: z.number(), customer_token: z.string() }),
).extend({ meta: z.object({ refreshToken: z.string() }) });
export const OneTimePasswordRefreshBody = z.object({ token: Text(200) });
export const OneTimePasswordRefreshResponse = envelope(
  z.object({ customer_token: z.string() }),
).extend({ meta: z.object({ refreshToken: z.string() }) });

// ---- user-extend and newsletter

export const IsEmailAvailableBody = z.object({
  customerEmail: Text(254),
  websiteId: z.union([z.number().int(), z.string().regex(/^\d{1,6}$/)]).optional(),
});
export const NewsletterQuery = z.object({ email: Text(254), token: z.string().optional() });
export const NewsletterStatusResponse = envelope(z.enum(['subscribed', 'not_subscribed']));
