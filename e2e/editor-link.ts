/**
 * The editor links of the journeys (reference notes 7.1): the secret and space the journeys' shop
 * is started with (playwright.config.ts reads them from here), and an editor link's query for a
 * story, signed as Storyblok's visual editor signs it.
 */
import { createHash } from 'node:crypto';

/** The embedded content store's editor-link secret of the journeys (at least 32 characters). */
export const E2E_PREVIEW_TOKEN = 'e2e-editor-link-secret-0123456789abcdef';
export const E2E_SPACE_ID = '4242';

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** An editor link's query for a story: valid, or signed with another secret. */
export function editorQuery(
  storyId: number,
  { valid = true, timestamp = nowSeconds() } = {},
): string {
  const token = createHash('sha1')
    .update(`${E2E_SPACE_ID}:${valid ? E2E_PREVIEW_TOKEN : 'not-the-token'}:${timestamp}`)
    .digest('hex');
  return new URLSearchParams({
    _storyblok: String(storyId),
    _storyblok_c: 'page',
    '_storyblok_tk[space_id]': E2E_SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  }).toString();
}
