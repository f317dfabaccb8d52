import { describe, expect, it } from 'vitest';
import { createHeadInsertTransform, insertHeadTags } from './crawler-head.server.ts';
import { throughInChunks } from './html-chunks.fixture.ts';

const TAGS = '<script type="application/ld+json" data-crawler-head>{"name":"Buggy €"}</script>';
const DOCUMENT =
  '<html><head><title>Buggy €</title></head><body><p>&lt;/head&gt;</p></body></html>';
const EXPECTED = `<html><head><title>Buggy €</title>${TAGS}</head><body><p>&lt;/head&gt;</p></body></html>`;

describe("the crawlers' structured data in the head", () => {
  it('goes right before the end of the head, whole or streamed in any chunks', async () => {
    expect(insertHeadTags(DOCUMENT, TAGS)).toBe(EXPECTED);
    for (const size of [1, 3, 8, 1000])
      expect(await throughInChunks(createHeadInsertTransform(TAGS), DOCUMENT, size)).toBe(EXPECTED);
  });

  it('leaves a page without blocks, or without a head, as it is', () => {
    expect(insertHeadTags(DOCUMENT, '')).toBe(DOCUMENT);
    expect(insertHeadTags('<p>Niet gevonden</p>', TAGS)).toBe('<p>Niet gevonden</p>');
  });
});
