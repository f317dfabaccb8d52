import { describe, expect, it } from 'vitest';
import { browserLocale } from './locale.ts';

describe("the back office's first language", () => {
  it('is Dutch for any Dutch browser and English for every other', () => {
    expect(browserLocale(['nl-NL', 'en'])).toBe('nl');
    expect(browserLocale(['nl-BE'])).toBe('nl');
    expect(browserLocale(['NL'])).toBe('nl');
    expect(browserLocale(['de-DE', 'nl'])).toBe('en');
    expect(browserLocale(['en-GB'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
