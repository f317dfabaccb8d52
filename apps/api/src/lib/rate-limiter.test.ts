import { describe, expect, it } from 'vitest';
import { KeyedRateLimiter } from './rate-limiter.ts';

describe('KeyedRateLimiter', () => {
  it('allows max hits per key and window, then 429 with the seconds left; a new window resets', () => {
    let now = 1_000_000;
    const limiter = new KeyedRateLimiter({ max: 2, windowSeconds: 60, now: () => now });
    limiter.hit('a');
    limiter.hit('a');
    limiter.hit('b');
    now += 15_000;
    expect(() => limiter.hit('a')).toThrow(
      expect.objectContaining({ statusCode: 429, retryAfterSeconds: 45 }),
    );
    now += 45_000;
    expect(() => limiter.hit('a')).not.toThrow();
  });

  it('check refuses a used-up key without counting itself', () => {
    const limiter = new KeyedRateLimiter({ max: 2, windowSeconds: 60, now: () => 0 });
    limiter.check('a');
    limiter.check('a');
    limiter.check('a');
    limiter.hit('a');
    limiter.check('a');
    limiter.hit('a');
    expect(() => limiter.check('a')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });
});
