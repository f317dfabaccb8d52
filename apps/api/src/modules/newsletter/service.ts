/**
 * Newsletter subscriptions by e-mail address, with double opt-in (decision 39).
 *
 * - Anyone may sign an address up (guests too): the subscription is pending and a confirmation
 *   link is mailed to the address, in the store view's language. Only following that link makes
 *   it active, and then the address's sign-up coupon is mailed (once per address, ever). Signing
 *   up a pending address again mails a new link (the older one stops working); an active one
 *   gets nothing. Every answer is the same, so a sign-up tells nobody whether an address is
 *   subscribed. Sign-ups are limited per address and per client address (nobody floods a
 *   stranger's inbox).
 * - A logged-in customer signing up their own confirmed address (decision 53) is active at once
 *   and gets the coupon mail; an unconfirmed one is signed up like a guest's.
 * - Reading or ending a subscription needs the token of the customer who confirmed that address
 *   (another or an unconfirmed address: 404), or the signed unsubscribe link every newsletter
 *   mail carries.
 */
import { randomUUID } from 'node:crypto';
import { normalizeEmail, type StoreView, storedStoreView, validateEmail } from '@shop/core';
import type { Executor } from '@shop/db';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { DomainError, domainError, invalidField, notFound } from '../../lib/errors.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { NewsletterRepository } from './repository.ts';

const ISSUER = 'kindershop';
const CONFIRM_AUDIENCE = 'kindershop-newsletter-confirm';
const UNSUBSCRIBE_AUDIENCE = 'kindershop-newsletter-unsubscribe';
const COUPON_NAME = 'Newsletter sign-up';
const COUPON_PREFIX = 'NIEUWS-';

/**
 * What the newsletter needs of the accounts: the caller's e-mail address once its owner confirmed
 * it, null before (401 once the account is gone).
 */
interface CustomerEmails {
  confirmedEmail(caller: TokenCustomer): Promise<string | null>;
}

/** What the newsletter needs of the cart module: the address's personal sign-up coupon. */
interface SignupCoupons {
  issuePersonalCoupon(
    coupon: { email: string; name: string; percent: number; prefix: string },
    tx: Executor,
  ): Promise<string | null>;
}

export interface NewsletterDeps {
  subscriptions: NewsletterRepository;
  accounts: CustomerEmails;
  coupons: SignupCoupons;
  outbox: MailOutbox;
  /** The key the links are signed with (derived from the shop's token secret). */
  key: () => Promise<Uint8Array>;
  /** The storefront's public URL (links in mails). */
  publicUrl: string;
  confirmTtlSeconds: number;
  couponPercent: number;
  /** Sign-ups per e-mail address and per client address. */
  perEmail: KeyedRateLimiter;
  perClient: KeyedRateLimiter;
  now: () => Date;
}

export type ConfirmOutcome = 'subscribed';

