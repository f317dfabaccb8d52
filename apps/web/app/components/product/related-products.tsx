import { Suspense } from 'react';
import { Await } from 'react-router';
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
      <Await resolve={related} errorElement={null}>
        {(cards) =>
          cards.length > 0 ? (
            <section aria-labelledby="product-related" className={styles.section}>
              <h2 id="product-related">{t('Related products')}</h2>
              <ProductGrid products={cards} eager={0} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
