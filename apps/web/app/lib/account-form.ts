/**
 * A small form state for the account forms (no form library: this code is loaded with the
 * account chunks only, and a library from node_modules would land in the script every page
 * loads). Values are strings; the rules are core's account rules (the same the API applies) and
 * answer English message keys, translated where they show. The fields are checked on submit and
 * the first invalid one gets the focus; a field with a message is checked again as it changes,
 * so the message goes as soon as the value is right. (Not on blur: a message appearing when the
 * pointer presses the submit button moves the button away before the click completes.)
 */
import { ACCOUNT_MESSAGES } from '@shop/core';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { errorText } from './error-text.ts';
import { type Locale, useStoreView } from './i18n.ts';

export type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

export interface AccountForm<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** A message for the whole form (a refused call, or 'Please fix the validation errors'). */
  formError: string | null;
  busy: boolean;
  /** The props of a field's input: value, change, blur, invalid state. */
  field: (name: F) => {
    name: F;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  setValue: (name: F, value: string) => void;
  /** Changes several values at once, from the values as they are then (a lookup's answer). */
  update: (change: (current: Record<F, string>) => Record<F, string>) => void;
  setFormError: (message: string | null) => void;
  /** The submit handler: checks every field, then runs `action` with the values. */
  onSubmit: (
    action: (values: Record<F, string>) => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}

/** A form over `initial` values checked by `validate` (field → message key or null). */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
): AccountForm<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { locale } = useStoreView();

  const setValue = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message at once; a new one appears on submit.
    if (errors[name]) {
      const message = validate({ ...values, [name]: value })[name] ?? null;
      setErrors((current) => ({ ...current, [name]: message }));
    }
  };

  return {
    values,
    errors,
    formError,
    busy,
    setValue,
    update: setValues,
    setFormError,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.currentTarget.value),
    }),
    onSubmit: (action) => (event) => {
      event.preventDefault();
      if (busy) return;
      const form = event.currentTarget;
      const found = validate(values);
      setErrors(found);
      const invalid = (Object.keys(found) as F[]).filter((name) => found[name]);
      if (invalid.length > 0) {
        setFormError(ACCOUNT_MESSAGES.fixErrors);
        // After React marked the fields invalid.
        requestAnimationFrame(() => {
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        });
        return;
      }
      setFormError(null);
      setBusy(true);
      action(values)
        .catch(async (error: unknown) => setFormError(await errorMessage(error, locale)))
        .finally(() => setBusy(false));
    },
  };
}

/**
 * The text of a failed call in the page's language, by the answer's message key
 * (lib/error-text.ts); shown through `t`, which leaves a translated text as it is.
 */
export function errorMessage(error: unknown, locale: Locale): Promise<string> {
  return errorText(locale, error);
}

/** The text of an order of the account that is not there (or not the customer's). */
const UNABLE_TO_RETRIEVE_ORDER = 'Unable to retrieve order';

/**
 * One order of the account (a web order or a store purchase), read in the browser by its id:
 * the order once found, or the problem in the page's language ('Unable to retrieve order' when
 * there is none). `find` must be a module-level function: the read runs again only when the id or
 * the language changes.
 */
export function useAccountOrder<T>(
  orderId: string,
  find: (orderId: string) => Promise<T | null>,
): { order: T | null; problem: string | null } {
  const storeView = useStoreView();
  const [order, setOrder] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setOrder(null);
    setProblem(null);
    find(orderId)
      .then((found) => {
        if (!current) return;
        if (found) setOrder(found);
        else setProblem(UNABLE_TO_RETRIEVE_ORDER);
      })
      .catch(async (error: unknown) => {
        const message = await errorMessage(error, storeView.locale);
        if (current) setProblem(message);
      });
    return () => {
      current = false;
    };
  }, [orderId, storeView.locale, find]);
  return { order, problem };
}
