import { describe, expect, it } from 'vitest';
import { ConnectionTurns, WriteQueue } from './write-queue.ts';

/** A write that finishes when told to. */
function controlledWrite(log: string[], name: string) {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const write = () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve, reject) => {
      finish = () => {
        log.push(`end ${name}`);
        resolve();
      };
      fail = reject;
    });
  };
  return { write, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('WriteQueue', () => {
  it('starts a write at once when none is running, before the caller goes on', () => {
    const log: string[] = [];
    const queue = new WriteQueue();
    const first = controlledWrite(log, 'a');
    void queue.push(first.write);
    log.push('caller goes on');
    expect(log).toEqual(['start a', 'caller goes on']);
    first.finish();
  });

  it('starts the next write only once the previous one has finished', async () => {
    const log: string[] = [];
    const queue = new WriteQueue();
    const a = controlledWrite(log, 'a');
    const b = controlledWrite(log, 'b');
    await queue.push(a.write);
    const pushed = queue.push(b.write);
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    a.finish();
    await pushed;
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    await queue.drain();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it("throws a failed write's error at the next push, without starting that push's write", async () => {
    const log: string[] = [];
    const queue = new WriteQueue();
    const a = controlledWrite(log, 'a');
    await queue.push(a.write);
    a.fail(new Error('duplicate key'));
    await expect(queue.push(controlledWrite(log, 'b').write)).rejects.toThrow('duplicate key');
    expect(log).toEqual(['start a']);
  });

  it("throws the last write's error when drained", async () => {
    const queue = new WriteQueue();
    const a = controlledWrite([], 'a');
    await queue.push(a.write);
    a.fail(new Error('connection lost'));
    await expect(queue.drain()).rejects.toThrow('connection lost');
    await expect(queue.drain()).resolves.toBeUndefined();
  });
});

describe('WriteQueue with writes ahead', () => {
  it('starts up to that many writes before the caller waits for the oldest', async () => {
    const log: string[] = [];
    const queue = new WriteQueue(2);
    const a = controlledWrite(log, 'a');
    const b = controlledWrite(log, 'b');
    const c = controlledWrite(log, 'c');
    await queue.push(a.write);
    await queue.push(b.write);
    const pushed = queue.push(c.write);
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await Promise.resolve();
    // The oldest write decides: c waits for a, not for b.
    expect(log).toEqual(['start a', 'start b', 'end b']);
    a.finish();
    await pushed;
    expect(log).toEqual(['start a', 'start b', 'end b', 'end a', 'start c']);
    c.finish();
    await queue.drain();
  });
});

describe('ConnectionTurns', () => {
  it('runs work in the order it was started, each once the one before is done or failed', async () => {
    const log: string[] = [];
    const turns = new ConnectionTurns();
    const a = controlledWrite(log, 'a');
    const first = turns.run(a.write);
    const second = turns.run(async () => {
      log.push('b');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    a.fail(new Error('aborted'));
    await expect(first).rejects.toThrow('aborted');
    expect(await second).toBe(2);
    expect(log).toEqual(['start a', 'b']);
  });
});
