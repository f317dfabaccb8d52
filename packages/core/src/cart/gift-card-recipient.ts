/**
 * The recipient a shopper writes for a gift card (its name, e-mail address and message, kept on
 * its cart and order line as text custom options): the checks, apart from the catalogue's gift
 * card rules so the product page's first script does not carry them (they load with the cart).
 */
import { GIFT_CARD_MESSAGE_MAX, GIFT_CARD_NAME_MAX } from '../catalog/gift-card.ts';
import type {
  GiftCardRecipient,
  GiftCardRecipientOptions,
} from '../catalog/gift-card-recipient-options.ts';

/** The field of a recipient that is wrong and why (English, for the API and the catalogues). */
export interface GiftCardRecipientProblem {
  field: keyof GiftCardRecipient;
  /** Which rule it breaks (the API's message key is named after it). */
  rule: 'name_required' | 'name_too_long' | 'email_invalid' | 'message_too_long';
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a gift card's recipient: a name (1–100 characters), a valid e-mail address and a
 * message of at most 300 characters (it may be empty). Answers the problems, empty when valid.
 */
export function checkGiftCardRecipient(
  input: Partial<Record<keyof GiftCardRecipient, unknown>> | null | undefined,
): GiftCardRecipientProblem[] {
  const problems: GiftCardRecipientProblem[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(input?.recipient_name);
  const email = text(input?.recipient_email);
  const message = typeof input?.message === 'string' ? input.message.trim() : '';
  if (name === '') {
    problems.push({
      field: 'recipient_name',
      rule: 'name_required',
      message: 'Enter the recipient’s name.',
    });
  } else if (name.length > GIFT_CARD_NAME_MAX) {
    problems.push({
      field: 'recipient_name',
      rule: 'name_too_long',
      message: `The recipient’s name may have at most ${GIFT_CARD_NAME_MAX} characters.`,
    });
  }
  if (!EMAIL.test(email) || email.length > 254) {
    problems.push({
      field: 'recipient_email',
      rule: 'email_invalid',
      message: 'Enter a valid e-mail address for the recipient.',
    });
  }
  if (message.length > GIFT_CARD_MESSAGE_MAX) {
    problems.push({
      field: 'message',
      rule: 'message_too_long',
      message: `The message may have at most ${GIFT_CARD_MESSAGE_MAX} characters.`,
    });
  }
  return problems;
}

/** A recipient as it is kept: trimmed. */
export function normalizeGiftCardRecipient(input: GiftCardRecipient): GiftCardRecipient {
  return {
    recipient_name: input.recipient_name.trim(),
    recipient_email: input.recipient_email.trim(),
    message: input.message.trim(),
  };
}

/** A gift card's recipient as its line's custom option values carry it (missing ones empty). */
export function giftCardRecipientOf(
  options: GiftCardRecipientOptions,
  values: readonly { option_id: number | string; option_value: number | string }[],
): GiftCardRecipient {
  const text = (id: number | undefined) =>
    id === undefined
      ? ''
      : String(values.find((value) => Number(value.option_id) === id)?.option_value ?? '');
  return {
    recipient_name: text(options.recipient_name),
    recipient_email: text(options.recipient_email),
    message: text(options.message),
  };
}

/**
 * The problems of the recipient a gift card line carries; none for a product without recipient
 * options (not a gift card, or a gift card that asks for no recipient).
 */
export function giftCardLineProblems(
  options: GiftCardRecipientOptions,
  values: readonly { option_id: number | string; option_value: number | string }[],
): GiftCardRecipientProblem[] {
  if (Object.values(options).every((id) => id === undefined)) return [];
  return checkGiftCardRecipient(giftCardRecipientOf(options, values));
}
