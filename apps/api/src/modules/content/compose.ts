/**
 * The content source of the configuration: the embedded store, or a Storyblok space.
 */
import type { ContentConfig } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import { EmbeddedContentSource } from './embedded-source.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentSource } from './source.ts';
import { createStoryblokSource } from './storyblok-source.ts';

export function contentSourceOf(config: ContentConfig, stories: ContentRepository): ContentSource {
  if (config.source === 'embedded') return new EmbeddedContentSource(stories);
  // The space's preview token reads published stories and drafts alike (reference notes 7.1:
  // the extension needs the preview token); the configuration requires it with this source.
  if (!config.preview) {
    throw new ConfigError(
      'Invalid configuration: CONTENT_SOURCE=storyblok needs STORYBLOK_PREVIEW_TOKEN',
    );
  }
  return createStoryblokSource({
    accessToken: config.preview.token,
    region: config.storyblok.region,
    apiUrl: config.storyblok.apiUrl,
  });
}
