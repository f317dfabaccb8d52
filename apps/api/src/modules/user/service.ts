/**
 * The account use cases: login, create, profile, passwords, one-time codes, e-mail
 * availability, order history, deletion. Field rules and their messages come from core; tokens
 * and sessions from the auth module; the orders from the order module. Nothing here writes a
 * password, token or code to a log.
 */
import type { AddressInput, CreateCustomerBody, Customer, UpdateMeBody } from '@shop/contracts';
import {
  normalizeEmail,
  type StoreView,
  validateAddress,
  validateBirthDate,
  validateEmail,
  validateName,
  validatePassword,
} from '@shop/core';
import type { Executor, ShopDatabase, schema } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import {
  DomainError,
  domainError,
  invalidField,
  notFound,
  unauthorized,
} from '../../lib/errors.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import { randomDigits, randomToken, sha256 } from '../../lib/secrets.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import type { IssuedTokens, SessionService } from '../auth/sessions.ts';
import type { TokenCustomer, TokenService } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { AccountMail } from '../mail/templates.ts';
import type { OrderHistoryPage } from '../order/history.ts';
import { toCustomerView } from './customer-view.ts';
import {
  type ChallengeKind,
  type CustomerChanges,
  type CustomerRow,
  EMAIL_TAKEN,
  type NewCustomer,
  UserRepository,
} from './repository.ts';

/** What the accounts need of the order module: a page of a customer's orders. */
export interface CustomerOrders {
  customerOrders(
    customerId: number,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage>;
}

/** What the accounts need of the newsletter: forgetting a deleted customer's subscriptions. */
export interface CustomerSubscriptions {
  deleteOfCustomer(customer: { id: number; email: string }, tx?: Executor): Promise<void>;
}

/** What the accounts need of the carts: ending a deleted customer's carts. */
export interface CustomerCarts {
  releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void>;
}

/** What the accounts need of the birth lists: closing a deleted customer's lists. */
export interface CustomerBirthLists {
  closeListsOfCustomer(customerId: number, tx: Executor): Promise<void>;
}

/** What the accounts need of the wishlist: removing a deleted customer's list. */
export interface CustomerWishlist {
  deleteOfCustomer(customerId: number, tx?: Executor): Promise<void>;
}

/**
 * What the accounts need of the store purchases: detaching a deleted customer's purchases (the
 * receipts stay for the books) from the account and its e-mail address.
 */
export interface CustomerStorePurchases {
  forgetCustomer(customerId: number, placeholder: string, tx?: Executor): Promise<void>;
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
}

type CustomerAddress = schema.CustomerAddress;

/** A registration as the create call receives it. */
type Registration = z.infer<typeof CreateCustomerBody>;
/** A profile update as the update call receives it; fields other than the profile's are ignored. */
type ProfileUpdate = z.infer<typeof UpdateMeBody>['customer'];

export class AccountService {
  readonly #customers: UserRepository;

  constructor(private readonly deps: AccountServiceDeps) {
    this.#customers = new UserRepository(deps.shop);
  }

  /**
   * Whether the customer's row exists (a cart or an order may only reference an existing
   * customer). An erased account's row still exists.
   */
  customerExists(customerId: number, tx?: Executor): Promise<boolean> {
    return this.#customers.customerRowExists(customerId, tx);
  }

  /**
   * Login with e-mail and password. An unknown e-mail, a wrong password and an account without
   * a password all answer the same 401, after the same hashing work. Failed logins of one
   * e-mail are limited per window.
   */
  async login(username: string, password: string, clientIp: string): Promise<IssuedTokens> {
    const email = normalizeEmail(username);
    // Only failures count: a shopper who logs in often is never held back.
    this.limits('login', email, clientIp, 'check');
    const customer = await this.#customers.customerByEmail(email);
    const ok = await passwordMatches(customer, password);
    if (!customer || !ok) {
      this.limits('login', email, clientIp, 'hit');
      // The same answer whatever failed (unknown e-mail, wrong password, no password, too many
      // tries), so that it tells nothing about which accounts exist.
      throw unauthorized('account.sign_in_incorrect');
    }
    return this.deps.sessions.start({ id: customer.id, groupId: customer.groupId });
  }

