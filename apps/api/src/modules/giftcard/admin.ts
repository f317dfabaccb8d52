/**
 * Customer service's gift cards (decision 76): issuing a card of an amount (its code shown once,
 * stored as the shop stores every code: keyed hash and last four characters), blocking and
 * unblocking a card (a blocked card pays nothing and is "not a valid giftcard" to shoppers), and
 * a card's balance history. Every change is audited in its own transaction.
 */
import type { AdminGiftCard } from '@shop/contracts';
import {
  formatGiftCardCode,
  fromCents,
  giftCardExpiry,
  maskedGiftCardCode,
  normalizeGiftCardCode,
} from '@shop/core';
import type { ShopDatabase } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { GiftCardCodes } from './codes.ts';
import type { GiftCardRepository, GiftCardRow } from './repository.ts';
import { lastFourOf } from './service.ts';

export interface GiftCardAdminDeps {
  shop: ShopDatabase;
  cards: GiftCardRepository;
  codes: GiftCardCodes;
  /** A new random code (the gift card service's). */
  newCode: () => string;
  validityMonths: number;
  currency: string;
  now: () => Date;
}

/** New codes tried before giving up (a taken code is as likely as a guessed one). */
const ISSUE_ATTEMPTS = 3;

export class GiftCardAdmin {
  constructor(private readonly deps: GiftCardAdminDeps) {}

  /** A new card of `amount` euros, valid as long as a bought one; its code answered this once. */
  async issue(
    input: { amount: number; store_code: string; recipient_name: string; message: string },
    record: RecordChange,
  ): Promise<{ card: AdminGiftCard; code: string }> {
    const { cards, codes } = this.deps;
    const now = this.deps.now();
    const cents = Math.round(input.amount * 100);
    return this.deps.shop.db.transaction(async (tx) => {
      // A code taken already (as likely as guessing one) is skipped by the insert: a new one.
      for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
        const code = this.deps.newCode();
        const [row] = await cards.insertCards(
          [
            {
              ...(await codes.storedForm(code, tx)),
              initialValue: cents,
              balance: cents,
              currency: this.deps.currency,
              expiresAt: giftCardExpiry(now, this.deps.validityMonths),
              orderId: null,
              orderItemId: null,
              unit: 0,
              storeCode: input.store_code,
              recipientName: input.recipient_name,
              message: input.message,
            },
          ],
          tx,
        );
        if (!row) continue;
        const card = cardView(row, null);
        await record(giftCardChange('gift_card.issue', row.id, null, card), tx);
        return { card, code: formatGiftCardCode(code) };
      }
      throw new Error('No free gift card code was found');
    });
  }
  /** The card of a typed code (any case or separators), for the operator to work with. */
  async find(input: string): Promise<AdminGiftCard> {
    const code = normalizeGiftCardCode(input);
    const row = code
      ? await this.deps.cards.findByCodeHash(await this.deps.codes.hashOf(code))
      : null;
    if (!row)
      throw new DomainError('not_found', 'giftcardadmin.code_unknown', {}, { field: 'code' });
    return cardView(row, await this.deps.cards.orderNumber(row.orderId));
  }

  /** Blocks or unblocks a card; the same state again changes nothing and writes no entry. */
  async setBlocked(
    giftCardId: number,
    blocked: boolean,
    record: RecordChange,
  ): Promise<AdminGiftCard> {
    const { cards } = this.deps;
    const card = await this.deps.shop.db.transaction(async (tx) => {
      const current = await cards.byId(giftCardId, tx, { lock: true });
      if (!current) throw notFound('giftcardadmin.not_found', { giftCardId });
      if ((current.blockedAt !== null) === blocked) return current;
      const now = this.deps.now();
      const row = await cards.setBlocked(giftCardId, blocked ? now : null, now, tx);
      if (!row) throw notFound('giftcardadmin.not_found', { giftCardId });
      await record(
        giftCardChange(
          blocked ? 'gift_card.block' : 'gift_card.unblock',
          giftCardId,
          { blocked: current.blockedAt !== null, balance: fromCents(current.balance) },
          { blocked: row.blockedAt !== null, balance: fromCents(row.balance) },
        ),
        tx,
      );
      return row;
    });
    return cardView(card, await cards.orderNumber(card.orderId));
  }

  /**
   * A card and its balance history: issued with its value, then each amount an order took and
   * each amount given back (a canceled or refunded order), with the balance after each.
   */
  async history(giftCardId: number) {
    const { cards } = this.deps;
    const row = await cards.byId(giftCardId);
    if (!row) throw notFound('giftcardadmin.not_found', { giftCardId });
    const uses = await cards.usesOf(giftCardId);
    const events: {
      at: Date;
      kind: 'issued' | 'spent' | 'given_back';
      cents: number;
      order: string | null;
    }[] = [{ at: row.createdAt, kind: 'issued', cents: row.initialValue, order: null }];
    for (const use of uses) {
      events.push({ at: use.at, kind: 'spent', cents: -use.amount, order: use.orderNumber });
      if (use.releasedAt) {
        events.push({
          at: use.releasedAt,
          kind: 'given_back',
          cents: use.amount,
          order: use.orderNumber,
        });
      }
    }
    // Oldest first; an issue comes before anything on the same instant.
    events.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === 'issued' ? -1 : 0));
    let balance = 0;
    const history = events.map((event) => {
      balance += event.cents;
      return {
        at: event.at.toISOString(),
        kind: event.kind,
        amount: fromCents(Math.abs(event.cents)),
        balance_after: fromCents(balance),
        order_number: event.order,
      };
    });
    return { card: cardView(row, await cards.orderNumber(row.orderId)), history };
  }
}

function cardView(row: GiftCardRow, orderNumber: string | null): AdminGiftCard {
  return {
    id: row.id,
    code: maskedGiftCardCode(lastFourOf(row)),
    initial_value: fromCents(row.initialValue),
    balance: fromCents(row.balance),
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
    blocked: row.blockedAt !== null,
    blocked_at: row.blockedAt?.toISOString() ?? null,
    order_number: orderNumber,
    store_code: row.storeCode,
    recipient_name: row.recipientName,
    created_at: row.createdAt.toISOString(),
  };
}

function giftCardChange(action: string, id: number, before: unknown, after: unknown) {
  return { action, entityType: 'gift_card', entityId: String(id), before, after };
}
