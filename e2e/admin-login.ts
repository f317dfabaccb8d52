/**
 * The back office journeys' operators: the first owner (made by e2e/admin-owner.ts before the
 * shop starts) and the code of an authenticator app, computed from a TOTP secret as the app
 * would (RFC 6238: HMAC-SHA-1 over the 30-second step, core's truncation).
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromBase32, totpStep, truncateToCode } from '@shop/core';

export const ADMIN_OWNER = {
  email: 'e2e-eigenaar@kindershop.example',
  name: 'E2E Eigenaar',
  password: 'Backoffice-reis-2026!',
};

function dataDir(): string {
  return process.env.E2E_DATA_DIR ?? 'var/e2e';
}

export function adminOwnerFile(dataDir: string): string {
  return join(dataDir, 'e2e-admin-owner.json');
}

/** Where the owner's session of the run's first login is kept (admin-session.ts). */
export function ownerSessionFile(dataDir: string): string {
  return join(dataDir, 'e2e-owner-session.json');
}

/** The owner with its TOTP secret, as the setup left it in the journeys' data folder. */
export function readAdminOwner(): typeof ADMIN_OWNER & { secret: string } {
  return JSON.parse(readFileSync(adminOwnerFile(dataDir()), 'utf8'));
}

/** The authenticator's code for a base32 secret and a 30-second step. */
function codeOfStep(secret: string, step: number): string {
  const key = fromBase32(secret);
  if (!key) throw new Error('not a base32 secret');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  return truncateToCode(new Uint8Array(createHmac('sha1', key).update(counter).digest()));
}

/** The last step each secret's code was given for, kept beside the shop's data (journeys run one after another). */
function usedStepsFile(): string {
  return join(dataDir(), 'e2e-totp-steps.json');
}

/**
 * A code the shop takes now: the shop accepts a step once, and one step either side of its
 * clock, so two logins of one operator within 30 seconds (one journey after another) take the
 * current step and then the next. A third waits until the clock makes a later step acceptable.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const file = usedStepsFile();
  const used: Record<string, number> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const last = used[secret] ?? Number.NEGATIVE_INFINITY;
  while (totpStep(new Date()) + 1 <= last) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const step = Math.max(totpStep(new Date()), last + 1);
  used[secret] = step;
  writeFileSync(file, JSON.stringify(used));
  return codeOfStep(secret, step);
}
