import { z } from 'zod';

/**
 * A document the shop stored and hands out as it is (a product's or a category's fields), in an
 * answer only. It must be a plain JSON object; its fields are the stored ones, unchecked.
 *
 * Checked without copying: a record schema would rebuild every document field by field before
 * the answer is written, which for a page of 50 product cards was about a quarter of all the
 * memory a search allocated. The API documents it as an object with any properties.
 */
export const StoredDocument = z
  .custom<Record<string, unknown>>(
    (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
    { message: 'Expected an object' },
  )
  .meta({ type: 'object', additionalProperties: {} });
