/**
 * A content page (a story of the content service): its title (unless its first block draws the
 * heading), its body of blocks, and for a blog article its date, author, image and intro. In an
 * editor's preview the story follows the editor's edits in place (the bridge's 'input' event).
 */
import type { Story } from '@shop/contracts';
import { useCallback, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { ContentData } from './block-types.ts';
import styles from './content.module.css';
import { ContentBody, firstBlockIsHeading, type StoryBlock } from './content-body.tsx';
import { ContentPicture } from './content-picture.tsx';
import { editableAttributes } from './editable.ts';
import { useEditorBridge } from './preview-bridge.ts';

export interface ContentPageProps {
  story: Story;
  data: ContentData;
  preview: { bridgeUrl: string; storyId: string } | null;
  /** The page's heading when the story has no title of its own. */
  fallbackTitle?: string;
  /** The visual editor's single component mode: the story's content only, no title. */
  single?: boolean;
  /** The home page: its heading is for screen readers only. */
  home?: boolean;
}

interface PageFields {
  component: string;
  title?: unknown;
  hide_title?: unknown;
  intro?: unknown;
  author?: unknown;
  date?: unknown;
  image?: { filename?: string; alt?: string | null };
  body?: unknown;
  _editable?: string;
}

/** The story's blocks (a single component is its own only block). */
function blocksOf(content: PageFields, single: boolean): StoryBlock[] {
  if (single && !Array.isArray(content.body)) return [content as unknown as StoryBlock];
  if (!Array.isArray(content.body)) return [];
  return (content.body as unknown[]).filter(
    (block): block is StoryBlock =>
      typeof block === 'object' &&
      block !== null &&
      typeof (block as StoryBlock)._uid === 'string' &&
      typeof (block as StoryBlock).component === 'string',
  );
}

function isStoryLike(value: unknown): value is Story {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Story).content === 'object' &&
    (value as Story).content !== null
  );
}

export function ContentPage({
  story: initial,
  data,
  preview,
  fallbackTitle,
  single = false,
  home = false,
}: ContentPageProps) {
  const [edited, setEdited] = useState<{ from: Story; story: Story } | null>(null);
  // A new story from the loader (another page) replaces an edited one.
  const story = edited && edited.from === initial ? edited.story : initial;
  const onInput = useCallback(
    (next: unknown) => {
      if (isStoryLike(next)) setEdited({ from: initial, story: next });
    },
    [initial],
  );
  useEditorBridge(preview?.bridgeUrl ?? null, onInput);
  const content = story.content as PageFields;
  const blocks = blocksOf(content, single);
  // A page hiding its title has its heading drawn by its first block (a hero banner).
  const heroHeading = !home && content.hide_title === true && firstBlockIsHeading(blocks);
  const body = (
    <ContentBody blocks={blocks} data={data} preview={preview !== null} pageHeading={heroHeading} />
  );
  if (single) return body;
  // The home page's heading is the shop's own (fallbackTitle), not the story's name.
  const title =
    home && fallbackTitle
      ? fallbackTitle
      : typeof content.title === 'string' && content.title.trim() !== ''
        ? content.title
        : (fallbackTitle ?? story.name);
  if (content.component === 'blog_article') {
    return (
      <article className={styles.article} {...editableAttributes(content._editable)}>
        {preview ? <PreviewNotice /> : null}
        <ArticleHead content={content} title={title} />
        {body}
      </article>
    );
  }
  const hideTitle = content.hide_title === true || home;
  return (
    <article className={styles.page} {...editableAttributes(content._editable)}>
      {preview ? <PreviewNotice /> : null}
      {heroHeading ? null : (
        <h1 className={hideTitle ? 'visually-hidden' : styles.pageTitle}>{title}</h1>
      )}
      {body}
    </article>
  );
}

function ArticleHead({ content, title }: { content: PageFields; title: string }) {
  const storeView = useStoreView();
  const t = useTranslate();
  const date =
    typeof content.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(content.date)
      ? content.date
      : null;
  const author =
    typeof content.author === 'string' && content.author.trim() ? content.author : null;
  const formatted = date
    ? new Intl.DateTimeFormat(storeView.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : null;
  return (
    <header className={styles.article}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {formatted || author ? (
        <p className={styles.articleMeta}>
          {formatted && date ? <time dateTime={date}>{formatted}</time> : null}
          {formatted && author ? ' · ' : null}
          {author ? t('By {author}', { author }) : null}
        </p>
      ) : null}
      <ContentPicture
        asset={content.image}
        className={styles.articleImage}
        sizes="(min-width: 768px) 48rem, 100vw"
        maxWidth={1600}
        eager
      />
      {typeof content.intro === 'string' && content.intro ? (
        <p className={styles.articleIntro}>{content.intro}</p>
      ) : null}
    </header>
  );
}

function PreviewNotice() {
  const t = useTranslate();
  return (
    <p className={styles.previewNotice} role="status">
      {t('Preview: this page shows a draft')}
    </p>
  );
}
