import { type CatalogSeed, informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';

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
