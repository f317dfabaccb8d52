import { describe, expect, it } from 'vitest';
import { createHeadInsertTransform, insertHeadTags } from './crawler-head.server.ts';

const TAGS = '<script type="application/ld+json" data-crawler-head>{"name":"Buggy €"}</script>';
const DOCUMENT =
  '<html><head><title>Buggy €</title></head><body><p>&lt;/head&gt;</p></body></html>';
const EXPECTED = `<html><head><title>Buggy €</title>${TAGS}</head><body><p>&lt;/head&gt;</p></body></html>`;

/** The document through the transform, cut into chunks of `size` bytes. */
async function streamed(html: string, tags: string, size: number): Promise<string> {
  const transform = createHeadInsertTransform(tags);
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => transform.on('end', resolve));
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += size) transform.write(bytes.subarray(i, i + size));
  transform.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

describe("the crawlers' structured data in the head", () => {
  it('goes right before the end of the head, whole or streamed in any chunks', async () => {
    expect(insertHeadTags(DOCUMENT, TAGS)).toBe(EXPECTED);
    for (const size of [1, 3, 8, 1000]) expect(await streamed(DOCUMENT, TAGS, size)).toBe(EXPECTED);
  });

  it('leaves a page without blocks, or without a head, as it is', () => {
    expect(insertHeadTags(DOCUMENT, '')).toBe(DOCUMENT);
    expect(insertHeadTags('<p>Niet gevonden</p>', TAGS)).toBe('<p>Niet gevonden</p>');
  });
});
