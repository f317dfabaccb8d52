/**
 * The shop's contact form (the mail service): name, e-mail address, subject and order number
 * (both optional) and the message, to the shop's customer service. The single-use token the
 * API asks for is fetched when the form is first focused (or at the latest on submit); a token
 * the API refuses (it expired while the shopper wrote) is replaced once and the message sent
 * again. A honeypot field, hidden from people and assistive technology, stays empty for people.
 * Core's rules check the fields as in the other forms; while sending it says so, then the form
 * gives way to the thank-you text, or says 'Something went wrong' and stays filled.
 */
import type { ContentBlock, SendEmailBody } from '@shop/contracts';
import { CONTACT_LIMITS, validateContactMessage } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { useAccountForm } from '../../../lib/account-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { contactToken, sendContactMessage, toldInItsWords } from '../../../lib/forms-api.ts';
import { useStoreView, useTranslate } from '../../../lib/i18n.ts';
import { Field, FormStatus } from './form-parts.tsx';
import styles from './forms.module.css';

type ContactFormBlock = Extract<ContentBlock, { component: 'contact_form' }>;
type FieldName = 'name' | 'email' | 'subject' | 'order_number' | 'message' | 'website';

const FAILED = 'Something went wrong';

export default function ContactForm({ block }: { block: Partial<ContactFormBlock> }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const token = useRef<Promise<string> | null>(null);
  const [done, setDone] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useAccountForm<FieldName>(
    { name: '', email: '', subject: '', order_number: '', message: '', website: '' },
    (values) => validateContactMessage(values),
  );

  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  /** The token for this message: asked for once; a failed ask is asked again next time. */
  const tokenOnce = (): Promise<string> => {
    if (!token.current) {
      const asking = contactToken();
      asking.catch(() => {
        if (token.current === asking) token.current = null;
      });
      token.current = asking;
    }
    return token.current;
  };

  const send = async (values: Record<FieldName, string>): Promise<void> => {
    const body: SendEmailBody = {
      token: await tokenOnce(),
      storeCode: storeView.code === 'de' ? 'de' : 'nl',
      name: values.name,
      email: values.email,
      subject: values.subject,
      order_number: values.order_number,
      message: values.message,
      website: values.website,
    };
    try {
      await sendContactMessage(body);
    } finally {
      // A token works once, whatever came of it.
      token.current = null;
    }
  };

  const heading = block.title ? <h2 id={`${block._uid}-title`}>{block.title}</h2> : null;
  const labelledBy = block.title ? `${block._uid}-title` : undefined;
  if (done) {
    return (
      <section className={styles.block} aria-labelledby={labelledBy}>
        {heading}
        <div ref={confirmation} className={styles.done} role="status" tabIndex={-1}>
          <p>{t('Thank you for your message! We will answer by e-mail within one working day.')}</p>
        </div>
      </section>
    );
  }

  const { errors } = form;
  return (
    <section className={styles.block} aria-labelledby={labelledBy}>
      {heading}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <form
        noValidate
        className={styles.form}
        data-testid="contact-form"
        onFocus={() => {
          void tokenOnce().catch(() => {});
        }}
        onSubmit={form.onSubmit(async (values) => {
          try {
            try {
              await send(values);
            } catch (error) {
              // A token that expired while the shopper wrote: once more with a new one.
              if (!(error instanceof ApiError && error.key === 'mail.not_authorized')) throw error;
              await send(values);
            }
            setDone(true);
          } catch (error) {
            form.setFormError(
              toldInItsWords(error) ? await errorText(storeView.locale, error) : FAILED,
            );
          }
        })}
      >
        <div className={styles.row}>
          <Field label={t('Name')} error={errors.name}>
            {(control) => (
              <input
                {...control}
                {...form.field('name')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                required
              />
            )}
          </Field>
          <Field label={t('E-mail address')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                {...form.field('email')}
                type="email"
                autoComplete="email"
                maxLength={CONTACT_LIMITS.email}
                required
              />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('Subject (optional)')} error={errors.subject}>
            {(control) => (
              <input {...control} {...form.field('subject')} maxLength={CONTACT_LIMITS.subject} />
            )}
          </Field>
          <Field label={t('Order number (optional)')} error={errors.order_number}>
            {(control) => (
              <input
                {...control}
                {...form.field('order_number')}
                maxLength={CONTACT_LIMITS.orderNumber}
              />
            )}
          </Field>
        </div>
        <Field label={t('Your message')} error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              value={form.values.message}
              onChange={(event) => form.setValue('message', event.currentTarget.value)}
              maxLength={CONTACT_LIMITS.message}
              required
            />
          )}
        </Field>
        <div className={styles.trap} aria-hidden="true">
          <label>
            {t('Leave this field empty')}
            <input {...form.field('website')} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <FormStatus
          busy={form.busy}
          progress={t('Sending your message...')}
          error={form.formError}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {t('Send message')}
          </button>
        </div>
      </form>
    </section>
  );
}
