import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  formatPrice,
  fromCents,
  grossFromNet,
  netFromGross,
  percentOf,
  roundHalfAwayFromZero,
  toCents,
} from './money.ts';

const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });
const rate = fc.constantFrom(0, 7, 9, 19, 21, 5.5);

describe('rounding', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('divides integers exactly before rounding', () => {
    expect(divideRounded(1, 2)).toBe(1);
    expect(divideRounded(-1, 2)).toBe(-1);
    expect(divideRounded(5, -2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('toCents and fromCents', () => {
  it('converts euros as written, including the classic binary halves', () => {
    expect(toCents(12.95)).toBe(1295);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1e21)).toBe(1e23);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('gives euros with exactly two decimals', () => {
    expect(fromCents(1299)).toBe(12.99);
    expect(fromCents(-5)).toBe(-0.05);
    expect(fromCents(0)).toBe(0);
  });

  it('round-trips every amount of cents', () => {
    fc.assert(fc.property(cents, (c) => toCents(fromCents(c)) === c));
  });
});

describe('tax', () => {
  it('takes 21 % out of a Dutch gross price and puts 19 % on for Germany', () => {
    expect(netFromGross(1210, 21)).toBe(1000);
    expect(netFromGross(1295, 21)).toBe(1070); // 1070.247…
    expect(grossFromNet(1000, 19)).toBe(1190);
    expect(grossFromNet(1070, 19)).toBe(1273); // 1273.3
  });

  it('rounds a half cent away from zero', () => {
    expect(grossFromNet(50, 21)).toBe(61); // 60.5
    expect(grossFromNet(-50, 21)).toBe(-61);
    expect(netFromGross(1055, 5.5)).toBe(1000);
    expect(percentOf(1995, 10)).toBe(200); // 199.5
  });

  it('keeps a rate of 0 neutral', () => {
    fc.assert(fc.property(cents, (c) => netFromGross(c, 0) === c && grossFromNet(c, 0) === c));
  });

  it('gross from net from gross is never more than a cent away', () => {
    fc.assert(
      fc.property(cents, rate, (c, r) => Math.abs(grossFromNet(netFromGross(c, r), r) - c) <= 1),
    );
  });

  it('net never exceeds gross for positive amounts', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), rate, (c, r) => {
        const net = netFromGross(c, r);
        return net >= 0 && net <= c;
      }),
    );
  });
});

describe('formatPrice (sign then amount, ",00" becomes ",-")', () => {
  it('formats whole euros with ",-"', () => {
    expect(formatPrice(299, 'nl-NL')).toBe('€ 299,-');
    expect(formatPrice(299, 'de-DE')).toBe('€ 299,-');
    expect(formatPrice(0, 'nl-NL')).toBe('€ 0,-');
  });

  it('groups thousands and shows cents with a comma', () => {
    expect(formatPrice(1299.95, 'nl-NL')).toBe('€ 1.299,95');
    expect(formatPrice(1299.95, 'de-DE')).toBe('€ 1.299,95');
    expect(formatPrice(1234567.5, 'nl-NL')).toBe('€ 1.234.567,50');
    expect(formatPrice(0.05, 'de-DE')).toBe('€ 0,05');
  });

  it('puts the minus before the sign', () => {
    expect(formatPrice(-5, 'nl-NL')).toBe('-€ 5,-');
    expect(formatPrice(-12.5, 'de-DE')).toBe('-€ 12,50');
    expect(formatPrice(-0.001, 'nl-NL')).toBe('€ 0,-');
  });

  it('rounds to cents half away from zero', () => {
    expect(formatPrice(1.005, 'nl-NL')).toBe('€ 1,01');
    expect(formatPrice(12.999, 'nl-NL')).toBe('€ 13,-');
  });

  it('writes the amount as Intl writes it in both locales', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('nl-NL' as const, 'de-DE' as const), (c, locale) => {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(Math.abs(c) / 100);
        const expected = `${c < 0 ? '-' : ''}€ ${intl.endsWith(',00') ? `${intl.slice(0, -3)},-` : intl}`;
        return formatPrice(fromCents(c), locale) === expected;
      }),
    );
  });

  it('always starts with the sign and ends in two digits or ",-"', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('nl-NL' as const, 'de-DE' as const), (c, locale) =>
        /^-?€ \d{1,3}(\.\d{3})*,(\d{2}|-)$/.test(formatPrice(fromCents(c), locale)),
      ),
    );
  });
});
