/**
 * The API client's handling of the customer's tokens, loaded with the first call that carries the
 * access token (`auth` of the JSON calls, json-request.ts). The access token is short-lived; the
 * refresh token renews it once. Every call with the token runs through one token queue: a 401
 * triggers one refresh, calls that meet the expiry meanwhile wait for it and run again with the new
 * token. A refused refresh ends the login in this browser (reported through session.ts, whose
 * handler the layout sets: the API client never imports a store).
 *
 * The tokens live in localStorage under keys shared by both store views (one login for the shop);
 * session.ts reads the access token for the pages.
 */
import type { TokenResponse } from '@shop/contracts';
import { ApiError, callApiEnvelope } from './api.ts';
import {
  ACCESS_TOKEN_KEY,
  getAccessToken,
  reportSessionExpired,
  SESSION_CHANGE_EVENT,
} from './session.ts';
import { createTokenQueue, type TokenTask } from './token-queue.ts';

/** A login: the short-lived access token and the refresh token that renews it once. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** The refresh token's key beside the access token's. */
export const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

/** The login of a login answer: the access token as result, the refresh token in `meta`. */
export function tokenPair(answer: {
  result: string;
  meta?: { refreshToken?: unknown };
}): TokenPair {
  const refreshToken = answer.meta?.refreshToken;
  if (typeof refreshToken !== 'string') {
    throw new ApiError('The API answered a login without a refresh token', 502);
  }
  return { token: answer.result, refreshToken };
}

/** Trades a refresh token (usable once) for a new pair. */
async function refreshCustomerToken(refreshToken: string): Promise<TokenPair> {
  const answer = await callApiEnvelope<typeof TokenResponse>('/api/user/refresh', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return tokenPair(answer);
}

function getRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps a new token pair (login, one-time code, refresh); null removes both. Logging in or out
 * tells the tab (SESSION_CHANGE_EVENT): prices follow the customer's group.
 */
export function storeTokens(pair: TokenPair | null): void {
  const wasLoggedIn = getAccessToken() !== null;
  try {
    if (pair) {
      localStorage.setItem(ACCESS_TOKEN_KEY, pair.token);
      localStorage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
    } else {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      localStorage.removeItem(REFRESH_TOKEN_KEY);
    }
  } catch (error) {
    console.warn('[user] the login could not be stored:', error);
  }
  if (wasLoggedIn !== (pair !== null) && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  }
}

/**
 * Trades the refresh token for a new pair. Tabs of the shop share the stored tokens, and a used
 * refresh token presented again ends the session, so tabs refresh one at a time (Web Locks) and
 * a tab that finds the token already renewed by another uses that one.
 */
async function refreshTokens(): Promise<string> {
  const startedWith = getRefreshToken();
  const renew = async () => {
    const current = getRefreshToken();
    if (!current) throw new ApiError('No refresh token stored', 401);
    if (current !== startedWith) {
      const token = getAccessToken();
      if (token) return token;
    }
    const pair = await refreshCustomerToken(current);
    storeTokens(pair);
    return pair.token;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(REFRESH_TOKEN_KEY, renew);
  }
  return renew();
}

const queue = createTokenQueue({
  getToken: getAccessToken,
  refresh: refreshTokens,
  // The login cannot be renewed: it ends silently, and the shopper is asked to sign up or in.
  onRefreshFailed: () => {
    storeTokens(null);
    reportSessionExpired();
  },
});

/** Runs a call with the customer's access token through the token queue. */
export function withCustomerToken<T>(task: TokenTask<T>): Promise<T> {
  return queue.run(task);
}

/** A new login: the token queue starts again (a failed refresh locked it until then). */
export function resetTokenQueue(): void {
  queue.reset();
}
