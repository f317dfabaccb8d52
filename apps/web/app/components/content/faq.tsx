import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { editableAttributes } from './editable.ts';
import { RichText } from './rich-text.tsx';

/** Questions that open to their answers (details and summary: works without script). */
export default function Faq({ block }: BlockProps<Block<'faq'>>) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.faq}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      {items.map((item) => (
        <details key={item._uid} {...editableAttributes(item._editable)}>
          <summary>{item.question}</summary>
          <RichText doc={item.answer} />
        </details>
      ))}
    </section>
  );
}
