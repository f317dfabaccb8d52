import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentLink } from './content-link.tsx';
import { ContentPicture } from './content-picture.tsx';

/** A wide banner: image, title, text and a call to action; its title is the page's heading when first. */
export default function HeroBanner({
  block,
  eager,
  pageHeading = false,
}: BlockProps<Block<'hero_banner'>>) {
  const Heading = pageHeading ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <ContentPicture asset={block.image} className={styles.heroImage} eager={eager} />
      <div className={styles.heroText}>
        {block.title ? <Heading className={styles.heroTitle}>{block.title}</Heading> : null}
        {block.text ? <p>{block.text}</p> : null}
        {block.link && block.link_text ? (
          <ContentLink link={block.link} className={styles.button}>
            {block.link_text}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
