/** The handler tracker a shutdown drains before it closes the database. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackHandlers } from '../src/lib/in-flight.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('trackHandlers', () => {
  it('waits for a handler whose client went away before the server closed', async () => {
    const app = Fastify();
    apps.push(app);
    const tracker = trackHandlers(app);
    const started = gate();
    const release = gate();
    app.get('/slow', async () => {
      started.open();
      await release.opened;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = request({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => {});
    client.end();
    await started.opened;
    client.destroy();
    await app.close();

    expect(tracker.running()).toBe(1);
    expect(await tracker.drain(50)).toBe(false);
    release.open();
    expect(await tracker.drain(1000)).toBe(true);
    expect(tracker.running()).toBe(0);
  });

  it('counts handlers that answer through reply without a promise until they answer', async () => {
    const app = Fastify();
    apps.push(app);
    const tracker = trackHandlers(app);
    const release = gate();
    app.get('/later', (_request, reply) => {
      void release.opened.then(() => reply.send({ ok: true }));
    });
    app.get('/throws', () => {
      throw new Error('boom');
    });
    await app.ready();
    const answer = app.inject({ url: '/later' });
    await vi.waitFor(() => expect(tracker.running()).toBe(1), { timeout: 10_000 });
    release.open();
    expect((await answer).json()).toEqual({ ok: true });
    expect(await tracker.drain(1000)).toBe(true);
    expect((await app.inject({ url: '/throws' })).statusCode).toBe(500);
    expect(tracker.running()).toBe(0);
  });
});
