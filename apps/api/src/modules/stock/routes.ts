import {
  ErrorEnvelope,
  StockCheckQuery,
  StockCheckResponse,
  StockListQuery,
  StockListResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseList } from '../../lib/list.ts';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stock;
  app.get(
    '/stock/check',
    {
      schema: {
        tags: ['stock'],
        summary: 'Stock of one sku',
        querystring: StockCheckQuery,
        response: { 200: StockCheckResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ({ code: 200, result: await service.check(request.query.sku.trim()) }),
  );
  app.get(
    '/stock/list',
    {
      schema: {
        tags: ['stock'],
        summary: 'Stock of several skus (comma separated), in the order asked',
        querystring: StockListQuery,
        response: { 200: StockListResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const skus = parseList(request.query.skus, 'skus');
      return { code: 200, result: await service.list(skus) };
    },
  );
};
