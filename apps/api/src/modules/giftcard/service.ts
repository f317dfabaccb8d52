/**
 * Gift cards: issued when an order with gift card lines is paid, checked by code, applied to a
 * cart as a credit that pays part of its grand total, spent in the order's transaction and given
 * back when that order is canceled without money (decision record 0037).
 *
 * - Issuing runs in the transaction that marks the order paid: one card per unit, a random code,
 *   the value bought, an expiry. The unique (order line, unit) makes a repeated paid notice issue
 *   nothing; the buyer's mail is written with the cards (the outbox sends it after the commit).
 * - The code is stored only as its keyed hash and its last four characters (decision 56): a
 *   typed code is normalised, hashed and looked up by that hash. The whole code is shown only in
 *   the mails written at issue; everywhere else the card shows as '****-****-****-ABCD'.
 * - A code that is unknown, expired or used up is "not a valid giftcard", whichever it is.
 *   Wrong codes are counted per client address and per cart: past the limit every code is
 *   refused for a while (429), so codes cannot be guessed.
 * - Spending: the order locks the cart's cards, the checkout pricing allocates them over the
 *   grand total, and each use is taken with a conditional update (never below zero). A card that
 *   pays less than the shopper saw refuses the order (409) with nothing taken.
 */
import { randomBytes } from 'node:crypto';
import type { CartTotals, GiftCardBalance } from '@shop/contracts';
import {
  type AvailableCredit,
  type CreditUse,
  formatGiftCardCode,
  formatPrice,
  fromCents,
  giftCardCodeFromBytes,
  giftCardCodeLast4,
  giftCardExpiry,
  maskedGiftCardCode,
  normalizeGiftCardCode,
  spendableBalance,
  storedStoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { GiftCardCodes, StoredGiftCardCode } from './codes.ts';
import type {
  AppliedGiftCard,
  GiftCardRepository,
  GiftCardRow,
  NewGiftCard,
} from './repository.ts';

/** A code that is not a valid gift card (unknown, expired or used up): one answer for all. */
export class GiftCardNotValidError extends DomainError {
  constructor() {
    super('not_found', 'giftcard.not_valid');
  }
}

/** What the gift cards need of the carts: a change of the caller's cart, then its totals. */
interface GiftCardCarts {
  changeCredits(
    cartId: string,
    caller: TokenCustomer | null,
    work: (tx: Executor, cart: { id: string; holdsGiftCard: boolean }) => Promise<void>,
  ): Promise<CartTotals>;
}

/** An order as issuing reads it. */
export interface PaidOrder {
  id: number;
  incrementId: string;
  storeCode: string;
  currency: string;
  customerEmail: string;
  billingAddress: unknown;
}

export interface GiftCardServiceOptions {
  carts: GiftCardCarts;
  outbox: Pick<MailOutbox, 'enqueue'>;
  /** The stored form of codes (their keyed hashes). */
  codes: GiftCardCodes;
  /** Months a new card can be spent (GIFT_CARD_VALIDITY_MONTHS). */
  validityMonths: number;
  /** Wrong codes per client address, and per cart. */
  guessesPerClient: KeyedRateLimiter;
  guessesPerCart: KeyedRateLimiter;
  now?: () => Date;
  /** Random bytes for codes (crypto by default; a test may fix them). */
  randomBytes?: (size: number) => Uint8Array;
}

/** Tries to find a free code for a unit before giving up (80 random bits: never needed twice). */
const ISSUE_ATTEMPTS = 3;

export class GiftCardService {
  readonly kind = 'giftcard' as const;

  constructor(
    private readonly cards: GiftCardRepository,
    private readonly options: GiftCardServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // ------------------------------------------------------------------ the shopper's calls

  /** The balance and expiry of a code; "not a valid giftcard" when it cannot be spent. */
  async check(input: string, clientKey: string): Promise<GiftCardBalance> {
    await this.assertMayGuess(clientKey, null);
    const card = await this.spendableCard(input, clientKey, null, undefined);
    return {
      code: maskedGiftCardCode(lastFourOf(card)),
      balance: fromCents(card.balance),
      currency: card.currency,
      expires_at: card.expiresAt.toISOString(),
    };
  }

  /**
   * Applies a card to the caller's cart (applied before: no change); answers the cart's totals.
   * A cart that holds a gift card product is not paid with gift cards.
   */
  async apply(
    cartId: string,
    caller: TokenCustomer | null,
    input: string,
    clientKey: string,
  ): Promise<CartTotals> {
    await this.assertMayGuess(clientKey, cartId);
    return this.options.carts.changeCredits(cartId, caller, async (tx, cart) => {
      if (cart.holdsGiftCard) throw new DomainError('invalid', 'giftcard.not_for_gift_card');
      const card = await this.spendableCard(input, clientKey, cartId, tx);
      await this.cards.apply(cart.id, card, tx);
    });
  }

  /**
   * Removes a card from the caller's cart (not applied: no change); answers its totals. The
   * card is named by its code, or by the masked code the totals show ('****-****-****-ABCD':
   * the applied card ending so).
   */
  async remove(cartId: string, caller: TokenCustomer | null, input: string): Promise<CartTotals> {
    const code = normalizeGiftCardCode(input);
    const codeHash = code ? await this.options.codes.hashOf(code) : null;
    const masked = input.trim().toUpperCase();
    return this.options.carts.changeCredits(cartId, caller, async (tx, cart) => {
      const applied = await this.cards.appliedTo(cart.id, tx);
      const found = applied.find(({ card }) =>
        codeHash ? card.codeHash === codeHash : maskedGiftCardCode(lastFourOf(card)) === masked,
      );
      if (found) await this.cards.remove(cart.id, found.card.id, tx);
    });
  }

  /** A 429 while the client (or the cart) has used up its wrong guesses. */
  private assertMayGuess(clientKey: string, cartId: string | null): Promise<void> {
    return this.throttled(async () => {
      await this.options.guessesPerClient.check(clientKey);
      if (cartId) await this.options.guessesPerCart.check(cartId);
    });
  }

  /** Counts a wrong code for the client and the cart (a 429 once the limit is passed). */
  private countWrongGuess(clientKey: string, cartId: string | null): Promise<void> {
    return this.throttled(async () => {
      await this.options.guessesPerClient.hit(clientKey);
      if (cartId) await this.options.guessesPerCart.hit(cartId);
    });
  }

  /** The limiter's 429 in the gift card's words (how long to wait). */
  private async throttled(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'too_many_requests') throw error;
      const seconds = error.retryAfterSeconds ?? 60;
      throw new DomainError(
        'too_many_requests',
        'giftcard.too_many_guesses',
        { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        { retryAfterSeconds: seconds },
      );
    }
  }

  /** The card of a typed code while it can be spent; else a wrong guess counted and refused. */
  private async spendableCard(
    input: string,
    clientKey: string,
    cartId: string | null,
    tx: Executor | undefined,
  ): Promise<GiftCardRow> {
    const code = normalizeGiftCardCode(input);
    const card = code
      ? await this.cards.findByCodeHash(await this.options.codes.hashOf(code, tx), tx)
      : null;
    if (!card || spendableBalance(card, this.now()) === 0) {
      await this.countWrongGuess(clientKey, cartId);
      throw new GiftCardNotValidError();
    }
    return card;
  }

  // ------------------------------------------------------------------ for the cart

  /** The credits of the cards applied to a cart, in the order applied. */
  async creditsOf(cartId: string, exec?: Executor): Promise<AvailableCredit[]> {
    return (await this.cards.appliedTo(cartId, exec)).map((applied) =>
      this.creditOf(applied.card, applied.card.balance),
    );
  }

  private creditOf(card: GiftCardRow, balance: number): AvailableCredit {
    return {
      kind: 'giftcard',
      id: card.id,
      label: maskedGiftCardCode(lastFourOf(card)),
      balance: spendableBalance(
        { balance, expiresAt: card.expiresAt, blockedAt: card.blockedAt },
        this.now(),
      ),
    };
  }

  // ------------------------------------------------------------------ for the order

  /**
   * The cards applied to a cart, locked until the order's transaction ends: as they are now,
   * and as the shopper last saw them (their balances when applied).
   */
  async lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }> {
    const applied: AppliedGiftCard[] = await this.cards.appliedTo(cartId, tx, true);
    return {
      current: applied.map((a) => this.creditOf(a.card, a.card.balance)),
      seen: applied.map((a) => this.creditOf(a.card, a.seenBalance)),
    };
  }

  /**
   * Takes each gift card use off its card and records it with the order, in the order's
   * transaction; false when a card no longer holds its amount (the caller refuses the order:
   * rolled back).
   */
  async spendForOrder(
    tx: Executor,
    order: { id: number },
    uses: readonly CreditUse[],
  ): Promise<boolean> {
    const now = this.now();
    for (const use of uses) {
      if (use.kind !== 'giftcard' || use.amount <= 0) continue;
      if (!(await this.cards.debit(use.id, use.amount, now, tx))) return false;
      await this.cards.recordOrderCredit(
        { orderId: order.id, giftCardId: use.id, amount: use.amount },
        tx,
      );
    }
    return true;
  }

  /** Gives an order's credits back to their cards, once (the order was canceled without money). */
  async releaseForOrder(tx: Executor, order: { id: number }): Promise<void> {
    const now = this.now();
    for (const credit of await this.cards.releaseOrderCredits(order.id, now, tx)) {
      if (credit.giftCardId !== null) {
        await this.cards.credit(credit.giftCardId, credit.amount, now, tx);
      }
    }
  }

  /** The cart's cards as the shopper will see them next (after a refused order). */
  refreshSeen(cartId: string): Promise<void> {
    return this.cards.refreshSeen(cartId);
  }

  /** What the shop stores of a normalised code: its keyed hash and last four characters. */
  storedCode(code: string): Promise<StoredGiftCardCode> {
    return this.options.codes.storedForm(code);
  }

  /**
   * Reads the code key and hashes the cards still stored with a plain code (at start, before
   * an order's transaction needs the key); how many were hashed.
   */
  prepare(): Promise<number> {
    return this.options.codes.prepare();
  }

  // ------------------------------------------------------------------ issuing

  /**
   * Issues one card per unit of the order's gift card lines and writes the buyer's mail with
   * their codes, in the transaction that marks the order paid. Units issued before are skipped,
   * so a repeated call issues and mails nothing.
   */
  async issueForPaidOrder(tx: Executor, order: PaidOrder): Promise<GiftCardRow[]> {
    const lines = await this.cards.giftCardLinesOf(order.id, tx);
    if (lines.length === 0) return [];
    const now = this.now();
    const expiresAt = giftCardExpiry(now, this.options.validityMonths);
    const issued: GiftCardRow[] = [];
    // The new codes by their hashes: only the mails written below ever hold a code.
    const codes = new Map<string, string>();
    for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
      const done = new Set(
        (
          await this.cards.issuedUnits(
            lines.map((line) => line.id),
            tx,
          )
        ).map((row) => `${row.orderItemId}:${row.unit}`),
      );
      const units = lines.flatMap((line) =>
        Array.from({ length: line.qty }, (_, unit) => ({ line, unit })).filter(
          ({ unit }) => !done.has(`${line.id}:${unit}`),
        ),
      );
      const wanted: NewGiftCard[] = [];
      for (const { line, unit } of units) {
        const code = this.newCode();
        const stored = await this.options.codes.storedForm(code, tx);
        codes.set(stored.codeHash, code);
        wanted.push({
          ...stored,
          initialValue: line.unitValue,
          balance: line.unitValue,
          currency: order.currency,
          expiresAt,
          orderId: order.id,
          orderItemId: line.id,
          unit,
          storeCode: order.storeCode,
          recipientName: line.giftCard?.recipient_name ?? '',
          message: line.giftCard?.message ?? '',
        });
      }
      if (wanted.length === 0) break;
      issued.push(...(await this.cards.insertCards(wanted, tx)));
    }
    if (issued.length > 0) {
      const recipients = new Map(
        lines.map((line) => [line.id, line.giftCard?.recipient_email?.trim() ?? '']),
      );
      const withCodes = issued.map((card) => ({
        card,
        code: codes.get(card.codeHash ?? '') ?? '',
      }));
      await this.mailCards(tx, order, withCodes, recipients);
    }
    return issued;
  }

  /** A new random code (customer service issues cards with it too). */
  newCode(): string {
    const bytes = this.options.randomBytes?.(16) ?? randomBytes(16);
    return giftCardCodeFromBytes(bytes);
  }

  /**
   * The mails of new cards, in the order's store view language (the outbox): each card to the
   * recipient the buyer named (with the buyer's name and message), and every card to the buyer,
   * saying which were mailed on. A card whose recipient address is the buyer's own, or that
   * names none, goes to the buyer only (to hand over).
   */
  private async mailCards(
    tx: Executor,
    order: PaidOrder,
    cards: readonly { card: GiftCardRow; code: string }[],
    recipients: ReadonlyMap<number, string>,
  ): Promise<void> {
    const view = storedStoreView(order.storeCode);
    const billing = (order.billingAddress ?? {}) as { firstname?: unknown; lastname?: unknown };
    const buyerName = [billing.firstname, billing.lastname]
      .map((part) => (typeof part === 'string' ? part.trim() : ''))
      .filter(Boolean)
      .join(' ');
    const dateFormat = new Intl.DateTimeFormat(view.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    });
    const buyer = order.customerEmail.trim().toLowerCase();
    const shown = cards.map(({ card, code }) => {
      const to = card.orderItemId === null ? '' : (recipients.get(card.orderItemId) ?? '');
      return {
        card,
        sentTo: to !== '' && to.toLowerCase() !== buyer ? to : '',
        code: formatGiftCardCode(code),
        value: formatPrice(card.initialValue / 100, view.locale),
        expiresOn: dateFormat.format(card.expiresAt),
      };
    });
    for (const { card, sentTo, code, value, expiresOn } of shown) {
      if (!sentTo) continue;
      await this.options.outbox.enqueue(
        tx,
        sentTo,
        {
          kind: 'gift_card',
          recipientName: card.recipientName,
          buyerName,
          message: card.message,
          code,
          value,
          expiresOn,
          orderNumber: order.incrementId,
        },
        view,
      );
    }
    await this.options.outbox.enqueue(
      tx,
      order.customerEmail,
      {
        kind: 'gift_cards',
        firstname: String(billing.firstname ?? ''),
        orderNumber: order.incrementId,
        cards: shown.map(({ card, sentTo, code, value, expiresOn }) => ({
          code,
          value,
          expiresOn,
          recipientName: card.recipientName,
          message: card.message,
          sentTo,
        })),
      },
      view,
    );
  }
}

/** The last four characters of a card's code (of its plain code while that waits to be hashed). */
export function lastFourOf(card: GiftCardRow): string {
  return card.codeLast4 ?? giftCardCodeLast4(card.plainCode ?? '');
}
