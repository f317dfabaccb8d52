import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNotification, DEFAULT_TIME_TO_LIVE_MS, timeToLive } from './notifications.ts';

afterEach(() => vi.useRealTimers());

describe('notification rules', () => {
  it('keeps the five types and shows an unknown type as danger', () => {
    expect(addNotification([], { type: 'success', message: 'a' }, 1)[0]!.type).toBe('success');
    expect(addNotification([], { type: 'error', message: 'a' }, 1)[0]!.type).toBe('danger');
  });

  it('drops a notification identical to the latest one only', () => {
    let list = addNotification(
      [],
      { type: 'info', message: 'Product has been added to the cart!' },
      1,
    );
    list = addNotification(
      list,
      { type: 'info', message: 'Product has been added to the cart!' },
      2,
    );
    expect(list).toHaveLength(1);
    list = addNotification(list, { type: 'info', message: 'In stock!' }, 3);
    list = addNotification(
      list,
      { type: 'info', message: 'Product has been added to the cart!' },
      4,
    );
    expect(list.map((n) => n.id)).toEqual([1, 3, 4]);
  });

  it('lives 5000 ms by default, its own time to live, or until closed', () => {
    expect(timeToLive({ type: 'info', message: 'x' })).toBe(DEFAULT_TIME_TO_LIVE_MS);
    expect(timeToLive({ type: 'info', message: 'x', timeToLive: 4000 })).toBe(4000);
    expect(timeToLive({ type: 'info', message: 'x', hasNoTimeout: true })).toBeNull();
  });
});