export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  async status(caller: TokenCustomer, rawEmail: string): Promise<'subscribed' | 'not_subscribed'> {
    const email = await this.ownEmail(caller, rawEmail);
    return (await this.deps.subscriptions.isSubscribed(email)) ? 'subscribed' : 'not_subscribed';
  }

  /**
   * Signs an address up: the caller's own address is active at once (with its coupon mail),
   * any other pending until confirmed (a confirmation mail, limited per address and client).
   */
  async subscribe(
    caller: TokenCustomer | null,
    rawEmail: string,
    view: StoreView,
    clientAddress: string,
  ): Promise<true> {
    const email = normalizeEmail(rawEmail);
    const problem = validateEmail(email);
    if (problem) throw invalidField(problem, 'email');
    // Only a confirmed address is the caller's own: an unconfirmed one may be anybody's.
    const customerEmail = caller ? await this.deps.accounts.confirmedEmail(caller) : null;
    if (caller && customerEmail === email) {
      await this.subscribeVerified(email, caller.customerId, view);
    } else {
      await this.deps.perClient.hit(clientAddress);
      await this.deps.perEmail.hit(email);
      await this.subscribePending(email, view);
    }
    this.deps.outbox.wake();
    return true;
  }

  /** Confirms a pending subscription by its link: it becomes active and its coupon is mailed. */
  async confirm(token: string): Promise<ConfirmOutcome> {
    const claims = await this.verify(token, CONFIRM_AUDIENCE);
    const { subscriptions } = this.deps;
    const nonce = claims.nonce;
    // Links are signed before the transaction: the key may still have to be read.
    const unsubscribeToken = await this.unsubscribeToken(claims.email);
    await subscriptions.transaction(async (tx) => {
      const row = await subscriptions.lock(claims.email, tx);
      if (row?.status === 'active') throw domainError('conflict', 'newsletter.link_used');
      // Unsubscribed since, or a newer link was mailed: this one no longer works.
      if (!row || !nonce || row.confirmNonce !== nonce) {
        throw domainError('invalid', 'newsletter.link_invalid');
      }
      await subscriptions.activate(
        { email: row.email, customerId: row.customerId, storeCode: row.storeCode },
        this.deps.now(),
        tx,
      );
      await this.mailCoupon(tx, row.email, storedStoreView(row.storeCode), unsubscribeToken);
    });
    this.deps.outbox.wake();
    return 'subscribed';
  }

  /** Ends a subscription by the unsubscribe link of a newsletter mail (again: no change). */
  async unsubscribeByLink(token: string): Promise<true> {
    const claims = await this.verify(token, UNSUBSCRIBE_AUDIENCE);
    await this.deps.subscriptions.unsubscribe(claims.email);
    return true;
  }

  /**
   * Ends the subscription of the caller's own address, or of the address an unsubscribe link
   * names (the link must be for this address).
   */
  async unsubscribe(
    caller: TokenCustomer | null,
    rawEmail: string,
    unsubscribeToken?: string,
  ): Promise<true> {
    if (unsubscribeToken) {
      const claims = await this.verify(unsubscribeToken, UNSUBSCRIBE_AUDIENCE);
      if (claims.email !== normalizeEmail(rawEmail)) {
        throw domainError('invalid', 'newsletter.link_invalid');
      }
      await this.deps.subscriptions.unsubscribe(claims.email);
      return true;
    }
    if (!caller) throw new DomainError('unauthorized', 'auth.token_required');
    await this.deps.subscriptions.unsubscribe(await this.ownEmail(caller, rawEmail));
    return true;
  }

  /** The caller's own address: active at once, the coupon mailed the first time. */
  private async subscribeVerified(email: string, customerId: number, view: StoreView) {
    const { subscriptions } = this.deps;
    const unsubscribeToken = await this.unsubscribeToken(email);
    await subscriptions.transaction(async (tx) => {
      const row = await subscriptions.lock(email, tx);
      if (row?.status === 'active') return;
      await subscriptions.activate(
        { email, customerId, storeCode: view.code },
        this.deps.now(),
        tx,
      );
      await this.mailCoupon(tx, email, view, unsubscribeToken);
    });
  }

  /** Another address: pending, with a new confirmation link (an active one is left as it is). */
  private async subscribePending(email: string, view: StoreView) {
    const { subscriptions } = this.deps;
    const nonce = randomUUID();
    const confirmToken = await this.sign(email, CONFIRM_AUDIENCE, {
      nonce,
      ttlSeconds: this.deps.confirmTtlSeconds,
    });
    const unsubscribeToken = await this.unsubscribeToken(email);
    await subscriptions.transaction(async (tx) => {
      const row = await subscriptions.lock(email, tx);
      if (row?.status === 'active') return;
      await subscriptions.upsertPending(
        { email, customerId: row?.customerId ?? null, storeCode: view.code, nonce },
        tx,
      );
      await this.deps.outbox.enqueue(
        tx,
        email,
        {
          kind: 'newsletter_confirm',
          confirmUrl: this.pageUrl(view, 'confirm', confirmToken),
          ...this.unsubscribeUrls(unsubscribeToken, view),
          validDays: Math.max(1, Math.round(this.deps.confirmTtlSeconds / 86_400)),
        },
        view,
      );
    });
  }

  /** Mails the address's sign-up coupon, issued now; nothing when it had one before. */
  private async mailCoupon(
    tx: Executor,
    email: string,
    view: StoreView,
    unsubscribeToken: string,
  ): Promise<void> {
    const { couponPercent: percent } = this.deps;
    const code = await this.deps.coupons.issuePersonalCoupon(
      { email, name: COUPON_NAME, percent, prefix: COUPON_PREFIX },
      tx,
    );
    if (!code) return;
    await this.deps.outbox.enqueue(
      tx,
      email,
      {
        kind: 'newsletter_coupon',
        couponCode: code,
        percent,
        shopUrl: `${this.deps.publicUrl}${prefixOf(view)}/cart`,
        ...this.unsubscribeUrls(unsubscribeToken, view),
      },
      view,
    );
  }

  /** The unsubscribe page of a mail's text and the one-click URL of its header. */
  private unsubscribeUrls(token: string, view: Pick<StoreView, 'code'>) {
    return {
      unsubscribeUrl: this.pageUrl(view, 'unsubscribe', token),
      listUnsubscribeUrl: `${this.deps.publicUrl}/api/ext/magento2-newsletter/unsubscribe?${new URLSearchParams({ token })}`,
    };
  }

  /** The token of an address's unsubscribe links: it does not expire (mails are kept). */
  private unsubscribeToken(email: string): Promise<string> {
    return this.sign(email, UNSUBSCRIBE_AUDIENCE, {});
  }

  private pageUrl(view: Pick<StoreView, 'code'>, page: string, token: string): string {
    return `${this.deps.publicUrl}${prefixOf(view)}/newsletter/${page}?${new URLSearchParams({ token })}`;
  }

  /** A link's token for one purpose (its audience) and address; a confirmation one expires. */
  private async sign(
    email: string,
    audience: string,
    options: { nonce?: string; ttlSeconds?: number },
  ): Promise<string> {
    const issuedAt = Math.floor(this.deps.now().getTime() / 1000);
    const jwt = new SignJWT(options.nonce ? { nonce: options.nonce } : {})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(email)
      .setIssuedAt(issuedAt);
    if (options.ttlSeconds) jwt.setExpirationTime(issuedAt + options.ttlSeconds);
    return jwt.sign(await this.deps.key());
  }

  /** The address and nonce of a link; a forged or foreign token is invalid, an old one expired. */
  private async verify(
    token: string,
    audience: string,
  ): Promise<{ email: string; nonce: string | null }> {
    try {
      const { payload } = await jwtVerify(token, await this.deps.key(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: this.deps.now(),
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
      return {
        email: payload.sub,
        nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new DomainError('invalid', 'newsletter.link_expired', {}, { field: 'token' });
      }
      throw new DomainError('invalid', 'newsletter.link_invalid', {}, { field: 'token' });
    }
  }

  /** The address asked about, when it is the caller's own; 404 for any other. */
  private async ownEmail(caller: TokenCustomer, rawEmail: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    if (email !== (await this.deps.accounts.confirmedEmail(caller))) {
      throw notFound('newsletter.subscription_unknown');
    }
    return email;
  }
}

/** The storefront's path prefix of a store view: the Dutch one at the root, the German one /de. */
function prefixOf(view: Pick<StoreView, 'code'>): string {
  return view.code === 'de' ? '/de' : '';
}
