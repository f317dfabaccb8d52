/**
 * Where content stories come from: the embedded store (stories in the shop's database, edited by
 * import and the hook) or a Storyblok space (its content delivery API). The API serves published
 * stories from the shop's database in both cases; a source is asked for a story when the publish
 * hook names it, for every story on a full resync, and for drafts in an editor's preview.
 */
import type { Story } from '@shop/contracts';

export interface StoryRequest {
  /** 'draft' is the newest saved version (preview); 'published' what shoppers see. */
  version: 'published' | 'draft';
  /** A release's id: the draft as it will be once the release is merged (Storyblok from_release). */
  release?: number | undefined;
  /**
   * Relations to resolve (Storyblok resolve_relations, e.g. 'blog_article.related'): uuids in
   * those fields are replaced by the stories they name.
   */
  resolveRelations?: readonly string[] | undefined;
}

export interface ContentSource {
  readonly kind: 'embedded' | 'storyblok';
  /** One story by its numeric id, or null when the source has none with that id. */
  storyById(id: number, request: StoryRequest): Promise<Story | null>;
  /** Every published story of the space (the full resync), page by page. */
  publishedStories(): AsyncIterable<Story>;
}

/** The source could not answer (unreachable, refused the token, answered nonsense). */
export class ContentSourceError extends Error {
  constructor(
    message: string,
    /** The HTTP status the source answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentSourceError';
  }
}
