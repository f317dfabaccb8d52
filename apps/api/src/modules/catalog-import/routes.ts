/**
 * The catalogue calls of the operator API under /api/admin/catalog (role `catalogue`, owners
 * too; decision 74): imports as jobs with their report and rejected rows, images into the media
 * store, one product read and edited, stock and price feeds. A file or image is sent as the raw
 * request body (its content type says what it is) and streamed, never held whole.
 */
import { Readable } from 'node:stream';
import {
  CatalogCategoryListResponse,
  CatalogCategoryQuery,
  CatalogFeedResponse,
  CatalogImportJobListResponse,
  CatalogImportJobParams,
  CatalogImportJobResponse,
  CatalogImportQuery,
  CatalogImportRejectsQuery,
  CatalogImportRejectsResponse,
  CatalogMediaResponse,
  CatalogPriceFeedBody,
  CatalogProductEditBody,
  CatalogProductListQuery,
  CatalogProductListResponse,
  CatalogProductResponse,
  CatalogSkuParams,
  CatalogStockFeedBody,
  ErrorEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors.ts';
import { noStore } from '../../lib/no-store.ts';
import {
  OPERATOR_CALL_ERRORS,
  OperatorSessionHeaders,
  operatorOf,
  operatorSession,
  recorderOf,
} from '../../lib/operator-access.ts';
import type { OperatorActor } from '../../lib/operator-actor.ts';
import { MAX_IMAGE_BYTES } from './media.ts';

const errors = { ...OPERATOR_CALL_ERRORS, 409: ErrorEnvelope, 413: ErrorEnvelope };
const tags = ['catalogue'];

/** Who an import's job names as its maker (as the audit log names callers). */
function actorName(actor: OperatorActor): string {
  if (actor.kind === 'operator') return actor.email;
  if (actor.kind === 'key') return `key:${actor.label}`;
  return `command:${actor.name}`;
}

/** The format of an uploaded file: the query's, else its content type's. */
function formatOf(query: string | undefined, contentType: string | undefined): 'csv' | 'json' {
  if (query === 'csv' || query === 'json') return query;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/vnd.ms-excel') return 'csv';
  if (type === 'application/json') return 'json';
  throw new DomainError(
    'invalid',
    'catalogue.file_type',
    { contentType: type || 'none' },
    { field: 'format' },
  );
}

export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.catalogImport;

  // Files and images arrive as raw bodies: their routes take the body as a stream.
  await app.register(async (plain) => {
    const files = plain.withTypeProvider<ZodTypeProvider>();
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    files.post(
      '/admin/catalog/imports',
      {
        onSend: noStore,
        schema: {
          tags,
          summary:
            'Imports a CSV file or a file of the JSON seed format (the raw body; text/csv or application/json, or ?format=). Answers the job at once (202); poll it for its progress and report',
          headers: OperatorSessionHeaders,
          querystring: CatalogImportQuery,
          response: { 202: CatalogImportJobResponse, ...errors },
        },
        ...operatorSession(app, 'catalogue'),
      },
      async (request, reply) => {
        const actor = operatorOf(request);
        const format = formatOf(request.query.format, request.headers['content-type']);
        const fileName = request.query.file_name ?? `import.${format}`;
        const job = await service.receive(request.body as Readable, {
          actor: actorName(actor),
          fileName,
          format,
        });
        const record = recorderOf(app, request);
        app.services.background.run('catalogue import', async () => {
          await service.run(job.id, record);
        });
        reply.code(202);
        return { code: 202, result: job };
      },
    );

    files.post(
      '/admin/catalog/media',
      {
        onSend: noStore,
        schema: {
          tags,
          summary:
            'Stores a product image (the raw body: PNG, JPEG or WebP, at most 10 MB) in the media store; answers its path for an import or an edit',
          headers: OperatorSessionHeaders,
          response: { 200: CatalogMediaResponse, ...errors },
        },
        ...operatorSession(app, 'catalogue'),
      },
      async (request) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        for await (const chunk of request.body as Readable) {
          bytes += (chunk as Buffer).length;
          if (bytes > MAX_IMAGE_BYTES) {
            throw new DomainError('too_large', 'catalogue.image_too_large', {
              max: MAX_IMAGE_BYTES / 1048576,
            });
          }
          chunks.push(chunk as Buffer);
        }
        const file = await service.storeImage(Buffer.concat(chunks));
        return { code: 200, result: { file, bytes } };
      },
    );
  });

  app.get(
    '/admin/catalog/imports',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The latest 50 imports, newest first',
        headers: OperatorSessionHeaders,
        response: { 200: CatalogImportJobListResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async () => ({ code: 200, result: await service.jobs() }),
  );

  app.get(
    '/admin/catalog/imports/:jobId',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'One import: its state (received, validating, applying, indexing, done, rejected, failed) and counts',
        headers: OperatorSessionHeaders,
        params: CatalogImportJobParams,
        response: { 200: CatalogImportJobResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({ code: 200, result: await service.job(request.params.jobId) }),
  );

  app.get(
    '/admin/catalog/imports/:jobId/rejects',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: "An import's rejected rows by line, each with its problems by field",
        headers: OperatorSessionHeaders,
        params: CatalogImportJobParams,
        querystring: CatalogImportRejectsQuery,
        response: { 200: CatalogImportRejectsResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({
      code: 200,
      result: await service.rejects(request.params.jobId, request.query),
    }),
  );

  app.get(
    '/admin/catalog/imports/:jobId/rejects.csv',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          "An import's rejected rows as CSV (text/csv): line, problems, then the row as it was in the file",
        headers: OperatorSessionHeaders,
        params: CatalogImportJobParams,
        response: errors,
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request, reply) => {
      const lines = service.rejectsCsv(request.params.jobId);
      // The first piece is read before answering, so a missing job answers 404 in JSON.
      const first = await lines.next();
      const body = Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* lines;
        })(),
      );
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="import-${request.params.jobId}-rejected.csv"`,
        );
      return reply.send(body as never);
    },
  );

  app.get(
    '/admin/catalog/categories',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'The categories to pick from, each named by its path of Dutch names: those of the given ids, or those whose path holds every word of q, a page at a time',
        headers: OperatorSessionHeaders,
        querystring: CatalogCategoryQuery,
        response: { 200: CatalogCategoryListResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({ code: 200, result: await service.categoryList(request.query) }),
  );

  app.get(
    '/admin/catalog/products',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'The product list: search on sku (from its start) or Dutch name, filters on status and category, one sort, a page (at most 200 rows) and the count of all matches',
        headers: OperatorSessionHeaders,
        querystring: CatalogProductListQuery,
        response: { 200: CatalogProductListResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({ code: 200, result: await service.productList(request.query) }),
  );

  app.get(
    '/admin/catalog/products/:sku',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'One product as the back office edits it (simple products)',
        headers: OperatorSessionHeaders,
        params: CatalogSkuParams,
        response: { 200: CatalogProductResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({ code: 200, result: await service.product(request.params.sku) }),
  );

  app.patch(
    '/admin/catalog/products/:sku',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Edits one product: texts (nl, de), status, categories, price, special price and its window, tier prices, stock, EAN, images. Search, pages and sitemaps follow at once',
        headers: OperatorSessionHeaders,
        params: CatalogSkuParams,
        body: CatalogProductEditBody,
        response: { 200: CatalogProductResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({
      code: 200,
      result: await service.edit(request.params.sku, request.body, recorderOf(app, request)),
    }),
  );

  app.post(
    '/admin/catalog/stock',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Stock feed: the stock of up to 5000 skus as it is now, applied together or not at all; sending it again changes nothing',
        headers: OperatorSessionHeaders,
        body: CatalogStockFeedBody,
        response: { 200: CatalogFeedResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({
      code: 200,
      result: await service.stockFeed(request.body, recorderOf(app, request)),
    }),
  );

  app.post(
    '/admin/catalog/prices',
    {
      onSend: noStore,
      schema: {
        tags,
        summary:
          'Price feed: price and special price (with its window) of up to 5000 skus, applied together or not at all; sending it again changes nothing',
        headers: OperatorSessionHeaders,
        body: CatalogPriceFeedBody,
        response: { 200: CatalogFeedResponse, ...errors },
      },
      ...operatorSession(app, 'catalogue'),
    },
    async (request) => ({
      code: 200,
      result: await service.priceFeed(request.body, recorderOf(app, request)),
    }),
  );
};