  /** Registration: checked names, e-mail, password and addresses; a welcome mail follows. */
  async create(input: Registration, view: StoreView): Promise<Customer> {
    const { email, addresses } = checkedRegistration(input);
    if (await this.#customers.customerByEmail(email)) {
      throw domainError('conflict', 'account.email_taken');
    }
    const passwordHash = await hashPassword(input.password);
    const row = await this.insertWithWelcomeMail(
      {
        email,
        firstname: input.customer.firstname.trim(),
        lastname: input.customer.lastname.trim(),
        passwordHash,
        storeCode: view.code,
        addresses,
      },
      view,
    );
    if (!row) throw domainError('conflict', 'account.email_taken');
    this.deps.outbox.wake();
    return toCustomerView(row);
  }

  /** The account and its welcome mail together: no mail for an account that was not made. */
  private insertWithWelcomeMail(
    customer: NewCustomer,
    view: StoreView,
  ): Promise<CustomerRow | null> {
    return this.#customers.transaction(async (tx) => {
      const created = await this.#customers.insertCustomer(customer, tx);
      if (!created) return null;
      await this.deps.outbox.enqueue(
        tx,
        customer.email,
        { kind: 'welcome', firstname: created.firstname, shopUrl: this.deps.shopPublicUrl },
        view,
      );
      return created;
    });
  }

  /** The caller's profile with its group token. */
  async getMe(caller: TokenCustomer): Promise<Customer & { groupToken: string }> {
    return this.withGroupToken(await this.requireRow(caller));
  }

  /**
   * Profile update: firstname, lastname, email, addresses and the push token; anything else
   * in the body is ignored. An address id or customer id of someone else answers 404.
   */
  async updateMe(
    caller: TokenCustomer,
    input: ProfileUpdate,
  ): Promise<Customer & { groupToken: string }> {
    const current = await this.requireRow(caller);
    if (input.id !== undefined && input.id !== current.id)
      throw notFound('account.customer_unknown');
    const changes = await this.profileChanges(current, input);
    if (Object.keys(changes).length === 0) return this.withGroupToken(current);
    const row = await this.#customers.updateCustomer(current.id, changes);
    if (row === EMAIL_TAKEN) throw domainError('conflict', 'account.email_taken');
    if (!row) throw unauthorized('auth.token_invalid');
    return this.withGroupToken(row);
  }

  /** The checked changes of a profile update; 409 for an e-mail address of another customer. */
  private async profileChanges(
    current: CustomerRow,
    input: ProfileUpdate,
  ): Promise<CustomerChanges> {
    const changes: CustomerChanges = {};
    if (input.firstname !== undefined) {
      check(validateName(input.firstname), 'customer.firstname');
      changes.firstname = input.firstname.trim();
    }
    if (input.lastname !== undefined) {
      check(validateName(input.lastname), 'customer.lastname');
      changes.lastname = input.lastname.trim();
    }
    if (input.email !== undefined) {
      const email = normalizeEmail(input.email);
      check(validateEmail(email), 'customer.email');
      if (email !== current.email) {
        if (await this.#customers.emailUsedByOther(email, current.id)) {
          throw domainError('conflict', 'account.email_taken');
        }
        changes.email = email;
      }
    }
    if (input.addresses !== undefined) {
      changes.addresses = normalizeAddresses(input.addresses, current.addresses, current.id);
    }
    const pushToken = readPushToken(input.custom_attributes);
    if (pushToken !== undefined) changes.pushNotificationToken = pushToken;
    return changes;
  }

  /**
   * Mails a reset link when the e-mail belongs to a customer; answers the same either way. Only
   * the newest link works.
   */
  async requestPasswordReset(rawEmail: string, view: StoreView, clientIp: string): Promise<true> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    this.limits('reset', email, clientIp, 'hit');
    const customer = await this.#customers.customerByEmail(email);
    // The answer goes before the link is made: it takes as long for an unknown address.
    if (customer) {
      this.deps.background.run('making a password reset link', () =>
        this.mailResetLink(customer, email, view),
      );
    }
    return true;
  }

  private async mailResetLink(
    customer: CustomerRow,
    email: string,
    view: StoreView,
  ): Promise<void> {
    const token = randomToken(32);
    const ttl = this.deps.accounts.passwordResetTtlSeconds;
    // The reset page of the store view the shopper asked from (German under /de).
    const prefix = view.code === 'de' ? '/de' : '';
    const resetUrl = `${this.deps.shopPublicUrl}${prefix}/reset-password?email=${encodeURIComponent(email)}&token=${token}`;
    await this.replaceChallenge(customer.id, 'reset_password', sha256(token), null, ttl, {
      to: email,
      mail: { kind: 'password_reset', resetUrl, validMinutes: Math.round(ttl / 60) },
      view,
    });
  }

  /** Sets a new password with a mailed reset token (once); every session of the customer ends. */
  async createPassword(
    input: {
      email: string;
      newPassword: string;
      resetToken: string;
    },
    clientIp: string,
  ): Promise<true> {
    const email = normalizeEmail(input.email);
    this.limits('reset', email, clientIp, 'hit');
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    const done = await this.#customers.transaction(async (tx) => {
      const customerId = await this.#customers.useResetToken(sha256(input.resetToken), email, tx);
      if (customerId === null) return false;
      await this.setPasswordEndingSessions(customerId, passwordHash, undefined, tx);
      return true;
    });
    if (!done) throw unauthorized('account.reset_token_invalid');
    return true;
  }

  /** Changes the password after checking the current one; the caller's other sessions end. */
  async changePassword(
    caller: TokenCustomer,
    input: { currentPassword: string; newPassword: string },
  ): Promise<true> {
    this.deps.limiter.hit(`change-password:${caller.customerId}`);
    const current = await this.requireRow(caller);
    if (!(await passwordMatches(current, input.currentPassword))) {
      throw new DomainError('invalid', 'account.wrong_password', {}, { field: 'currentPassword' });
    }
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.#customers.transaction((tx) =>
      this.setPasswordEndingSessions(current.id, passwordHash, caller.sessionId, tx),
    );
    return true;
  }

  /** A new password ends every session of the customer but `keepSessionId`. */
  private async setPasswordEndingSessions(
    customerId: number,
    passwordHash: string,
    keepSessionId: string | undefined,
    tx: Executor,
  ): Promise<void> {
    await this.#customers.setPasswordHash(customerId, passwordHash, tx);
    await this.deps.sessions.closeAll(customerId, keepSessionId, tx);
  }

  /**
   * One page of the caller's orders, newest first, with the search criteria that select them
   * (Magento's search result shape).
   */
  async orderHistory(
    caller: TokenCustomer,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage> {
    await this.requireRow(caller);
    return this.deps.orderHistory.customerOrders(caller.customerId, page);
  }

  /**
   * Mails a 6-digit login code when the e-mail belongs to a customer. The answer's customer_id
   * is a random request id (also for unknown addresses), so it tells nothing about accounts.
   */
  async requestOneTimePassword(
    rawEmail: string,
    view: StoreView,
    clientIp: string,
  ): Promise<{ customer_id: string }> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    this.limits('otp', email, clientIp, 'hit');
    const requestId = randomToken(24);
    const customer = await this.#customers.customerByEmail(email);
    // The answer goes before the code is made: it takes as long for an unknown address.
    if (customer) {
      this.deps.background.run('making a one-time login code', () =>
        this.mailLoginCode(customer, email, requestId, view),
      );
    }
    return { customer_id: requestId };
  }

  private async mailLoginCode(
    customer: CustomerRow,
    email: string,
    requestId: string,
    view: StoreView,
  ): Promise<void> {
    const code = randomDigits(6);
    const ttl = this.deps.accounts.oneTimePasswordTtlSeconds;
    await this.replaceChallenge(
      customer.id,
      'one_time_password',
      requestId,
      sha256(`${requestId}:${code}`),
      ttl,
      {
        to: email,
        mail: { kind: 'one_time_password', code, validMinutes: Math.round(ttl / 60) },
        view,
      },
    );
  }

  /**
   * Trades a request id and its code for a session. A code works once, until it expires, and
   * dies after the configured number of wrong tries.
   */
  async validateOneTimePassword(requestId: string, code: string): Promise<IssuedTokens> {
    const guess = await this.#customers.guessOneTimeCode(
      requestId,
      sha256(`${requestId}:${code.trim()}`),
      this.deps.accounts.oneTimePasswordMaxAttempts,
    );
    if (!guess?.matched) throw unauthorized('account.one_time_password_invalid');
    const customer = await this.#customers.customerById(guess.customerId);
    if (!customer) throw unauthorized('account.one_time_password_invalid');
    return this.deps.sessions.start({ id: customer.id, groupId: customer.groupId });
  }

  /** Whether no account uses an e-mail address. */
  async isEmailAvailable(rawEmail: string, clientIp: string): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'customerEmail');
    this.limits('email-available', email, clientIp, 'hit');
    return (await this.#customers.customerByEmail(email)) === null;
  }

  /**
   * Deletes the caller's account: personal fields emptied, carts deactivated and stripped of
   * addresses, birth lists inactive (their pages unavailable) and without their name and
   * message, the wishlist, newsletter subscription, mailed secrets and every session gone, all
   * in one transaction; store purchases lose the account and its address. The row stays (with a placeholder e-mail) so later orders keep a
   * customer id to point at.
   */
  async deleteAccount(caller: TokenCustomer): Promise<true> {
    const current = await this.requireRow(caller);
    await this.#customers.transaction(async (tx) => {
      const placeholder = `deleted-${current.id}-${randomToken(9)}@deleted.invalid`;
      await this.#customers.eraseCustomer(current.id, placeholder, tx);
      await this.deps.carts.releaseCustomerCarts(current.id, tx);
      await this.deps.birthLists.closeListsOfCustomer(current.id, tx);
      await this.deps.wishlist.deleteOfCustomer(current.id, tx);
      await this.deps.storePurchases.forgetCustomer(current.id, placeholder, tx);
      await this.deps.newsletter.deleteOfCustomer(current, tx);
      await this.#customers.deleteChallengesOf(current.id, tx);
      await this.deps.sessions.closeAll(current.id, undefined, tx);
    });
    return true;
  }

  /**
   * Where a customer gets a mail about their own things (a birth list's gift notice): the
   * e-mail address and first name; null once the account is deleted.
   */
  async mailContact(
    customerId: number,
    tx?: Executor,
  ): Promise<{ email: string; firstname: string } | null> {
    const row = await this.#customers.customerById(customerId, tx);
    return row ? { email: row.email, firstname: row.firstname } : null;
  }

  /**
   * The id of the account with this e-mail address (any case and spacing), or null; the account
   * is held until `tx` ends, so it cannot be deleted halfway through what `tx` writes for it.
   */
  customerIdByEmailHeld(rawEmail: string, tx: Executor): Promise<number | null> {
    return this.#customers.customerIdByEmailHeld(normalizeEmail(rawEmail), tx);
  }

  /** The e-mail address of a token's customer (401 once the account is gone). */
  async customerEmail(caller: TokenCustomer): Promise<string> {
    return (await this.requireRow(caller)).email;
  }

  /** The live customer row of a token (401 once the account is gone). */
  private async requireRow(caller: TokenCustomer): Promise<CustomerRow> {
    const row = await this.#customers.customerById(caller.customerId);
    if (!row) throw unauthorized('auth.token_invalid');
    return row;
  }

  private async withGroupToken(row: CustomerRow) {
    const groupToken = await this.deps.tokens.issueGroupToken({ id: row.id, groupId: row.groupId });
    return { ...toCustomerView(row), groupToken };
  }

  /**
   * The limits of a call that guesses at an account: per e-mail and client address together,
   * and, much higher, per e-mail from all addresses. 'check' only asks (login counts failures
   * alone), 'hit' counts this call. A 429 with Retry-After when either is used up.
   */
  private limits(
    call: 'login' | 'reset' | 'otp' | 'email-available',
    email: string,
    clientIp: string,
    mode: 'check' | 'hit',
  ): void {
    const pair = `${call}:${email}|${clientIp}`;
    const all = `${call}:${email}`;
    if (mode === 'check') {
      this.deps.limiter.check(pair);
      this.deps.globalLimiter.check(all);
      return;
    }
    this.deps.globalLimiter.hit(all);
    this.deps.limiter.hit(pair);
  }

  /**
   * Stores a new mailed secret, ending the customer's earlier ones of the same kind, together
   * with its mail: a mailed code or link always works.
   */
  private async replaceChallenge(
    customerId: number,
    kind: ChallengeKind,
    id: string,
    codeHash: string | null,
    ttlSeconds: number,
    mailing: { to: string; mail: AccountMail; view: StoreView },
  ): Promise<void> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.#customers.transaction(async (tx) => {
      await this.#customers.replaceChallenge({ id, kind, customerId, codeHash, expiresAt }, tx);
      await this.deps.outbox.enqueue(tx, mailing.to, mailing.mail, mailing.view);
    });
    this.deps.outbox.wake();
  }
}

