/**
 * Credits applied to an order: money the shopper holds with the shop (a gift card's balance,
 * the reward points they chose to spend) that pays part of an order's grand total. A credit is
 * a payment, not a discount: the order's prices and tax stay as they are, and only the amount
 * still to pay becomes smaller. The rules:
 * - Credits are used in the order they were applied (gift cards first, then points); each pays
 *   at most its balance and at most what is still left to pay, so a later credit may pay
 *   nothing.
 * - A credit counted in units (points) takes whole units: the units that cover what it pays,
 *   rounded up (never more than it holds, as its balance is whole units).
 * - A cart that holds a gift card is not paid with gift cards (vouchers do not buy vouchers): its
 *   credits pay nothing there.
 *
 * Gift card codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I), drawn from
 * random bytes the caller supplies (a crypto-random source), shown in groups of four. What a
 * shopper types is read case-, space- and dash-insensitively. The shop keeps only a keyed hash
 * of a code's normalised form and its last four characters (to show it masked).
 */

/** A credit that may pay an order: what it is, its id, how it is shown and what it still holds. */
export interface AvailableCredit {
  kind: 'giftcard' | 'reward';
  /** The gift card's id; the customer's id for points. */
  id: number;
  /** How the credit is shown to the shopper (a gift card: its masked code). */
  label: string;
  /** Cents it can still pay (0 for an expired or used-up card). */
  balance: number;
  /** For a credit counted in units (points): the cents one unit is worth. */
  unitCents?: number;
}

/** What one credit pays of an order, and what it holds after. */
export interface CreditUse extends AvailableCredit {
  /** Cents it pays of this order. */
  amount: number;
  /** Cents it holds once this order is paid. */
  balanceLeft: number;
  /** For a credit counted in units: the whole units this use takes. */
  units?: number;
}

export interface CreditAllocation {
  uses: CreditUse[];
  /** Cents all credits pay. */
  total: number;
  /** Cents still to pay with a payment method. */
  amountDue: number;
}

/**
 * How credits pay an amount (cents): in the order given, each at most its balance and at most
 * what is still to pay.
 */
export function allocateCredits(
  amount: number,
  credits: readonly AvailableCredit[],
): CreditAllocation {
  let left = Math.max(0, amount);
  const uses = credits.map((credit): CreditUse => {
    const pays = Math.max(0, Math.min(credit.balance, left));
    left -= pays;
    const use = { ...credit, amount: pays, balanceLeft: Math.max(0, credit.balance) - pays };
    if (!credit.unitCents) return use;
    const units = Math.ceil(pays / credit.unitCents);
    return { ...use, units, balanceLeft: Math.max(0, credit.balance - units * credit.unitCents) };
  });
  return { uses, total: Math.max(0, amount) - left, amountDue: left };
}

/** The characters of a gift card code: 32 letters and digits without 0, O, 1 and I. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters in a gift card code (80 bits of randomness). */
export const GIFT_CARD_CODE_LENGTH = 16;

/**
 * A gift card code from random bytes (at least GIFT_CARD_CODE_LENGTH of them, from a
 * crypto-random source): each byte picks one of the 32 characters, so every character is
 * equally likely. Answers the stored (normalised) form.
 */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) {
    throw new Error(`a gift card code needs ${GIFT_CARD_CODE_LENGTH} random bytes`);
  }
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1) {
    code += GIFT_CARD_CODE_ALPHABET[bytes[i]! & 31];
  }
  return code;
}

const CODE_PATTERN = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/**
 * The stored form of a code a shopper typed: upper case, without spaces and dashes; null when
 * it cannot be a gift card code at all (wrong length or characters).
 */
export function normalizeGiftCardCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** A stored code in groups of four for reading ('ABCD-EFGH-JKLM-NPQR'). */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The characters of a code the shop keeps to show it: its last four. */
export function giftCardCodeLast4(code: string): string {
  return code.slice(-4);
}

/**
 * A card as it may be shown to anyone, from the last four characters of its code: the other
 * twelve as stars, in groups of four ('****-****-****-NPQR').
 */
export function maskedGiftCardCode(last4: string): string {
  const shown = last4.slice(-4);
  return formatGiftCardCode(`${'*'.repeat(GIFT_CARD_CODE_LENGTH - shown.length)}${shown}`);
}

/** A whole code as it may be shown to anyone: only its last four characters. */
export function maskGiftCardCode(code: string): string {
  return maskedGiftCardCode(giftCardCodeLast4(code));
}

/** When a gift card issued at `issuedAt` expires: `months` calendar months later. */
export function giftCardExpiry(issuedAt: Date, months: number): Date {
  const expiry = new Date(issuedAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  // The same day of the month, or the month's last day when it is shorter (31 Jan → 28/29 Feb).
  const lastDay = new Date(
    Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0),
  ).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

/** The balance a card can pay with now: nothing once it expired, nothing while it is blocked. */
export function spendableBalance(
  card: { balance: number; expiresAt: Date; blockedAt?: Date | null },
  now: Date,
): number {
  if (card.blockedAt) return 0;
  return card.expiresAt.getTime() > now.getTime() ? Math.max(0, card.balance) : 0;
}

/**
 * What a placed order's payment method pays (cents): its grand total minus what its credits
 * paid. A provider payment asks for exactly this.
 */
export function orderAmountDue(order: { grandTotal: number; creditsAmount: number }): number {
  return Math.max(0, order.grandTotal - order.creditsAmount);
}
