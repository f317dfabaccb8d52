/**
 * A secret of the configuration that the shop checks or signs with (an operator key, a hook
 * secret, a signing secret): unset or empty means none; a shorter one than SECRET_MIN_LENGTH
 * stops the start, naming the key, whatever the environment (development and tests included).
 */
import { z } from 'zod';
import { SECRET_MIN_LENGTH } from '../lib/secrets.ts';

export const SECRET_TOO_SHORT = `must be at least ${SECRET_MIN_LENGTH} characters (a secret: make one with \`openssl rand -base64 32\`)`;

export function secretSetting() {
  return z
    .string()
    .min(SECRET_MIN_LENGTH, SECRET_TOO_SHORT)
    .max(500, 'must be at most 500 characters')
    .optional()
    .or(z.literal('').transform(() => undefined));
}
