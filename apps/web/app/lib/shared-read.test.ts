import { describe, expect, it } from 'vitest';
import type { ApiFetch } from './api.ts';
import { awaitedByPage, forgetSharedReads, SharedRead } from './shared-read.ts';

/** A transport answering with the given tags, counting its calls. */
function transport(tags: string) {
  let calls = 0;
  const fetch: ApiFetch = async () => {
    calls += 1;
    return new Response('{}', { headers: { 'x-page-tags': tags } });
  };
  return { fetch, calls: () => calls };
}

describe('SharedRead', () => {
  it('keeps a read for its time and names its tags to every page that uses it', async () => {
    const reads = new SharedRead<string, number>(60_000);
    const api = transport('category-1 category-2');
    const noted: string[][] = [];
    const read = async ({ fetch }: { fetch?: ApiFetch }) => {
      await fetch?.('/api/x', {});
      return 7;
    };
    expect(await reads.get('nl', { fetch: api.fetch }, read, 1_000)).toBe(7);
    expect(
      await reads.get('nl', { fetch: api.fetch, noteTags: (t) => noted.push([...t]) }, read, 2_000),
    ).toBe(7);
    expect(api.calls()).toBe(1);
    expect(noted).toEqual([['category-1', 'category-2']]);
    // Past its time it is read again.
    await reads.get('nl', { fetch: api.fetch }, read, 61_001);
    expect(api.calls()).toBe(2);
  });

  it('is forgotten by a drop of one of its tags or of everything, not of others', async () => {
    const reads = new SharedRead<string, number>(60_000);
    const api = transport('content');
    const read = async ({ fetch }: { fetch?: ApiFetch }) => {
      await fetch?.('/api/x', {});
      return 1;
    };
    await reads.get('nl', { fetch: api.fetch }, read, 0);
    forgetSharedReads(['category-9']);
    await reads.get('nl', { fetch: api.fetch }, read, 0);
    expect(api.calls()).toBe(1);
    forgetSharedReads(['content']);
    await reads.get('nl', { fetch: api.fetch }, read, 0);
    expect(api.calls()).toBe(2);
    forgetSharedReads('all');
    await reads.get('nl', { fetch: api.fetch }, read, 0);
    expect(api.calls()).toBe(3);
  });

  it('does not keep a read a drop came during, and falls back to the last read when one fails', async () => {
    const reads = new SharedRead<string, string>(60_000);
    const api = transport('content');
    const during = await reads.get(
      'nl',
      { fetch: api.fetch },
      async ({ fetch }) => {
        await fetch?.('/api/x', {});
        forgetSharedReads(['stores']);
        return 'from before the change';
      },
      0,
    );
    expect(during).toBe('from before the change');
    const fresh = await reads.get('nl', { fetch: api.fetch }, async () => 'after', 0);
    expect(fresh).toBe('after');
    const failed = await reads.get(
      'nl',
      { fetch: api.fetch },
      async () => {
        throw new Error('down');
      },
      120_000,
    );
    expect(failed).toBe('after');
    await expect(
      reads.get('de', {}, async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
  });

  it('is awaited by a page only while its request lasts', async () => {
    let fail: (error: Error) => void = () => {};
    const read = new Promise<number>((_resolve, reject) => {
      fail = reject;
    });
    const page = new AbortController();
    const awaited = awaitedByPage(read, page.signal);
    page.abort(new Error('the shopper went away'));
    await expect(awaited).rejects.toThrow('the shopper went away');
    // The read failing later is nobody's error (no unhandled rejection ends the process).
    fail(new Error('catalogue down'));
    await expect(awaitedByPage(Promise.resolve(3), undefined)).resolves.toBe(3);
    await expect(awaitedByPage(Promise.resolve(3), AbortSignal.abort())).rejects.toBeDefined();
  });
});
