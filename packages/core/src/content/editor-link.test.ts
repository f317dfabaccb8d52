import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_LINK_MAX_SKEW_SECONDS,
  editorLinkToken,
  equalInConstantTime,
  isValidEditorLink,
} from './editor-link.ts';

const settings = { spaceId: 12345, previewToken: 'preview-secret', maxAgeSeconds: 3600 };
const NOW = 1_800_000_000;

function link(timestamp: number, overrides: Partial<{ spaceId: string; token: string }> = {}) {
  const spaceId = overrides.spaceId ?? '12345';
  return {
    spaceId,
    timestamp: String(timestamp),
    token: overrides.token ?? editorLinkToken(spaceId, 'preview-secret', String(timestamp)),
  };
}

describe('editor links', () => {
  it('signs spaceId:previewToken:timestamp with sha1 in hex', () => {
    const expected = createHash('sha1').update('12345:preview-secret:1800000000').digest('hex');
    expect(editorLinkToken('12345', 'preview-secret', '1800000000')).toBe(expected);
  });

  it('accepts a link of the configured space from now back to an hour ago', () => {
    expect(isValidEditorLink(link(NOW), settings, NOW)).toBe(true);
    expect(isValidEditorLink(link(NOW - 3600), settings, NOW)).toBe(true);
    expect(isValidEditorLink(link(NOW - 3601), settings, NOW)).toBe(false);
  });

  it('accepts a few minutes ahead for clock differences, no more', () => {
    expect(isValidEditorLink(link(NOW + EDITOR_LINK_MAX_SKEW_SECONDS), settings, NOW)).toBe(true);
    expect(isValidEditorLink(link(NOW + EDITOR_LINK_MAX_SKEW_SECONDS + 1), settings, NOW)).toBe(
      false,
    );
  });

  it('refuses a wrong token, another space and timestamps that are not whole seconds', () => {
    expect(isValidEditorLink(link(NOW, { token: 'a'.repeat(40) }), settings, NOW)).toBe(false);
    expect(isValidEditorLink(link(NOW, { spaceId: '999' }), settings, NOW)).toBe(false);
    const good = link(NOW);
    expect(isValidEditorLink({ ...good, timestamp: `${NOW}.0` }, settings, NOW)).toBe(false);
    expect(isValidEditorLink({ ...good, timestamp: '' }, settings, NOW)).toBe(false);
    expect(isValidEditorLink({ ...good, spaceId: ' 12345' }, settings, NOW)).toBe(false);
  });

  it('compares texts fully', () => {
    expect(equalInConstantTime('abc', 'abc')).toBe(true);
    expect(equalInConstantTime('abc', 'abd')).toBe(false);
    expect(equalInConstantTime('abc', 'abcd')).toBe(false);
    expect(equalInConstantTime('', '')).toBe(true);
  });
});
