/** The request lines of the log: a page's own calls to this process at the debug level. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectFetch } from '../src/lib/inject-fetch.ts';
import { PageCallsAtDebugLevel, serverLoggerOptions } from '../src/server-logger.ts';

async function loggedApp(level: string) {
  const lines: { level: number; msg: string; req?: { url: string }; res?: unknown }[] = [];
  const app = Fastify({
    logger: {
      ...serverLoggerOptions(level),
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
    logController: new PageCallsAtDebugLevel(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines };
}

/** The level and message of each request line. */
const requestLines = (lines: { level: number; msg: string }[]) =>
  lines.filter((line) => /request/.test(line.msg)).map((line) => [line.level, line.msg]);

const INFO = 30;
const DEBUG = 20;

describe('PageCallsAtDebugLevel', () => {
  it('logs a client’s request at info and a page’s own call at debug only', async () => {
    const { app, lines } = await loggedApp('info');
    await app.inject({ url: '/ok' });
    const own = await injectFetch(app)('/ok', {});
    expect(own.status).toBe(200);
    await app.close();
    expect(requestLines(lines)).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });

  it('writes a page’s own calls at the debug level', async () => {
    const { app, lines } = await loggedApp('debug');
    await injectFetch(app)('/ok', {});
    await app.close();
    expect(requestLines(lines)).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
  });

  it('still logs a page’s own call that fails with a server error', async () => {
    const { app, lines } = await loggedApp('info');
    const answer = await injectFetch(app)('/broken', {});
    expect(answer.status).toBe(500);
    await app.close();
    expect(lines.some((line) => line.level >= INFO && line.msg === 'request completed')).toBe(true);
  });
});
