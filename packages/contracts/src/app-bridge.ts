/**
 * The messages between the shop and the native app that wraps it (secondary-areas §5 app bridge,
 * §6 roles): one schema per message type, so the shop, its tests and the app's developers read
 * the same contract (docs/app-bridge.md explains each with an example).
 *
 * Messages in come from the app's web view or from the page that frames the shop; the shop
 * handles one only when its origin is trusted (APP_BRIDGE_ORIGINS) and it matches one of these
 * schemas. Messages out go to the app's web view port, else to the framing page.
 */
import { z } from 'zod';

/** A short text field of a message (ids, codes, tokens). */
const Field = (max: number) => z.string().trim().min(1).max(max);

// ---- in: the app asks the shop

/** Open the search: the search overlay where the page has one, else the /search page. */
export const AppOpenSearchMessage = z.object({ type: z.literal('open-search') }).strict();

/** Go to the in-store page (/in-store). */
export const AppOpenInStoreMessage = z.object({ type: z.literal('open-in-store') }).strict();

/**
 * Log in. Either with a one-time password the app obtained (the request's customer_id and the
 * mailed code: POST /api/ext/one-time-password/validate), or with a refresh token of an earlier
 * one-time-password login (POST /api/ext/one-time-password/refresh).
 */
export const AppLoginMessage = z.union([
  z
    .object({
      type: z.literal('login'),
      customer_id: Field(100),
      one_time_password: Field(20),
    })
    .strict(),
  z.object({ type: z.literal('login'), token: Field(200) }).strict(),
]);

/** The device's push notification token, kept on the customer (POST /api/user/me). */
export const AppPushTokenMessage = z
  .object({ type: z.literal('push-token'), token: Field(4096) })
  .strict();

/** A barcode the app scanned (EAN-13 or the store's own barcode): its in-store product page. */
export const AppScanResultMessage = z
  .object({ type: z.literal('scan-result'), code: Field(64) })
  .strict();

/** The store the shopper chose in the app, by its code (the slug of /api/ext/stores/{slug}). */
export const AppSelectStoreMessage = z
  .object({ type: z.literal('select-store'), store: Field(100) })
  .strict();

/** The app signed the customer out: the shop logs out too, without telling the app again. */
export const AppSignOutMessage = z.object({ type: z.literal('sign-out') }).strict();

/** Every message the shop accepts from the app. */
export const AppInMessage = z.union([
  AppOpenSearchMessage,
  AppOpenInStoreMessage,
  AppLoginMessage,
  AppPushTokenMessage,
  AppScanResultMessage,
  AppSelectStoreMessage,
  AppSignOutMessage,
]);
export type AppInMessage = z.infer<typeof AppInMessage>;

/** The types of the messages in, for the type rule (anything else is ignored). */
export const APP_IN_MESSAGE_TYPES = [
  'open-search',
  'open-in-store',
  'login',
  'push-token',
  'scan-result',
  'select-store',
  'sign-out',
] as const;

// ---- out: the shop asks the app

/** Show the app's login screen (a logged-out shopper tapped account, wishlist or add to cart). */
export const AppLoginScreenMessage = z.object({ type: z.literal('login-screen') }).strict();

/** Show the app's authentication screen (a login the app asked for was refused). */
export const AppAuthScreenMessage = z.object({ type: z.literal('auth-screen') }).strict();

/** The customer logged out in the shop. */
export const AppSignedOutMessage = z.object({ type: z.literal('sign-out') }).strict();

/** Open the app's barcode scanner (the in-store page's scanner bar). */
export const AppStartScanningMessage = z.object({ type: z.literal('start-scanning') }).strict();

/** The haptic feedback types of the app (secondary-areas §5). */
export const HAPTIC_TYPES = ['light', 'medium', 'heavy', 'select', 'vibrate', 'double'] as const;
export type HapticType = (typeof HAPTIC_TYPES)[number];

/**
 * One haptic pulse. 'double' is never sent: the shop sends it as two 'medium' pulses, the
 * second 190 ms after the first (secondary-areas §9).
 */
export const AppHapticMessage = z
  .object({
    type: z.literal('haptic'),
    style: z.enum(['light', 'medium', 'heavy', 'select', 'vibrate']),
  })
  .strict();

/** Every message the shop sends to the app. */
export const AppOutMessage = z.union([
  AppLoginScreenMessage,
  AppAuthScreenMessage,
  AppSignedOutMessage,
  AppStartScanningMessage,
  AppHapticMessage,
]);
export type AppOutMessage = z.infer<typeof AppOutMessage>;
