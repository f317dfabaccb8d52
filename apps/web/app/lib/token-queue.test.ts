import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { createTokenQueue, REFRESH_REFUSED_MESSAGE, TOKEN_RETRY_DELAY_MS } from './token-queue.ts';

/** A fake server: a token is accepted while it is the current one. */
function setup(options: { refreshFails?: 'refused' | 'offline'; refreshDelayMs?: number } = {}) {
  let stored: string | null = 'token-1';
  let valid = 'token-1-expired';
  let refreshes = 0;
  const waits: number[] = [];
  const failed = vi.fn();
  let releaseRefresh: () => void = () => {};
  const queue = createTokenQueue({
    getToken: () => stored,
    refresh: async () => {
      refreshes += 1;
      if (options.refreshDelayMs) {
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve;
        });
      }
      if (options.refreshFails === 'refused')
        throw new ApiError('The refresh token is not valid.', 401);
      if (options.refreshFails === 'offline') throw new ApiError('unreachable', 502, true);
      stored = `token-${refreshes + 1}`;
      valid = stored;
      return stored;
    },
    onRefreshFailed: failed,
    wait: async (ms) => {
      waits.push(ms);
      // A real macrotask (not the real second), so the refresh can go on meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  const call = (answer: string) => async (token: string) => {
    if (token !== valid) throw new ApiError('The customer token has expired.', 401);
    return `${answer} with ${token}`;
  };
  return {
    queue,
    call,
    failed,
    waits,
    refreshes: () => refreshes,
    release: () => releaseRefresh(),
    expire: () => {
      valid = 'none';
    },
    stored: () => stored,
  };
}

describe('token queue: one refresh of the customer token for every waiting call', () => {
  it('refreshes once on a 401 and runs the task again with the new token', async () => {
    const t = setup();
    await expect(t.queue.run(t.call('me'))).resolves.toBe('me with token-2');
    expect(t.refreshes()).toBe(1);
    expect(t.failed).not.toHaveBeenCalled();
  });

  it('lets tasks refused during a refresh wait (every second) and retry with the new token: one refresh for all', async () => {
    const t = setup({ refreshDelayMs: 1 });
    const first = t.queue.run(t.call('me'));
    const second = t.queue.run(t.call('orders'));
    const third = t.queue.run(t.call('newsletter'));
    await vi.waitFor(() => expect(t.waits.length).toBeGreaterThan(0));
    t.release();
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      'me with token-2',
      'orders with token-2',
      'newsletter with token-2',
    ]);
    expect(t.refreshes()).toBe(1);
    expect(new Set(t.waits)).toEqual(new Set([TOKEN_RETRY_DELAY_MS]));
  });

  it('logs out once and fails every task when the refresh is refused', async () => {
    const t = setup({ refreshFails: 'refused' });
    await expect(t.queue.run(t.call('me'))).rejects.toThrow(REFRESH_REFUSED_MESSAGE);
    expect(t.failed).toHaveBeenCalledTimes(1);
    await expect(t.queue.run(t.call('orders'))).rejects.toThrow(REFRESH_REFUSED_MESSAGE);
    expect(t.refreshes()).toBe(1);
    expect(t.failed).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refreshed token is refused as well (more than one attempt)', async () => {
    const t = setup();
    const task = async (token: string) => {
      throw new ApiError(`refused ${token}`, 401);
    };
    await expect(t.queue.run(task)).rejects.toThrow(REFRESH_REFUSED_MESSAGE);
    expect(t.refreshes()).toBe(1);
    expect(t.failed).toHaveBeenCalledTimes(1);
  });

  it('refreshes again at a later expiry once a task has succeeded in between', async () => {
    const t = setup();
    await t.queue.run(t.call('me'));
    t.expire();
    await expect(t.queue.run(t.call('orders'))).resolves.toBe('orders with token-3');
    expect(t.refreshes()).toBe(2);
    expect(t.failed).not.toHaveBeenCalled();
  });

  it('does not log out when the refresh cannot reach the API (offline)', async () => {
    const t = setup({ refreshFails: 'offline' });
    await expect(t.queue.run(t.call('me'))).rejects.toMatchObject({ unreachable: true });
    expect(t.failed).not.toHaveBeenCalled();
    expect(t.queue.isLocked()).toBe(false);
  });

  it('passes other errors through without a refresh', async () => {
    const t = setup();
    const task = async () => {
      throw new ApiError('Unable to retrieve order', 404);
    };
    await expect(t.queue.run(task)).rejects.toThrow('Unable to retrieve order');
    expect(t.refreshes()).toBe(0);
  });

  it('starts again after a new login resets the lock', async () => {
    const t = setup({ refreshFails: 'refused' });
    await expect(t.queue.run(t.call('me'))).rejects.toThrow();
    t.queue.reset();
    expect(t.queue.isLocked()).toBe(false);
  });
});
