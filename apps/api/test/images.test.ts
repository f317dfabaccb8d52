import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="744" viewBox="0 0 600 744"><rect width="600" height="744" fill="#e2007a"/></svg>';

beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
  mkdirSync(join(t.config.mediaDir, 'product', 'test'), { recursive: true });
  writeFileSync(join(t.config.mediaDir, 'product', 'test', 'pink-1.svg'), svg);
  writeFileSync(join(t.dataDir, 'secret.svg'), svg);
});
afterAll(() => t.close());

describe('GET /img/{width}/{height}/resize/{path}', () => {
  it.each([
    [600, 744],
    [310, 300],
    [150, 150],
    [160, 160],
  ])('serves %ix%i as WebP from the media store and caches it on disk', async (width, height) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/img/${width}/${height}/resize/product/test/pink-1.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    expect(
      existsSync(
        join(t.config.imageCacheDir, `${width}x${height}`, 'product/test/pink-1.svg.webp'),
      ),
    ).toBe(true);
  });

  it("pads a portrait picture in a square thumbnail with the picture's own colour", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/img/150/150/resize/product/test/pink-1.svg',
    });
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(Math.abs(r - 0xe2)).toBeLessThan(8);
    expect(g).toBeLessThan(8);
    expect(Math.abs(b - 0x7a)).toBeLessThan(8);
  });

  it('refuses sizes the image route does not serve', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: '/img/1200/1200/resize/product/test/pink-1.svg',
    });
    expect(status).toBe(400);
    expect(body.result).toContain('Image size 1200x1200 is not offered');
  });

  it('never reads outside the media store', async () => {
    for (const path of ['../secret.svg', '..%2Fsecret.svg', 'product/../../secret.svg']) {
      const { status, body } = await t.call({ method: 'GET', url: `/img/150/150/resize/${path}` });
      expect([400, 404]).toContain(status);
      expect(body.code).toBe(status);
    }
  });

  it('answers 404 for a missing image and 400 for other file types', async () => {
    const missing = await t.call({
      method: 'GET',
      url: '/img/150/150/resize/product/test/none.svg',
    });
    expect(missing.status).toBe(404);
    const text = await t.call({ method: 'GET', url: '/img/150/150/resize/product/test/notes.txt' });
    expect(text.status).toBe(400);
  });
});
