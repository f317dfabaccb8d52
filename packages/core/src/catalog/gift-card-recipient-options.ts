/**
 * Which custom options of a gift card hold its recipient (name, e-mail address, message). The
 * storefront reads it on the server (the product page's data carries the answer).
 */
import type { CustomOption } from './document.ts';
import { type GiftCardProduct, isGiftCard } from './gift-card.ts';

/** The recipient and message a shopper writes for a gift card (kept on its cart and order line). */
export interface GiftCardRecipient {
  recipient_name: string;
  recipient_email: string;
  message: string;
}

/** The text custom options that hold a gift card's recipient, by field: their option ids. */
export type GiftCardRecipientOptions = { [K in keyof GiftCardRecipient]?: number | undefined };

/**
 * Which of a gift card's custom options hold its recipient: its text options in sort order,
 * the first one-line field the name, the second the e-mail address, the multi-line area the
 * message. A product that is not a gift card has none.
 */
export function giftCardRecipientOptions(
  product: Pick<GiftCardProduct, 'is_giftcard'> & {
    custom_options?: readonly Pick<CustomOption, 'option_id' | 'type' | 'sort_order'>[] | null;
  },
): GiftCardRecipientOptions {
  if (!isGiftCard(product)) return {};
  const options = [...(product.custom_options ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  const fields = options.filter((option) => option.type === 'field');
  return {
    recipient_name: fields[0]?.option_id,
    recipient_email: fields[1]?.option_id,
    message: options.find((option) => option.type === 'area')?.option_id,
  };
}
