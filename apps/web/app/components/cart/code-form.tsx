/**
 * The cart's form for a typed code (a discount code, a gift card code): its label, the field and
 * the submit button in one row, then what the caller adds below (an error, another action). The
 * caller keeps the value, so its other actions can read it too; an empty value submits nothing.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './cart.module.css';

export function CodeForm({
  label,
  name,
  submitLabel,
  value,
  onValueChange,
  onSubmit,
  disabled,
  inputProps,
  children,
}: {
  label: string;
  name: string;
  submitLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (value: string) => void;
  /** Busy or offline: nothing can be submitted. */
  disabled: boolean;
  /** More attributes of the field (capitalisation, spelling). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <form
      className={styles.coupon}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSubmit(value);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className={styles.couponRow}>
        <input
          {...inputProps}
          id={id}
          name={name}
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button type="submit" disabled={disabled || !value.trim()}>
          {submitLabel}
        </button>
      </div>
      {children}
    </form>
  );
}
