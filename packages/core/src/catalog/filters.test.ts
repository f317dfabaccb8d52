import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../money.ts';
import {
  type FilterSelection,
  nextPageStart,
  normalizePaging,
  parsePriceFilterId,
  priceBounds,
  priceBucketLabel,
  priceBuckets,
  priceFilterId,
  selectAvailableFilters,
  toggleFilter,
} from './filters.ts';

describe('toggleFilter', () => {
  it('adds an option to a multi-choice filter', () => {
    expect(toggleFilter({ color: ['49'] }, { type: 'color', id: '50' })).toEqual({
      color: ['49', '50'],
    });
    expect(toggleFilter({}, { type: 'color', id: '49' })).toEqual({ color: ['49'] });
  });

  it('removes an active option and drops a key with nothing left', () => {
    expect(toggleFilter({ color: ['49', '50'] }, { type: 'color', id: '49' })).toEqual({
      color: ['50'],
    });
    expect(toggleFilter({ color: ['49'], size: ['120'] }, { type: 'color', id: '49' })).toEqual({
      size: ['120'],
    });
  });

  it('replaces the price, a single choice', () => {
    expect(
      toggleFilter({ price: ['0-100'] }, { type: 'price', id: '100-250', single: true }),
    ).toEqual({
      price: ['100-250'],
    });
    expect(toggleFilter({ price: ['0-100'] }, { type: 'price', id: '100-250' })).toEqual({
      price: ['100-250'],
    });
    expect(
      toggleFilter({ price: ['0-100'] }, { type: 'price', id: '0-100', single: true }),
    ).toEqual({});
  });

  it('sets the sort, or removes it when chosen again', () => {
    expect(
      toggleFilter({ sort: ['final_price:asc'] }, { type: 'sort', id: 'final_price:desc' }),
    ).toEqual({
      sort: ['final_price:desc'],
    });
    expect(
      toggleFilter({ sort: ['final_price:asc'] }, { type: 'sort', id: 'final_price:asc' }),
    ).toEqual({});
  });

  it('does not change the filters it is given', () => {
    const current = { color: ['49'] };
    toggleFilter(current, { type: 'color', id: '50' });
    expect(current).toEqual({ color: ['49'] });
  });

  const selection: fc.Arbitrary<FilterSelection> = fc.dictionary(
    fc.constantFrom('color', 'size', 'brand'),
    fc.uniqueArray(fc.constantFrom('1', '2', '3', '4'), { minLength: 1 }),
  );
  const toggle = fc.record({
    type: fc.constantFrom('color', 'size', 'brand', 'price', 'sort'),
    id: fc.constantFrom('1', '2', '3', '4'),
  });

  it('toggling an option that is not chosen twice gives the original filters back', () => {
    fc.assert(
      fc.property(selection, toggle, (current, filter) => {
        fc.pre(!(current[filter.type] ?? []).includes(filter.id));
        fc.pre(filter.type !== 'price' && filter.type !== 'sort' ? true : !current[filter.type]);
        expect(toggleFilter(toggleFilter(current, filter), filter)).toEqual(current);
      }),
    );
  });

  it('toggling a multi-choice option twice keeps the same chosen ids', () => {
    fc.assert(
      fc.property(selection, toggle, (current, filter) => {
        fc.pre(filter.type !== 'price' && filter.type !== 'sort');
        const twice = toggleFilter(toggleFilter(current, filter), filter);
        expect(Object.keys(twice).sort()).toEqual(Object.keys(current).sort());
        for (const key of Object.keys(current)) {
          expect([...(twice[key] ?? [])].sort()).toEqual([...(current[key] ?? [])].sort());
        }
      }),
    );
  });

  it('never leaves an empty list', () => {
    fc.assert(
      fc.property(selection, toggle, (current, filter) =>
        Object.values(toggleFilter(current, filter)).every((ids) => ids.length > 0),
      ),
    );
  });
});

describe('selectAvailableFilters', () => {
  it('keeps only offered keys and ids, and one price', () => {
    const available = {
      color: [{ id: '49' }, { id: '50' }],
      price: [{ id: '0-100' }, { id: '100-250' }],
    };
    expect(
      selectAvailableFilters(
        {
          color: ['49', '999', '49'],
          size: '120',
          price: ['0-100', '100-250'],
          sort: 'updated_at:desc',
          page: undefined,
        },
        available,
      ),
    ).toEqual({ color: ['49'], price: ['100-250'], sort: ['updated_at:desc'] });
  });
});

