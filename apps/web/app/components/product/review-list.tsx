/**
 * The list of a product's approved reviews of the store view, newest first, 50 at a time ("More
 * reviews" reads the next page), read from the API when the reviews section comes near the
 * viewport (product-reviews.tsx loads this code then). Texts are rendered as text, whatever they
 * hold.
 */
import type { ReviewItem } from '@shop/contracts';
import { REVIEW_PAGE_SIZE } from '@shop/core';
import { useEffect, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getProductReviews } from '../../lib/review-api.ts';
import { RatingStars } from '../rating-stars.tsx';
import styles from './reviews.module.css';

interface Loaded {
  items: ReviewItem[];
  total: number;
}

export default function ReviewList({ productId }: { productId: number }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

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
    <>
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
    </>
  );
}
