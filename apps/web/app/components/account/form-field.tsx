/**
 * A labelled form field with its error next to it: the input names the error with
 * aria-describedby and is marked aria-invalid, so a screen reader reads the message with the
 * field. Passwords get a show/hide toggle.
 */
import { type InputHTMLAttributes, useId, useState } from 'react';
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import styles from './account.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** An English message key, translated here. */
  error?: string | null | undefined;
  hint?: string;
}

export function FormField({
  label,
  error,
  hint,
  type = 'text',
  'aria-describedby': alsoDescribedBy,
  ...input
}: FormFieldProps) {
  const t = useTranslate();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A note outside the field (a lookup's answer) may describe it too.
  const describedBy = [error ? errorId : null, hint ? hintId : null, alsoDescribedBy ?? null]
    .filter(Boolean)
    .join(' ');
  const isPassword = type === 'password';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={isPassword ? styles.passwordRow : undefined}>
        <input
          id={id}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('Hide password') : t('Show password')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}

/** First and last name, as every account form asks them (sign up, profile, checkout). */
export function NameFields({
  firstname,
  lastname,
}: {
  firstname: Omit<FormFieldProps, 'label'>;
  lastname: Omit<FormFieldProps, 'label'>;
}) {
  const t = useTranslate();
  return (
    <>
      <FormField label={t('First name')} autoComplete="given-name" required {...firstname} />
      <FormField label={t('Last name')} autoComplete="family-name" required {...lastname} />
    </>
  );
}

/** The e-mail field of the account forms (log in, sign up, reset, code, profile). */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  const t = useTranslate();
  return (
    <FormField label={t('E-mail address')} type="email" autoComplete="email" required {...props} />
  );
}

type PasswordInput = Omit<FormFieldProps, 'label' | 'type'>;

/**
 * A new password and its repetition (sign up, reset, change): the password rules as a hint under
 * the first, 'new-password' autocompletion on both.
 */
export function NewPasswordFields({
  label,
  repeatLabel,
  password,
  confirmation,
}: {
  label: string;
  repeatLabel: string;
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  const t = useTranslate();
  return (
    <>
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={t('Password hint')}
        {...password}
      />
      <FormField
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}

/** The message of a whole form, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  const t = useTranslate();
  return (
    <p role="alert" className={message ? styles.formError : styles.alertIdle}>
      {message ? t(message as MessageKey) : null}
    </p>
  );
}
