import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { RichText } from './rich-text.tsx';

/** A longer text for readers and search engines, under a heading. */
export default function SeoText({ block }: BlockProps<Block<'seo_text'>>) {
  return (
    <section className={styles.seoText}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      <RichText doc={block.text} />
    </section>
  );
}