describe('price buckets', () => {
  const nl = (amount: number) => formatPrice(amount, 'nl-NL');

  it('labels the first, middle and last buckets', () => {
    expect(priceBucketLabel({ from: 0, to: 100 }, nl)).toBe('< € 100,-');
    expect(priceBucketLabel({ from: 100, to: 250 }, nl)).toBe('€ 100,- - € 250,-');
    expect(priceBucketLabel({ from: 500 }, nl)).toBe('> € 500,-');
    expect(priceBucketLabel({ to: 50 }, String)).toBe('< 50');
  });

  it('labels every bucket with its bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (from, width) => {
          const to = from + width;
          return (
            priceBucketLabel({ from, to }, String) === `${from} - ${to}` &&
            priceBucketLabel({ from: 0, to }, String) === `< ${to}` &&
            priceBucketLabel({ from }, String) === `> ${from}`
          );
        },
      ),
    );
  });

  it('floors the minimum and ceils the maximum', () => {
    expect(priceBounds(12.95, 249.01)).toEqual({ min: 12, max: 250 });
  });

  it('offers the configured ranges that hold the listed prices', () => {
    expect(priceBuckets(12.95, 249.01).map((b) => b.id)).toEqual(['0-100', '100-250']);
    expect(priceBuckets(260, 899)).toEqual([
      { id: '250-500', type: 'price', from: 250, to: 500, single: true },
      { id: '500-*', type: 'price', from: 500, single: true },
    ]);
    expect(priceBuckets(100, 100).map((b) => b.id)).toEqual(['0-100', '100-250']);
    expect(priceBuckets(10, 5)).toEqual([]);
  });

  it('offers a bucket for every listed price and none outside the prices', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
          { minLength: 1 },
        ),
        (prices) => {
          const min = Math.min(...prices);
          const max = Math.max(...prices);
          const buckets = priceBuckets(min, max);
          return (
            prices.every((p) =>
              buckets.some((b) => p >= b.from && (b.to === undefined || p <= b.to)),
            ) && buckets.every((b) => b.from <= max && (b.to === undefined || b.to >= min))
          );
        },
      ),
    );
  });

  it('round-trips price filter ids', () => {
    expect(priceFilterId({ from: 100, to: 250 })).toBe('100-250');
    expect(parsePriceFilterId('100-250')).toEqual({ from: 100, to: 250 });
    expect(parsePriceFilterId('500-*')).toEqual({ from: 500 });
    expect(parsePriceFilterId('100.0-250.0')).toEqual({ from: 100, to: 250 });
    expect(parsePriceFilterId('250-100')).toBeNull();
    expect(parsePriceFilterId('cheap')).toBeNull();
  });
});

describe('paging', () => {
  it('loads the next page at start + page size while more remain', () => {
    expect(nextPageStart({ start: 0, total: 120, pageSize: 50 })).toBe(50);
    expect(nextPageStart({ start: 50, total: 120, pageSize: 50 })).toBe(100);
    expect(nextPageStart({ start: 100, total: 120, pageSize: 50 })).toBeNull();
  });

  it('loads no more when the total is below the page size or reached', () => {
    expect(nextPageStart({ start: 0, total: 30, pageSize: 50 })).toBeNull();
    expect(nextPageStart({ start: 0, total: 50, pageSize: 50 })).toBeNull();
    expect(nextPageStart({ start: 150, total: 120, pageSize: 50 })).toBeNull();
  });

  it('pages through every product exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        (total, pageSize) => {
          let loaded = Math.min(pageSize, total);
          let start = nextPageStart({ start: 0, total, pageSize });
          while (start !== null) {
            loaded += Math.min(pageSize, total - start);
            start = nextPageStart({ start, total, pageSize });
          }
          return loaded === total;
        },
      ),
    );
  });

  it('normalises size and start', () => {
    expect(normalizePaging({ start: -5, size: 0 })).toEqual({ start: 0, size: 50 });
    expect(normalizePaging({ start: 20, size: -1 })).toEqual({ start: 20, size: 50 });
    expect(normalizePaging({ start: 100, size: 24 })).toEqual({ start: 100, size: 24 });
    expect(normalizePaging({})).toEqual({ start: 0, size: 50 });
  });
});
