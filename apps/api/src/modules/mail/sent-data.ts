/**
 * What an outbox row keeps of a mail once it was sent (decision record 0056): only hashes of
 * codes and tokens stay in the database, and a mail carries them in the clear until it is
 * delivered, also through retries, and no longer.
 * - A gift card mail carries the card's whole code, the only copy of it there is (the shop
 *   stores a hash): once sent, each code is replaced by its masked form ('****-****-****-ABCD').
 *   A mail that is given up keeps its code, so that it can still be sent: a lost code is a lost
 *   card.
 * - A one-time login code is replaced by stars.
 * - A link (every `…Url` field: a password reset, an address confirmation or undo, a signed
 *   return page, a newsletter confirmation or unsubscribe link) keeps its address without its
 *   query and fragment, where the token or signature travels.
 */
import { maskedGiftCardCode } from '@shop/core';
import type { AccountMail } from './templates.ts';

/** A code as mailed ('ABCD-EFGH-JKLM-NPQR') masked but for its last four characters. */
function maskMailedCode(code: unknown): string {
  const plain = typeof code === 'string' ? code.replace(/[^0-9A-Za-z*]/g, '') : '';
  return maskedGiftCardCode(plain.slice(-4));
}

/** A mailed link without its query and fragment ('' for what is not a URL). */
function linkWithoutSecrets(link: unknown): string {
  if (typeof link !== 'string' || !URL.canParse(link)) return '';
  const url = new URL(link);
  return `${url.origin}${url.pathname}`;
}

/** The data a sent mail's row keeps; null when it keeps all of it. */
export function dataKeptWhenSent(
  kind: AccountMail['kind'],
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  const kept: Record<string, unknown> = { ...data };
  let changed = false;
  for (const [field, value] of Object.entries(data)) {
    if (field.endsWith('Url') && typeof value === 'string') {
      kept[field] = linkWithoutSecrets(value);
      changed ||= kept[field] !== value;
    }
  }
  if (kind === 'one_time_password' && typeof data.code === 'string') {
    kept.code = '*'.repeat(data.code.length);
    changed = true;
  }
  if (kind === 'gift_card') {
    kept.code = maskMailedCode(data.code);
    changed = true;
  }
  if (kind === 'gift_cards' && Array.isArray(data.cards)) {
    kept.cards = data.cards.map((card: Record<string, unknown>) => ({
      ...card,
      code: maskMailedCode(card.code),
    }));
    changed = true;
  }
  return changed ? kept : null;
}
