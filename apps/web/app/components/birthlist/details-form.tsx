/**
 * The details of a birth list, for its registration and its settings: the parents' names as
 * family and friends read them, an optional message, the expected date (in the future: core's
 * account rule, checked again only when it changes, as the API does) and the url key the list is
 * shared by. The key is proposed from the names until the parents type one; its format is checked
 * at once (core's rule) and whether it is free is asked of the API as they type (debounced), with
 * the share link it makes.
 */
import {
  BIRTHLIST_MESSAGES,
  birthListShareUrl,
  earliestExpectedDate,
  normalizeUrlKey,
  suggestUrlKey,
  urlKeyProblem,
  validateExpectedDate,
} from '@shop/core';
import { useEffect, useId, useState } from 'react';
import { useAccountForm } from '../../lib/account-form.ts';
import { ApiError } from '../../lib/api.ts';
import type { BirthListDetails } from '../../lib/birthlist-api.ts';
import { checkBirthListUrl } from '../../lib/birthlist-api.ts';
import { errorText } from '../../lib/error-text.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist.module.css';

/** How long typing pauses before the url key is checked. */
const URL_CHECK_DEBOUNCE_MS = 400;

const NAME_MAX = 100;
const MESSAGE_MAX = 2000;

type Field = 'display_name' | 'message' | 'expected_date' | 'url_key';

