import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY_CODE,
  DEFAULT_PAYMENT_METHODS,
  FREE_PAYMENT_METHOD,
  findPaymentMethod,
  paysOnProviderPage,
  unpaidOrderWindowMs,
} from './methods.ts';

const method = (name: string) =>
  findPaymentMethod(`buckaroo_magento2_${name}`, DEFAULT_PAYMENT_METHODS);
const windows = { redirectMs: 60 * 60_000, offlineMs: 7 * 86_400_000 };

describe('unpaid orders', () => {
  it('keeps the cart of a method paid on the provider’s page until the money is there', () => {
    expect(paysOnProviderPage(method('ideal'))).toBe(true);
    expect(paysOnProviderPage(method('paypal'))).toBe(true);
    expect(paysOnProviderPage(method('transfer'))).toBe(false);
    expect(
      paysOnProviderPage(findPaymentMethod(CASH_ON_DELIVERY_CODE, DEFAULT_PAYMENT_METHODS)),
    ).toBe(false);
    expect(paysOnProviderPage(FREE_PAYMENT_METHOD)).toBe(false);
    expect(paysOnProviderPage(null)).toBe(false);
  });

  it('cancels a redirect order after the short window, a transfer after the long one, cash on delivery never', () => {
    expect(unpaidOrderWindowMs(method('ideal'), windows)).toBe(windows.redirectMs);
    expect(unpaidOrderWindowMs(method('creditcard'), windows)).toBe(windows.redirectMs);
    expect(unpaidOrderWindowMs(method('transfer'), windows)).toBe(windows.offlineMs);
    expect(
      unpaidOrderWindowMs(
        findPaymentMethod(CASH_ON_DELIVERY_CODE, DEFAULT_PAYMENT_METHODS),
        windows,
      ),
    ).toBeNull();
    expect(unpaidOrderWindowMs(FREE_PAYMENT_METHOD, windows)).toBeNull();
  });
});
