/**
 * Buckaroo's JSON HMAC scheme: requests to Buckaroo and Buckaroo's pushes
 * carry `Authorization: hmac <websiteKey>:<hash>:<nonce>:<time>`, where the hash is a base64
 * HMAC-SHA256 under the secret key over the website key, the method, the URL without scheme
 * (URI-encoded, lower case), the time, the nonce and a base64 MD5 of the body.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface BuckarooCredentials {
  websiteKey: string;
  secretKey: string;
}

export interface BuckarooSignedInput {
  method: string;
  /** The absolute URL the request goes to (for a push: the shop's PushURL). */
  url: string;
  /** The exact body text sent; '' for none. */
  body: string;
}

const SCHEME = /^https?:\/\//i;
const HEADER = /^hmac ([^:\s]+):([A-Za-z0-9+/]+={0,2}):([^:\s]+):(\d{1,12})$/i;

/** The Authorization header value for a request or push. */
export function buckarooHmacHeader(
  credentials: BuckarooCredentials,
  input: BuckarooSignedInput & { nonce?: string; time?: number },
): string {
  const nonce = input.nonce ?? randomBytes(16).toString('hex');
  const time = input.time ?? Math.floor(Date.now() / 1000);
  const hash = hmacHash(credentials, input, nonce, String(time));
  return `hmac ${credentials.websiteKey}:${hash}:${nonce}:${time}`;
}

/**
 * true only for a well-formed header of this website key whose hash matches (constant-time
 * compare); optional freshness check when maxSkewSeconds is given.
 */
export function verifyBuckarooHmac(
  credentials: BuckarooCredentials,
  header: string | undefined,
  input: BuckarooSignedInput & { now?: Date; maxSkewSeconds?: number },
): boolean {
  const match = header === undefined ? null : HEADER.exec(header.trim());
  if (!match) return false;
  const [, websiteKey = '', hash = '', nonce = '', time = ''] = match;
  if (websiteKey !== credentials.websiteKey) return false;
  if (input.maxSkewSeconds !== undefined) {
    const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
    if (Math.abs(nowSeconds - Number(time)) > input.maxSkewSeconds) return false;
  }
  const expected = Buffer.from(hmacHash(credentials, input, nonce, time), 'base64');
  const given = Buffer.from(hash, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function hmacHash(
  credentials: BuckarooCredentials,
  input: BuckarooSignedInput,
  nonce: string,
  time: string,
): string {
  const encodedUri = encodeURIComponent(input.url.replace(SCHEME, '')).toLowerCase();
  const contentPart =
    input.body === '' ? '' : createHash('md5').update(input.body, 'utf8').digest('base64');
  return createHmac('sha256', credentials.secretKey)
    .update(
      `${credentials.websiteKey}${input.method.toUpperCase()}${encodedUri}${time}${nonce}${contentPart}`,
      'utf8',
    )
    .digest('base64');
}
