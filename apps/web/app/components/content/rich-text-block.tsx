import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { RichText } from './rich-text.tsx';

/** A piece of rich text (headings, paragraphs, lists, links). */
export default function RichTextBlock({ block }: BlockProps<Block<'rich_text'>>) {
  return <RichText doc={block.text} className={`prose ${styles.richText}`} />;
}
