import { describe, expect, it } from 'vitest';
import { HISTORY_SIZE, readHistory, recordVisit } from './navigation-history.ts';

describe('navigation history', () => {
  it('keeps the last 30 routes, newest last', () => {
    let history: string[] = [];
    for (let i = 1; i <= 35; i++) history = recordVisit(history, `/p/${i}`);
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]).toBe('/p/6');
    expect(history.at(-1)).toBe('/p/35');
  });

  it('skips the search panel pseudo-route and an immediate repeat', () => {
    let history = recordVisit([], '/c/kinderwagens');
    history = recordVisit(history, '/search-panel');
    history = recordVisit(history, '/de/search-panel');
    history = recordVisit(history, '/c/kinderwagens');
    expect(history).toEqual(['/c/kinderwagens']);
  });

  it('reads an empty history from missing or broken storage', () => {
    expect(readHistory({ getItem: () => null })).toEqual([]);
    expect(readHistory({ getItem: () => '{bad json' })).toEqual([]);
    expect(readHistory({ getItem: () => '["/", 3, "/c/x"]' })).toEqual(['/', '/c/x']);
  });
});
