/**
 * Cart edit mode (secondary-areas §3 productId, qty, selectedOptions; §4 it opens, sets options
 * or the quantity, and closes): a dialog over the cart that changes a configurable line's
 * options and quantity. It loads the product when it opens; saving replaces the line by the
 * chosen variant (added to a line that already holds it) or sets the line's quantity. Loaded
 * when a line's Edit is first pressed, so neither the cart nor the micro cart carries it before.
 */
import {
  type CartEditAction,
  type CartEditMode,
  type CartItem,
  findConfigurableVariant,
  getAvailableOptions,
  getCartEditChange,
  getChildConfiguration,
  isCombinationAvailable,
  NO_SUCH_CONFIGURATION,
  type ProductConfiguration,
} from '@shop/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { type ProductChild, type ProductView, toProductView } from '../../lib/product.ts';
import { getProductBySku } from '../../lib/product-api.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './cart.module.css';

/** Children that are out of stock stay choosable and are marked, as on the product page. */
const VARIANT_OPTIONS = { listOutOfStockProducts: true };

type Loading =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; product: ProductView };

export default function CartLineEditor({
  mode,
  line,
  dispatch,
}: {
  mode: CartEditMode;
  line: CartItem;
  dispatch: (action: CartEditAction) => void;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const qtyId = useId();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [qtyText, setQtyText] = useState(String(mode.qty));
  const [busy, setBusy] = useState(false);
  const close = () => dispatch({ type: 'close' });

  // The product with its options and children; the line's variant gives the chosen options.
  useEffect(() => {
    const controller = new AbortController();
    getProductBySku(storeView.code, mode.productId, { signal: controller.signal }).then(
      (doc) => {
        if (controller.signal.aborted) return;
        if (!doc) return setLoading({ state: 'failed' });
        const product = toProductView(doc);
        const child = product.configurable_children.find((c) => c.sku === mode.lineSku);
        if (child) dispatch({ type: 'set-options', options: optionIds(product, child) });
        setLoading({ state: 'ready', product });
      },
      () => !controller.signal.aborted && setLoading({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [storeView.code, mode.productId, mode.lineSku, dispatch]);

  const product = loading.state === 'ready' ? loading.product : null;
  const configuration: ProductConfiguration = { ...mode.selectedOptions };
  const available = product
    ? isCombinationAvailable(product, configuration, VARIANT_OPTIONS)
    : false;
  const child =
    product && available ? findConfigurableVariant(product, configuration, VARIANT_OPTIONS) : null;
  const soldOut = child?.stock?.is_in_stock === false;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    const change = getCartEditChange(mode, line, child && !soldOut ? child.sku : null);
    if (change.kind === 'none') {
      if (child && !soldOut) close();
      return;
    }
    setBusy(true);
    try {
      const cart = getCartSync(storeView);
      if (change.kind === 'qty') {
        await cart.updateQuantity(line, change.qty);
      } else if (child) {
        const { buildProductLine } = await import('../../lib/cart-line.ts');
        const next = buildProductLine({
          storeView,
          product,
          child,
          qty: change.qty,
          fields: child.prices,
          bundleSelections: [],
          customChoices: {},
          customTexts: {},
          customValues: [],
        });
        // The new variant first: if the cart refuses it, the shopper keeps the line they had.
        // The other variant is the same product: its brand and category path stay the line's.
        const result = await cart.addToCart({
          line: next,
          stock: child.stock,
          analytics: { brand: line.brand ?? null, categoryPath: line.category_path ?? null },
        });
        if (result.status !== 200) return;
        await cart.removeItem(line);
      }
      close();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalFrame
      id="cart-edit"
      title={t('Edit {name}', { name: line.name })}
      onClose={close}
      testId="cart-edit"
    >
      <form className={styles.editForm} onSubmit={save}>
        {loading.state === 'loading' ? (
          <p aria-busy="true">{t('Loading the options')}</p>
        ) : loading.state === 'failed' ? (
          <p role="alert" className={styles.lineError}>
            {t('The options of this product could not be loaded.')}
          </p>
        ) : (
          <OptionSelects
            product={loading.product}
            selected={mode.selectedOptions}
            onChange={(options) => dispatch({ type: 'set-options', options })}
          />
        )}
        {product && !available ? (
          <p role="alert" className={styles.lineError}>
            {t(NO_SUCH_CONFIGURATION)}
          </p>
        ) : soldOut ? (
          <p role="alert" className={styles.lineError}>
            {t('Selected variant is out of stock')}
          </p>
        ) : null}
        <div className={styles.qty}>
          <label htmlFor={qtyId}>{t('Quantity')}</label>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
            value={qtyText}
            onChange={(event) => {
              setQtyText(event.target.value);
              dispatch({ type: 'set-qty', qty: Number(event.target.value) });
            }}
          />
        </div>
        <div className={styles.editActions}>
          <button type="button" className={styles.continue} onClick={close}>
            {t('Cancel')}
          </button>
          <button
            type="submit"
            className={styles.editSave}
            disabled={busy || !child || soldOut}
            aria-busy={busy || undefined}
          >
            {t('Save changes')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}

/** A select per configurable option; a sold-out value stays choosable and says so. */
function OptionSelects({
  product,
  selected,
  onChange,
}: {
  product: ProductView;
  selected: Readonly<Record<string, string>>;
  onChange: (options: Record<string, string>) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const lists = getAvailableOptions(product);
  const options = [...product.configurable_options]
    .filter((option) => lists[option.attribute_code])
    .sort((a, b) => a.position - b.position);
  return (
    <>
      {options.map((option) => {
        const code = option.attribute_code;
        const choices = lists[code] ?? [];
        return (
          <div key={code} className={styles.editField}>
            <label htmlFor={`${id}-${code}`}>{option.label || code}</label>
            <select
              id={`${id}-${code}`}
              value={selected[code] ?? ''}
              onChange={(event) => onChange({ [code]: event.target.value })}
            >
              {choices.map((choice) => {
                const target = findConfigurableVariant(
                  product,
                  { ...selected, [code]: choice.id },
                  VARIANT_OPTIONS,
                );
                const sold =
                  target !== null &&
                  String(target[code]) === choice.id &&
                  target.stock?.is_in_stock === false;
                return (
                  <option key={choice.id} value={choice.id}>
                    {sold ? `${choice.label} (${t('sold out')})` : choice.label}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
    </>
  );
}

/** The option ids of a child by attribute code. */
function optionIds(product: ProductView, child: ProductChild): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [code, value] of Object.entries(getChildConfiguration(product, child))) {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
      ids[code] = String(value.id);
    }
  }
  return ids;
}
