import {
  type BundleOptionRule,
  choosePackageProduct,
  findPackageVariant,
  formatPrice,
  type PackageOption,
  type PackageProduct,
  type PackageSelection,
} from '@shop/core';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { getPackageChoice, type PackageChoice } from '../../lib/package-state.ts';
import styles from './product-options.module.css';

/**
 * The package selection of a package product (secondary-areas §3): per option one product of its
 * list (or none for an optional option), and for a product sold in variants its super attributes
 * (colour, frame) as swatches or buttons. A part that is sold out can still be looked at but not
 * chosen. Loaded only on a package's page; the page prices the choice as the bundle parts it
 * stands for and injects it into the line just before adding.
 */
export function PackageSelector({
  packageId,
  options,
  bundleOptions,
  selections,
  onChange,
}: {
  packageId: number;
  options: PackageOption[];
  bundleOptions: BundleOptionRule[];
  selections: PackageSelection[];
  /** The new choice: its selections, the bundle parts they stand for and core's check of them. */
  onChange: (choice: PackageChoice) => void;
}) {
  const t = useTranslate();
  const choose = (next: PackageSelection[]) => onChange(getPackageChoice(packageId, options, next));
  return (
    <div className={styles.groups} data-package-selector="">
      <h2 className={styles.heading}>{t('Compose your package')}</h2>
      {[...options]
        .sort((a, b) => a.position - b.position)
        .map((option) => (
          <PackageOptionField
            key={option.option_id}
            option={option}
            bundleOption={bundleOptions.find((b) => b.option_id === option.option_id)}
            selection={selections.find((s) => s.option_id === option.option_id)}
            onChoose={(productId, attributes) =>
              choose(
                choosePackageProduct(
                  selections,
                  packageId,
                  option,
                  bundleOptions,
                  productId,
                  attributes,
                ),
              )
            }
            onClear={() => choose(selections.filter((s) => s.option_id !== option.option_id))}
          />
        ))}
    </div>
  );
}

function PackageOptionField({
  option,
  bundleOption,
  selection,
  onChoose,
  onClear,
}: {
  option: PackageOption;
  bundleOption: BundleOptionRule | undefined;
  selection: PackageSelection | undefined;
  onChoose: (productId: number, attributes?: Record<string, number>) => void;
  onClear: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const chosenId = selection?.selected_products[0];
  const linkOf = (selectionId: number) =>
    bundleOption?.product_links.find((link) => link.id === selectionId);
  const inStock = (selectionId: number) => linkOf(selectionId)?.stock.is_in_stock !== false;
  const productAvailable = (product: PackageProduct) =>
    product.variants.some((variant) => inStock(variant.selection_id));
  /** The product's price: its chosen variant's, else its first variant's in stock. */
  const priceOf = (product: PackageProduct) => {
    const variant =
      (product.product_id === chosenId && selection
        ? findPackageVariant(product, selection.super_attributes)
        : null) ??
      product.variants.find((v) => inStock(v.selection_id)) ??
      product.variants[0];
    const link = variant ? linkOf(variant.selection_id) : undefined;
    if (!link) return '';
    return formatPrice(
      storeView.pricesIncludeTax ? link.price_incl_tax : link.price,
      storeView.locale,
    );
  };
  const name = `package-${option.option_id}`;
  return (
    <fieldset className={styles.fieldset} data-package-option={option.option_id}>
      <legend className={styles.legend}>
        {option.title}
        {option.required ? <span className={styles.required}> ({t('required')})</span> : null}
      </legend>
      <ul className={styles.choices}>
        {option.required ? null : (
          <li>
            <label className={styles.choice}>
              <input type="radio" name={name} checked={chosenId === undefined} onChange={onClear} />
              {t('None')}
            </label>
          </li>
        )}
        {option.products.map((product) => {
          const available = productAvailable(product);
          const chosen = product.product_id === chosenId;
          return (
            <li key={product.product_id} className={styles.packageProduct}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={name}
                  value={product.product_id}
                  checked={chosen}
                  disabled={!available && !chosen}
                  onChange={() => onChoose(product.product_id)}
                />
                <span>
                  {product.name} <span className={styles.nowrap}>({priceOf(product)})</span>
                  {available ? null : (
                    <span className={styles.partSoldOut}> – {t('sold out')}</span>
                  )}
                </span>
              </label>
              {chosen && selection && product.super_attributes.length > 0 ? (
                <SuperAttributes
                  product={product}
                  selection={selection}
                  inStock={inStock}
                  onChoose={(attributes) => onChoose(product.product_id, attributes)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The attributes of the chosen product: one radio group per attribute, swatches for colours. */
function SuperAttributes({
  product,
  selection,
  inStock,
  onChoose,
}: {
  product: PackageProduct;
  selection: PackageSelection;
  inStock: (selectionId: number) => boolean;
  onChoose: (attributes: Record<string, number>) => void;
}) {
  const t = useTranslate();
  return (
    <div className={styles.packageAttributes}>
      {product.super_attributes.map((attribute) => {
        const key = String(attribute.attribute_id);
        const current = selection.super_attributes[key];
        const chosenValue = attribute.values.find((v) => v.value_index === current);
        const swatches = attribute.values.every((v) => v.swatch);
        const name = `package-${selection.option_id}-${key}`;
        return (
          <fieldset key={key} className={styles.fieldset}>
            <legend className={styles.legend}>
              {t('{attribute} of {product}', { attribute: attribute.label, product: product.name })}
              {chosenValue ? <span className={styles.chosen}>: {chosenValue.label}</span> : null}
            </legend>
            <ul className={swatches ? styles.swatches : styles.buttons}>
              {attribute.values.map((value) => {
                // A value is sold out when no variant with it (and the other values) is in stock.
                const withValue = product.variants.filter(
                  (variant) => variant.attributes[key] === value.value_index,
                );
                const available = withValue.some((variant) => inStock(variant.selection_id));
                const className = [
                  swatches ? styles.swatch : styles.button,
                  available ? '' : styles.soldOut,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li key={value.value_index}>
                    <label className={className}>
                      <input
                        type="radio"
                        name={name}
                        value={value.value_index}
                        checked={current === value.value_index}
                        disabled={!available && current !== value.value_index}
                        onChange={() => onChoose({ [key]: value.value_index })}
                      />
                      {swatches ? (
                        <svg className={styles.swatchColour} viewBox="0 0 32 32" aria-hidden="true">
                          <circle cx="16" cy="16" r="15.5" fill={value.swatch ?? 'none'} />
                        </svg>
                      ) : null}
                      <span className={swatches ? 'visually-hidden' : undefined}>
                        {value.label}
                      </span>
                      {available ? null : (
                        <span className="visually-hidden"> ({t('sold out')})</span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
