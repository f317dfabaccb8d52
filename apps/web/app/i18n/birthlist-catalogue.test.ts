import { describe, expect, it } from 'vitest';
import de from './de-DE/birthlist.json';
import nl from './nl-NL/birthlist.json';

describe('the birth list message area', () => {
  it('has a German text for every Dutch key, and no other', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(nl).sort());
  });

  it('has no empty text and keeps every placeholder of its key', () => {
    for (const catalogue of [nl, de] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        for (const placeholder of key.match(/\{\w+\}/g) ?? []) {
          expect(text, key).toContain(placeholder);
        }
      }
    }
  });
});
