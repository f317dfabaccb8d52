/**
 * The parts both content forms are made of: a labelled input (or select, or text area) with its
 * message linked by aria-describedby and marked aria-invalid, a checkbox with its message, and
 * the form's live line (progress or failure).
 */
import { type ReactNode, useId } from 'react';
import { type MessageKey, useTranslate } from '../../../lib/i18n.ts';
import styles from './forms.module.css';

interface FieldProps {
  label: string;
  /** An English message key, translated here. */
  error: string | null | undefined;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function Field({ label, error, children }: FieldProps) {
  const t = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField({
  name,
  label,
  checked,
  onChange,
  error,
  required,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null | undefined;
  required?: boolean;
}) {
  const t = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's live line: the progress text while sending, else its failure (an alert). */
export function FormStatus({
  busy,
  progress,
  error,
}: {
  busy: boolean;
  progress: string;
  error: string | null;
}) {
  const t = useTranslate();
  return (
    <>
      <p role="status" className={busy ? styles.progress : styles.idle}>
        {busy ? progress : null}
      </p>
      <p role="alert" className={error && !busy ? styles.formError : styles.idle}>
        {error && !busy ? t(error as MessageKey) : null}
      </p>
    </>
  );
}
