/**
 * The back office's one client of the operator API: JSON calls under /api with the session as
 * `Authorization: Bearer`, answers read as the shop's envelope `{code, result}`.
 *
 * The session lives in sessionStorage (decision 75): it survives a reload and a deep link in
 * the same tab, ends when the tab is closed, and is never sent by the browser on its own (no
 * cookie, so no cross-site request can use it). The page's policy runs no script but the app's
 * own files, which is what keeps other scripts from reading it.
 */
import type { Operator } from '@shop/contracts';
import { HttpError } from 'react-admin';

const SESSION_KEY = 'kindershop.operatorSession';

export interface StoredSession {
  token: string;
  expiresAt: string;
  operator: Operator;
}

export function readSession(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession | null): void {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
}

/** What an error answer says: its English text, key and parameters (the API's ErrorMeta). */
interface ApiErrorBody {
  code: number;
  result: string;
  meta?: { key?: string; params?: Record<string, string> };
}

/**
 * A refused call as react-admin's HttpError (status, message, body): 401 ends the session
 * (authProvider.checkError), 403 shows the role it needs, others their message.
 */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    /** A body sent as it is (a file) with its content type, instead of JSON. */
    raw?: { body: Blob; type: string };
  } = {},
): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = readSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw) headers['content-type'] = options.raw.type;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.raw ? { body: options.raw.body } : {}),
    });
  } catch {
    throw new HttpError('ra.notification.http_error', 0);
  }
  const body = (await response.json().catch(() => null)) as
    | { code: number; result: T }
    | ApiErrorBody
    | null;
  if (!response.ok || body === null) {
    const error = body as ApiErrorBody | null;
    throw new HttpError(messageOf(error, response), response.status, error ?? undefined);
  }
  return (body as { result: T }).result;
}

/** Keys of refusals the back office says in the operator's language (i18n shop.errors). */
const TRANSLATED_KEYS = new Set([
  'operator.login_failed',
  'operator.code_wrong',
  'operator.challenge_expired',
  'operator.session_expired',
  'operator.email_taken',
  'operator.last_owner',
  'operator.audit_range',
  'request.too_many',
]);

/**
 * The message of a refusal as a translation key where the back office has the text (a missing
 * role, a known refusal), else the API's own English text naming the field.
 */
function messageOf(error: ApiErrorBody | null, response: Response): string {
  const key = error?.meta?.key;
  const role = error?.meta?.params?.role;
  if (response.status === 403 && role) return `shop.forbidden.api.${role}`;
  if (key && TRANSLATED_KEYS.has(key)) return `shop.errors.${key}`;
  return error?.result ?? response.statusText;
}
