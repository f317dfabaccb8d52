/**
 * What the account service is made with: the auth module's tokens and sessions, the outbox, the
 * limits, and what it needs of the other modules (handed over at composition).
 */
import type { Executor, ShopDatabase } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { OrderHistoryPage } from '../order/history.ts';

/** What the accounts need of the order module: a page of a customer's orders. */
interface CustomerOrders {
  customerOrders(
    customerId: number,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage>;
}

/** What the accounts need of the newsletter: forgetting a deleted customer's subscriptions. */
interface CustomerSubscriptions {
  deleteOfCustomer(customer: { id: number; email: string }, tx?: Executor): Promise<void>;
}

/** What the accounts need of the carts: ending a deleted customer's carts. */
interface CustomerCarts {
  releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void>;
}

/** What the accounts need of the birth lists: closing a deleted customer's lists. */
interface CustomerBirthLists {
  closeListsOfCustomer(customerId: number, tx: Executor): Promise<void>;
}

/** What the accounts need of the wishlist: removing a deleted customer's list. */
interface CustomerWishlist {
  deleteOfCustomer(customerId: number, tx?: Executor): Promise<void>;
}

/**
 * What the accounts need of the store purchases: detaching a deleted customer's purchases (the
 * receipts stay for the books) from the account and its e-mail address, and linking the receipts
 * of an address once its owner confirmed it.
 */
interface CustomerStorePurchases {
  forgetCustomer(customerId: number, placeholder: string, tx?: Executor): Promise<void>;
  /** Links the receipts imported with `email` and no account to the customer who confirmed it. */
  linkConfirmedEmail(customerId: number, email: string, tx: Executor): Promise<void>;
}

export interface AccountServiceDeps {
  shop: ShopDatabase;
  tokens: TokenService;
  sessions: SessionService;
  /** Mails leave through the outbox, written in the transaction of what they report. */
  outbox: MailOutbox;
  orderHistory: CustomerOrders;
  newsletter: CustomerSubscriptions;
  carts: CustomerCarts;
  birthLists: CustomerBirthLists;
  wishlist: CustomerWishlist;
  storePurchases: CustomerStorePurchases;
  accounts: AppConfig['accounts'];
  /** Hashes and checks passwords off the event loop. */
  passwords: PasswordHasher;
  shopPublicUrl: string;
  /**
   * Limits per e-mail address and client address together (login failures, codes, resets) and
   * per customer (password change): an attacker's guesses never hold back the owner elsewhere.
   */
  limiter: KeyedRateLimiter;
  /** A much higher limit per e-mail address from all addresses: caps a distributed guess. */
  globalLimiter: KeyedRateLimiter;
  /** Work done after the answer (what the answer must not reveal by its time). */
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** The shop's clock: the e-mail confirmation and undo links expire by it. */
  now: () => Date;
}
