import { describe, expect, it } from 'vitest';
import {
  checkGiftCardRecipient,
  giftCardLineProblems,
  giftCardRecipientOf,
} from '../cart/gift-card-recipient.ts';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_NONE, TAX_CLASS_STANDARD } from '../tax-rules.ts';
import { giftCardAmounts, giftCardFromAmount, priceTaxNote, saleTaxClass } from './gift-card.ts';
import { giftCardRecipientOptions } from './gift-card-recipient-options.ts';

const value = (id: number, price: number, price_type: 'fixed' | 'percent' = 'fixed') => ({
  option_type_id: id,
  title: `€ ${price}`,
  price,
  price_type,
  sort_order: id,
});

const card = {
  is_giftcard: true,
  tax_class_id: TAX_CLASS_STANDARD,
  custom_options: [{ values: [value(1, 50), value(2, 10), value(3, 25), value(4, 10)] }],
};

describe('gift card amounts', () => {
  it('are the fixed amounts of its options, smallest first, each once; the first is its "from" price', () => {
    expect(giftCardAmounts(card)).toEqual([1000, 2500, 5000]);
    expect(giftCardFromAmount(card)).toBe(1000);
  });

  it('are none for another product, or for a card without fixed amounts', () => {
    expect(giftCardAmounts({ ...card, is_giftcard: false })).toEqual([]);
    expect(
      giftCardFromAmount({ ...card, custom_options: [{ values: [value(1, 10, 'percent')] }] }),
    ).toBeNull();
  });

  it('sell without VAT: tax class none whatever the data says; other products keep theirs', () => {
    expect(saleTaxClass(card)).toBe(TAX_CLASS_NONE);
    expect(saleTaxClass({ is_giftcard: false, tax_class_id: TAX_CLASS_STANDARD })).toBe(
      TAX_CLASS_STANDARD,
    );
  });
});

describe('priceTaxNote: the tax note beside a shown price', () => {
  it('says a gift card (tax class none) carries no VAT, in both store views', () => {
    expect(priceTaxNote(card, STORE_VIEWS.nl)).toBe('no VAT');
    expect(priceTaxNote(card, STORE_VIEWS.de)).toBe('no VAT');
    const noneClass = { is_giftcard: false, tax_class_id: TAX_CLASS_NONE };
    expect(priceTaxNote(noneClass, STORE_VIEWS.de)).toBe('no VAT');
  });

  it('says incl. VAT for any other product in both consumer views, excl. only in a net view', () => {
    const romper = { is_giftcard: false, tax_class_id: TAX_CLASS_STANDARD };
    expect(priceTaxNote(romper, STORE_VIEWS.nl)).toBe('incl. VAT');
    expect(priceTaxNote(romper, STORE_VIEWS.de)).toBe('incl. VAT');
    expect(priceTaxNote(romper, { pricesIncludeTax: false })).toBe('excl. VAT');
    // A list item that does not say its tax class is priced as the view says.
    expect(priceTaxNote({ is_giftcard: false }, STORE_VIEWS.nl)).toBe('incl. VAT');
  });
});

describe('checkGiftCardRecipient', () => {
  const good = {
    recipient_name: 'Lotte',
    recipient_email: 'lotte@example.nl',
    message: 'Gefeliciteerd!',
  };

  it('accepts a name, a valid e-mail address and a message (which may be empty)', () => {
    expect(checkGiftCardRecipient(good)).toEqual([]);
    expect(checkGiftCardRecipient({ ...good, message: '' })).toEqual([]);
  });

  it('names each wrong field', () => {
    expect(
      checkGiftCardRecipient({
        recipient_name: ' ',
        recipient_email: 'lotte@',
        message: 'x'.repeat(301),
      }).map((p) => p.field),
    ).toEqual(['recipient_name', 'recipient_email', 'message']);
    expect(checkGiftCardRecipient(null).map((p) => p.field)).toEqual([
      'recipient_name',
      'recipient_email',
    ]);
    expect(checkGiftCardRecipient({ ...good, recipient_name: 'x'.repeat(101) })[0]?.field).toBe(
      'recipient_name',
    );
  });
});

describe('giftCardRecipientOptions and giftCardRecipientOf', () => {
  const card = {
    is_giftcard: true,
    custom_options: [
      { option_id: 9, type: 'area', sort_order: 4 },
      { option_id: 8, type: 'field', sort_order: 3 },
      { option_id: 7, type: 'field', sort_order: 2 },
      { option_id: 6, type: 'drop_down', sort_order: 1 },
    ],
  };

  it('takes the text fields in sort order as name and e-mail, the area as the message', () => {
    expect(giftCardRecipientOptions(card)).toEqual({
      recipient_name: 7,
      recipient_email: 8,
      message: 9,
    });
    expect(giftCardRecipientOptions({ ...card, is_giftcard: false })).toEqual({});
  });

  it('checks a line only when the product asks for a recipient', () => {
    const options = giftCardRecipientOptions(card);
    expect(giftCardLineProblems(options, []).map((p) => p.field)).toEqual([
      'recipient_name',
      'recipient_email',
    ]);
    const amountOnly = { ...card, custom_options: card.custom_options.slice(3) };
    expect(giftCardLineProblems(giftCardRecipientOptions(amountOnly), [])).toEqual([]);
  });

  it('reads the recipient from the line values, a missing one empty', () => {
    const options = giftCardRecipientOptions(card);
    expect(
      giftCardRecipientOf(options, [
        { option_id: 6, option_value: '71' },
        { option_id: '7', option_value: 'Lotte' },
        { option_id: 8, option_value: 'lotte@example.nl' },
      ]),
    ).toEqual({ recipient_name: 'Lotte', recipient_email: 'lotte@example.nl', message: '' });
  });

  it('names the rule each problem breaks', () => {
    expect(
      checkGiftCardRecipient({
        recipient_name: '',
        recipient_email: 'x',
        message: 'y'.repeat(301),
      }).map((p) => p.rule),
    ).toEqual(['name_required', 'email_invalid', 'message_too_long']);
    expect(checkGiftCardRecipient({ recipient_name: 'n'.repeat(101) })[0]?.rule).toBe(
      'name_too_long',
    );
  });
});
