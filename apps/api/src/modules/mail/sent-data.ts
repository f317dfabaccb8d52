/**
 * What an outbox row keeps of a mail once it was sent (decision record 0056). A gift card mail
 * carries the card's whole code, the only copy of it there is (the shop stores a hash), so its
 * row holds the code until the mail is delivered, also through retries, and no longer: once sent,
 * each code in the row is replaced by its masked form ('****-****-****-ABCD'). A mail that is
 * given up keeps its code, so that it can still be sent: a lost code is a lost card.
 */
import { maskedGiftCardCode } from '@shop/core';
import type { AccountMail } from './templates.ts';

/** A code as mailed ('ABCD-EFGH-JKLM-NPQR') masked but for its last four characters. */
function maskMailedCode(code: unknown): string {
  const plain = typeof code === 'string' ? code.replace(/[^0-9A-Za-z*]/g, '') : '';
  return maskedGiftCardCode(plain.slice(-4));
}

/** The data a sent mail's row keeps; null when it keeps all of it. */
export function dataKeptWhenSent(
  kind: AccountMail['kind'],
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  if (kind === 'gift_card') return { ...data, code: maskMailedCode(data.code) };
  if (kind === 'gift_cards' && Array.isArray(data.cards)) {
    return {
      ...data,
      cards: data.cards.map((card: Record<string, unknown>) => ({
        ...card,
        code: maskMailedCode(card.code),
      })),
    };
  }
  return null;
}
