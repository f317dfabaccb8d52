/**
 * The preview session: what a valid editor link is exchanged for, instead of the secret that
 * signs editor links. It reads drafts of one space and nothing else, ends a few minutes after it
 * is made (never after the editor link's own end), and is checked by the shop's clock. It is a
 * signature over its scope and its end, keyed with the preview secret, so every API process that
 * knows the secret can check it without storing anything, and it cannot be turned into the
 * secret nor into a new editor link.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { equalInConstantTime } from './editor-link.ts';

/** How long a preview session reads drafts, seconds (the preview page asks for a new one per load). */
export const PREVIEW_SESSION_SECONDS = 600;

/** The one thing a preview session may do. */
const PREVIEW_SESSION_SCOPE = 'drafts';

const PREVIEW_SESSION_PATTERN = /^drafts\.(\d{1,15})\.([0-9a-f]{64})$/;

export interface PreviewSession {
  /** `drafts.<end in seconds since 1970>.<signature>`: sent back in x-preview-token. */
  token: string;
  /** Seconds since 1970 at which the session ends. */
  expiresAt: number;
}

function previewSessionSignature(secret: string, spaceId: number, expiresAt: number): string {
  const message = `preview-session:${PREVIEW_SESSION_SCOPE}:${spaceId}:${expiresAt}`;
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(message)));
}

/**
 * A preview session of this space made at `nowSeconds`: it ends PREVIEW_SESSION_SECONDS later,
 * or at `notAfterSeconds` (the editor link's end) when that is sooner.
 */
export function createPreviewSession(
  secret: string,
  spaceId: number,
  nowSeconds: number,
  notAfterSeconds: number = Number.POSITIVE_INFINITY,
): PreviewSession {
  const expiresAt = Math.floor(Math.min(nowSeconds + PREVIEW_SESSION_SECONDS, notAfterSeconds));
  const signature = previewSessionSignature(secret, spaceId, expiresAt);
  return { token: `${PREVIEW_SESSION_SCOPE}.${expiresAt}.${signature}`, expiresAt };
}

/**
 * Whether a preview session token reads drafts of this space at `nowSeconds`: its form, an end
 * still ahead (and no further ahead than a session lasts), and its signature (compared in
 * constant time). Anything else, the secret itself included, is no session.
 */
export function isValidPreviewSession(
  token: string,
  secret: string,
  spaceId: number,
  nowSeconds: number,
): boolean {
  const match = PREVIEW_SESSION_PATTERN.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= nowSeconds || expiresAt > nowSeconds + PREVIEW_SESSION_SECONDS) return false;
  return equalInConstantTime(match[2] ?? '', previewSessionSignature(secret, spaceId, expiresAt));
}
