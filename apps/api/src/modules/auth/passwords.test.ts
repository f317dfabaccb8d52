import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords.ts';

/**
 * A hash the shop made before hashing moved to worker threads (the same parameters, made on the
 * event loop): stored hashes like it must keep verifying.
 */
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$jYNBiuy3QaaMiKvvPkTdaQ$Vr0Yp21wqWS69p2mHX7W0L7KbFXQdpiZg6mQ3lRt3bM';
const EARLIER_PASSWORD = 'Zonnig-Hert7';

const hasher = new PasswordHasher({ workers: 2, maxQueued: 8 });
afterAll(() => hasher.close());

describe('PasswordHasher', () => {
  it('makes argon2id PHC strings with 19 MiB, 2 passes, 1 lane, a 16-byte salt and a 32-byte hash', async () => {
    const hash = await hasher.hash('Zonnig-Hert7');
    const [, algorithm, version, parameters, salt, digest] = hash.split('$');
    expect([algorithm, version, parameters]).toEqual(['argon2id', 'v=19', 'm=19456,t=2,p=1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(digest!, 'base64')).toHaveLength(32);
    // A fresh salt each time.
    expect(await hasher.hash('Zonnig-Hert7')).not.toBe(hash);
    expect(await hasher.verify('Zonnig-Hert7', hash)).toBe(true);
    expect(await hasher.verify('Zonnig-Hert8', hash)).toBe(false);
  });

  it('verifies a hash made before hashing moved to worker threads', async () => {
    expect(await hasher.verify(EARLIER_PASSWORD, EARLIER_HASH)).toBe(true);
    expect(await hasher.verify('zonnig-Hert7', EARLIER_HASH)).toBe(false);
  });

  it('answers false, never a throw, for a damaged or foreign stored hash', async () => {
    for (const damaged of [
      '',
      'not a hash',
      '$argon2id$v=19$m=19456,t=2,p=1$broken',
      EARLIER_HASH.slice(0, -4),
      '$2b$10$abcdefghijklmnopqrstuuN7cNfB8Q0ElhWm3eD1Y7kz7i6n3qpL.',
    ]) {
      expect(await hasher.verify(EARLIER_PASSWORD, damaged)).toBe(false);
    }
    // The workers are still there for the next login.
    expect(await hasher.verify(EARLIER_PASSWORD, EARLIER_HASH)).toBe(true);
  });

  it('checks a login of an unknown e-mail against a dummy hash: false, with the same work', async () => {
    expect(await hasher.verifyAgainstDummy(EARLIER_PASSWORD)).toBe(false);
    expect(await hasher.verifyAgainstDummy('')).toBe(false);
  });

  it('hashes on worker threads, never on the thread that serves requests', async () => {
    const fresh = new PasswordHasher({ workers: 1, maxQueued: 0 });
    try {
      // No worker before the first hash.
      expect(fresh.threadIds).toEqual([]);
      let settled = false;
      const pending = fresh.hash('Zonnig-Hert7').then((hash) => {
        settled = true;
        return hash;
      });
      // While the hash is being made, this thread turns its event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      expect(fresh.threadIds).toHaveLength(1);
      expect(fresh.threadIds).not.toContain(mainThreadId);
      await pending;
    } finally {
      await fresh.close();
    }
  });

  it('refuses a hash beyond the workers and the queue as busy (503), not as a wrong password', async () => {
    const tiny = new PasswordHasher({ workers: 1, maxQueued: 0 });
    try {
      const first = tiny.verify(EARLIER_PASSWORD, EARLIER_HASH);
      await expect(tiny.verify(EARLIER_PASSWORD, EARLIER_HASH)).rejects.toMatchObject({
        statusCode: 503,
        key: 'shop.busy',
      });
      expect(await first).toBe(true);
    } finally {
      await tiny.close();
    }
  });
});
