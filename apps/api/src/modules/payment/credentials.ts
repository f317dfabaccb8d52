/**
 * The Buckaroo keys the shop signs and verifies with. Buckaroo itself needs BUCKAROO_SECRET_KEY
 * (the config refuses to start without it). The built-in test provider may run without one: then
 * one random secret is made once and kept in shop_meta, so that every process of the shop (the
 * client that signs, the provider that verifies, the push handler) uses the same one.
 */
import { randomBytes } from 'node:crypto';
import { keepShopMeta, type ShopDatabase } from '@shop/db';
import type { PaymentConfig } from '../../config.ts';
import type { BuckarooCredentials } from './buckaroo-hmac.ts';

const SECRET_META_KEY = 'test_payment_secret_key';

/** The credentials of the configured provider, read once and then cached. */
export function paymentCredentials(
  shop: ShopDatabase,
  payment: PaymentConfig,
): () => Promise<BuckarooCredentials> {
  let loading: Promise<BuckarooCredentials> | null = null;
  return () => {
    loading ??= loadSecret(shop, payment).then((secretKey) => ({
      websiteKey: payment.websiteKey,
      secretKey,
    }));
    // A failed read (database not ready) is retried on the next call rather than remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}

async function loadSecret(shop: ShopDatabase, payment: PaymentConfig): Promise<string> {
  if (payment.secretKey) return payment.secretKey;
  if (payment.provider !== 'test') {
    throw new Error('BUCKAROO_SECRET_KEY is required for the buckaroo payment provider');
  }
  // The first process to get here stores its secret; every other one reads that one.
  const secret = await keepShopMeta(
    shop.db,
    SECRET_META_KEY,
    randomBytes(32).toString('base64url'),
  );
  if (secret === null) throw new Error('the test payment secret key is missing');
  return secret;
}
