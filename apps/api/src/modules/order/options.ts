/**
 * What the order service is made with (what placing and canceling orders need of the carts,
 * stock, pick-up stores, accounts, birth lists and credits, handed over at composition) and
 * what it answers.
 */
import type { OrderBody, PaymentInstructions } from '@shop/contracts';
import type {
  AvailableCredit,
  CreditUse,
  LineProductOption,
  NamedCouponRule,
  PaymentMethodDefinition,
  ShippingMethodDefinition,
  StoreCode,
  StoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { LineResolution } from '../cart/options.ts';
import type { PickupStore } from '../pickup/service.ts';
import type { StockTaking } from '../stock/service.ts';
import type { OrderCart } from './order-draft.ts';
import type { OrderRow } from './repository.ts';
export interface OrderAnswer {
  magentoOrderId: number;
  orderNumber: string;
  backendOrderId: string;
  transferedAt: string;
  /** Names the order in the return pages' URLs (/checkout-return?order_hash=…). */
  orderHash: string;
}

export interface PlacedOrder {
  /** False when the order_id was placed before (nothing was written now). */
  created: boolean;
  order: OrderRow;
  lines: { name: string; qty: number; rowTotalInclTax: number }[];
  view: StoreView;
  answer: OrderAnswer;
  /** The birth lists the order bought gifts from (empty for none, and for a replay). */
  giftLists: OrderGiftList[];
}

/** An order as its confirmation mail tells it: its row, lines, language and birth list gifts. */
export type ConfirmedOrder = Pick<PlacedOrder, 'order' | 'lines' | 'view' | 'giftLists'>;

/** What placing and canceling orders needs of the cart module (its carts and coupons). */
interface OrderCarts {
  /** The caller's active cart, locked for the order's transaction; null when not theirs. */
  lockForOrder(
    cartId: string,
    caller: TokenCustomer | null,
    tx: Executor,
  ): Promise<OrderCart | null>;
  resolveLines(
    view: StoreView,
    products: OrderBody['products'],
    tx: Executor,
  ): Promise<LineResolution[]>;
  findCouponRule(code: string, tx: Executor): Promise<NamedCouponRule | null>;
  claimCouponUse(code: string, tx: Executor): Promise<boolean>;
  releaseCouponUse(code: string, tx: Executor): Promise<void>;
  closeForOrder(cartId: string, now: Date, tx: Executor): Promise<void>;
  /** Ends the cart of a paid order, unless an order being placed from it holds it. */
  closeForPaidOrder(cartId: string, now: Date, tx: Executor): Promise<void>;
  dropCoupon(cartId: string, code: string, now: Date): Promise<void>;
  /** The cart of a canceled order back to its shopper, with the order's coupon. */
  returnCartOfCanceledOrder(
    cartId: string,
    couponCode: string | null,
    now: Date,
    tx: Executor,
  ): Promise<void>;
}

/** What placing and canceling orders needs of the stock module. */
interface OrderStock {
  take(demands: Iterable<Map<string, number>>, tx: Executor): Promise<StockTaking>;
  giveBack(taken: Record<string, number>, tx: Executor): Promise<void>;
}

/**
 * An order line as the gift count reads it: its row id, sku, quantity, options, name (in the
 * order's language) and the amount paid for it (cents, after any discount).
 */
interface OrderGiftLine {
  orderItemId: number;
  sku: string;
  qty: number;
  productOption: LineProductOption | null;
  name: string;
  amount: number;
}

/**
 * What an order bought from one birth list: its gift lines (by list item) and its contributions
 * (by donation item, amounts in cents), named for the order's mails.
 */
export interface OrderGiftList {
  listId: number;
  displayName: string;
  gifts: { itemId: number; name: string; qty: number }[];
  contributions: { donationItemId: number; title: string; amount: number }[];
}

/**
 * What orders need of the birth lists: the gift lines and contributions of an order counted on
 * their lists (or the order refused), the parents told, and all given back when the order is
 * canceled without money.
 */
interface OrderGifts {
  countGifts(
    tx: Executor,
    orderId: number,
    lines: readonly OrderGiftLine[],
  ): Promise<OrderGiftList[]>;
  /** What an order's gifts and contributions still count, by list (none once given back). */
  countedGiftsOf(
    tx: Executor,
    orderId: number,
    lines: readonly OrderGiftLine[],
  ): Promise<OrderGiftList[]>;
  /** Writes the mails to the parents of the lists an order bought from (the outbox). */
  mailParents(tx: Executor, order: OrderRow, lists: readonly OrderGiftList[]): Promise<void>;
  releaseGifts(tx: Executor, orderId: number): Promise<void>;
}

/**
 * What placing and canceling orders needs of the credits that pay part of an order (gift
 * cards, reward points): the cart's credits locked for the order, taken off, and given back on
 * a cancel.
 */
export interface OrderCredits {
  /** The cart's credits, locked until `tx` ends: as they are now and as the shopper saw them. */
  lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }>;
  /** The kind of a credit that pays less of `amount` than the shopper saw, or null. */
  changedSinceSeen(
    amount: number,
    credits: { current: AvailableCredit[]; seen: AvailableCredit[] },
  ): AvailableCredit['kind'] | null;
  /**
   * Takes the uses off and records them with the order; the kind of one that no longer fits,
   * else null.
   */
  spend(
    tx: Executor,
    order: { id: number; incrementId: string },
    uses: readonly CreditUse[],
  ): Promise<AvailableCredit['kind'] | null>;
  /** Gives the order's credits back, once. */
  release(tx: Executor, order: { id: number; incrementId: string }): Promise<void>;
  /** After a refused order: the cart's credits as the shopper will see them next. */
  refreshSeen(cartId: string): Promise<void>;
}

