import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentLink } from './content-link.tsx';
import { ContentPicture } from './content-picture.tsx';
import { RichText } from './rich-text.tsx';

/** An image beside a text (left or right on wide screens, above it on phones). */
export default function ImageText({ block, eager }: BlockProps<Block<'image_text'>>) {
  return (
    <section
      className={`${styles.imageText} ${block.image_position === 'right' ? styles.imageRight : ''}`}
    >
      <ContentPicture
        asset={block.image}
        className={styles.imageTextImage}
        sizes="(min-width: 768px) 50vw, 100vw"
        maxWidth={1200}
        eager={eager}
      />
      <div className={styles.imageTextBody}>
        {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
        <RichText doc={block.text} />
        {block.link && block.link_text ? (
          <ContentLink link={block.link} className={styles.button}>
            {block.link_text}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