/** Whether a password is the customer's; the same hashing work when there is nothing to check. */
async function passwordMatches(customer: CustomerRow | null, password: string): Promise<boolean> {
  return customer?.passwordHash
    ? verifyPassword(password, customer.passwordHash)
    : verifyAgainstDummy(password);
}

/** The checked e-mail and addresses of a registration; 400 naming the first field that fails. */
function checkedRegistration(input: Registration): {
  email: string;
  addresses: CustomerAddress[];
} {
  const email = normalizeEmail(input.customer.email);
  check(validateEmail(email), 'customer.email');
  check(validateName(input.customer.firstname), 'customer.firstname');
  check(validateName(input.customer.lastname), 'customer.lastname');
  if (input.customer.dob) check(validateBirthDate(input.customer.dob), 'customer.dob');
  check(validatePassword(input.password), 'password');
  return { email, addresses: normalizeAddresses(input.customer.addresses ?? [], []) };
}

/** Throws the rule's message, naming the request field it is about. */
function check(message: string | null, field: string): void {
  if (message) throw invalidField(message, field);
}

/**
 * Checks addresses and gives them ids: a known id keeps its address, a new address gets the
 * next id. One default shipping and billing address at most; the first one when none is marked.
 */
function normalizeAddresses(
  input: AddressInput[],
  existing: CustomerAddress[],
  customerId?: number,
  addressesField = 'customer.addresses',
): CustomerAddress[] {
  const known = new Set(existing.map((address) => address.id));
  let nextId = Math.max(0, ...existing.map((address) => address.id)) + 1;
  const result = input.map((address, index) => {
    if (address.customer_id !== undefined && address.customer_id !== customerId) {
      throw notFound('account.address_unknown');
    }
    if (address.id !== undefined && !known.has(address.id))
      throw notFound('account.address_unknown');
    const [problem] = Object.entries(validateAddress(address));
    if (problem) throw invalidField(problem[1], `${addressesField}.${index}.${problem[0]}`);
    const region =
      typeof address.region === 'string' ? address.region : (address.region?.region ?? null);
    return {
      id: address.id ?? nextId++,
      firstname: address.firstname.trim(),
      lastname: address.lastname.trim(),
      middlename: address.middlename ?? null,
      company: address.company ?? null,
      street: address.street.map((part) => part.trim()),
      city: address.city.trim(),
      postcode: address.postcode.trim().toUpperCase(),
      country_id: address.country_id.toUpperCase(),
      region: region ?? null,
      telephone: address.telephone ?? null,
      default_shipping: address.default_shipping === true,
      default_billing: address.default_billing === true,
    } satisfies CustomerAddress;
  });
  for (const flag of ['default_shipping', 'default_billing'] as const) {
    const marked = result.filter((address) => address[flag]);
    for (const extra of marked.slice(1)) extra[flag] = false;
    if (marked.length === 0 && result[0]) result[0][flag] = true;
  }
  return result;
}

/** The push token of custom_attributes (array or object form); undefined when absent. */
function readPushToken(attributes: unknown): string | null | undefined {
  if (Array.isArray(attributes)) {
    const entry = attributes.find(
      (item) => (item as { attribute_code?: unknown }).attribute_code === 'push_notification_token',
    ) as { value?: string | null } | undefined;
    return entry ? (entry.value ?? null) : undefined;
  }
  if (attributes && typeof attributes === 'object' && 'push_notification_token' in attributes) {
    const value = (attributes as { push_notification_token?: string | null })
      .push_notification_token;
    return value ?? null;
  }
  return undefined;
}
