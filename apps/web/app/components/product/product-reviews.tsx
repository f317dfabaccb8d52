/**
 * The reviews section of the product page: its heading, the button that opens the named modal
 * "review" (its code loads when it is first opened), and the list of approved reviews. The list
 * loads in the browser, code and reviews, once the section comes within 600 px of the viewport:
 * the page's HTML stays the same for everybody, a new approval shows without waiting for a page
 * cache, and a shopper who never scrolls that far loads none of it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './reviews.module.css';

const ReviewModal = lazy(() => import('./review-modal.tsx'));
const ReviewList = lazy(() => import('./review-list.tsx'));

/** How near the viewport the reviews section starts loading its list. */
const LIST_MARGIN = '600px';

export function ProductReviews({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const t = useTranslate();
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [writing, setWriting] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: LIST_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const loading = <p role="status">{t('Loading reviews...')}</p>;
  return (
    <section
      ref={section}
      aria-labelledby="product-reviews"
      className={styles.section}
      data-testid="reviews"
    >
      <div className={styles.header}>
        <h2 id="product-reviews">{t('Reviews')}</h2>
        <button type="button" className={styles.button} onClick={() => setWriting(true)}>
          {t('Write a review')}
        </button>
      </div>
      {near ? (
        <Suspense fallback={loading}>
          <ReviewList productId={productId} />
        </Suspense>
      ) : (
        loading
      )}
      {writing ? (
        <Suspense fallback={null}>
          <ReviewModal
            productId={productId}
            productName={productName}
            onClose={() => setWriting(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
