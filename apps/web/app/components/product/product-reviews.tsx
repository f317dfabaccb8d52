/**
 * The reviews section of the product page: the approved reviews of the store view, newest first,
 * 50 at a time ("More reviews" reads the next page), and the button that opens the named modal
 * "review" (its code loads when it is first opened). The reviews load in the browser: the page's
 * HTML stays the same for everybody and a new approval shows without waiting for a page cache.
 * Texts are rendered as text, whatever they hold.
 */
import type { ReviewItem } from '@shop/contracts';
import { REVIEW_PAGE_SIZE } from '@shop/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getProductReviews } from '../../lib/review-api.ts';
import { RatingStars } from '../rating-stars.tsx';
import styles from './reviews.module.css';

const ReviewModal = lazy(() => import('./review-modal.tsx'));

interface Loaded {
  items: ReviewItem[];
  total: number;
}

export function ProductReviews({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [writing, setWriting] = useState(false);

  useEffect(() => {
    let current = true;
    getProductReviews(storeView.code, productId, { start: 0, size: REVIEW_PAGE_SIZE })
      .then((page) => current && setLoaded({ items: page.items, total: page.total }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [storeView.code, productId]);

  const loadMore = async () => {
    if (!loaded) return;
    setLoadingMore(true);
    try {
      const page = await getProductReviews(storeView.code, productId, {
        start: loaded.items.length,
        size: REVIEW_PAGE_SIZE,
      });
      setLoaded({ items: [...loaded.items, ...page.items], total: page.total });
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const dateFormat = new Intl.DateTimeFormat(storeView.locale, { dateStyle: 'long' });
  return (
    <section aria-labelledby="product-reviews" className={styles.section} data-testid="reviews">
      <div className={styles.header}>
        <h2 id="product-reviews">{t('Reviews')}</h2>
        <button type="button" className={styles.button} onClick={() => setWriting(true)}>
          {t('Write a review')}
        </button>
      </div>
      {loaded === null && !failed ? <p role="status">{t('Loading reviews...')}</p> : null}
      {failed ? <p role="alert">{t('The reviews could not be loaded.')}</p> : null}
      {loaded && loaded.total === 0 ? (
        <p>{t('No reviews yet. Be the first to write one!')}</p>
      ) : null}
      {loaded && loaded.items.length > 0 ? (
        <ul className={styles.list}>
          {loaded.items.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`}>
                <RatingStars average={review.rating} small />
                <h3 id={`review-${review.id}`}>{review.title}</h3>
                <p className={styles.detail}>{review.detail}</p>
                <p className={styles.byline}>
                  {t('{name} on {date}', {
                    name: review.nickname,
                    date: dateFormat.format(new Date(review.created_at)),
                  })}
                  {review.verified_purchase ? (
                    <>
                      {' · '}
                      <span className={styles.verified}>{t('Verified purchase')}</span>
                    </>
                  ) : null}
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {loaded && loaded.items.length < loaded.total ? (
        <button
          type="button"
          className={`${styles.button} ${styles.more}`}
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
        >
          {t('More reviews')}
        </button>
      ) : null}
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
