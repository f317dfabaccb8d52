import { describe, expect, it } from 'vitest';
import { readSearchText } from './search-text.ts';

describe('the search text of a URL', () => {
  it('strips HTML and collapses whitespace', () => {
    expect(readSearchText(new URLSearchParams('q=<b>kinder</b>wagen  rood'))).toBe(
      'kinder wagen rood',
    );
    expect(readSearchText(new URLSearchParams(''))).toBe('');
  });

  it('reads control characters as spaces and keeps every other character as typed', () => {
    expect(readSearchText(new URLSearchParams('q=%00%01kinder%7Fwagen%C2%85%09bl%C3%A5'))).toBe(
      'kinder wagen blå',
    );
  });

  it('keeps at most 200 characters', () => {
    expect(readSearchText(new URLSearchParams(`q=${'a'.repeat(300)}`))).toHaveLength(200);
  });
});