export function DetailsForm({
  initial,
  ownKey = null,
  submitLabel,
  onSubmit,
  describeFailure,
}: {
  initial?: BirthListDetails;
  /** The list's own key (settings): always the parents' to keep. */
  ownKey?: string | null;
  submitLabel: string;
  onSubmit: (details: BirthListDetails) => Promise<void>;
  /** The text of a refused save (by default the API's reason in the page's language). */
  describeFailure?: (error: unknown) => Promise<string>;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const ids = { name: useId(), message: useId(), date: useId(), url: useId() };
  const [keyTouched, setKeyTouched] = useState(Boolean(initial?.url_key));
  const form = useAccountForm<Field>(
    {
      display_name: initial?.display_name ?? '',
      message: initial?.message ?? '',
      expected_date: initial?.expected_date ?? '',
      url_key: initial?.url_key ?? '',
    },
    (values) => ({
      display_name: values.display_name.trim() === '' ? 'Field is required' : null,
      expected_date:
        initial && values.expected_date === initial.expected_date
          ? null
          : validateExpectedDate(values.expected_date),
      url_key: urlKeyProblem(normalizeUrlKey(values.url_key)),
    }),
  );
  const check = useUrlKeyCheck(form.values.url_key, ownKey);
  const key = normalizeUrlKey(form.values.url_key);
  // The format is said as the parents type; whether the key is free once the API answered.
  const urlError =
    form.errors.url_key ??
    (check.state === 'invalid' ? urlKeyProblem(key) : null) ??
    (check.state === 'unavailable' ? check.message : null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async (values) => {
        if (check.state === 'unavailable') {
          form.setFormError(check.message);
          return;
        }
        try {
          await onSubmit({
            display_name: values.display_name.trim(),
            message: values.message.trim(),
            expected_date: values.expected_date,
            url_key: normalizeUrlKey(values.url_key),
          });
        } catch (error) {
          // A key taken meanwhile: said at the field too.
          if (error instanceof ApiError && error.key === 'birthlist.url_not_available') {
            check.markTaken(key);
          }
          form.setFormError(
            await (describeFailure ?? ((e) => errorText(storeView.locale, e)))(error),
          );
        }
      })}
    >
      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('Your names')}</label>
        <input
          id={ids.name}
          autoComplete="off"
          maxLength={NAME_MAX}
          required
          aria-invalid={form.errors.display_name ? true : undefined}
          aria-describedby={`${ids.name}-hint${form.errors.display_name ? ` ${ids.name}-error` : ''}`}
          {...form.field('display_name')}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setValue('display_name', name);
            if (!keyTouched) form.setValue('url_key', suggestUrlKey(name));
          }}
        />
        <p id={`${ids.name}-hint`} className={styles.hint}>
          {t('As family and friends will see it, e.g. Emma & Daan')}
        </p>
        <FieldError id={`${ids.name}-error`} message={form.errors.display_name} />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.message}>{t('A message for family and friends (optional)')}</label>
        <textarea
          id={ids.message}
          name="message"
          maxLength={MESSAGE_MAX}
          value={form.values.message}
          onChange={(event) => form.setValue('message', event.currentTarget.value)}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.date}>{t('Expected date of birth')}</label>
        <input
          id={ids.date}
          type="date"
          min={earliestExpectedDate()}
          required
          aria-invalid={form.errors.expected_date ? true : undefined}
          aria-describedby={form.errors.expected_date ? `${ids.date}-error` : undefined}
          {...form.field('expected_date')}
        />
        <FieldError id={`${ids.date}-error`} message={form.errors.expected_date} />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.url}>{t('The address of your birth list')}</label>
        <div className={styles.urlRow}>
          <span className={styles.urlBase} aria-hidden="true">
            {storeView.code === 'de' ? '/de' : ''}/geboortelijst/
          </span>
          <input
            id={ids.url}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
            required
            aria-invalid={urlError ? true : undefined}
            aria-describedby={`${ids.url}-hint ${ids.url}-status`}
            {...form.field('url_key')}
            onChange={(event) => {
              setKeyTouched(true);
              form.setValue('url_key', event.currentTarget.value);
            }}
          />
        </div>
        <p id={`${ids.url}-hint`} className={styles.hint}>
          {t('Lowercase letters, digits and hyphens, e.g. emma-en-daan')}
        </p>
        <div id={`${ids.url}-status`} aria-live="polite">
          {urlError ? (
            <p className={styles.error}>{t(urlError as MessageKey)}</p>
          ) : check.state === 'checking' ? (
            <p className={styles.hint}>{t('Checking the address…')}</p>
          ) : check.state === 'available' || check.state === 'own' ? (
            <p className={styles.available}>{t('This url is available')}</p>
          ) : null}
        </div>
        {key && !urlError && check.state !== 'checking' ? (
          <p className={styles.hint}>
            {t('Your link:')}{' '}
            <span className={styles.shareLink} data-testid="birthlist-link-preview">
              {birthListShareUrl(origin, storeView.code, key)}
            </span>
          </p>
        ) : null}
      </div>

      {form.formError ? (
        <p className={styles.error} role="alert">
          {t(form.formError as MessageKey)}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="submit"
          className={styles.primary}
          disabled={form.busy}
          aria-busy={form.busy || undefined}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const t = useTranslate();
  return message ? (
    <p id={id} className={styles.error}>
      {t(message as MessageKey)}
    </p>
  ) : null;
}

type UrlCheck =
  | { state: 'empty' | 'invalid' | 'checking' | 'available' | 'own' | 'unknown' }
  | { state: 'unavailable'; message: string };

/**
 * Whether the typed url key is free: nothing for an empty or badly formed key (the form says
 * why), the list's own key at once, any other asked of the API once typing pauses. A failed
 * check says nothing (the API decides when the form is sent).
 */
function useUrlKeyCheck(raw: string, ownKey: string | null) {
  const key = normalizeUrlKey(raw);
  const [answer, setAnswer] = useState<{ key: string; check: UrlCheck } | null>(null);
  const local = key === '' || urlKeyProblem(key) !== null;
  const own = ownKey !== null && key === ownKey;

  useEffect(() => {
    if (local || own) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkBirthListUrl(key, controller.signal).then(
        (result) =>
          setAnswer({
            key,
            check:
              result.status === 'success'
                ? { state: 'available' }
                : {
                    state: 'unavailable',
                    message: result.message ?? BIRTHLIST_MESSAGES.urlNotAvailable,
                  },
          }),
        () => {
          if (!controller.signal.aborted) setAnswer({ key, check: { state: 'unknown' } });
        },
      );
    }, URL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, local, own]);

  const check: UrlCheck =
    key === ''
      ? { state: 'empty' }
      : local
        ? { state: 'invalid' }
        : own
          ? { state: 'own' }
          : answer?.key === key
            ? answer.check
            : { state: 'checking' };
  return {
    ...check,
    message: check.state === 'unavailable' ? check.message : '',
    /** The API refused the key when the form was sent: it is taken. */
    markTaken: (taken: string) =>
      setAnswer({
        key: taken,
        check: { state: 'unavailable', message: BIRTHLIST_MESSAGES.urlNotAvailable },
      }),
  } as UrlCheck & { message: string; markTaken: (taken: string) => void };
}
