import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from './prng.ts';
import { ean13CheckDigit, isValidEan13, slugify, toEan13 } from './text.ts';

describe('slugify', () => {
  it('writes url keys the way Dutch and German shops do', () => {
    expect(slugify('Joolz Day+ kinderwagen Earth Grey')).toBe(
      'joolz-day-plus-kinderwagen-earth-grey',
    );
    expect(slugify('Größe Mütze für Kinder', 'de')).toBe('groesse-muetze-fuer-kinder');
    expect(slugify('Lotje & Lars één', 'nl')).toBe('lotje-en-lars-een');
    expect(slugify('Lotje & Lars', 'de')).toBe('lotje-und-lars');
    expect(slugify("Buggy's")).toBe('buggys');
  });

  it('only ever yields lower-case a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
      }),
    );
  });
});

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(toEan13('871234567890')).toBe('8712345678906');
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
  });

  it('detects any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, index, delta) => {
          const code = toEan13(body);
          const digit = (Number(code[index]) + delta) % 10;
          const changed = code.slice(0, index) + String(digit) + code.slice(index + 1);
          expect(isValidEan13(code)).toBe(true);
          expect(isValidEan13(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('Rng', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    for (let i = 0; i < 1000; i++) {
      const x = a.next();
      expect(x).toBe(b.next());
      expect(x >= 0 && x < 1).toBe(true);
    }
    expect(new Rng(1).next()).not.toBe(new Rng(2).next());
  });
});
