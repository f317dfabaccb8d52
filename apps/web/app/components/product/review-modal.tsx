/**
 * The named modal "review" (secondary-areas §2): the shopper's stars (a radio group of five),
 * a title, the review and a name, checked by core's review rules as on the server. While it is
 * sent it says 'Adding a review ...'; then it thanks the shopper and says the review appears once
 * approved. A refusal of the API (a rule, a second review, too many) is told in the shopper's
 * language. Logged in, the review is written with the customer's token (verified purchases).
 */
import { MAX_RATING, REVIEW_LIMITS, validateReview } from '@shop/core';
import { useState } from 'react';
import { useAccountForm } from '../../lib/account-form.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { createReview } from '../../lib/review-write.ts';
import { getAccessToken } from '../../lib/session.ts';
import { Field, FormStatus } from '../content/forms/form-parts.tsx';
import formStyles from '../content/forms/forms.module.css';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './reviews.module.css';

type FieldName = 'rating' | 'title' | 'detail' | 'nickname';

const check = (values: Record<FieldName, string>) =>
  validateReview({ ...values, rating: values.rating === '' ? null : Number(values.rating) });

export default function ReviewModal({
  productId,
  productName,
  onClose,
}: {
  productId: number;
  productName: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [done, setDone] = useState(false);
  const form = useAccountForm<FieldName>(
    { rating: '', title: '', detail: '', nickname: '' },
    check,
  );
  const { errors } = form;
  const rating = Number(form.values.rating || 0);

  return (
    <ModalFrame id="review" title={t('Write a review')} onClose={onClose} testId="review-modal">
      {done ? (
        <div className={styles.done} role="status">
          <p>
            {t('Thank you for your review! It appears on this page once it has been approved.')}
          </p>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('Close')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className={formStyles.form}
          onSubmit={form.onSubmit(async (values) => {
            await createReview(
              storeView.code === 'de' ? 'de' : 'nl',
              {
                product_id: productId,
                rating: Number(values.rating),
                title: values.title,
                detail: values.detail,
                nickname: values.nickname,
              },
              // Logged in: with the customer's token (a verified purchase is marked).
              getAccessToken() !== null,
            );
            setDone(true);
          })}
        >
          <p>{productName}</p>
          <fieldset
            className={styles.starChoice}
            aria-describedby={errors.rating ? 'review-rating-error' : undefined}
          >
            <legend>{t('Your rating')}</legend>
            <div className={styles.starOptions}>
              {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
                <label
                  key={stars}
                  className={
                    stars <= rating ? `${styles.starOption} ${styles.lit}` : styles.starOption
                  }
                >
                  <input
                    type="radio"
                    name="rating"
                    value={String(stars)}
                    checked={form.values.rating === String(stars)}
                    aria-invalid={errors.rating ? true : undefined}
                    aria-label={stars === 1 ? t('1 star') : t('{count} stars', { count: stars })}
                    onChange={() => form.setValue('rating', String(stars))}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p id="review-rating-error" className={styles.starError}>
                {t(errors.rating as MessageKey)}
              </p>
            ) : null}
          </fieldset>
          <Field label={t('Title of your review')} error={errors.title}>
            {(control) => (
              <input
                {...control}
                {...form.field('title')}
                maxLength={REVIEW_LIMITS.title}
                required
              />
            )}
          </Field>
          <Field label={t('Your review')} error={errors.detail}>
            {(control) => (
              <textarea
                {...control}
                name="detail"
                rows={5}
                value={form.values.detail}
                onChange={(event) => form.setValue('detail', event.currentTarget.value)}
                maxLength={REVIEW_LIMITS.detail}
                required
              />
            )}
          </Field>
          <Field label={t('Your name')} error={errors.nickname}>
            {(control) => (
              <input
                {...control}
                {...form.field('nickname')}
                autoComplete="given-name"
                maxLength={REVIEW_LIMITS.nickname}
                required
              />
            )}
          </Field>
          <FormStatus busy={form.busy} progress={t('Adding a review ...')} error={form.formError} />
          <div className={formStyles.actions}>
            <button
              type="submit"
              className={formStyles.primary}
              disabled={form.busy}
              aria-busy={form.busy || undefined}
            >
              {t('Submit review')}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
