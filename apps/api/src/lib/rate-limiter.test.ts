import { describe, expect, it } from 'vitest';
import { KeyedRateLimiter } from './rate-limiter.ts';
import { type SharedState, SharedStateUnavailableError, type WindowCount } from './shared/index.ts';

describe('KeyedRateLimiter', () => {
  it('allows max hits per key and window, then 429 with the seconds left; a new window resets', async () => {
    let now = 1_000_000;
    const limiter = new KeyedRateLimiter({ max: 2, windowSeconds: 60, now: () => now });
    await limiter.hit('a');
    await limiter.hit('a');
    await limiter.hit('b');
    now += 15_000;
    await expect(limiter.hit('a')).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 45,
    });
    now += 45_000;
    await expect(limiter.hit('a')).resolves.toBeUndefined();
  });

  it('check refuses a used-up key without counting itself', async () => {
    const limiter = new KeyedRateLimiter({ max: 2, windowSeconds: 60, now: () => 0 });
    await limiter.check('a');
    await limiter.check('a');
    await limiter.check('a');
    await limiter.hit('a');
    await limiter.check('a');
    await limiter.hit('a');
    await expect(limiter.check('a')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('counts in the shared state, and in its own memory while the shared state is down', async () => {
    const counts = new Map<string, number>();
    let down = false;
    const unavailable = () => new SharedStateUnavailableError(new Error('connection refused'));
    const state = {
      kind: 'redis',
      async count(key: string): Promise<WindowCount> {
        if (down) throw unavailable();
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { count: counts.get(key) ?? 0, resetInMs: 30_000 };
      },
      async peek(key: string): Promise<WindowCount> {
        if (down) throw unavailable();
        return { count: counts.get(key) ?? 0, resetInMs: 30_000 };
      },
    } as unknown as SharedState;
    const failures: Error[] = [];
    const limiter = new KeyedRateLimiter({
      max: 1,
      windowSeconds: 60,
      now: () => 0,
      shared: { state, name: 'login', onUnavailable: (error) => failures.push(error) },
    });
    await limiter.hit('a');
    expect(counts.get('limit:login:a')).toBe(1);
    // Another process's count is this one's too.
    counts.set('limit:login:b', 1);
    await expect(limiter.check('b')).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 30,
    });
    down = true;
    // Down: this process counts alone, from nothing, and still refuses past the limit.
    await limiter.hit('b');
    await expect(limiter.hit('b')).rejects.toMatchObject({ statusCode: 429 });
    expect(failures).toHaveLength(2);
  });
});
