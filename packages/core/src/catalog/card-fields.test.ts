import { describe, expect, it } from 'vitest';
import { cardHolds, PRODUCT_CARD_FIELDS } from './card-fields.ts';

describe('cardHolds', () => {
  it('holds every card field and any part of them', () => {
    expect(cardHolds(PRODUCT_CARD_FIELDS)).toBe(true);
    expect(cardHolds(['sku', 'name'])).toBe(true);
  });

  it('does not hold a field outside the card, nor the whole document (no fields)', () => {
    expect(cardHolds([...PRODUCT_CARD_FIELDS, 'category_ids'])).toBe(false);
    expect(cardHolds(['configurable_children'])).toBe(false);
    expect(cardHolds([])).toBe(false);
  });
});
