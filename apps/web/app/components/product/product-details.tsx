/**
 * The product page body: breadcrumbs, gallery and details (labels, name, price, stock, options,
 * the purchase area), description, specs and the streamed related products. The chosen child
 * follows the URL's childSku; prices and stock refresh on the client after hydration.
 */
import {
  type BundleOptionSelection,
  CART_LINE_MAX_QTY,
  computeGroupedPrice,
  getAddToCartAvailability,
  getDefaultBundleSelections,
  giftCardFromAmount,
  isBundleSelectionAvailable,
  isGiftCard,
  NO_SUCH_CONFIGURATION,
  priceTaxNote,
  type StockKnowledge,
  saleTaxClass,
} from '@shop/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../../lib/analytics.ts';
import { useTranslate } from '../../lib/i18n.ts';
import {
  getCategoryTrail,
  getChosenVariant,
  getGalleryEntries,
  getOptionGroups,
  type ProductView,
} from '../../lib/product.ts';
import { useLiveProductData } from '../../lib/product-live.ts';
import {
  applyRenderListPrices,
  type CustomChoices,
  getChosenCustomValues,
  getShownPrice,
} from '../../lib/product-price.ts';
import type { ProductPageData } from '../../lib/product-seo.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import type { AddToCartInput } from '../../stores/cart-sync.ts';
import { notify } from '../../stores/notifications.ts';
import { useOnline } from '../../stores/online.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { StoreStockEntry } from '../in-store/store-stock-entry.tsx';
import { DeliveryPromises } from '../layout/delivery-promise-text.tsx';
// The panel host loads with the first opening of a dialog, not with the page.
import { LazySidebarPanel as SidebarPanel } from '../layout/lazy-sidebar-panel.tsx';
import { RatingStars } from '../rating-stars.tsx';
import { WishlistHeart } from '../wishlist-heart.tsx';
import { ProductBreadcrumbs } from './breadcrumbs.tsx';
import { ConfigurableOptions, ConfigurationWarning } from './configurable-options.tsx';
import dialogStyles from './product-dialogs.module.css';
import { ProductGallery } from './product-gallery.tsx';
import { ProductLabels } from './product-labels.tsx';
import styles from './product-page.module.css';
import { ProductPrice } from './product-price.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { ProductSpecs } from './product-specs.tsx';
import { QuantityField } from './quantity-field.tsx';
import { RelatedProducts } from './related-products.tsx';
import { StickyAddToCart } from './sticky-add-to-cart.tsx';
import { StockStatus } from './stock-status.tsx';

// The option pickers of bundle, grouped and custom-option products load only on those pages
// (server-rendered all the same; the browser fetches the chunk before hydrating them).
const BundleOptions = lazy(() =>
  import('./bundle-options.tsx').then((m) => ({ default: m.BundleOptions })),
);
const CustomOptions = lazy(() =>
  import('./custom-options.tsx').then((m) => ({ default: m.CustomOptions })),
);
// The package selection loads only on a package's page (secondary-areas §3).
const PackageSelector = lazy(() =>
  import('./package-selector.tsx').then((m) => ({ default: m.PackageSelector })),
);
// Link groups (the same product in other colours or frames) only where a product has them.
const LinkGroups = lazy(() => import('./link-groups.tsx').then((m) => ({ default: m.LinkGroups })));
const GroupedItems = lazy(() =>
  import('./grouped-items.tsx').then((m) => ({ default: m.GroupedItems })),
);
// The page's dialogs load when first opened (their code is no part of the page's first load).
const loadDeliveryDialog = () => import('./delivery-dialog.tsx');
const loadSizeGuide = () => import('./size-guide.tsx');

/** The clothing sizes the size guide explains: the numeric European sizes. */
const isClothingSize = (label: string) => /^\d{2,3}$/.test(label);

