import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentLink } from './content-link.tsx';

/** A call to action in a coloured band: title, text and one link. */
export default function CtaBanner({ block }: BlockProps<Block<'cta_banner'>>) {
  return (
    <section className={`${styles.cta} ${block.background === 'sand' ? styles.sand : styles.rose}`}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      {block.text ? <p>{block.text}</p> : null}
      {block.link && block.link_text ? (
        <ContentLink link={block.link} className={styles.button}>
          {block.link_text}
        </ContentLink>
      ) : null}
    </section>
  );
}
