/**
 * Environment variables of the checkout: the shipping and payment methods, the payment provider
 * and its keys, and the days the shop is closed.
 */
import {
  DEFAULT_PAYMENT_METHODS,
  DEFAULT_SHIPPING_METHODS,
  type PaymentMethodDefinition,
  parseClosedDays,
  parsePaymentMethodNames,
  paymentMethodName,
  type ShippingMethodDefinition,
} from '@shop/core';
import { z } from 'zod';

const ShippingMethodsSchema = z
  .array(
    z.strictObject({
      carrierCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
      methodCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
      carrierTitle: z.string().min(1).max(100),
      methodTitle: z.string().min(1).max(100),
      amountInclTax: z.number().int().min(0),
      freeFromSubtotal: z.number().int().min(0).nullable(),
      minSubtotal: z.number().int().min(0).nullable().optional(),
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)).nullable(),
      deliveryWorkingDays: z.number().int().min(0).max(60).optional(),
    }),
  )
  .min(1)
  .refine(
    (methods) =>
      new Set(methods.map((m) => `${m.carrierCode}_${m.methodCode}`)).size === methods.length,
    'every carrierCode and methodCode pair must be unique',
  );

/**
 * A store view's payment methods by name (as PAYMENT_METHODS), comma separated; unset: the
 * view's defaults (core DEFAULT_STORE_VIEW_PAYMENT_METHODS) as far as PAYMENT_METHODS holds them.
 */
const viewPaymentMethodNames = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined))
  .transform((value, ctx) => {
    if (value === undefined) return null;
    try {
      return parsePaymentMethodNames(value, DEFAULT_PAYMENT_METHODS);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const checkoutEnv = {
  /**
   * The shipping methods as a JSON array of {carrierCode, methodCode, carrierTitle, methodTitle,
   * amountInclTax (cents), freeFromSubtotal (cents or null), minSubtotal?, countries (or null)}.
   * Unset: standard, express and pick-up in store.
   */
  SHIPPING_METHODS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_SHIPPING_METHODS;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of shipping methods' });
        return z.NEVER;
      }
      const parsed = ShippingMethodsSchema.safeParse(json);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join(', '),
        });
        return z.NEVER;
      }
      return parsed.data as ShippingMethodDefinition[];
    }),
  /**
   * The payment methods the shop offers at all, by name without the provider prefix (ideal,
   * creditcard, paypal, in3, tinka, transfer, afterpay, klarna, giftcards, applepay, mrcash,
   * sofort, eps, cashondelivery), comma separated. Unset: all of them. Each store view offers
   * its own part of them (PAYMENT_METHODS_NL, PAYMENT_METHODS_DE).
   */
  PAYMENT_METHODS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_PAYMENT_METHODS;
      try {
        const names = parsePaymentMethodNames(value, DEFAULT_PAYMENT_METHODS);
        return names.map(
          (name) =>
            DEFAULT_PAYMENT_METHODS.find(
              (method) => paymentMethodName(method.code) === name,
            ) as PaymentMethodDefinition,
        );
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * The payment methods of the Dutch store view, by name (ideal, creditcard, …), in the order the
   * checkout lists them. Unset: iDEAL, credit card, PayPal, Apple Pay, in3, Riverty, bank
   * transfer and cash on delivery (as far as PAYMENT_METHODS offers them).
   */
  PAYMENT_METHODS_NL: viewPaymentMethodNames,
  /**
   * The payment methods of the German store view, by name. Unset: credit card, PayPal, Apple
   * Pay, Klarna, Sofort, Riverty, bank transfer and cash on delivery.
   */
  PAYMENT_METHODS_DE: viewPaymentMethodNames,
  /**
   * The payment provider: 'test' (the built-in test provider, which speaks Buckaroo's protocol
   * and marks every page as a test payment) or 'buckaroo' (Buckaroo's JSON API with the keys
   * below).
   */
  PAYMENT_PROVIDER: z.enum(['test', 'buckaroo']).default('test'),
  /** Buckaroo's website key (the test provider accepts any, default KINDERSHOP). */
  BUCKAROO_WEBSITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be letters and digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Buckaroo's secret key (HMAC of requests and pushes). Required for 'buckaroo'; for 'test'
   * unset means one random secret kept in the database.
   */
  BUCKAROO_SECRET_KEY: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Buckaroo's JSON API address: the test checkout by default, https://checkout.buckaroo.nl/json/ live. */
  BUCKAROO_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .default('https://testcheckout.buckaroo.nl/json/')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  /**
   * How old (or how far ahead) the signed time of a payment push may be, in seconds: an older
   * push, even correctly signed, is refused, so a recorded push cannot be played again later.
   */
  PAYMENT_PUSH_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  /**
   * Minutes an order paid on the provider's page (iDEAL, cards, PayPal…) may stay unpaid before
   * it is canceled and its stock, coupon use and credits go back: the shopper left the payment.
   */
  UNPAID_ORDER_CANCEL_AFTER_MINUTES: z.coerce.number().int().min(15).max(10_080).default(60),
  /**
   * Days an order paid without the provider's page (a bank transfer) may wait for its money
   * before it is canceled: a transfer takes a few working days to arrive.
   */
  UNPAID_TRANSFER_CANCEL_AFTER_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Closed on Sunday: auto (closed on SHOP_CLOSED_DAYS), open or closed. */
  SHOP_CLOSED: z.enum(['auto', 'open', 'closed']).default('auto'),
  /** ISO weekdays the shop is closed in auto mode (1 = Monday … 7 = Sunday), comma separated. */
  SHOP_CLOSED_DAYS: z
    .string()
    .default('7')
    .transform((value, ctx) => {
      try {
        return parseClosedDays(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
};
