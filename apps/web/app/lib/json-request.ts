/**
 * The request of the API client's JSON calls (cart, checkout and account calls). A module of its
 * own, outside the script every page loads: only the lazily loaded calls use it.
 */
import type { StoreCode } from '@shop/core';
import type { CallOptions } from './api.ts';

/**
 * The request of a JSON call: Accept and, with a body, its JSON and Content-Type (Fastify refuses
 * an empty JSON body); the store view's header; the customer's token as Authorization: Bearer
 * (never in the URL, where logs and the history keep it).
 */
export function jsonInit(
  method: 'GET' | 'POST' | 'DELETE',
  options: { token?: string | null; storeCode?: StoreCode; body?: unknown } = {},
): RequestInit & CallOptions {
  return {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.storeCode ? { 'x-vs-store-code': options.storeCode } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  };
}
