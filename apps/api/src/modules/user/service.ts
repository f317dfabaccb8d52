/**
 * The account use cases: login, create, profile, passwords, one-time codes, e-mail
 * availability, deletion. Field rules and their messages come from core; tokens and sessions
 * from the auth module. Nothing here writes a password, token or code to a log.
 */
import type { AddressInput, Customer } from '@shop/contracts';
import {
  normalizeEmail,
  type StoreView,
  validateAddress,
  validateBirthDate,
  validateEmail,
  validateName,
  validatePassword,
} from '@shop/core';
import { type ShopDatabase, schema } from '@shop/db';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { DomainError, invalid, notFound, unauthorized } from '../../lib/errors.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import { randomDigits, randomToken, sha256 } from '../../lib/secrets.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import type { IssuedTokens, SessionService } from '../auth/sessions.ts';
import type { TokenCustomer, TokenService } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { AccountMail } from '../mail/templates.ts';
import { toCustomerView } from './customer-view.ts';
import { findCustomerOrdersPage } from './order-history-repository.ts';

/** The answer to every failed login, whatever failed (spec secondary §8; reference §1.2). */
export const SIGN_IN_INCORRECT_MESSAGE =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const EMAIL_TAKEN_MESSAGE = 'A customer with the same email address already exists.';
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  "The password doesn't match this account. Verify the password and try again.";
export const RESET_TOKEN_INVALID_MESSAGE = 'The password reset token is not valid or has expired.';
export const ONE_TIME_PASSWORD_INVALID_MESSAGE =
  'The one-time password is not valid or has expired.';
const CUSTOMER_GONE_MESSAGE = 'The customer token is not valid.';

export interface AccountServiceDeps {
  shop: ShopDatabase;
  tokens: TokenService;
  sessions: SessionService;
  /** Mails leave through the outbox, written in the transaction of what they report. */
  outbox: MailOutbox;
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

type CustomerRow = typeof schema.customers.$inferSelect;
type CustomerAddress = schema.CustomerAddress;

export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /**
   * Login with e-mail and password. An unknown e-mail, a wrong password and an account without
   * a password all answer the same 401, after the same hashing work. Failed logins of one
   * e-mail are limited per window.
   */
  async login(username: string, password: string, clientIp: string): Promise<IssuedTokens> {
    const email = normalizeEmail(username);
    // Only failures count: a shopper who logs in often is never held back.
    this.limits('login', email, clientIp, 'check');
    const customer = await this.findByEmail(email);
    const ok = customer?.passwordHash
      ? await verifyPassword(password, customer.passwordHash)
      : await verifyAgainstDummy(password);
    if (!customer || !ok) {
      this.limits('login', email, clientIp, 'hit');
      throw unauthorized(SIGN_IN_INCORRECT_MESSAGE);
    }
    return this.deps.sessions.start({ id: customer.id, groupId: customer.groupId });
  }

