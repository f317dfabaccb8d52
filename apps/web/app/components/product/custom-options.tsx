import {
  type CustomOption,
  customOptionValueDelta,
  formatPrice,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  type GiftCardRecipientOptions,
  type PriceAmount,
  type StoreView,
} from '@shop/core';
import { useId } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { CustomChoices } from '../../lib/product-price.ts';
import styles from './product-options.module.css';

/**
 * Custom options (drop-down, radio, checkbox, text field or area) with their surcharge; a fixed
 * surcharge or a percentage of the base price. Choosing changes the shown price. A gift card's
 * recipient fields take an e-mail address and their length limits, and show their problems.
 */
export function CustomOptions({
  options,
  choices,
  texts,
  base,
  taxClassId,
  plainAmounts = false,
  recipient = {},
  errors = {},
  onChange,
}: {
  options: CustomOption[];
  /** The values are amounts in their own right (a gift card's): no surcharge is shown. */
  plainAmounts?: boolean;
  /** A gift card's recipient options (the product page's data). */
  recipient?: GiftCardRecipientOptions;
  choices: CustomChoices;
  texts: Record<number, string>;
  base: PriceAmount;
  taxClassId: number;
  /** Problems of text options by option id, in the page's language. */
  errors?: Record<number, string>;
  onChange: (optionId: number, valueIds: number[], text?: string) => void;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <div className={styles.groups}>
      {[...options]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((option) => (
          <CustomOptionField
            key={option.option_id}
            option={option}
            chosen={choices[option.option_id] ?? []}
            text={texts[option.option_id] ?? ''}
            email={recipient.recipient_email === option.option_id}
            maxLength={
              recipient.recipient_name === option.option_id
                ? GIFT_CARD_NAME_MAX
                : recipient.message === option.option_id
                  ? GIFT_CARD_MESSAGE_MAX
                  : 255
            }
            error={errors[option.option_id]}
            surcharge={(value) =>
              plainAmounts ? '' : describeSurcharge(value, base, taxClassId, storeView)
            }
            requiredText={t('required')}
            hint={
              recipient.recipient_email === option.option_id
                ? t('To hand the gift card over yourself, enter your own e-mail address')
                : undefined
            }
            chooseText={option.is_require ? t('Choose an option') : t('None')}
            onChange={(ids, text) => onChange(option.option_id, ids, text)}
          />
        ))}
    </div>
  );
}

function CustomOptionField({
  option,
  chosen,
  text,
  email,
  maxLength,
  error,
  surcharge,
  requiredText,
  hint,
  chooseText,
  onChange,
}: {
  option: CustomOption;
  chosen: readonly number[];
  text: string;
  email: boolean;
  maxLength: number;
  error: string | undefined;
  surcharge: (value: CustomOption['values'][number]) => string;
  requiredText: string;
  /** A line below a text field that says what to write in it (absent: none). */
  hint?: string | undefined;
  chooseText: string;
  onChange: (valueIds: number[], text?: string) => void;
}) {
  const id = useId();
  const values = [...option.values].sort((a, b) => a.sort_order - b.sort_order);
  const label = (value: CustomOption['values'][number]) =>
    `${value.title}${surcharge(value) ? ` (${surcharge(value)})` : ''}`;
  const required = option.is_require ? (
    <span className={styles.required}> ({requiredText})</span>
  ) : null;

  if (option.type === 'field' || option.type === 'area') {
    const value = values[0];
    const Input = option.type === 'area' ? 'textarea' : 'input';
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.legend}>
          {option.title}
          {value && surcharge(value) ? ` (${surcharge(value)})` : ''}
          {required}
        </label>
        <Input
          id={id}
          {...(option.type === 'area' ? { rows: 3 } : { type: email ? 'email' : 'text' })}
          className={styles.text}
          value={text}
          maxLength={maxLength}
          required={option.is_require}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}h` : '', error ? `${id}e` : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event: { target: { value: string } }) => {
            const next = event.target.value;
            onChange(next.trim() && value ? [value.option_type_id] : [], next);
          }}
        />
        {hint ? (
          <p id={`${id}h`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}e`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  if (option.type === 'drop_down') {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.legend}>
          {option.title}
          {required}
        </label>
        <select
          id={id}
          className={styles.select}
          value={chosen[0] !== undefined ? String(chosen[0]) : ''}
          required={option.is_require}
          onChange={(event) => onChange(event.target.value ? [Number(event.target.value)] : [])}
        >
          {!option.is_require || chosen.length === 0 ? (
            <option value="">{chooseText}</option>
          ) : null}
          {values.map((value) => (
            <option key={value.option_type_id} value={value.option_type_id}>
              {label(value)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const multiple = option.type === 'checkbox' || option.type === 'multiple';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {option.title}
        {required}
      </legend>
      <ul className={styles.choices}>
        {values.map((value) => (
          <li key={value.option_type_id}>
            <label className={styles.choice}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`custom-${option.option_id}`}
                value={value.option_type_id}
                checked={chosen.includes(value.option_type_id)}
                onChange={(event) => {
                  if (!multiple) onChange([value.option_type_id]);
                  else if (event.target.checked) onChange([...chosen, value.option_type_id]);
                  else onChange(chosen.filter((idValue) => idValue !== value.option_type_id));
                }}
              />
              {label(value)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** "+ € 2,95" for a fixed surcharge, "+10%" for a percentage, '' for none. */
function describeSurcharge(
  value: CustomOption['values'][number],
  base: PriceAmount,
  taxClassId: number,
  storeView: StoreView,
): string {
  if (!value.price) return '';
  if (value.price_type === 'percent') return `+${value.price}%`;
  const delta = customOptionValueDelta(value, base, { taxClassId, storeView });
  const amount = storeView.pricesIncludeTax ? delta.price_incl_tax : delta.price;
  return `+ ${formatPrice(amount, storeView.locale)}`;
}
