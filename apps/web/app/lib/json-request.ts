/**
 * The JSON calls of the API client (the cart's, the checkout's and the account's calls), with
 * the handling of the customer's token. A module of its own, outside the script every page
 * loads: only the lazily loaded calls use it, and a guest's pages never load the token code.
 */
import type { Answer, AnswerSchema, ResultOf } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { type CallOptions, callApiEnvelope } from './api.ts';

export interface JsonCallOptions extends CallOptions {
  /**
   * A call of the logged-in customer: it carries the stored access token. When the API answers
   * 401 the token is refreshed once, one refresh shared by every call that meets the expiry, and
   * the call is sent again; a refused refresh ends the login (customer-token.ts).
   */
  auth?: boolean;
  /** A token sent as it is, never refreshed (the logout ends the session of this very token). */
  token?: string;
  /** The store view of the call (the x-vs-store-code header). */
  storeCode?: StoreCode;
  /** The JSON body. */
  body?: unknown;
}

/** A JSON call: the `result` of its answer, typed by the route's answer schema. */
export async function callJson<S extends AnswerSchema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: JsonCallOptions = {},
): Promise<ResultOf<S>> {
  return (await callJsonEnvelope<S>(method, path, options)).result;
}

/**
 * A JSON call, the whole answer: Accept and, with a body, its JSON and Content-Type (Fastify
 * refuses an empty JSON body); the store view's header; the token as Authorization: Bearer, never
 * in the URL, where logs and the history keep it.
 */
export async function callJsonEnvelope<S extends AnswerSchema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { auth, token, storeCode, body, ...options }: JsonCallOptions = {},
): Promise<Answer<S>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(storeCode ? { 'x-vs-store-code': storeCode } : {}),
  };
  const init = (bearer: string | undefined): RequestInit & CallOptions => ({
    ...options,
    method,
    headers: bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!auth) return callApiEnvelope<S>(path, init(token));
  // Loaded with the first call of a customer: a guest never loads it.
  const { withCustomerToken } = await import('./customer-token.ts');
  return withCustomerToken((customerToken) => callApiEnvelope<S>(path, init(customerToken)));
}