  /** Registration: checked names, e-mail, password and addresses; a welcome mail follows. */
  async create(
    input: {
      customer: {
        email: string;
        firstname: string;
        lastname: string;
        dob?: string | null | undefined;
        addresses?: AddressInput[] | undefined;
      };
      password: string;
    },
    view: StoreView,
  ): Promise<Customer> {
    const email = normalizeEmail(input.customer.email);
    check(validateEmail(email), 'customer.email');
    check(validateName(input.customer.firstname), 'customer.firstname');
    check(validateName(input.customer.lastname), 'customer.lastname');
    if (input.customer.dob) check(validateBirthDate(input.customer.dob), 'customer.dob');
    check(validatePassword(input.password), 'password');
    const addresses = normalizeAddresses(input.customer.addresses ?? [], []);
    if (await this.findByEmail(email)) throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(input.password);
    // The account and its welcome mail together: no mail for an account that was not made.
    const row = await this.deps.shop.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(schema.customers)
        .values({
          email,
          firstname: input.customer.firstname.trim(),
          lastname: input.customer.lastname.trim(),
          passwordHash,
          storeCode: view.code,
          addresses,
        })
        .onConflictDoNothing({ target: schema.customers.email })
        .returning();
      if (!created) return null;
      await this.deps.outbox.enqueue(
        tx,
        email,
        { kind: 'welcome', firstname: created.firstname, shopUrl: this.deps.shopPublicUrl },
        view,
      );
      return created;
    });
    if (!row) throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
    this.deps.outbox.wake();
    return toCustomerView(row);
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
    input: {
      id?: number | undefined;
      email?: string | undefined;
      firstname?: string | undefined;
      lastname?: string | undefined;
      addresses?: AddressInput[] | undefined;
      custom_attributes?: unknown;
    },
  ): Promise<Customer & { groupToken: string }> {
    const current = await this.requireRow(caller);
    if (input.id !== undefined && input.id !== current.id) throw notFound('No such customer.');
    const changes: Partial<typeof schema.customers.$inferInsert> = {};
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
        const [taken] = await this.deps.shop.db
          .select({ id: schema.customers.id })
          .from(schema.customers)
          .where(and(eq(schema.customers.email, email), ne(schema.customers.id, current.id)));
        if (taken) throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
        changes.email = email;
      }
    }
    if (input.addresses !== undefined) {
      changes.addresses = normalizeAddresses(input.addresses, current.addresses, current.id);
    }
    const pushToken = readPushToken(input.custom_attributes);
    if (pushToken !== undefined) changes.pushNotificationToken = pushToken;
    if (Object.keys(changes).length === 0) return this.withGroupToken(current);
    try {
      const [row] = await this.deps.shop.db
        .update(schema.customers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(schema.customers.id, current.id), isNull(schema.customers.deletedAt)))
        .returning();
      if (!row) throw unauthorized(CUSTOMER_GONE_MESSAGE);
      return this.withGroupToken(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  /**
   * Mails a reset link when the e-mail belongs to a customer; answers the same either way. Only
   * the newest link works.
   */
  async requestPasswordReset(rawEmail: string, view: StoreView, clientIp: string): Promise<true> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'email');
    this.limits('reset', email, clientIp, 'hit');
    const customer = await this.findByEmail(email);
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
    const done = await this.deps.shop.db.transaction(async (tx) => {
      const [used] = await tx
        .update(schema.customerChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(schema.customerChallenges.id, sha256(input.resetToken)),
            eq(schema.customerChallenges.kind, 'reset_password'),
            isNull(schema.customerChallenges.usedAt),
            sql`${schema.customerChallenges.expiresAt} > now()`,
            sql`${schema.customerChallenges.customerId} = (SELECT id FROM customers WHERE email = ${email} AND deleted_at IS NULL)`,
          ),
        )
        .returning({ customerId: schema.customerChallenges.customerId });
      if (!used) return false;
      await tx
        .update(schema.customers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(schema.customers.id, used.customerId));
      await this.deps.sessions.closeAll(used.customerId, undefined, tx);
      return true;
    });
    if (!done) throw unauthorized(RESET_TOKEN_INVALID_MESSAGE);
    return true;
  }

  /** Changes the password after checking the current one; the caller's other sessions end. */
  async changePassword(
    caller: TokenCustomer,
    input: { currentPassword: string; newPassword: string },
  ): Promise<true> {
    this.deps.limiter.hit(`change-password:${caller.customerId}`);
    const current = await this.requireRow(caller);
    const ok = current.passwordHash
      ? await verifyPassword(input.currentPassword, current.passwordHash)
      : await verifyAgainstDummy(input.currentPassword);
    if (!ok) throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
    check(validatePassword(input.newPassword), 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.shop.db.transaction(async (tx) => {
      await tx
        .update(schema.customers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(schema.customers.id, current.id));
      await this.deps.sessions.closeAll(current.id, caller.sessionId, tx);
    });
    return true;
  }

  /** One page of the caller's orders (reference §1.2 answer shape). */
  async orderHistory(caller: TokenCustomer, page: { pageSize: number; currentPage: number }) {
    await this.requireRow(caller);
    const { items, totalCount } = await findCustomerOrdersPage(
      this.deps.shop.db,
      caller.customerId,
      page,
    );
    return {
      items,
      search_criteria: {
        filter_groups: [
          {
            filters: [
              { field: 'customer_id', value: String(caller.customerId), condition_type: 'eq' },
            ],
          },
        ],
        sort_orders: [{ field: 'entity_id', direction: 'DESC' }],
        page_size: page.pageSize,
        current_page: page.currentPage,
      },
      total_count: totalCount,
    };
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
    const customer = await this.findByEmail(email);
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
    const c = schema.customerChallenges;
    const open = and(
      eq(c.id, requestId),
      eq(c.kind, 'one_time_password'),
      isNull(c.usedAt),
      sql`${c.expiresAt} > now()`,
    );
    // One statement per guess: the row lock orders parallel guesses, and each one sees the
    // count the guess before left, so no more than the allowed number is ever checked.
    const hash = sha256(`${requestId}:${code.trim()}`);
    const max = this.deps.accounts.oneTimePasswordMaxAttempts;
    const [guess] = await this.deps.shop.db
      .update(c)
      .set({
        failedAttempts: sql`${c.failedAttempts} + CASE WHEN ${c.codeHash} = ${hash} THEN 0 ELSE 1 END`,
        usedAt: sql`CASE WHEN ${c.codeHash} = ${hash} OR ${c.failedAttempts} + 1 >= ${max} THEN now() ELSE NULL END`,
      })
      .where(open)
      .returning({ customerId: c.customerId, matched: sql<boolean>`${c.codeHash} = ${hash}` });
    if (!guess?.matched) throw unauthorized(ONE_TIME_PASSWORD_INVALID_MESSAGE);
    const [customer] = await this.deps.shop.db
      .select()
      .from(schema.customers)
      .where(and(eq(schema.customers.id, guess.customerId), isNull(schema.customers.deletedAt)));
    if (!customer) throw unauthorized(ONE_TIME_PASSWORD_INVALID_MESSAGE);
    return this.deps.sessions.start({ id: customer.id, groupId: customer.groupId });
  }

  /** Whether no account uses an e-mail address (user-extend is-email-available). */
  async isEmailAvailable(rawEmail: string, clientIp: string): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    check(validateEmail(email), 'customerEmail');
    this.limits('email-available', email, clientIp, 'hit');
    return (await this.findByEmail(email)) === null;
  }

  /**
   * Deletes the caller's account: personal fields emptied, carts deactivated and stripped of
   * addresses, newsletter subscription, mailed secrets and every session gone. The row stays
   * (with a placeholder e-mail) so later orders keep a customer id to point at.
   */
  async deleteAccount(caller: TokenCustomer): Promise<true> {
    const current = await this.requireRow(caller);
    await this.deps.shop.db.transaction(async (tx) => {
      await tx
        .update(schema.customers)
        .set({
          email: `deleted-${current.id}-${randomToken(9)}@deleted.invalid`,
          firstname: '',
          lastname: '',
          passwordHash: null,
          addresses: [],
          pushNotificationToken: null,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(schema.customers.id, current.id));
      await tx
        .update(schema.carts)
        .set({ active: false, shippingAddress: null, billingAddress: null, updatedAt: sql`now()` })
        .where(eq(schema.carts.customerId, current.id));
      await tx
        .delete(schema.newsletterSubscriptions)
        .where(
          or(
            eq(schema.newsletterSubscriptions.customerId, current.id),
            eq(schema.newsletterSubscriptions.email, current.email),
          ),
        );
      await tx
        .delete(schema.customerChallenges)
        .where(eq(schema.customerChallenges.customerId, current.id));
      await this.deps.sessions.closeAll(current.id, undefined, tx);
    });
    return true;
  }

  /** The live customer row of a token (401 once the account is gone). */
  async requireRow(caller: TokenCustomer): Promise<CustomerRow> {
    const [row] = await this.deps.shop.db
      .select()
      .from(schema.customers)
      .where(and(eq(schema.customers.id, caller.customerId), isNull(schema.customers.deletedAt)));
    if (!row) throw unauthorized(CUSTOMER_GONE_MESSAGE);
    return row;
  }

  private async findByEmail(email: string): Promise<CustomerRow | null> {
    const [row] = await this.deps.shop.db
      .select()
      .from(schema.customers)
      .where(and(eq(schema.customers.email, email), isNull(schema.customers.deletedAt)));
    return row ?? null;
  }

  private async withGroupToken(row: CustomerRow) {
    const groupToken = await this.deps.tokens.issueGroupToken({ id: row.id, groupId: row.groupId });
    return { ...toCustomerView(row), groupToken };
  }

  /** Stores a new mailed secret and ends the customer's earlier ones of the same kind. */
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

  private async replaceChallenge(
    customerId: number,
    kind: 'reset_password' | 'one_time_password',
    id: string,
    codeHash: string | null,
    ttlSeconds: number,
    mailing: { to: string; mail: AccountMail; view: StoreView },
  ): Promise<void> {
    const c = schema.customerChallenges;
    // The new challenge and its mail together: a mailed code or link always works.
    await this.deps.shop.db.transaction(async (tx) => {
      await tx
        .update(c)
        .set({ usedAt: sql`now()` })
        .where(and(eq(c.customerId, customerId), eq(c.kind, kind), isNull(c.usedAt)));
      await tx.insert(c).values({
        id,
        kind,
        customerId,
        codeHash,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      await this.deps.outbox.enqueue(tx, mailing.to, mailing.mail, mailing.view);
    });
    this.deps.outbox.wake();
  }
}

/** Throws the rule's message, naming the request field it is about. */
function check(message: string | null, field: string): void {
  if (message) throw invalid(message, field);
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
      throw notFound('No such address.');
    }
    if (address.id !== undefined && !known.has(address.id)) throw notFound('No such address.');
    const [problem] = Object.entries(validateAddress(address));
    if (problem) throw invalid(problem[1], `${addressesField}.${index}.${problem[0]}`);
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

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
