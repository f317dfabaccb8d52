import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('loads once per key while fresh, again after the time to live', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const [a, b] = await Promise.all([
      cache.get('k', async () => ++loads),
      cache.get('k', async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('reads the time from the clock it is given', async () => {
    let now = 5_000;
    const cache = new TtlCache<number>(1000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now += 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
