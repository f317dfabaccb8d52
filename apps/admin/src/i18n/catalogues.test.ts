import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { nl } from './nl.ts';
import { raDutch } from './ra-dutch.ts';

/** Every text's dotted key in a catalogue. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("the back office's catalogues", () => {
  it("say every one of react-admin's texts in Dutch", () => {
    expect(keysOf(raDutch).sort()).toEqual(keysOf(englishMessages).sort());
  });

  it('say every text of the back office in both languages, none left empty', () => {
    expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
    const texts = (messages: object): unknown[] =>
      Object.values(messages).flatMap((value) =>
        typeof value === 'object' && value !== null ? texts(value) : [value],
      );
    expect(texts(nl).every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });
});
