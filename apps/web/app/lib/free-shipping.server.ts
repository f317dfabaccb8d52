/**
 * The subtotal from which shipping is free, as the storefront promises it: from the shipping
 * methods the shop is configured with (SHIPPING_METHODS, which the API checks at boot), else
 * from core's default methods. Read on the server only: the methods never reach the browser.
 */
import {
  DEFAULT_SHIPPING_METHODS,
  getFreeShippingThreshold,
  type ShippingMethodDefinition,
} from '@shop/core';

export function readFreeShippingThreshold(env: NodeJS.ProcessEnv = process.env): number | null {
  return getFreeShippingThreshold(readShippingMethods(env.SHIPPING_METHODS));
}

function readShippingMethods(text: string | undefined): readonly ShippingMethodDefinition[] {
  if (!text?.trim()) return DEFAULT_SHIPPING_METHODS;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return DEFAULT_SHIPPING_METHODS;
    return parsed.filter(
      (method): method is ShippingMethodDefinition =>
        typeof method === 'object' &&
        method !== null &&
        (method.freeFromSubtotal === null || Number.isInteger(method.freeFromSubtotal)),
    );
  } catch {
    // The API refuses to start with an unreadable value; the defaults are what it would use.
    return DEFAULT_SHIPPING_METHODS;
  }
}
