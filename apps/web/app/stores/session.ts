/**
 * The customer's tokens in the browser (spec core-shop §4 User token): the access token and the
 * refresh token in localStorage under keys shared by both store views (one login for the shop),
 * and whether someone is logged in, for the header's account button. Every page loads this
 * module, so it holds nothing more; the user store (stores/user.ts) is loaded when needed.
 * localStorage rather than IndexedDB: the header must know synchronously, right after hydration,
 * whether the account button opens the login or the account pages.
 */
import { useSyncExternalStore } from 'react';

export const ACCESS_TOKEN_KEY = 'shop/user/current-token';
export const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function read(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings): nobody is logged in.
    return null;
  }
}

/** The stored access token, or null for a guest. */
export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

/** Keeps a new token pair (login, one-time code, refresh); null removes both. */
export function storeTokens(pair: { token: string; refreshToken: string } | null): void {
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
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a customer is logged in; false on the server and during hydration. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAccessToken() !== null,
    () => false,
  );
}
