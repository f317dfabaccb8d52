/**
 * Environment variables of the content stories: their source, the editor's preview and publish
 * hook, and the visual editor that frames previews.
 */
import { z } from 'zod';
import { secretSetting } from './secret-setting.ts';

/** The visual editor's bridge script (Storyblok's v2 bridge) and the editor's origin. */
const DEFAULT_STORYBLOK_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
const DEFAULT_STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

export const contentEnv = {
  /**
   * Where content stories come from: 'embedded' (the shop's own content store, edited by
   * import) or 'storyblok' (a Storyblok space, mirrored by its publish hook and resync).
   */
  CONTENT_SOURCE: z.enum(['embedded', 'storyblok']).default('embedded'),
  /**
   * The preview token: with Storyblok the space's preview access token (Storyblok makes it, and
   * signs editor links with it); embedded, the secret that signs editor links, at least
   * SECRET_MIN_LENGTH characters (checked in loadConfig, which knows the source). Never answered
   * by any call: a valid editor link gets a short-lived preview session instead. Unset: no
   * preview (validate-editor and drafts refused).
   */
  STORYBLOK_PREVIEW_TOKEN: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(200, 'must be at most 200 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Storyblok space id editor links name; required with a preview token. */
  STORYBLOK_SPACE_ID: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be a whole number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The region of the Storyblok space (its API's host). */
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ap', 'ca', 'cn']).default('eu'),
  /** Another address of Storyblok's content delivery API (tests point it at a fake). */
  STORYBLOK_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The secret of the content publish hook and resync (?secret=). Unset: both refused. */
  CONTENT_HOOK_SECRET: secretSetting(),
  /**
   * The visual editor's bridge script that content previews load (secondary-areas §2 content
   * pages; reference notes 7.1). The preview pages' policy allows its origin, and only theirs.
   */
  STORYBLOK_BRIDGE_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      const url = value ?? DEFAULT_STORYBLOK_BRIDGE_URL;
      if (!/^https?:\/\/[^/]+\/./.test(url)) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s):// URL of a script' });
        return z.NEVER;
      }
      return url;
    }),
  /**
   * The origins that may frame a content preview (the visual editor), space- or comma-separated.
   * Unset: https://app.storyblok.com.
   */
  STORYBLOK_EDITOR_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? DEFAULT_STORYBLOK_EDITOR_ORIGIN)
        .split(/[\s,]+/)
        .filter((origin) => origin !== '');
      const bad = origins.find((origin) => !/^https?:\/\/[^/\s;,']+$/.test(origin));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must list origins like https://app.storyblok.com (not ${bad})`,
        });
        return z.NEVER;
      }
      return origins;
    }),
};
