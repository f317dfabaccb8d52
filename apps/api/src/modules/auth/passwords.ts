/**
 * Password hashes: argon2id (hash-wasm, pure WebAssembly, so nothing compiles at install) with
 * the OWASP minimum of 19 MiB memory, 2 passes, 1 lane, in the PHC string format.
 */
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

const PARAMETERS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

/** The PHC string (`$argon2id$v=19$m=…`) of a password with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

/** Whether a password matches a stored hash; false (never a throw) for a damaged hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no account to check, so that a login with
 * an unknown e-mail takes as long as one with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
