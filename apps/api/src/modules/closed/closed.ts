/**
 * "Closed on Sunday" in the API: `GET /api/ext/are-we-closed` for the storefront, and the guard
 * the order route calls before it places an order.
 */
import { AreWeClosedResponse, englishErrorMessage } from '@shop/contracts';
import { isShopClosed } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { DomainError } from '../../lib/errors.ts';

export const SHOP_CLOSED_MESSAGE = englishErrorMessage('shop.closed');

/** Whether the shop is closed at `now` under the configuration. */
function shopClosedAt(config: Pick<AppConfig, 'shopClosed'>, now: Date): boolean {
  return isShopClosed(now, {
    override: config.shopClosed.override,
    closedDays: config.shopClosed.closedDays,
  });
}

/** Throws a 503 DomainError while the shop is closed: placing orders calls this first. */
export function assertShopOpen(
  config: Pick<AppConfig, 'shopClosed'>,
  now: Date = new Date(),
): void {
  if (shopClosedAt(config, now)) throw new DomainError('unavailable', 'shop.closed');
}

export const closedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ext/are-we-closed',
    {
      schema: {
        tags: ['cart'],
        summary: 'Whether the shop is closed now (closed days in shop time, or the override)',
        response: { 200: AreWeClosedResponse },
      },
    },
    async (_request, reply) => {
      const closed = shopClosedAt(app.deps.config, app.deps.now?.() ?? new Date());
      reply.header('cache-control', 'no-store');
      return { code: 200, result: { closed }, closed };
    },
  );
};
