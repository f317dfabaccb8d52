import { Suspense, use } from 'react';
import type { ProductCard as ProductCardData } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { ProductGrid } from '../product-grid.tsx';
import styles from './product-page.module.css';

/** Related products, streamed after the page: nothing shows when there are none. */
export function RelatedProducts({ related }: { related: Promise<ProductCardData[]> }) {
  const t = useTranslate();
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          {t('Loading related products')}
        </p>
      }
    >
      <RelatedGrid related={related} title={t('Related products')} />
    </Suspense>
  );
}

/**
 * React's `use` reads the streamed promise (lighter than React Router's Await). The loader's
 * related products answer [] when the catalogue call fails, so the promise never rejects.
 */
function RelatedGrid({ related, title }: { related: Promise<ProductCardData[]>; title: string }) {
  const cards = use(related);
  return cards.length > 0 ? (
    <section aria-labelledby="product-related" className={styles.section}>
      <h2 id="product-related">{title}</h2>
      <ProductGrid products={cards} eager={0} />
    </section>
  ) : null;
}
