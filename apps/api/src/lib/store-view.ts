import { isStoreCode, STORE_VIEWS, type StoreView } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

export function storeViewByCode(code: string): StoreView {
  if (!isStoreCode(code)) {
    throw new DomainError('not_found', 'request.store_view_unknown', { code });
  }
  return STORE_VIEWS[code];
}

/**
 * The store view of a request without one in its path: header `x-vs-store-code`, then query
 * `storeCode`, else the Dutch store view.
 */
export function storeViewOf(request: FastifyRequest): StoreView {
  return namedStoreViewOf(request) ?? STORE_VIEWS.nl;
}

/** The store view a request names (header `x-vs-store-code`, then query `storeCode`), or null. */
export function namedStoreViewOf(request: FastifyRequest): StoreView | null {
  const header = request.headers['x-vs-store-code'];
  const query = (request.query as Record<string, unknown> | undefined)?.storeCode;
  const code = (typeof header === 'string' && header) || (typeof query === 'string' && query);
  return code ? storeViewByCode(code) : null;
}
