import { ProductCard } from '../product-card.tsx';
import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentLink } from './content-link.tsx';

/**
 * Products in a row that scrolls sideways (snap points), with the catalogue's prices and the
 * shop's product cards; the loader read them on the server (skus in their order, or the newest
 * of a category). No products: nothing is drawn.
 */
export default function ProductCarousel({
  block,
  data,
  eager,
}: BlockProps<Block<'product_carousel'>>) {
  const products = data.products[block._uid] ?? [];
  if (products.length === 0) return null;
  const titleId = `carousel-${block._uid}`;
  return (
    <section className={styles.carousel} aria-labelledby={block.title ? titleId : undefined}>
      <div className={styles.blockHead}>
        {block.title ? (
          <h2 id={titleId} className={styles.blockTitle}>
            {block.title}
          </h2>
        ) : null}
        {block.link && block.link_text ? (
          <ContentLink link={block.link} className={styles.more}>
            {block.link_text}
          </ContentLink>
        ) : null}
      </div>
      <ul className={styles.carouselTrack}>
        {products.map((product, index) => (
          <li key={product.sku} className={styles.carouselItem}>
            <ProductCard product={product} eager={eager && index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
