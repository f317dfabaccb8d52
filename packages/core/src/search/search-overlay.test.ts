import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSearchableQuery,
  nextOverlayPage,
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_SIZE,
  SEARCH_OVERLAY_PAGE_SIZE,
} from './search-overlay.ts';

describe('isSearchableQuery', () => {
  it('searches from 3 characters, spaces not counted at the ends', () => {
    expect(isSearchableQuery('ki')).toBe(false);
    expect(isSearchableQuery('  ki  ')).toBe(false);
    expect(isSearchableQuery('kin')).toBe(true);
  });
});

describe('nextOverlayPage', () => {
  it('starts with 14 results from the first', () => {
    expect(nextOverlayPage(null)).toEqual({ start: 0, size: 14 });
  });

  it('"See more" asks the next 14 until the total is reached', () => {
    expect(nextOverlayPage({ start: 0, total: 40 })).toEqual({ start: 14, size: 14 });
    expect(nextOverlayPage({ start: 14, total: 40 })).toEqual({ start: 28, size: 14 });
    expect(nextOverlayPage({ start: 28, total: 40 })).toBeNull();
  });

  it('offers no more when the total fits one page', () => {
    expect(nextOverlayPage({ start: 0, total: 14 })).toBeNull();
    expect(nextOverlayPage({ start: 0, total: 3 })).toBeNull();
  });

  it('pages through every result exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (total) => {
        let page = nextOverlayPage(null);
        let seen = 0;
        while (page) {
          seen += Math.max(0, Math.min(page.size, total - page.start));
          page = nextOverlayPage({ start: page.start, total });
        }
        expect(seen).toBe(total);
      }),
    );
  });
});

describe('rememberSearch', () => {
  it('puts the latest query first and keeps the latest 4', () => {
    let history: string[] = [];
    for (const query of ['buggy', 'slaapzak', 'fopspeen', 'luiers', 'romper']) {
      history = rememberSearch(history, query);
    }
    expect(history).toEqual(['romper', 'luiers', 'fopspeen', 'slaapzak']);
  });

  it("keeps only the longer of near-duplicate prefixes ('kinderw' then 'kinderwagen')", () => {
    expect(rememberSearch(['kinderw', 'buggy'], 'kinderwagen')).toEqual(['kinderwagen', 'buggy']);
  });

  it('a shorter variant of a remembered query moves the longer one first', () => {
    expect(rememberSearch(['buggy', 'Kinderwagen'], 'kinderw')).toEqual(['Kinderwagen', 'buggy']);
  });

  it('a repeated query is kept once, spaces collapsed', () => {
    expect(rememberSearch(['buggy', 'romper'], '  romper ')).toEqual(['romper', 'buggy']);
  });

  it('never remembers a query too short to search', () => {
    expect(rememberSearch(['buggy'], 'ro')).toEqual(['buggy']);
  });

  it('never holds more than 4 nor a near duplicate', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-c]{0,6}$/), { maxLength: 30 }), (queries) => {
        const history = queries.reduce<string[]>(rememberSearch, []);
        expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_SIZE);
        for (const [i, a] of history.entries()) {
          for (const b of history.slice(i + 1)) {
            expect(a.startsWith(b) || b.startsWith(a)).toBe(false);
          }
        }
      }),
    );
  });
});

describe('readSearchHistory', () => {
  it('reads back what was stored, dropping what is not a query', () => {
    expect(readSearchHistory(['romper', 3, 'ro', 'buggy'])).toEqual(['romper', 'buggy']);
    expect(readSearchHistory({ not: 'a list' })).toEqual([]);
  });

  it('merges near duplicates and keeps at most 4 of a hand-edited list', () => {
    expect(readSearchHistory(['kinderwagen', 'kinderw', 'a1b', 'c2d', 'e3f', 'g4h'])).toEqual([
      'kinderwagen',
      'a1b',
      'c2d',
      'e3f',
    ]);
  });
});

it('a page is 14 results', () => {
  expect(SEARCH_OVERLAY_PAGE_SIZE).toBe(14);
});
