/**
 * Search engines: `/robots.txt` (following SHOP_ROBOTS), the sitemap index `/sitemap.xml` and its
 * files `/sitemaps/{nl|de}-{products|categories|pages|content}-{n}.xml`. Served at the root, beside the
 * storefront's pages; answers may be cached shortly (the catalogue changes during the day).
 */
import { Readable } from 'node:stream';
import { parseSitemapFileName } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';

const CACHE = 'public, max-age=3600';

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.sitemaps;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(service.robots()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await service.index()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseSitemapFileName(request.params.file);
      if (!file) throw notFound('sitemap.not_found');
      const stream = await service.file(file);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(Readable.from(stream));
    },
  );
};
