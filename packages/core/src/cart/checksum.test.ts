import { describe, expect, it } from 'vitest';
import { getChecksumSource, getProductChecksum, productsEquals, sha3Hex } from './checksum.ts';
import { lineOptionsIdentity } from './product-option.ts';

describe('checksum', () => {
  it('is sha3-224 of "null" for a line without product_option (reference test vector)', () => {
    expect(sha3Hex('null')).toBe('d766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44');
    expect(getProductChecksum({})).toBe('d766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44');
  });

  it('hashes the first non-empty list among bundle, custom and configurable options, numbers as strings', () => {
    const option = {
      extension_attributes: {
        bundle_options: [],
        custom_options: [{ option_id: 3, option_value: 7 }],
        configurable_item_options: [{ option_id: '93', option_value: '49' }],
      },
    };
    expect(getChecksumSource(option)).toEqual([{ option_id: '3', option_value: '7' }]);
    expect(getProductChecksum({ product_option: option })).toBe(
      sha3Hex('[{"option_id":"3","option_value":"7"}]'),
    );
  });

  it('gives the same checksum for numbers and their strings', () => {
    const numeric = {
      extension_attributes: {
        bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [5] }],
      },
    };
    const text = {
      extension_attributes: {
        bundle_options: [{ option_id: '1', option_qty: '2', option_selections: ['5'] }],
      },
    };
    expect(getProductChecksum({ product_option: numeric })).toBe(
      getProductChecksum({ product_option: text }),
    );
  });

  it('hashes the whole product_option when it has no option list', () => {
    const option = { extension_attributes: { discount_amount: 2 } };
    expect(getChecksumSource(option)).toBe(option);
  });
});

describe('productsEquals', () => {
  const bundle = (selection: number, id?: number) => ({
    sku: 'BUNDLE',
    ...(id ? { server_item_id: id } : {}),
    product_option: {
      extension_attributes: {
        bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }],
      },
    },
  });

  it('is false when either line is missing', () => {
    expect(productsEquals(null, { sku: 'A' })).toBe(false);
    expect(productsEquals({ sku: 'A' }, undefined)).toBe(false);
  });

  it('compares bundles by checksum, or by server id', () => {
    expect(productsEquals(bundle(5), bundle(5))).toBe(true);
    expect(productsEquals(bundle(5), bundle(6))).toBe(false);
    expect(productsEquals(bundle(5, 9), { ...bundle(6), item_id: 9 })).toBe(true);
  });

  it('compares configurable lines by sku only', () => {
    const options = (value: string) => ({
      extension_attributes: {
        configurable_item_options: [{ option_id: '93', option_value: value }],
      },
    });
    expect(
      productsEquals(
        { sku: 'C-RED', server_item_id: 1, product_option: options('1') },
        { sku: 'C-RED', item_id: 2, product_option: options('2') },
      ),
    ).toBe(true);
    expect(
      productsEquals(
        { sku: 'C-RED', server_item_id: 1, product_option: options('1') },
        { sku: 'C-BLUE', item_id: 1, product_option: options('1') },
      ),
    ).toBe(false);
  });

  it('compares simple lines by sku or by defined equal ids, never by two missing ids', () => {
    expect(productsEquals({ sku: 'A' }, { sku: 'A' })).toBe(true);
    expect(productsEquals({ sku: 'A', server_item_id: 3 }, { sku: 'B', item_id: 3 })).toBe(true);
    expect(productsEquals({ sku: 'A' }, { sku: 'B' })).toBe(false);
  });
});

describe('gift card lines with a recipient', () => {
  const card = (name: string) => ({
    sku: 'CADEAUBON',
    product_option: {
      extension_attributes: {
        custom_options: [
          { option_id: 1, option_value: '3' },
          { option_id: 2, option_value: name },
          { option_id: 3, option_value: 'lotte@example.nl' },
        ],
      },
    },
  });

  it('are one line for the same recipient and two lines for different recipients', () => {
    expect(productsEquals(card('Lotte'), card('Lotte'))).toBe(true);
    expect(productsEquals(card('Lotte'), card('Sanne'))).toBe(false);
    expect(lineOptionsIdentity(card('Lotte').product_option)).not.toBe(
      lineOptionsIdentity(card('Sanne').product_option),
    );
  });
});

describe('contribution lines to a birth list donation item', () => {
  const card = (extra: object = {}) => ({
    sku: 'CADEAUBON',
    product_option: {
      extension_attributes: { custom_options: [{ option_id: 1, option_value: '3' }], ...extra },
    },
  });

  it('are a line of their own beside the same amount bought otherwise, one per donation item', () => {
    const plain = card();
    const toPram = card({ birthlist_donation_item_id: 4 });
    expect(productsEquals(toPram, card({ birthlist_donation_item_id: 4 }))).toBe(true);
    expect(productsEquals(toPram, plain)).toBe(false);
    expect(productsEquals(plain, toPram)).toBe(false);
    expect(productsEquals(toPram, card({ birthlist_donation_item_id: 5 }))).toBe(false);
    // Not the same as a gift for a list item with the same id either.
    expect(productsEquals(toPram, card({ birthlist_item_id: 4 }))).toBe(false);
    expect(getProductChecksum(toPram)).not.toBe(getProductChecksum(plain));
    expect(getProductChecksum(toPram)).not.toBe(
      getProductChecksum(card({ birthlist_donation_item_id: 5 })),
    );
    expect(getProductChecksum(toPram)).not.toBe(getProductChecksum(card({ birthlist_item_id: 4 })));
    expect(getChecksumSource(toPram.product_option)).toEqual({
      options: [{ option_id: '1', option_value: '3' }],
      birthlist_donation_item_id: '4',
    });
  });

  it('are the server line they were synced as, whatever their options say', () => {
    expect(
      productsEquals(
        { ...card({ birthlist_donation_item_id: 4 }), item_id: 9 },
        { ...card(), server_item_id: 9 },
      ),
    ).toBe(true);
  });
});
