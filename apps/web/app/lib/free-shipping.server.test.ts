import { describe, expect, it } from 'vitest';
import { readFreeShippingThreshold } from './free-shipping.server.ts';

const method = (freeFromSubtotal: number | null) => ({
  carrierCode: 'flatrate',
  methodCode: 'flatrate',
  carrierTitle: 'Standard delivery',
  methodTitle: 'Standard delivery',
  amountInclTax: 495,
  freeFromSubtotal,
  countries: null,
});

describe('readFreeShippingThreshold', () => {
  it("is the default methods' € 50 when SHIPPING_METHODS is unset", () => {
    expect(readFreeShippingThreshold({})).toBe(5000);
  });

  it('follows the configured shipping methods', () => {
    expect(
      readFreeShippingThreshold({ SHIPPING_METHODS: JSON.stringify([method(7500), method(null)]) }),
    ).toBe(7500);
    expect(readFreeShippingThreshold({ SHIPPING_METHODS: JSON.stringify([method(null)]) })).toBe(
      null,
    );
  });
});
