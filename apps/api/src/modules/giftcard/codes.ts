/**
 * The stored form of gift card codes (decision record 0056). The shop never stores a code: it
 * keeps the HMAC-SHA256 of the code's normalised form under the gift card key, the one way a
 * card is found (a unique index on it, so no code is ever compared in SQL), and the code's last
 * four characters, to show the card masked. The shopper sees the whole code only in the mails
 * written when the card is issued.
 *
 * - The key is GIFT_CARD_CODE_SECRET, else one random key made once and kept in shop_meta, so
 *   that every process of the shop hashes alike. It has nothing to do with the token secret:
 *   renewing that one (to end every login) must not lose a single card.
 * - A card found by a key can only be found by that key. The key's check value is kept in
 *   shop_meta; a different key while hashed cards exist is refused (the start stops with a
 *   message naming the setting) instead of answering every card "not valid".
 * - Cards stored with a plain code before (migration 0022 keeps that column until every process
 *   has hashed them) are hashed at start, in batches that several processes can share (FOR
 *   UPDATE SKIP LOCKED); the plain code is emptied in the same update. Running it again finds
 *   nothing to do.
 */
import { randomBytes } from 'node:crypto';
import { giftCardCodeLast4 } from '@shop/core';
import type { Executor } from '@shop/db';
import { keyedHash } from '../../lib/secrets.ts';
import type { GiftCardRepository } from './repository.ts';

const KEY_META = 'gift_card_code_secret';
const KEY_CHECK_META = 'gift_card_code_key_check';
/** What the key's check value is the hash of (never a code: codes are 16 characters). */
const KEY_CHECK_TEXT = 'kindershop:gift-card-key-check';
/** Cards hashed in one transaction. */
const CONVERT_BATCH = 200;

/** What the shop stores of a code. */
export interface StoredGiftCardCode {
  codeHash: string;
  codeLast4: string;
}

/** The gift card key is not the one the stored cards were hashed with. */
class GiftCardKeyChangedError extends Error {
  constructor() {
    super(
      'Invalid configuration: GIFT_CARD_CODE_SECRET is not the key the stored gift cards were hashed with, so no card could be found with it. Set it back to that key (when it was never set, the key is the value of shop_meta gift_card_code_secret).',
    );
    this.name = 'GiftCardKeyChangedError';
  }
}

export class GiftCardCodes {
  #key: Promise<string> | null = null;

  constructor(
    private readonly cards: GiftCardRepository,
    private readonly options: { secret: string | undefined },
  ) {}

  /**
   * Reads the key (checking it is the one the stored cards were hashed with), then hashes the
   * cards still stored with a plain code; answers how many. Called at start: an order's
   * transaction issues cards, and the embedded database answers no other query meanwhile.
   */
  async prepare(): Promise<number> {
    await this.key();
    return this.hashPlainCodes();
  }

  /** The stored form of a normalised code; `exec`: the transaction the card is written in. */
  async storedForm(code: string, exec?: Executor): Promise<StoredGiftCardCode> {
    return {
      codeHash: await this.hashOf(code, exec),
      codeLast4: giftCardCodeLast4(code),
    };
  }

  /** The keyed hash of a normalised code (what a card is found by). */
  async hashOf(code: string, exec?: Executor): Promise<string> {
    return keyedHash(await this.key(exec), code);
  }

  /**
   * Hashes every card still stored with a plain code and empties that code; how many. Rows
   * another process is hashing are left to it.
   */
  async hashPlainCodes(): Promise<number> {
    const key = await this.key();
    let hashed = 0;
    for (;;) {
      const done = await this.cards.transaction(async (tx) => {
        const rows = await this.cards.lockPlainCodes(CONVERT_BATCH, tx);
        for (const row of rows) {
          // Plain codes were stored normalised (upper case, no separators), as codes are hashed.
          await this.cards.storeHashed(
            row.id,
            {
              codeHash: keyedHash(key, row.code),
              codeLast4: giftCardCodeLast4(row.code),
            },
            tx,
          );
        }
        return rows.length;
      });
      hashed += done;
      if (done < CONVERT_BATCH) return hashed;
    }
  }

  /**
   * The key, read once. Inside a transaction (`exec`) before it was read, it is read with that
   * transaction and not kept: a key made there exists only if that transaction commits.
   */
  private key(exec?: Executor): Promise<string> {
    if (this.#key) return this.#key;
    if (exec) return this.loadKey(exec);
    const loading = this.loadKey();
    this.#key = loading;
    // A failed read (database not ready, a changed key) is tried again on the next call.
    loading.catch(() => {
      if (this.#key === loading) this.#key = null;
    });
    return loading;
  }

  private async loadKey(exec?: Executor): Promise<string> {
    const key =
      this.options.secret ??
      (await this.cards.keepMeta(KEY_META, randomBytes(32).toString('base64url'), exec));
    if (!key) throw new Error('the gift card code key is missing');
    const check = keyedHash(key, KEY_CHECK_TEXT);
    const stored = await this.cards.keepMeta(KEY_CHECK_META, check, exec);
    if (stored !== check) {
      if (await this.cards.anyHashed(exec)) throw new GiftCardKeyChangedError();
      // No card was hashed with the earlier key: this one is the key from now on.
      await this.cards.replaceMeta(KEY_CHECK_META, check, exec);
    }
    return key;
  }
}
