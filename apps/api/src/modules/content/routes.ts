/**
 * The content calls (secondary-areas §7 content; reference notes 7.1) under
 * /api/ext/vsf-storyblok-extension: a story by its storefront path, by uuid, an editor link's
 * preview session, a draft for the preview, the theme config's components, the publish hook and
 * the full resync; and under /api/ext/storyblok-blog a store view's blog articles.
 *
 * Published answers may be reused only after asking again (`no-cache`): a published change
 * shows on the next request. Preview answers and the hook's are never stored.
 */
import {
  BlogAnswer,
  BlogQuery,
  ContentHookAnswer,
  ContentHookBody,
  ContentResyncAnswer,
  ContentSecretQuery,
  DraftParams,
  DraftQuery,
  ErrorEnvelope,
  englishErrorMessage,
  StoriesByUuidAnswer,
  StoriesByUuidQuery,
  StoryAnswer,
  StoryNotFoundAnswer,
  StoryQuery,
  ThemeAnswer,
  ValidateEditorAnswer,
  ValidateEditorQuery,
} from '@shop/contracts';
import { normalizeSlug } from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAG, setPageTags } from '../../lib/page-cache/tags.ts';
import { contentStoreCode } from './service.ts';

const CONTENT_PREFIX = '/ext/vsf-storyblok-extension';
const BLOG_PREFIX = '/ext/storyblok-blog';

/** Calls per client address and minute on the preview, hook and resync calls (secret guessing). */
const CONTENT_GUARDED_CALLS_PER_MINUTE = 120;

const PUBLISHED = 'no-cache';
const PRIVATE = 'no-store';

/** The store code of a story call: header x-vs-store-code, then query storeCode, else nl. */
function requestStoreCode(request: FastifyRequest, query: { storeCode?: string | undefined }) {
  const header = request.headers['x-vs-store-code'];
  const fromHeader = typeof header === 'string' && header !== '' ? header : undefined;
  return contentStoreCode(fromHeader ?? query.storeCode, 'storeCode');
}

