import {
  type BundleOptionSelection,
  computeBundleSaving,
  formatPrice,
  isBundleLinkAvailable,
} from '@shop/core';
import { useId } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { type BundleOptionView, MAX_QTY, parseQty } from '../../lib/product.ts';
import styles from './product-options.module.css';

type Link = BundleOptionView['product_links'][number];

/**
 * The options of a bundle: one choice (radio or select) or several (checkbox, multi) per option,
 * with a quantity where the chosen link allows changing it; a sold-out part is shown as such and
 * cannot be chosen. The price follows the selections, and the saving against buying the parts
 * apart is claimed only when there is one at the chosen parts (core's computeBundleSaving).
 */
export function BundleOptions({
  options,
  selections,
  discountPercent,
  onChange,
}: {
  options: BundleOptionView[];
  selections: BundleOptionSelection[];
  discountPercent: number;
  onChange: (selections: BundleOptionSelection[]) => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { saving } = computeBundleSaving(options, selections, discountPercent);
  const saved = storeView.pricesIncludeTax ? saving.price_incl_tax : saving.price;
  const update = (optionId: number, change: Partial<BundleOptionSelection>) => {
    const exists = selections.some((s) => s.option_id === optionId);
    const next = exists
      ? selections.map((s) => (s.option_id === optionId ? { ...s, ...change } : s))
      : [...selections, { option_id: optionId, option_qty: 1, option_selections: [], ...change }];
    onChange(next);
  };
  return (
    <div className={styles.groups}>
      <h2 className={styles.heading}>{t('Compose your set')}</h2>
      {[...options]
        .sort((a, b) => a.position - b.position)
        .map((option) => (
          <BundleOptionField
            key={option.option_id}
            option={option}
            selection={selections.find((s) => s.option_id === option.option_id)}
            onChange={(change) => update(option.option_id, change)}
          />
        ))}
      {saved > 0 ? (
        <p className={styles.saving} data-bundle-saving="">
          {t('You save {amount} compared with buying the parts separately', {
            amount: formatPrice(saved, storeView.locale),
          })}
        </p>
      ) : null}
    </div>
  );
}

function BundleOptionField({
  option,
  selection,
  onChange,
}: {
  option: BundleOptionView;
  selection: BundleOptionSelection | undefined;
  onChange: (change: Partial<BundleOptionSelection>) => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const id = useId();
  const chosen = (selection?.option_selections ?? []).map(Number);
  const links = [...option.product_links].sort((a, b) => a.position - b.position);
  const multiple = option.type === 'checkbox' || option.type === 'multi';
  const chosenLink = links.find((link) => chosen.includes(link.id));
  const linkPrice = (link: Link) =>
    formatPrice(storeView.pricesIncludeTax ? link.price_incl_tax : link.price, storeView.locale);
  // A part's name with its price, which never breaks from its parentheses.
  const namePrice = (link: Link) => (
    <>
      {link.name} <span className={styles.nowrap}>({linkPrice(link)})</span>
    </>
  );
  const linkLabel = (link: Link) =>
    `${link.name} (${linkPrice(link)})${isBundleLinkAvailable(link) ? '' : ` – ${t('sold out')}`}`;
  const choose = (linkId: number | null) => {
    const link = links.find((l) => l.id === linkId);
    onChange({
      option_selections: linkId === null ? [] : [linkId],
      option_qty: link ? link.qty || 1 : 1,
    });
  };
  const toggle = (linkId: number, on: boolean) =>
    onChange({
      option_selections: on ? [...chosen, linkId] : chosen.filter((value) => value !== linkId),
    });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {option.title}
        {option.required ? <span className={styles.required}> ({t('required')})</span> : null}
      </legend>
      {option.type === 'select' ? (
        <>
          <select
            className={styles.select}
            aria-label={option.title}
            value={chosenLink ? String(chosenLink.id) : ''}
            required={option.required}
            onChange={(event) => choose(event.target.value ? Number(event.target.value) : null)}
          >
            {!option.required || !chosenLink ? (
              <option value="">{option.required ? t('Choose an option') : t('None')}</option>
            ) : null}
            {links.map((link) => (
              <option key={link.id} value={link.id} disabled={!isBundleLinkAvailable(link)}>
                {linkLabel(link)}
              </option>
            ))}
          </select>
          {/* A closed select shows one line, cut on a narrow phone before the part's price: the
              chosen part is written out below it there (the select itself names it to a screen
              reader). */}
          {chosenLink ? (
            <p className={styles.selectChoice} aria-hidden="true">
              {namePrice(chosenLink)}
            </p>
          ) : null}
        </>
      ) : (
        <ul className={styles.choices}>
          {!multiple && !option.required ? (
            <li>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`bundle-${option.option_id}`}
                  checked={chosen.length === 0}
                  onChange={() => choose(null)}
                />
                {t('None')}
              </label>
            </li>
          ) : null}
          {links.map((link) => (
            <li key={link.id}>
              <label className={styles.choice}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`bundle-${option.option_id}`}
                  value={link.id}
                  checked={chosen.includes(link.id)}
                  disabled={!isBundleLinkAvailable(link) && !chosen.includes(link.id)}
                  onChange={(event) =>
                    multiple ? toggle(link.id, event.target.checked) : choose(link.id)
                  }
                />
                <span>
                  {namePrice(link)}
                  {isBundleLinkAvailable(link) ? null : (
                    <span className={styles.partSoldOut}> – {t('sold out')}</span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {chosenLink?.can_change_quantity ? (
        <div className={styles.quantity}>
          <label htmlFor={id}>{t('Quantity of {name}', { name: chosenLink.name })}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QTY}
            step={1}
            value={Number(selection?.option_qty ?? 1)}
            onChange={(event) => onChange({ option_qty: parseQty(event.target.value) })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
