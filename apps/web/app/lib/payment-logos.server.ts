/**
 * The payment logos of the footer: the brands of the methods the page's store view offers
 * (PAYMENT_METHODS_NL / PAYMENT_METHODS_DE within PAYMENT_METHODS, which the API checks at boot;
 * unset, core's defaults per view), so the German shop shows no iDEAL and neither shows
 * Bancontact. Methods without a brand (bank transfer, cash on delivery) have no logo here. Read on
 * the server only; the same for every visitor of a view (shared-cacheable).
 */
import {
  DEFAULT_PAYMENT_METHODS,
  type PaymentMethodDefinition,
  parsePaymentMethodNames,
  paymentMethodName,
  type StoreCode,
  storeViewPaymentMethods,
} from '@shop/core';
import type { PaymentLogo } from './payment-logos.ts';
import { getPaymentMethodLogos } from './payment-method-logos.ts';

/** The setting of a store view's own methods. */
const VIEW_KEYS: Record<StoreCode, string> = {
  nl: 'PAYMENT_METHODS_NL',
  de: 'PAYMENT_METHODS_DE',
  default: 'PAYMENT_METHODS_NL',
};

export function readFooterPaymentLogos(
  code: StoreCode,
  env: NodeJS.ProcessEnv = process.env,
): PaymentLogo[] {
  const logos = new Map<string, PaymentLogo>();
  for (const method of readViewMethods(code, env)) {
    for (const logo of getPaymentMethodLogos(method.code)) {
      if (logo.name) logos.set(logo.file, logo);
    }
  }
  return [...logos.values()];
}

function readViewMethods(code: StoreCode, env: NodeJS.ProcessEnv): PaymentMethodDefinition[] {
  try {
    const shopNames = env.PAYMENT_METHODS?.trim()
      ? parsePaymentMethodNames(env.PAYMENT_METHODS, DEFAULT_PAYMENT_METHODS)
      : null;
    const shop = shopNames
      ? DEFAULT_PAYMENT_METHODS.filter((m) => shopNames.includes(paymentMethodName(m.code)))
      : DEFAULT_PAYMENT_METHODS;
    const own = env[VIEW_KEYS[code]]?.trim();
    return storeViewPaymentMethods(
      code,
      shop,
      own ? parsePaymentMethodNames(own, DEFAULT_PAYMENT_METHODS) : null,
    );
  } catch {
    // The API refuses to start with such a value; the view's defaults are what a shop offers.
    return storeViewPaymentMethods(code, DEFAULT_PAYMENT_METHODS);
  }
}
