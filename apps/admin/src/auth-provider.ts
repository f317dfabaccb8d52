/**
 * The operators' login for react-admin (decision 69 and 75). Signing in takes two steps: the
 * login page sends the e-mail address and password (`startLogin`) and gets a challenge; then
 * react-admin's `login` sends the challenge with the authenticator's code and keeps the session.
 * A session ends at logout, at its end time, and whenever the API answers 401 (idle too long,
 * disabled, a new password): the operator is sent back to the login page. A 403 leaves the
 * session alone: the screen says which role the call needs.
 */
import type { OperatorRole } from '@shop/contracts';
import type { AuthProvider } from 'react-admin';
import { mayOpen } from './access.ts';
import { apiCall, readSession, type StoredSession, writeSession } from './api.ts';

interface SessionAnswer {
  token: string;
  expires_at: string;
  idle_timeout_seconds: number;
  operator: StoredSession['operator'];
}

/** Step 1: e-mail address and password; the challenge for the code. */
export async function startLogin(email: string, password: string): Promise<string> {
  const answer = await apiCall<{ challenge: string }>('POST', '/admin/login', {
    body: { email, password },
  });
  return answer.challenge;
}

/** A session whose end time has passed (by the browser's clock) is over without a call. */
function liveSession(now: number = Date.now()): StoredSession | null {
  const session = readSession();
  if (!session) return null;
  if (Date.parse(session.expiresAt) <= now) {
    writeSession(null);
    return null;
  }
  return session;
}

export const authProvider: AuthProvider = {
  // Step 2: the challenge and the code give the session.
  async login(params: { challenge: string; code: string }) {
    const answer = await apiCall<SessionAnswer>('POST', '/admin/login/code', {
      body: { challenge: params.challenge, code: params.code },
    });
    writeSession({ token: answer.token, expiresAt: answer.expires_at, operator: answer.operator });
  },
  async logout() {
    if (readSession()) {
      // The session ends on the server too; a session that already ended is gone either way.
      await apiCall('POST', '/admin/logout').catch(() => undefined);
    }
    writeSession(null);
  },
  async checkAuth() {
    if (!liveSession()) throw new Error('shop.errors.operator.session_expired');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      writeSession(null);
      throw new Error('shop.errors.operator.session_expired');
    }
  },
  // Asks the API who the operator is, so roles changed by an owner meanwhile count from here.
  async getIdentity() {
    const session = liveSession();
    if (!session) throw new Error('shop.errors.operator.session_expired');
    const operator = await apiCall<StoredSession['operator']>('GET', '/admin/me');
    writeSession({ ...session, operator });
    return { id: operator.id, fullName: operator.name };
  },
  async getPermissions(): Promise<OperatorRole[]> {
    return liveSession()?.operator.roles ?? [];
  },
  async canAccess({ resource }: { resource?: string }) {
    return mayOpen(liveSession()?.operator.roles ?? [], resource);
  },
};
