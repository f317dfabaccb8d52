/**
 * The network tasks that carry the customer's token. A task that answers 401 while a token is
 * present triggers one refresh with the refresh token; tasks that start or fail meanwhile wait,
 * checking again every second, and then run with the new token. When the refresh fails, or a task
 * is refused again right after a refresh, the queue locks: the owner logs the customer out
 * silently, and every waiting or new task fails with the refresh error until the next login resets
 * the queue.
 *
 * One difference from the original on purpose: its attempt counter was reset only by a login, so
 * the second expiry of the short-lived access token logged the customer out. Here a task that
 * succeeds resets it, so a session lasts as long as its refresh token; "more than one attempt"
 * still means the freshly refreshed token was refused too.
 */
import { ApiError } from './api.ts';

export const REFRESH_REFUSED_MESSAGE =
  'Error refreshing user token. User is not authorized to access the resource';

/** How long a task waits before it checks the lock again: every second. */
export const TOKEN_RETRY_DELAY_MS = 1000;
/** Refreshes allowed in a row without a task succeeding (maxNetworkTaskAttempts). */
const MAX_REFRESH_ATTEMPTS = 1;

export interface TokenQueueDeps {
  /** The stored access token, null when nobody is logged in. */
  getToken: () => string | null;
  /** Trades the refresh token for a new pair, stores it and answers the new access token. */
  refresh: () => Promise<string>;
  /** The refresh failed: log out silently, clear what waits, tell the shopper. Called once. */
  onRefreshFailed: (error: unknown) => void;
  wait?: (ms: number) => Promise<void>;
}

export type TokenTask<T> = (token: string) => Promise<T>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A queue of token-carrying tasks with one refresh at a time (see the module comment). */
export function createTokenQueue(deps: TokenQueueDeps) {
  const wait = deps.wait ?? sleep;
  /** 0 free, 1 refreshing, -1 the refresh failed (until the next login). */
  let lock = 0;
  let attempts = 0;

  const refused = () => new ApiError(REFRESH_REFUSED_MESSAGE, 401);

  function fail(error: unknown): void {
    lock = -1;
    attempts = 0;
    deps.onRefreshFailed(error);
  }

  async function run<T>(task: TokenTask<T>): Promise<T> {
    for (;;) {
      while (lock > 0) await wait(TOKEN_RETRY_DELAY_MS);
      if (lock < 0) throw refused();
      const token = deps.getToken();
      if (!token) throw refused();
      try {
        const result = await task(token);
        attempts = 0;
        return result;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 401)) throw error;
        // Another task refreshes, or already did: run again with what it brings.
        if (lock > 0 || (lock === 0 && deps.getToken() !== token)) continue;
        if (lock < 0) throw refused();
        if (attempts >= MAX_REFRESH_ATTEMPTS) {
          fail(error);
          throw refused();
        }
        attempts += 1;
        lock = 1;
        try {
          await deps.refresh();
          lock = 0;
        } catch (refreshError) {
          if (refreshError instanceof ApiError && refreshError.unreachable) {
            // Offline is no reason to log out: the task fails, a later one refreshes.
            lock = 0;
            attempts = 0;
            throw refreshError;
          }
          fail(refreshError);
          throw refused();
        }
      }
    }
  }

  /** A new login: the lock and the attempts start again. */
  function reset(): void {
    lock = 0;
    attempts = 0;
  }

  return { run, reset, isLocked: () => lock !== 0 };
}
