import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { newSubmissionId, toldInItsWords } from './forms-api.ts';

describe("the forms' failures", () => {
  it('tells a broken field rule and too many requests in their words, anything else generally', () => {
    expect(toldInItsWords(new ApiError('x', 400, false, 'validation.zipcode'))).toBe(true);
    expect(toldInItsWords(new ApiError('x', 400, false, 'field.too_long'))).toBe(true);
    expect(toldInItsWords(new ApiError('x', 429, false, 'request.too_many'))).toBe(true);
    expect(toldInItsWords(new ApiError('x', 422, false, 'forms.refused'))).toBe(false);
    expect(toldInItsWords(new ApiError('x', 403, false, 'mail.not_authorized'))).toBe(false);
    expect(toldInItsWords(new ApiError('x', 502, true))).toBe(false);
    expect(toldInItsWords(new Error('x'))).toBe(false);
  });

  it('makes uuid v4 submission ids', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newSubmissionId()));
    expect(ids.size).toBe(20);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
