import { describe, expect, it } from 'vitest';
import { mean, ndcgAt, precisionAt } from './relevance-metrics.ts';

describe('precisionAt', () => {
  it('counts relevant items among the first k against what k could hold', () => {
    expect(precisionAt(5, [true, false, true, false, false, true], 10)).toBeCloseTo(0.4);
    expect(precisionAt(5, [true, true], 2)).toBe(1);
    expect(precisionAt(5, [false, true], 2)).toBe(0.5);
  });
  it('is 1 when nothing relevant exists', () => {
    expect(precisionAt(5, [false], 0)).toBe(1);
  });
});

describe('ndcgAt', () => {
  it('is 1 for an ideal ranking and less when relevant items come later', () => {
    expect(ndcgAt(10, [true, true, false], 2)).toBeCloseTo(1);
    const late = ndcgAt(10, [false, false, true, true], 2);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(1);
    expect(ndcgAt(10, [false, true], 1)).toBeCloseTo(1 / Math.log2(3));
  });
  it('is 0 when nothing relevant is found', () => {
    expect(ndcgAt(10, [false, false], 3)).toBe(0);
  });
});

describe('mean', () => {
  it('averages, 0 for none', () => {
    expect(mean([1, 0, 0.5])).toBeCloseTo(0.5);
    expect(mean([])).toBe(0);
  });
});
