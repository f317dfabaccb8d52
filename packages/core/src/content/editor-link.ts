/**
 * The editor link of Storyblok's visual editor (reference notes 7.1 validate-editor): the
 * editor opens the storefront with `_storyblok_tk[space_id|timestamp|token]`, where token is
 * sha1hex(`${spaceId}:${previewToken}:${timestamp}`). A link is valid for the configured space,
 * with the right token, from its timestamp for an hour (and at most a few minutes early, for
 * clocks that differ a little). Then the storefront gets a preview session (preview-session.ts)
 * to load drafts, never the preview token itself.
 */
import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How far ahead of this clock an editor link's timestamp may be, seconds. */
export const EDITOR_LINK_MAX_SKEW_SECONDS = 300;

export interface EditorLink {
  spaceId: string;
  /** Seconds since 1970, as the editor wrote it. */
  timestamp: string;
  token: string;
}

export interface EditorLinkSettings {
  spaceId: number;
  previewToken: string;
  /** How long a link is valid after its timestamp, seconds. */
  maxAgeSeconds: number;
}

/** The token an editor link of this space, preview token and timestamp carries. */
export function editorLinkToken(spaceId: string, previewToken: string, timestamp: string): string {
  return bytesToHex(sha1(utf8ToBytes(`${spaceId}:${previewToken}:${timestamp}`)));
}

/** Whether two texts are equal, in a time that does not depend on where they differ. */
export function equalInConstantTime(a: string, b: string): boolean {
  const left = utf8ToBytes(a);
  const right = utf8ToBytes(b);
  // The length still shows; the content does not.
  let difference = left.length ^ right.length;
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * Whether an editor link is valid at `nowSeconds`: its space is the configured one, its
 * timestamp a whole number of seconds no older than maxAgeSeconds and not more than
 * EDITOR_LINK_MAX_SKEW_SECONDS ahead, and its token the one of this space, preview token and
 * timestamp (compared in constant time).
 */
export function isValidEditorLink(
  link: EditorLink,
  settings: EditorLinkSettings,
  nowSeconds: number,
): boolean {
  if (!/^\d{1,15}$/.test(link.spaceId) || Number(link.spaceId) !== settings.spaceId) return false;
  if (!/^\d{1,15}$/.test(link.timestamp)) return false;
  const timestamp = Number(link.timestamp);
  if (timestamp < nowSeconds - settings.maxAgeSeconds) return false;
  if (timestamp > nowSeconds + EDITOR_LINK_MAX_SKEW_SECONDS) return false;
  const expected = editorLinkToken(link.spaceId, settings.previewToken, link.timestamp);
  return equalInConstantTime(link.token.toLowerCase(), expected);
}
