/**
 * The content source of the configuration: the embedded store, or a Storyblok space.
 */
import type { ContentConfig } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import { EmbeddedContentSource } from './embedded-source.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentSource } from './source.ts';

export function contentSourceOf(config: ContentConfig, stories: ContentRepository): ContentSource {
  if (config.source === 'embedded') return new EmbeddedContentSource(stories);
  throw new ConfigError(
    'Invalid configuration: CONTENT_SOURCE=storyblok needs the Storyblok source',
  );
}
