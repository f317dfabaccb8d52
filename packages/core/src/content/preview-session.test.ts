import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPreviewSession,
  isValidPreviewSession,
  PREVIEW_SESSION_SECONDS,
} from './preview-session.ts';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const SPACE = 12345;
const NOW = 1_800_000_000;

describe('preview sessions', () => {
  it('reads drafts of its space until it ends, by the clock it is checked with', () => {
    const session = createPreviewSession(SECRET, SPACE, NOW);
    expect(session.expiresAt).toBe(NOW + PREVIEW_SESSION_SECONDS);
    expect(isValidPreviewSession(session.token, SECRET, SPACE, NOW)).toBe(true);
    expect(isValidPreviewSession(session.token, SECRET, SPACE, session.expiresAt - 1)).toBe(true);
    expect(isValidPreviewSession(session.token, SECRET, SPACE, session.expiresAt)).toBe(false);
  });

  it('never outlives the editor link it was made for', () => {
    const session = createPreviewSession(SECRET, SPACE, NOW, NOW + 60);
    expect(session.expiresAt).toBe(NOW + 60);
    expect(isValidPreviewSession(session.token, SECRET, SPACE, NOW + 60)).toBe(false);
  });

  it('is refused for another space, another secret, or with a changed end', () => {
    const { token, expiresAt } = createPreviewSession(SECRET, SPACE, NOW);
    expect(isValidPreviewSession(token, SECRET, SPACE + 1, NOW)).toBe(false);
    expect(isValidPreviewSession(token, `${SECRET}x`, SPACE, NOW)).toBe(false);
    const later = token.replace(String(expiresAt), String(expiresAt + 1));
    expect(isValidPreviewSession(later, SECRET, SPACE, NOW)).toBe(false);
  });

  it('refuses an end further ahead than a session lasts (clocks cannot stretch it)', () => {
    const { token } = createPreviewSession(SECRET, SPACE, NOW + 1000);
    expect(isValidPreviewSession(token, SECRET, SPACE, NOW)).toBe(false);
  });

  it('does not contain the secret, and the secret itself is no session', () => {
    const { token } = createPreviewSession(SECRET, SPACE, NOW);
    expect(token).not.toContain(SECRET);
    expect(isValidPreviewSession(SECRET, SECRET, SPACE, NOW)).toBe(false);
  });

  it('accepts only its own form (property: any other text is refused)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(isValidPreviewSession(text, SECRET, SPACE, NOW)).toBe(false);
      }),
    );
  });
});
