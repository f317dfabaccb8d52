import { describe, expect, it } from 'vitest';
import { IdleCollector } from './idle-collector.ts';

const MB = 1024 * 1024;

/** A collector over a pretend heap: requests grow it, a collection takes it back to 100 MB. */
function collector() {
  let heap = 100 * MB;
  let collections = 0;
  const idle = new IdleCollector({
    collect: () => {
      collections += 1;
      heap = 100 * MB;
    },
    heapBytes: () => heap,
    growthBytes: 32 * MB,
    quietMs: 2000,
  });
  const serve = (now: number, grows: number) => {
    heap += grows;
    idle.noteRequest(now);
  };
  return { idle, serve, collections: () => collections };
}

describe('IdleCollector', () => {
  it('collects twice once requests that grew the heap have stopped for the quiet time, then not again', () => {
    const { idle, serve, collections } = collector();
    serve(1000, 20 * MB);
    serve(1500, 20 * MB);
    expect(idle.check(3499)).toBe(false);
    expect(collections()).toBe(0);
    expect(idle.check(3500)).toBe(true);
    expect(collections()).toBe(2);
    // Still quiet, the heap as the collection left it: nothing to give back.
    expect(idle.check(10_000)).toBe(false);
    expect(collections()).toBe(2);
  });

  it('never collects while requests keep coming, however much the heap grows', () => {
    const { idle, serve, collections } = collector();
    for (let now = 0; now < 20_000; now += 1000) {
      serve(now, 10 * MB);
      expect(idle.check(now + 999)).toBe(false);
    }
    expect(collections()).toBe(0);
  });

  it('leaves a heap that grew less than the growth alone, however quiet', () => {
    const { idle, serve, collections } = collector();
    serve(0, 31 * MB);
    expect(idle.check(60_000)).toBe(false);
    serve(61_000, 1 * MB);
    expect(idle.check(70_000)).toBe(true);
    expect(collections()).toBe(2);
  });

  it('collects again after the next burst', () => {
    const { idle, serve, collections } = collector();
    serve(0, 50 * MB);
    expect(idle.check(2000)).toBe(true);
    serve(5000, 50 * MB);
    expect(idle.check(6000)).toBe(false);
    expect(idle.check(7000)).toBe(true);
    expect(collections()).toBe(4);
  });
});