const StoryParams = z.object({ '*': z.string().optional() });
const ThemeParams = z.object({ storeCode: z.string().max(20) });
const ThemeNameParams = z.object({ storeCode: z.string().max(20), name: z.string().max(100) });
const BlogParams = z.object({ storeCode: z.string().max(20) });

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;
  // A page rendered from a story, a block or the theme is dropped at any content change (the
  // service forgets every story then as well).
  app.addHook('onSend', async (_request, reply, payload) => {
    setPageTags(reply, [CONTENT_TAG]);
    return payload;
  });
  const guarded = {
    rateLimit: { max: CONTENT_GUARDED_CALLS_PER_MINUTE, timeWindow: 60_000 },
  };

  const storyRoute = {
    schema: {
      tags: ['content'],
      summary:
        'The published story of a storefront path: the root or a store code alone is that view’s home; the store folder is tried first, then the path without it',
      params: StoryParams,
      querystring: StoryQuery,
      response: { 200: StoryAnswer, 400: ErrorEnvelope, 404: StoryNotFoundAnswer },
    },
  };
  const storyHandler = async (
    request: FastifyRequest<{
      Params: z.infer<typeof StoryParams>;
      Querystring: z.infer<typeof StoryQuery>;
    }>,
    reply: FastifyReply,
  ) => {
    const storeCode = requestStoreCode(request, request.query);
    const path = request.params['*'] ?? '';
    const story = await service.story(path, storeCode);
    reply.header('cache-control', PUBLISHED).header('vary', 'x-vs-store-code');
    if (!story) {
      const slug = normalizeSlug(path) || 'home';
      return reply.code(404).send({
        code: 404 as const,
        result: {
          story: false as const,
          message: englishErrorMessage('content.story_not_found', { slug }),
        },
        meta: { key: 'content.story_not_found', params: { slug } },
      });
    }
    return { code: 200, result: { story } };
  };
  app.get(`${CONTENT_PREFIX}/story`, storyRoute, storyHandler);
  app.get(`${CONTENT_PREFIX}/story/*`, storyRoute, storyHandler);

  app.get(
    `${CONTENT_PREFIX}/get-by-uuid`,
    {
      schema: {
        tags: ['content'],
        summary: 'The published story with this uuid, as a list of one (empty when there is none)',
        querystring: StoriesByUuidQuery,
        response: { 200: StoriesByUuidAnswer, 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const stories = await service.storiesByUuid(request.query.uuid);
      reply.header('cache-control', PUBLISHED);
      return { code: 200, result: { stories } };
    },
  );

  app.get(
    `${CONTENT_PREFIX}/validate-editor`,
    {
      config: guarded,
      schema: {
        tags: ['content'],
        summary:
          'A preview session for a valid editor link (token = sha1(spaceId:previewToken:timestamp), at most an hour old): a signed token that reads drafts for a few minutes, never the preview secret; else 403 Unauthorized editor',
        querystring: ValidateEditorQuery,
        response: { 200: ValidateEditorAnswer, 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = service.validateEditor(request.query);
      reply.header('cache-control', PRIVATE);
      return { code: 200, result };
    },
  );

  app.get(
    `${CONTENT_PREFIX}/draft/:id`,
    {
      config: guarded,
      schema: {
        tags: ['content'],
        summary:
          'A story’s newest draft (of a release when named) for the editor’s preview; needs a preview session of validate-editor in x-preview-token',
        params: DraftParams,
        querystring: DraftQuery,
        response: {
          200: StoryAnswer,
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const header = request.headers['x-preview-token'];
      const story = await service.draft(
        request.params.id,
        request.query.release,
        typeof header === 'string' ? header : undefined,
      );
      return { code: 200, result: { story } };
    },
  );

  app.get(
    `${CONTENT_PREFIX}/theme/:storeCode`,
    {
      schema: {
        tags: ['content'],
        summary:
          'The theme config of a store view ({storeCode}/config/theme): menu, footer, search',
        params: ThemeParams,
        response: { 200: ThemeAnswer, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const storeCode = contentStoreCode(request.params.storeCode, 'storeCode');
      const result = await service.theme(storeCode);
      reply.header('cache-control', PUBLISHED);
      return { code: 200, result };
    },
  );

  app.get(
    `${CONTENT_PREFIX}/theme/:storeCode/:name`,
    {
      schema: {
        tags: ['content'],
        summary:
          'One component of a store view’s theme config: menu, footer or search (else 400 Wrong theme name)',
        params: ThemeNameParams,
        response: {
          200: z.object({ code: z.number().int(), result: z.array(z.unknown()) }),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const storeCode = contentStoreCode(request.params.storeCode, 'storeCode');
      const result = await service.themeComponent(storeCode, request.params.name);
      reply.header('cache-control', PUBLISHED);
      return { code: 200, result };
    },
  );

  app.post(
    `${CONTENT_PREFIX}/hook`,
    {
      config: guarded,
      schema: {
        tags: ['content'],
        summary:
          'The publish hook (?secret=): published stores the story, unpublished or deleted removes its published version, moved fetches it again, release_merged or branch_deployed resyncs all',
        querystring: ContentSecretQuery,
        body: ContentHookBody,
        response: {
          200: ContentHookAnswer,
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await service.hook(request.query.secret, request.body);
      reply.header('cache-control', PRIVATE);
      return { code: 200, result };
    },
  );

  app.get(
    `${CONTENT_PREFIX}/full`,
    {
      config: guarded,
      schema: {
        tags: ['content'],
        summary:
          'The full resync (?secret=): a Storyblok mirror stores every published story and deletes the others; the embedded store clears the caches',
        querystring: ContentSecretQuery,
        response: { 200: ContentResyncAnswer, 403: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.resync(request.query.secret);
      reply.header('cache-control', PRIVATE);
      return { code: 200, result };
    },
  );

  app.get(
    `${BLOG_PREFIX}/:storeCode`,
    {
      schema: {
        tags: ['content'],
        summary:
          'A store view’s published blog articles ({storeCode}/blog/…), newest first publication first, per_page at a time',
        params: BlogParams,
        querystring: BlogQuery,
        response: { 200: BlogAnswer, 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const storeCode = contentStoreCode(request.params.storeCode, 'storeCode');
      const result = await service.blog(storeCode, request.query.page, request.query.per_page);
      reply.header('cache-control', PUBLISHED);
      return { code: 200, result };
    },
  );
};
