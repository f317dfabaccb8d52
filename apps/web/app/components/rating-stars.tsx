/**
 * Stars of a rating (an average of reviews, or one review's stars) with the words a screen
 * reader reads instead: "4,5 van 5 sterren, 12 beoordelingen". The stars themselves are drawn
 * and hidden from assistive technology.
 */
import { formatRating, MAX_RATING, starsOf } from '@shop/core';
import { useTranslate } from '../lib/i18n.ts';

export function RatingStars({
  average,
  count,
  small = false,
}: {
  average: number;
  /** Shown as "(12)" and read as "12 reviews"; absent for a single review's stars. */
  count?: number;
  small?: boolean;
}) {
  const t = useTranslate();
  const stars = starsOf(average);
  const rating = formatRating(average);
  const stars_ = t('{rating} out of {max} stars', { rating, max: MAX_RATING });
  const reviews =
    count === undefined ? '' : count === 1 ? t('1 review') : t('{count} reviews', { count });
  const label = reviews ? `${stars_}, ${reviews}` : stars_;
  return (
    <span className={small ? 'rating-stars rating-stars--small' : 'rating-stars'}>
      <span role="img" aria-label={label} className="rating-stars__stars">
        {'★'.repeat(stars.full)}
        {stars.half ? <span className="rating-stars__half">★</span> : null}
        <span className="rating-stars__empty">{'★'.repeat(stars.empty)}</span>
      </span>
      {count !== undefined ? (
        <span className="rating-stars__count" aria-hidden="true">
          {rating} ({count})
        </span>
      ) : null}
    </span>
  );
}
