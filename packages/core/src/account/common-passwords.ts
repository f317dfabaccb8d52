/**
 * Passwords that are far too common to accept even when they meet the length and character-class
 * rules: keyboard walks, "password" and "welcome" in the shop's languages, and season, brand and
 * child-related words with the usual digit and symbol endings. Compared case-insensitively.
 */
const BASE_WORDS = [
  'password',
  'passw0rd',
  'wachtwoord',
  'passwort',
  'welkom',
  'willkommen',
  'welcome',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'letmein',
  'iloveyou',
  'ikhouvanjou',
  'ichliebedich',
  'kindershop',
  'baby',
  'babyshop',
  'mama',
  'papa',
  'geheim',
  'sommer',
  'zomer',
  'winter',
  'herfst',
  'lente',
  'fruhling',
  'herbst',
  'admin',
  'monkey',
  'dragon',
  'football',
  'voetbal',
  'fussball',
  'sunshine',
  'princess',
  'prinses',
  'prinzessin',
  'abc',
  'abcd',
];

const ENDINGS = [
  '1',
  '1!',
  '12',
  '123',
  '123!',
  '1234',
  '12345',
  '01',
  '!',
  '2024',
  '2025',
  '2026',
  '2027',
];

const EXTRA = [
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'zaq12wsx',
  '!qaz2wsx',
  '1qaz2wsx',
  'aa123456',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  'p@ssw0rd',
  'p@ssword',
  'p@ssword1',
  'p@ssw0rd1',
  'pa$$w0rd',
  'qwerty123!',
  'trustno1',
  '11111111',
  '00000000',
  '87654321',
];

/** The block list, lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...EXTRA,
  ...BASE_WORDS.flatMap((word) => [word, ...ENDINGS.map((ending) => `${word}${ending}`)]),
]);

/** Whether a password is on the block list (ignoring case and surrounding spaces). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