/** What a pick-up order needs of the pickup module. */
interface OrderPickup {
  findPickupStore(code: string, tx: Executor): Promise<PickupStore | null>;
}

/** What placing an order needs of the accounts: whether a customer's row exists. */
interface OrderCustomers {
  customerExists(customerId: number, tx?: Executor): Promise<boolean>;
}

/**
 * What placing an order again from a cart needs of the payments: the open (unpaid) order of the
 * cart asked about at the provider first (one paid meanwhile is never canceled), then canceled
 * with its payment attempt ended, in the transaction that places the new one.
 */
interface OpenOrderPayments {
  /**
   * Asks the provider about the order's payment under way and applies its answer; whether the
   * provider answered (or there was nothing to ask).
   */
  askProvider(orderId: number): Promise<boolean>;
  /** Cancels the order if it still awaits its money; whether it did. */
  cancelUnpaid(tx: Executor, orderId: number): Promise<boolean>;
}

/** An order's notice to its shopper besides the confirmation, written in the outbox. */
export type OrderNotice =
  /** Placed and waiting for a payment made without the provider's page (a bank transfer). */
  | { kind: 'received'; instructions: PaymentInstructions | null }
  /** Canceled because it stayed unpaid too long. */
  | { kind: 'canceled_unpaid' };

export interface OrderServiceOptions {
  usePriceTiers: boolean;
  /** The shop's shipping and payment methods (configuration). */
  shippingMethods: readonly ShippingMethodDefinition[];
  /** Every payment method of the shop (an order's method is named from it). */
  paymentMethods: readonly PaymentMethodDefinition[];
  /** The payment methods each store view offers: a cart or order of the view may use only these. */
  paymentMethodsByView: Readonly<Record<StoreCode, readonly PaymentMethodDefinition[]>>;
  ensureCurrentPrices: () => Promise<void>;
  /** Throws while no orders may be placed (the shop is closed); replays still answer. */
  assertOpen: () => void;
  carts: OrderCarts;
  stock: OrderStock;
  pickup: OrderPickup;
  /** An order may only reference an existing customer. */
  customers: OrderCustomers;
  /** Counts gift lines on their birth lists (none when absent). */
  gifts?: OrderGifts;
  /** The credits (gift cards, reward points) applied to carts (none when absent). */
  credits?: OrderCredits;
  /**
   * What a paid order does (issue the gift cards it bought), in the transaction that marks it
   * paid: the provider's confirmation, or the placing of an order its credits paid in full.
   */
  onPaid?: (tx: Executor, order: OrderRow) => Promise<void>;
  /**
   * Writes the confirmation mail of an order ("thank you, we received it") in the transaction
   * `tx` (the outbox): with the order when nothing is paid at the provider (cash on delivery,
   * free), else with the confirmation of its money.
   */
  mailConfirmation?: (tx: Executor, placed: ConfirmedOrder) => Promise<void>;
  /** Writes an order's other notices (see OrderNotice) in the transaction `tx`. */
  mailNotice?: (
    tx: Executor,
    order: OrderRow,
    notice: OrderNotice,
    lines: { name: string; qty: number }[],
  ) => Promise<void>;
  /** Writes the shipped notice of an order, with its lines and parcel, in the transaction `tx`. */
  mailShipped?: (
    tx: Executor,
    order: OrderRow,
    lines: { name: string; qty: number }[],
    parcel: ShipmentParcel,
  ) => Promise<void>;
  /** The back office's key for order calls (ORDER_OPERATOR_KEY); unset: they are refused. */
  operatorKey?: string | undefined;
  /** Withdraws the unsent mails of an order that is canceled. */
  withdrawMails?: (tx: Executor, order: OrderRow) => Promise<void>;
  /** The payments of a cart's open order, canceled when the cart places a new one. */
  openOrders?: OpenOrderPayments;
  now?: () => Date;
}

/** The parcel of a shipment as the back office reports it ('' for what it does not give). */
export interface ShipmentParcel {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}
