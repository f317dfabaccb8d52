import {
  type CustomOption,
  customOptionValueDelta,
  formatPrice,
  type PriceAmount,
  type StoreView,
} from '@shop/core';
import { useId } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { CustomChoices } from '../../lib/product-price.ts';
import styles from './product-options.module.css';

/**
 * Custom options (drop-down, radio, checkbox, text field) with their surcharge; a fixed
 * surcharge or a percentage of the base price. Choosing changes the shown price.
 */
export function CustomOptions({
  options,
  choices,
  texts,
  base,
  taxClassId,
  plainAmounts = false,
  onChange,
}: {
  options: CustomOption[];
  /** The values are amounts in their own right (a gift card's): no surcharge is shown. */
  plainAmounts?: boolean;
  choices: CustomChoices;
  texts: Record<number, string>;
  base: PriceAmount;
  taxClassId: number;
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
            surcharge={(value) =>
              plainAmounts ? '' : describeSurcharge(value, base, taxClassId, storeView)
            }
            requiredText={t('required')}
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
  surcharge,
  requiredText,
  chooseText,
  onChange,
}: {
  option: CustomOption;
  chosen: readonly number[];
  text: string;
  surcharge: (value: CustomOption['values'][number]) => string;
  requiredText: string;
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
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.legend}>
          {option.title}
          {value && surcharge(value) ? ` (${surcharge(value)})` : ''}
          {required}
        </label>
        <input
          id={id}
          type="text"
          className={styles.text}
          value={text}
          maxLength={255}
          required={option.is_require}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next.trim() && value ? [value.option_type_id] : [], next);
          }}
        />
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
