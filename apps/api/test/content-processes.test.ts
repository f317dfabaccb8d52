/**
 * Two API processes on one PostgreSQL database: a story published through one shows on the
 * next request to the other, because the change is announced (NOTIFY) and every process
 * listens. PostgreSQL only: a PGlite folder belongs to one process.
 */
import { StoryAnswer } from '@shop/contracts';
import { embeddedStoryIdentity, openDatabase, type ShopDatabase } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadFixtureStories } from './fixtures/content.ts';
import { createTestShop, type TestShop } from './helper.ts';

const BASE = '/api/ext/vsf-storyblok-extension';
const HOOK_SECRET = 'hook-secret-of-the-processes-test-0123456789';
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('the content cache across processes (PostgreSQL)', () => {
  let first: TestShop;
  let secondShop: ShopDatabase;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestShop({ env: { CONTENT_HOOK_SECRET: HOOK_SECRET } });
    await loadFixtureStories(first.shop);
    first.app.services.content.invalidate();
    // The second process: its own connections and app on the same database.
    secondShop = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
    second = await buildApp({ shop: secondShop, config: first.config });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondShop?.close();
    await first?.close();
  });

  const storyOn = async (app: FastifyInstance, path: string) => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/story/${path}` });
    return response.statusCode === 200
      ? StoryAnswer.parse(response.json()).result.story
      : response.statusCode;
  };

  it('clears the other process’s cache when a story is published or unpublished', async () => {
    const id = embeddedStoryIdentity('nl/nieuw').id;
    // Both processes have the answer (a 404) in their cache.
    expect(await storyOn(first.app, 'nieuw')).toBe(404);
    expect(await storyOn(second, 'nieuw')).toBe(404);
    const published = second.services.content.nextInvalidation();
    const hook = await first.app.inject({
      method: 'POST',
      url: `${BASE}/hook?secret=${HOOK_SECRET}`,
      payload: { action: 'published', story_id: id },
    });
    expect(hook.statusCode).toBe(200);
    // The process that made the change shows it at once; the other once the notice arrives.
    expect(await storyOn(first.app, 'nieuw')).toMatchObject({ full_slug: 'nl/nieuw' });
    await published;
    expect(await storyOn(second, 'nieuw')).toMatchObject({ full_slug: 'nl/nieuw' });

    const unpublished = first.app.services.content.nextInvalidation();
    const back = await second.inject({
      method: 'POST',
      url: `${BASE}/hook?secret=${HOOK_SECRET}`,
      payload: { action: 'unpublished', story_id: id },
    });
    expect(back.statusCode).toBe(200);
    await unpublished;
    expect(await storyOn(first.app, 'nieuw')).toBe(404);
  });

  it('listens again after its connection was cut, and catches up', async () => {
    // Cut every listening connection of this database (as a server restart would).
    const caughtUp = second.services.content.nextInvalidation();
    await first.shop.query(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN shop_content_changed' AND pid <> pg_backend_pid()`,
    );
    // The listener connects again and tells its process to forget what it may have missed.
    await caughtUp;
    const next = second.services.content.nextInvalidation();
    await first.app.inject({
      method: 'POST',
      url: `${BASE}/hook?secret=${HOOK_SECRET}`,
      payload: { action: 'published', story_id: embeddedStoryIdentity('nl/nieuw').id },
    });
    await next;
    expect(await storyOn(second, 'nieuw')).toMatchObject({ full_slug: 'nl/nieuw' });
  });
});
