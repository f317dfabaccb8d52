/**
 * The embedded content store as a content source: the stories are the `content_stories` rows
 * themselves (edited by the import and published by the hook). The draft is the newest saved
 * version, the published one what shoppers see; a release has no meaning here and is ignored.
 */
import type { Story } from '@shop/contracts';
import { type ContentRepository, storyOf } from './repository.ts';
import type { ContentSource, StoryRequest } from './source.ts';

export class EmbeddedContentSource implements ContentSource {
  readonly kind = 'embedded' as const;

  constructor(private readonly stories: ContentRepository) {}

  async storyById(id: number, request: StoryRequest): Promise<Story | null> {
    const stored = await this.stories.byId(id);
    if (!stored) return null;
    const alternates = await this.stories.alternatesOf(stored, request.version === 'published');
    return storyOf(stored, request.version, alternates);
  }

  async *publishedStories(): AsyncIterable<Story> {
    for (const stored of await this.stories.allPublished()) {
      const story = storyOf(stored, 'published');
      if (story) yield story;
    }
  }
}
