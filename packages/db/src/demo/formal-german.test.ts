import { type CatalogSeed, informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';
import { demoStories } from './stories/index.ts';

/** Every German text of a value: the `de` of each {nl, de} pair, at any depth. */
function germanTexts(value: unknown, path = ''): { path: string; text: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => germanTexts(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    'nl' in record && typeof record.de === 'string'
      ? [{ path: `${path}.de`, text: record.de }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => germanTexts(child, `${path}.${key}`)),
  ];
}

/** Every string of a German story's content (its texts, and ids and links, which never match). */
function storyStrings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => storyStrings(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => storyStrings(child, `${path}.${key}`));
}

describe('the German demo stories address the shopper with "Sie"', () => {
  const texts = demoStories()
    .filter((story) => story.full_slug.startsWith('de/'))
    .flatMap((story) => storyStrings(story.content, story.full_slug));

  it('finds the texts of every German story', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some((entry) => /\bSie\b/.test(entry.text))).toBe(true);
  });

  it('uses no du, dich, dir or dein* in any of them', () => {
    const informal = texts.flatMap(({ path, text }) =>
      informalGermanAddress(text).map((word) => `${path}: ${word}`),
    );
    expect(informal).toEqual([]);
  });
});

describe('the German demo texts address the shopper with "Sie"', () => {
  const catalog: CatalogSeed = generateCatalog({ now: new Date('2025-06-15T10:30:00.000Z') });
  const texts = germanTexts(catalog);

  it('finds the German texts of products, categories, attributes and pages', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((entry) => entry.path.startsWith('.cmsPages'))).toBe(true);
    expect(texts.some((entry) => entry.path.startsWith('.products'))).toBe(true);
  });

  it('uses no du, dich, dir or dein* in any of them', () => {
    const informal = texts.flatMap(({ path, text }) =>
      informalGermanAddress(text).map((word) => `${path}: ${word}`),
    );
    expect(informal).toEqual([]);
  });
});
