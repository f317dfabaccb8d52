/**
 * Money arithmetic in integer cents. Every rounding rounds half away from zero to whole cents,
 * and divisions by a rate are done on integers so that no binary-fraction error can flip a
 * half cent (12.345 € must become 1235 cents, not 1234).
 */

/** Rounds half away from zero to an integer (−2.5 → −3, 2.5 → 3); never returns −0. */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= 0.5 ? whole + 1 : whole;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Euros (a decimal) to integer cents, rounding the decimal as written: 1.005 → 101. */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not a finite amount: ${euros}`);
  const text = String(Math.abs(euros));
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999999999999.
  const shifted = text.includes('e') ? Math.abs(euros) * 100 : Number(`${text}e2`);
  const cents = roundHalfAwayFromZero(shifted);
  return euros < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents to euros with exactly two decimals (1299 → 12.99). */
export function fromCents(cents: number): number {
  return roundHalfAwayFromZero(cents) / 100;
}

/**
 * numerator / denominator rounded half away from zero, exact for integers up to
 * Number.MAX_SAFE_INTEGER.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('Division by zero');
  const safe =
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator) &&
    Number.isSafeInteger(2 * numerator);
  if (!safe) return roundHalfAwayFromZero(numerator / denominator);
  const sign = numerator < 0 !== denominator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  const quotient = (n - remainder) / d;
  const rounded = 2 * remainder >= d ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/** Power of ten that makes a percentage an integer (21 → 1, 5.5 → 10), at most 10^6. */
function decimalScale(percent: number): number {
  let scale = 1;
  while (scale < 1e6 && !Number.isInteger(Number((percent * scale).toPrecision(15)))) scale *= 10;
  return scale;
}

/** percent % of an amount in cents, rounded to cents (10 % of 1995 → 200). */
export function percentOf(cents: number, percent: number): number {
  const scale = decimalScale(percent);
  return divideRounded(cents * Math.round(percent * scale), 100 * scale);
}

/** Net cents from gross cents at a tax rate in percent: 1210 at 21 → 1000. */
export function netFromGross(grossCents: number, ratePercent: number): number {
  const scale = decimalScale(ratePercent);
  return divideRounded(grossCents * 100 * scale, Math.round((100 + ratePercent) * scale));
}

/** Gross cents from net cents at a tax rate in percent: 1000 at 19 → 1190. */
export function grossFromNet(netCents: number, ratePercent: number): number {
  const scale = decimalScale(ratePercent);
  return divideRounded(netCents * Math.round((100 + ratePercent) * scale), 100 * scale);
}

export type PriceLocale = 'nl-NL' | 'de-DE';

/** Whole euros with a '.' between groups of three digits: 1299 → '1.299'. */
function groupThousands(euros: number): string {
  return String(euros).replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * A price as shoppers see it: the euro sign, a plain space, then the amount
 * with the locale's separators; a ',00' ending becomes ',-'; negatives are prefixed with '-'.
 * 299 → '€ 299,-', 1299.95 → '€ 1.299,95', −5 → '-€ 5,-'. The sign comes first in both locales
 * (Intl would put it after the amount for de-DE), so the number is formatted without currency.
 */
export function formatPrice(amountEuros: number, _locale: PriceLocale): string {
  // nl-NL and de-DE write amounts alike ('.' groups, ',' decimals), so no Intl formatter is
  // needed: creating the first one costs the browser tens of milliseconds while it hydrates.
  const cents = toCents(amountEuros);
  const absolute = Math.abs(cents);
  const fraction = absolute % 100;
  const decimals = fraction === 0 ? '-' : String(fraction).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}€ ${groupThousands(Math.floor(absolute / 100))},${decimals}`;
}
