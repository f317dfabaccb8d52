/**
 * The pregnancy-box request form (secondary-areas §8): the block's title and intro, the
 * shopper's name, e-mail, due date and address, an optional phone number, the newsletter and
 * the privacy consent. Core's rules check the fields on submit (the first invalid one gets the
 * focus) and again as a field with a message changes; the API checks them once more. While
 * sending it says 'Processing your request...'; then the form gives way to 'We submitted your
 * request successfully!', or says 'Something went wrong' and stays filled. The form's
 * submission id is made for the values sent and kept for them, so sending again after a
 * failure (or a lost answer) with the same values is the same request, never a second one; changed
 * values make a new one.
 */
import type { ContentBlock, PregnancyBoxBody } from '@shop/contracts';
import { earliestExpectedDate, latestDueDate, validatePregnancyBox } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { useAccountForm } from '../../../lib/account-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import { newSubmissionId, requestPregnancyBox, toldInItsWords } from '../../../lib/forms-api.ts';
import { useStoreView, useTranslate } from '../../../lib/i18n.ts';
import { CheckField, Field, FormStatus } from './form-parts.tsx';
import styles from './forms.module.css';

type PregnancyFormBlock = Extract<ContentBlock, { component: 'pregnancy_form' }>;

type FieldName =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'due_date'
  | 'street'
  | 'housenumber'
  | 'housenumber_addition'
  | 'postcode'
  | 'city'
  | 'country_id'
  | 'phone'
  | 'newsletter'
  | 'privacy_consent';

/** What the shopper reads for any failure but a field the API found at fault. */
const FAILED = 'Something went wrong';

export default function PregnancyForm({ block }: { block: Partial<PregnancyFormBlock> }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const submission = useRef<{ id: string; values: string } | null>(null);
  const [done, setDone] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useAccountForm<FieldName>(
    {
      firstname: '',
      lastname: '',
      email: '',
      due_date: '',
      street: '',
      housenumber: '',
      housenumber_addition: '',
      postcode: '',
      city: '',
      country_id: storeView.code === 'de' ? 'DE' : 'NL',
      phone: '',
      newsletter: '',
      privacy_consent: '',
    },
    (values) =>
      validatePregnancyBox({ ...values, privacy_consent: values.privacy_consent === 'yes' }),
  );

  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  if (done) {
    return (
      <section
        className={styles.block}
        aria-labelledby={block._uid ? `${block._uid}-title` : undefined}
      >
        {block.title ? <h2 id={`${block._uid}-title`}>{block.title}</h2> : null}
        <div ref={confirmation} className={styles.done} role="status" tabIndex={-1}>
          <p>{t('We submitted your request successfully!')}</p>
          <p>{t('Your pregnancy box is on its way as soon as we have checked your request.')}</p>
        </div>
      </section>
    );
  }

  const input = (name: FieldName) => ({ ...form.field(name) });
  const { errors } = form;
  return (
    <section
      className={styles.block}
      aria-labelledby={block._uid ? `${block._uid}-title` : undefined}
    >
      {block.title ? <h2 id={`${block._uid}-title`}>{block.title}</h2> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <form
        noValidate
        className={styles.form}
        data-testid="pregnancy-form"
        onSubmit={form.onSubmit(async (values) => {
          // The same values again (a retry) keep their id; changed values are a new request.
          const filled = JSON.stringify(values);
          if (submission.current?.values !== filled) {
            submission.current = { id: newSubmissionId(), values: filled };
          }
          const body: PregnancyBoxBody = {
            submission_id: submission.current.id,
            storeCode: storeView.code === 'de' ? 'de' : 'nl',
            firstname: values.firstname,
            lastname: values.lastname,
            email: values.email,
            due_date: values.due_date,
            street: values.street,
            housenumber: values.housenumber,
            housenumber_addition: values.housenumber_addition,
            postcode: values.postcode,
            city: values.city,
            country_id: values.country_id === 'DE' ? 'DE' : 'NL',
            phone: values.phone,
            newsletter: values.newsletter === 'yes',
            privacy_consent: values.privacy_consent === 'yes',
          };
          try {
            await requestPregnancyBox(body);
            setDone(true);
          } catch (error) {
            // A field the API found at fault or too many requests is said in its words;
            // anything else is the spec's failure. The same values keep their id.
            form.setFormError(
              toldInItsWords(error) ? await errorText(storeView.locale, error) : FAILED,
            );
          }
        })}
      >
        <div className={styles.row}>
          <Field label={t('First name')} error={errors.firstname}>
            {(control) => (
              <input
                {...control}
                {...input('firstname')}
                autoComplete="given-name"
                maxLength={100}
                required
              />
            )}
          </Field>
          <Field label={t('Last name')} error={errors.lastname}>
            {(control) => (
              <input
                {...control}
                {...input('lastname')}
                autoComplete="family-name"
                maxLength={100}
                required
              />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('E-mail address')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                {...input('email')}
                type="email"
                autoComplete="email"
                maxLength={254}
                required
              />
            )}
          </Field>
          <Field label={t('Expected due date')} error={errors.due_date}>
            {(control) => (
              <input
                {...control}
                {...input('due_date')}
                type="date"
                min={earliestExpectedDate()}
                max={latestDueDate()}
                required
              />
            )}
          </Field>
        </div>
        <div className={`${styles.row} ${styles.rowAddress}`}>
          <Field label={t('Street')} error={errors.street}>
            {(control) => (
              <input
                {...control}
                {...input('street')}
                autoComplete="address-line1"
                maxLength={200}
                required
              />
            )}
          </Field>
          <Field label={t('House number')} error={errors.housenumber}>
            {(control) => (
              <input
                {...control}
                {...input('housenumber')}
                inputMode="numeric"
                maxLength={10}
                required
              />
            )}
          </Field>
          <Field label={t('Addition')} error={errors.housenumber_addition}>
            {(control) => <input {...control} {...input('housenumber_addition')} maxLength={10} />}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('Postcode')} error={errors.postcode}>
            {(control) => (
              <input
                {...control}
                {...input('postcode')}
                autoComplete="postal-code"
                maxLength={10}
                required
              />
            )}
          </Field>
          <Field label={t('City')} error={errors.city}>
            {(control) => (
              <input
                {...control}
                {...input('city')}
                autoComplete="address-level2"
                maxLength={100}
                required
              />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('Country')} error={errors.country_id}>
            {(control) => (
              <select {...control} {...input('country_id')} autoComplete="country">
                <option value="NL">{t('The Netherlands')}</option>
                <option value="DE">{t('Germany')}</option>
              </select>
            )}
          </Field>
          <Field label={t('Phone number (optional)')} error={errors.phone}>
            {(control) => (
              <input
                {...control}
                {...input('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={40}
              />
            )}
          </Field>
        </div>
        <CheckField
          name="newsletter"
          label={t('Yes, send me the newsletter with tips and offers')}
          checked={form.values.newsletter === 'yes'}
          onChange={(checked) => form.setValue('newsletter', checked ? 'yes' : '')}
        />
        <CheckField
          name="privacy_consent"
          label={t('I agree to the privacy statement')}
          checked={form.values.privacy_consent === 'yes'}
          onChange={(checked) => form.setValue('privacy_consent', checked ? 'yes' : '')}
          error={errors.privacy_consent}
          required
        />
        <FormStatus
          busy={form.busy}
          progress={t('Processing your request...')}
          error={form.formError}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {t('Request the pregnancy box')}
          </button>
        </div>
      </form>
    </section>
  );
}
