/**
 * What the payment service is made with (the orders' side of a payment, the provider, its keys
 * and the shop's settings, handed over at composition) and what its routes hand it.
 */
import type {
  PaymentMethodDefinition,
  ShippingMethodDefinition,
  StoreView,
  UnpaidOrderWindows,
} from '@shop/core';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { OrderService } from '../order/service.ts';
import type { BuckarooCredentials } from './buckaroo-hmac.ts';
import type { BuckarooTransactionRequest, BuckarooTransactionResponse } from './buckaroo-types.ts';
import type { PaymentOrders } from './payment-orders.ts';
/** How the shop reaches the payment provider (BuckarooClient, or a fake in tests). */
export interface PaymentGateway {
  startTransaction(
    request: BuckarooTransactionRequest,
    options?: { culture?: string },
  ): Promise<BuckarooTransactionResponse>;
  transactionStatus(key: string): Promise<BuckarooTransactionResponse>;
}

export interface PaymentServiceOptions {
  /** The orders' side of a payment (the order module). */
  orders: PaymentOrders;
  /** Places the order of a payment call (the order service). */
  ordering: Pick<OrderService, 'place'>;
  /** The mail outbox: woken once the mails a payment's news wrote are committed. */
  outbox: Pick<MailOutbox, 'wake'>;
  gateway: PaymentGateway;
  /** The provider's keys: a push must be signed with them. */
  credentials: () => Promise<BuckarooCredentials>;
  /** A push signed longer ago or further ahead than this is refused (it may be a replay). */
  pushMaxAgeSeconds: number;
  provider: 'test' | 'buckaroo';
  paymentMethods: readonly PaymentMethodDefinition[];
  /** The delivery methods and closed days the expected delivery date of an order counts with. */
  delivery?: {
    shippingMethods: readonly ShippingMethodDefinition[];
    closedDays: readonly number[];
  };
  /** The shop's public URL: the push URL the provider calls (its HMAC covers this URL). */
  publicUrl: string;
  /** iDEAL's issuers (BIC and name), offered by get-payment-additional-details. */
  idealIssuers: readonly { code: string; name: string }[];
  /** How long an order may stay unpaid before it is canceled, by kind of method. */
  unpaidWindows: UnpaidOrderWindows;
  /** A payment left pending this long is asked about at the provider when its order is read. */
  reconcileAfterMs?: number;
  now?: () => Date;
  log: {
    warn: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  };
}

/** Where the storefront sends the shopper back to (the shopper's origin and store view). */
export interface ReturnTarget {
  origin: string;
  view: StoreView;
}

/**
 * The payment call as its route hands it over. The caller and the store view are resolved only
 * after the body's own checks, so a body that contradicts itself is refused first (400), before
 * a bad token (401) or an unknown store view (404).
 */
export interface PaymentCall {
  /** The customer of the call (null for a guest); throws 401 for a bad token. */
  caller: () => Promise<TokenCustomer | null>;
  /** The store view the call names; throws 404 for an unknown one. */
  view: () => StoreView;
  clientIp: string | null;
  /** The Origin header of the call. */
  origin: string | undefined;
  /** The origin the call reached: this shop's scheme and host as the shopper's browser saw them. */
  ownOrigin: string;
}

/** The money a provider's message speaks of: decimal amount and currency, as on the wire. */
export interface ReportedAmount {
  amount: number | undefined;
  currency: string | undefined;
}
