import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoredDocument } from './stored-document.ts';

describe('a stored document in an answer', () => {
  it('passes the very object it was given, not a copy', () => {
    const card = { sku: 'WB-1', price: 12.5, media_gallery: [{ image: '/a.jpg' }] };
    expect(StoredDocument.parse(card)).toBe(card);
  });

  it('refuses what is not a plain object', () => {
    for (const value of [null, [], 'product', 3, undefined]) {
      const result = StoredDocument.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Expected an object');
    }
  });

  it('is documented as an object with any properties', () => {
    // As the API's OpenAPI document renders it: a custom check has no schema of its own.
    expect(z.toJSONSchema(StoredDocument, { unrepresentable: 'any' })).toMatchObject({
      type: 'object',
      additionalProperties: {},
    });
  });
});