export function ProductDetails({
  data,
  childSku,
}: {
  data: ProductPageData;
  childSku: string | undefined;
}) {
  const { product, specs, brand, grouped } = data;
  const t = useTranslate();
  const location = useLocation();
  const storeView = getStoreViewFromPath(location.pathname);
  const chosen = getChosenVariant(product, childSku);
  const child = chosen.child;

  const [qty, setQty] = useState(1);
  const [chosenBundle, setBundleSelections] = useState<BundleOptionSelection[]>(() =>
    getDefaultBundleSelections(product.bundle_options),
  );
  // A package's choice (secondary-areas §3): per option the product and its super attributes.
  // It starts at the package's defaults (computed by the loader) and is cleared back to them on a
  // cart event (an add); the package selector computes every other choice, so core's package
  // rules load with it, on a package's page only.
  const packageOptions = product.package_options;
  const [packageChoice, setPackageChoice] = useState(data.packageStart);
  // A package is priced, stocked and added as the bundle parts its selection stands for.
  const bundleSelections: BundleOptionSelection[] = packageChoice
    ? packageChoice.bundle
    : chosenBundle;
  // A gift card's amount is the shopper's choice: none is made for them (the price reads "from").
  const giftCard = isGiftCard(product);
  const [customChoices, setCustomChoices] = useState<CustomChoices>(() =>
    giftCard ? {} : getInitialCustomChoices(product.custom_options),
  );
  const [customTexts, setCustomTexts] = useState<Record<number, string>>({});
  // A gift card's recipient problems, shown at its fields after a try to add it.
  const [textErrors, setTextErrors] = useState<Record<number, string>>({});
  const [dialog, setDialog] = useState<'delivery' | 'size-guide' | null>(null);

  const live = useLiveProductData(child ? [product.sku, child.sku] : [product.sku], storeView);
  const priced = child ?? product;
  const prices = child?.prices ?? product;
  const livePrice = live.prices[priced.sku];
  const fields = livePrice ? applyRenderListPrices(prices, livePrice, storeView) : prices;
  const priceCurrent =
    live.refreshed.has(priced.sku) && product.type_id !== 'bundle' && product.type_id !== 'grouped';
  const liveStock = live.stocks[priced.sku] ?? priced.stock;
  // A bundle is in stock when its chosen parts are (core's rule, as its card says).
  const stock =
    product.type_id === 'bundle'
      ? {
          ...liveStock,
          is_in_stock: isBundleSelectionAvailable(product.bundle_options, bundleSelections),
        }
      : liveStock;

  // The add-to-cart availability (secondary-areas §4): the live stock check is the stock manager.
  const online = useOnline();
  const checked = live.stocks[priced.sku];
  const stockKnowledge: StockKnowledge = !live.stockChecked.has(priced.sku)
    ? { state: 'loading' }
    : checked
      ? { state: 'known', ...pickStock(checked) }
      : { state: 'unknown' };
  const availability = getAddToCartAvailability({
    typeId: product.type_id,
    qty,
    stock: stockKnowledge,
    online,
    unmanagedMax: CART_LINE_MAX_QTY,
  });

  const groupedTotal = useMemo(
    () => (grouped ? computeGroupedPrice(grouped.links, grouped.items) : null),
    [grouped],
  );
  const customValues = getChosenCustomValues(product.custom_options, customChoices);
  const taxClassId = saleTaxClass(product);
  const fromAmount = giftCard && customValues.length === 0 ? giftCardFromAmount(product) : null;
  const shown = getShownPrice({
    fields,
    storeView,
    taxClassId,
    ...(product.type_id === 'bundle'
      ? {
          bundle: {
            options: product.bundle_options,
            selections: bundleSelections,
            discountPercent: product.bundle_discount_percent ?? 0,
          },
        }
      : {}),
    grouped: groupedTotal,
    customValues,
    qty,
  });
  const price = fromAmount === null ? shown : { ...shown, final: fromAmount / 100 };
  const optionGroups = getOptionGroups(storeView, product, child);
  const sizeGroup = optionGroups.find(
    (group) =>
      group.attributeCode === 'size' && group.values.some((value) => isClothingSize(value.label)),
  );
  const productErrors: Record<string, string> = chosen.error ? { variants: chosen.error } : {};
  if (fromAmount !== null) productErrors.amount = 'Choose an amount';
  // The package's choice is checked before adding (the API checks it again).
  if (packageChoice && !packageChoice.checked) {
    productErrors.package = 'Choose every part of the package';
  }
  // The line builder loads with the cart logic (see AddToCartButton), not with the page.
  const getCartInputs = async (): Promise<AddToCartInput[]> => {
    const { buildGroupedLines, buildProductLine, giftCardRecipientErrors } = await import(
      '../../lib/cart-line.ts'
    );
    if (grouped) {
      return buildGroupedLines(storeView, grouped.links, grouped.items, qty).map((line) => ({
        line,
        stock: grouped.items.find((item) => item.sku === line.sku)?.stock ?? null,
      }));
    }
    const line = buildProductLine({
      storeView,
      product,
      child,
      qty,
      fields,
      bundleSelections,
      packageSelections: packageChoice?.checked ?? null,
      customChoices,
      customTexts,
      customValues,
    });
    const recipientErrors = giftCard
      ? await giftCardRecipientErrors(storeView, product, customTexts, t)
      : {};
    setTextErrors(recipientErrors);
    return [
      { line, stock, errors: { ...productErrors, ...recipientErrors }, analytics: analyticsInput },
    ];
  };
  const gallery = getGalleryEntries(product.media_gallery, child?.image);
  // The product as analytics names it: brand, categories, one unit's price and regular price.
  const analyticsInput = {
    sku: product.sku,
    name: product.name,
    brand,
    variant: child?.sku ?? null,
    categories: product.category,
    finalPrice: price.final / qty,
    regularPrice: (price.old ?? price.final) / qty,
  };
  // A product page is seen once per product and chosen variant (secondary-areas §7 view_item).
  const viewed = useRef(analyticsInput);
  viewed.current = analyticsInput;
  const viewedSku = child?.sku ?? product.sku;
  useEffect(() => {
    if (viewedSku) trackEvent('view_item', viewed.current);
  }, [viewedSku]);
  const purchase = useRef<HTMLFormElement>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  // Choosing an unavailable combination shows a warning notification.
  const onUnavailable = () => notify({ type: 'warning', message: t(NO_SUCH_CONFIGURATION) });
  const cartButton = {
    getInputs: getCartInputs,
    hidden: product.hide_add_to_cart_button,
    hasErrors: Object.keys(productErrors).length > 0,
    // A bundle says it is sold out once, in its stock status.
    soldOut: !grouped && product.type_id !== 'bundle' && !stock.is_in_stock,
    disabled:
      (product.type_id === 'configurable' && !child) ||
      (product.type_id === 'bundle' && !stock.is_in_stock) ||
      availability.blocked !== null,
    busy: availability.blocked === 'stock-loading',
    // A cart event clears the package selection back to its defaults.
    ...(data.packageStart ? { onAdded: () => setPackageChoice(data.packageStart) } : {}),
  };

  return (
    <>
      <ProductBreadcrumbs trail={getCategoryTrail(product.category)} name={product.name} />
      <article
        className={styles.product}
        data-sku={product.sku}
        data-child-sku={child?.sku}
        data-page-type="PDP"
      >
        <div className={styles.gallery}>
          <ProductGallery key={child?.sku ?? product.sku} entries={gallery} name={product.name} />
        </div>
        <div className={styles.details}>
          <ProductLabels labels={product.product_labels} />
          <div className={styles.heading}>
            <h1 className={styles.name}>{product.name}</h1>
            {/* A configurable product goes on the list with its chosen child. */}
            <WishlistHeart
              target={{ sku: priced.sku, parentSku: product.sku, productId: product.id }}
              name={product.name}
              price={price.final / qty}
              item={analyticsInput}
            />
          </div>
          {product.rating ? (
            <a href="#product-reviews" className={styles.rating}>
              <RatingStars average={product.rating.average} count={product.rating.count} />
            </a>
          ) : null}
          {brand ? <p className={styles.brand}>{brand}</p> : null}
          <ProductPrice
            price={price}
            qty={qty}
            current={priceCurrent}
            specialUntil={prices.special_until}
            from={fromAmount !== null}
            taxNote={priceTaxNote(product, storeView)}
          />
          <StockStatus stock={stock} />
          {/* A gift card is e-mailed: no shipping day, returns or pick-up to promise. */}
          {giftCard ? (
            <ul className="delivery-promise" aria-label={t('Gift card delivery')}>
              <li>
                <span className="icon icon--tick" aria-hidden="true" />
                <span>
                  {t(
                    'E-mailed to the recipient as soon as your payment is confirmed, with a copy to you',
                  )}
                </span>
              </li>
            </ul>
          ) : (
            <DeliveryPromises detailed />
          )}
          <div className={dialogStyles.triggers}>
            {giftCard ? null : (
              <button
                type="button"
                className={dialogStyles.trigger}
                aria-haspopup="dialog"
                onClick={() => setDialog('delivery')}
              >
                {t('Stock and delivery')}
              </button>
            )}
            {sizeGroup ? (
              <button
                type="button"
                className={dialogStyles.trigger}
                aria-haspopup="dialog"
                onClick={() => setDialog('size-guide')}
              >
                {t('Size guide')}
              </button>
            ) : null}
          </div>
          {dialog === 'delivery' ? (
            <SidebarPanel
              load={loadDeliveryDialog}
              panelProps={{ productName: product.name, stock }}
              onClose={closeDialog}
              hidesTabBar
            />
          ) : null}
          {dialog === 'size-guide' ? (
            <SidebarPanel
              load={loadSizeGuide}
              panelProps={{
                productName: product.name,
                chosenSize: sizeGroup?.values.find((value) => value.selected)?.label ?? null,
              }}
              onClose={closeDialog}
            />
          ) : null}
          {/* Shelf stock exists for what a store sells: simple and configurable products. */}
          {product.type_id === 'simple' || product.type_id === 'configurable' ? (
            <StoreStockEntry
              productSku={product.sku}
              variantSku={product.type_id === 'configurable' ? (child?.sku ?? null) : product.sku}
              productName={product.name}
            />
          ) : null}
          {chosen.error ? <ConfigurationWarning message={t(chosen.error)} /> : null}
          {product.link_groups && product.link_groups.length > 0 ? (
            <Suspense fallback={null}>
              <LinkGroups
                groups={product.link_groups}
                productId={product.id}
                pathname={location.pathname}
              />
            </Suspense>
          ) : null}
          {optionGroups.length > 0 ? (
            <ConfigurableOptions groups={optionGroups} onUnavailable={onUnavailable} />
          ) : null}
          {grouped && groupedTotal ? (
            <Suspense fallback={null}>
              <GroupedItems
                links={grouped.links}
                items={grouped.items}
                total={
                  storeView.pricesIncludeTax ? groupedTotal.price_incl_tax : groupedTotal.price
                }
              />
            </Suspense>
          ) : null}
          {/* The purchase area: options, quantity and the add-to-cart button. */}
          <form
            ref={purchase}
            className={styles.purchase}
            onSubmit={(event) => event.preventDefault()}
          >
            {packageOptions && packageChoice ? (
              <Suspense fallback={null}>
                <PackageSelector
                  packageId={product.id}
                  options={packageOptions}
                  bundleOptions={product.bundle_options}
                  selections={packageChoice.selections}
                  onChange={setPackageChoice}
                />
              </Suspense>
            ) : product.type_id === 'bundle' && product.bundle_options.length > 0 ? (
              <Suspense fallback={null}>
                <BundleOptions
                  discountPercent={product.bundle_discount_percent ?? 0}
                  options={product.bundle_options}
                  selections={bundleSelections}
                  onChange={setBundleSelections}
                />
              </Suspense>
            ) : null}
            {product.custom_options.length > 0 ? (
              <Suspense fallback={null}>
                <CustomOptions
                  options={product.custom_options}
                  choices={customChoices}
                  texts={customTexts}
                  base={{ price: fields.final_price, price_incl_tax: fields.final_price_incl_tax }}
                  taxClassId={taxClassId}
                  plainAmounts={giftCard}
                  recipient={product.gift_card_recipient ?? {}}
                  errors={textErrors}
                  onChange={(optionId, ids, text) => {
                    setCustomChoices((previous) => ({ ...previous, [optionId]: ids }));
                    if (text !== undefined) {
                      setCustomTexts((previous) => ({ ...previous, [optionId]: text }));
                      setTextErrors((previous) => ({ ...previous, [optionId]: '' }));
                    }
                  }}
                />
              </Suspense>
            ) : null}
            <QuantityField qty={qty} onChange={setQty} />
            {availability.quantityError ? (
              <p className="add-to-cart__alert" role="alert" data-type="danger">
                {t('Only {maxQuantity} products of this type are available!', {
                  maxQuantity: availability.quantityError.maxQuantity,
                })}
              </p>
            ) : availability.blocked === 'no-max-quantity' ? (
              <p className="add-to-cart__note" role="status">
                {t('We could not check the stock. Please try again later.')}
              </p>
            ) : null}
            <AddToCartButton {...cartButton} />
          </form>
        </div>
      </article>
      {product.description ? (
        <section aria-labelledby="product-description" className={styles.section}>
          <h2 id="product-description">{t('Description')}</h2>
          <div
            className={`prose ${styles.prose}`}
            // The API answers descriptions sanitised to an allow-list (packages/db catalog-html.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised catalogue HTML
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      ) : null}
      <ProductSpecs
        specs={specs}
        sku={child?.sku ?? product.sku}
        ean={child?.ean_code ?? product.ean_code}
      />
      <ProductReviews productId={product.id} productName={product.name} />
      <RelatedProducts related={data.related} />
      <StickyAddToCart
        name={product.name}
        price={price.final}
        from={fromAmount !== null}
        purchase={purchase}
        button={cartButton}
        optionGroups={optionGroups}
        onUnavailable={onUnavailable}
      />
    </>
  );
}

/** Required single-choice options start with their first value (the gift card's amount). */
function getInitialCustomChoices(options: ProductView['custom_options']): CustomChoices {
  const choices: CustomChoices = {};
  for (const option of options) {
    const first = [...option.values].sort((a, b) => a.sort_order - b.sort_order)[0];
    if (option.is_require && first && (option.type === 'drop_down' || option.type === 'radio')) {
      choices[option.option_id] = [first.option_type_id];
    }
  }
  return choices;
}

/** The stock fields the add-to-cart availability reads. */
function pickStock(item: { qty: number; is_in_stock: boolean; manage_stock: boolean }) {
  return { qty: item.qty, is_in_stock: item.is_in_stock, manage_stock: item.manage_stock };
}
