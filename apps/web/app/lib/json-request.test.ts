import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY, resetTokenQueue } from './customer-token.ts';
import { callJson } from './json-request.ts';
import { ACCESS_TOKEN_KEY, setSessionExpiredHandler } from './session.ts';
import { REFRESH_REFUSED_MESSAGE } from './token-queue.ts';

const endExpiredSession = vi.fn();
setSessionExpiredHandler(endExpiredSession);

/**
 * A fake API: GET /api/user/me answers the customer for the current access token and 401 for
 * any other; POST /api/user/refresh trades the current refresh token for a new pair.
 */
function fakeApi(options: { refreshRefused?: boolean } = {}) {
  const storage = new Map<string, string>([
    [ACCESS_TOKEN_KEY, 'access-1'],
    [REFRESH_TOKEN_KEY, 'refresh-1'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  const server = { valid: 'access-2', refreshes: 0, authorizations: [] as (string | null)[] };
  const answer = (code: number, result: unknown, meta?: unknown) =>
    new Response(JSON.stringify({ code, result, ...(meta ? { meta } : {}) }), { status: code });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (url.endsWith('/api/user/refresh')) {
      server.refreshes += 1;
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      if (options.refreshRefused || refreshToken !== 'refresh-1') {
        return answer(401, 'The refresh token is not valid.');
      }
      return answer(200, 'access-2', { refreshToken: 'refresh-2' });
    }
    server.authorizations.push(headers.authorization ?? null);
    return headers.authorization === `Bearer ${server.valid}`
      ? answer(200, { firstname: 'Anna' })
      : answer(401, 'The customer token has expired.');
  });
  return { server, storage };
}

beforeEach(() => {
  resetTokenQueue();
  endExpiredSession.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the JSON calls of the API client', () => {
  it('sends a call of the customer with the stored token; a guest call carries none', async () => {
    const { server } = fakeApi();
    server.valid = 'access-1';
    await expect(callJson('GET', '/api/user/me', { auth: true })).resolves.toEqual({
      firstname: 'Anna',
    });
    await expect(callJson('GET', '/api/user/me')).rejects.toThrow(
      'The customer token has expired.',
    );
    expect(server.authorizations).toEqual(['Bearer access-1', null]);
    expect(server.refreshes).toBe(0);
  });

  it('refreshes an expired token once, keeps the new pair and sends the call again', async () => {
    const { server, storage } = fakeApi();
    await expect(callJson('GET', '/api/user/me', { auth: true })).resolves.toEqual({
      firstname: 'Anna',
    });
    expect(server.refreshes).toBe(1);
    expect(server.authorizations).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(storage.get(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(storage.get(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('ends the login when the refresh is refused: the call fails, the tokens are gone', async () => {
    const { server, storage } = fakeApi({ refreshRefused: true });
    await expect(callJson('GET', '/api/user/me', { auth: true })).rejects.toThrow(
      REFRESH_REFUSED_MESSAGE,
    );
    expect(server.refreshes).toBe(1);
    expect(storage.has(ACCESS_TOKEN_KEY)).toBe(false);
    expect(storage.has(REFRESH_TOKEN_KEY)).toBe(false);
    await vi.waitFor(() => expect(endExpiredSession).toHaveBeenCalledTimes(1));
  });
});
