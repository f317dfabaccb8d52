/**
 * The in-store product page `/in-store/{url_key}` (route in-store-product; the app opens it after
 * a scan; `?sku=` names the scanned or chosen variant). It shows the price, the shelf stock of the
 * variant in the shopper's store and the stores near it, and adds to the cart for home delivery or
 * for pick-up in the shopper's store: the pick-up goes to the checkout's own pick-up method
 * (stores/store-location.ts preferPickupIn → checkout's initial details). Products whose choices
 * the page cannot offer (bundles, grouped products, gift cards) lead to their product page.
 */
import {
  isGiftCard,
  type ProductDocument,
  priceTaxNote,
  SCANNABLE_VISIBILITY,
  STORE_VIEWS,
  saleTaxClass,
} from '@shop/core';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AddToCartButton } from '../../components/cart/add-to-cart-button.tsx';
import styles from '../../components/in-store/in-store.module.css';
import { InStoreStock, levelIn, useShelfStock } from '../../components/in-store/in-store-stock.tsx';
import { ProductPrice } from '../../components/product/product-price.tsx';
import { StockStatus } from '../../components/product/stock-status.tsx';
import { apiCallOptions } from '../../lib/api-context.ts';
import { getImageUrl, PRODUCT_THUMBNAIL } from '../../lib/catalog.ts';
import { searchProducts } from '../../lib/catalog-search.ts';
import { catalogueUnavailable } from '../../lib/catalogue-unavailable.ts';
import { registerMessages, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { IN_STORE_PATH, inStoreProductPath } from '../../lib/in-store.ts';
import { inStoreMessagesOf } from '../../lib/in-store-messages.server.ts';
import {
  getChosenVariant,
  getGalleryEntries,
  getProductPagePath,
  toProductView,
} from '../../lib/product.ts';
import { useLiveProductData } from '../../lib/product-live.ts';
import { applyRenderListPrices, getShownPrice } from '../../lib/product-price.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import type { AddToCartInput } from '../../stores/cart-sync.ts';
import { preferPickupIn } from '../../stores/pickup-preference.ts';
import { useStoreLocation } from '../../stores/store-location.ts';
import type { Route } from './+types/product';

const StorePickerDialog = lazy(() => import('../../components/in-store/store-picker-dialog.tsx'));

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.product.name} — ${data.messages['In the store'] ?? ''} — ${SHOP_NAME}` },
        // The product page is the page to index; this one serves the shopper in the store.
        { name: 'robots', content: 'noindex' },
        { tagName: 'link', rel: 'canonical', href: `${data.origin}${data.productPath}` },
      ]
    : [];

/** The same for every visitor (stock and the chosen store load in the browser). */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60' });

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  try {
    const result = await searchProducts(
      storeView.code,
      // A product found only by search is on the shelf too: the barcode lookup finds it.
      { filters: { slug: [params.slug], visibility: [...SCANNABLE_VISIBILITY] }, size: 1 },
      options,
    );
    const doc = result.items[0] as ProductDocument | undefined;
    if (!doc || doc.slug !== params.slug || doc.visibility === 1 || doc.status >= 2) {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    }
    const product = toProductView(doc);
    // The language switcher (layout) reads `alternates`: the same in-store page in the other
    // store view, by the product's slug there.
    const other = storeView.code === 'de' ? STORE_VIEWS.nl : STORE_VIEWS.de;
    const otherSlug = doc.url_keys?.[other.language] ?? null;
    return {
      product,
      alternates: {
        [storeView.code]: inStoreProductPath(storeView, product.slug),
        ...(otherSlug ? { [other.code]: inStoreProductPath(other, otherSlug) } : {}),
      },
      productPath: getProductPagePath(storeView, product.sku, product.slug),
      origin: url.origin,
      messages: inStoreMessagesOf(storeView.locale),
    };
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'product', request.signal);
  }
}

export default function InStoreProductPage({ loaderData }: Route.ComponentProps) {
  const storeView = useStoreView();
  registerMessages(storeView.locale, loaderData.messages);
  const t = useTranslate();
  const navigate = useNavigate();
  const variantId = useId();
  const { product, productPath } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const chosen = getChosenVariant(product, search.get('sku'));
  const child = chosen.child;
  const { selected } = useStoreLocation(storeView.code);
  const [picking, setPicking] = useState(false);
  const [pickupAdded, setPickupAdded] = useState<string | null>(null);

  const live = useLiveProductData(child ? [product.sku, child.sku] : [product.sku], storeView);
  const priced = child ?? product;
  const prices = child?.prices ?? product;
  const livePrice = live.prices[priced.sku];
  const fields = livePrice ? applyRenderListPrices(prices, livePrice, storeView) : prices;
  const stock = live.stocks[priced.sku] ?? priced.stock;
  const price = getShownPrice({ fields, storeView, taxClassId: saleTaxClass(product) });
  const sellsHere =
    !isGiftCard(product) &&
    // Optional extras (gift wrapping) are left out here; a required choice needs the product page.
    product.custom_options.every((option) => !option.is_require) &&
    (product.type_id === 'simple' || product.type_id === 'configurable');
  const variantSku = product.type_id === 'configurable' ? (child?.sku ?? null) : product.sku;
  const inventory = useShelfStock(product.sku);
  const ownLevel = selected ? levelIn(inventory, variantSku, selected.code) : null;
  const image = getGalleryEntries(product.media_gallery, child?.image).find(
    (entry) => entry.typ === 'image',
  );

  const getInputs = async (): Promise<AddToCartInput[]> => {
    const { buildProductLine } = await import('../../lib/cart-line.ts');
    const line = buildProductLine({
      storeView,
      product,
      child,
      qty: 1,
      fields,
      bundleSelections: [],
      customChoices: {},
      customTexts: {},
      customValues: [],
    });
    return [{ line, stock, errors: chosen.error ? { variants: chosen.error } : {} }];
  };
  const soldOut = !stock.is_in_stock;

  return (
    <div className={styles.page}>
      <article className={styles.product} data-sku={product.sku} data-child-sku={child?.sku}>
        {image ? (
          <img
            className={styles.productImage}
            src={getImageUrl(image.image, PRODUCT_THUMBNAIL)}
            width={PRODUCT_THUMBNAIL.width}
            height={PRODUCT_THUMBNAIL.height}
            alt={product.name}
          />
        ) : null}
        <div className={styles.productInfo}>
          <h1>{product.name}</h1>
          <ProductPrice
            price={price}
            qty={1}
            current={live.refreshed.has(priced.sku)}
            specialUntil={prices.special_until}
            from={false}
            taxNote={priceTaxNote(product, storeView)}
            shippingNote={false}
          />
          {product.type_id === 'configurable' && product.configurable_children.length > 0 ? (
            <div className={styles.variants}>
              <label htmlFor={variantId}>{t('Variant')}</label>
              <select
                id={variantId}
                value={child?.sku ?? ''}
                onChange={(event) =>
                  navigate(inStoreProductPath(storeView, product.slug, event.currentTarget.value), {
                    replace: true,
                    preventScrollReset: true,
                  })
                }
              >
                {product.configurable_children.map((option) => (
                  <option key={option.sku} value={option.sku}>
                    {variantLabel(product, option)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <StockStatus stock={stock} />
        </div>
      </article>

      {selected ? (
        <InStoreStock store={selected} inventory={inventory} variantSku={variantSku} />
      ) : (
        <section className={styles.card} aria-labelledby="in-store-no-store">
          <h2 id="in-store-no-store">{t('Your store')}</h2>
          <div className={styles.chosenStore}>
            <p className={styles.note}>
              {t('Choose your store to see its stock and pick up there.')}
            </p>
            <button
              type="button"
              className={styles.primary}
              onClick={() => setPicking(true)}
              aria-haspopup="dialog"
            >
              {t('Choose a store')}
            </button>
          </div>
        </section>
      )}

      <section className={styles.card} aria-labelledby="in-store-buy">
        <h2 id="in-store-buy">{t('Home delivery')}</h2>
        <div className={styles.actions}>
          <AddToCartButton
            getInputs={getInputs}
            hidden={product.hide_add_to_cart_button}
            hasErrors={chosen.error !== null}
            soldOut={sellsHere && soldOut}
            reroutePath={sellsHere ? undefined : productPath}
          />
          {selected?.isPickupLocation && sellsHere && !product.hide_add_to_cart_button ? (
            <div className={styles.finder}>
              <AddToCartButton
                getInputs={getInputs}
                hasErrors={chosen.error !== null}
                soldOut={soldOut}
                label={t('Pick up in {store}', { store: selected.name })}
                onAdded={() => {
                  preferPickupIn(storeView.code, selected);
                  setPickupAdded(selected.name);
                }}
              />
              {ownLevel ? (
                <p className={styles.hint}>
                  {ownLevel === 'none' ? t('Available in 2-3 days') : t('Ready within an hour')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {pickupAdded ? (
          <p className={styles.success} role="status">
            {t('Added to your cart. At checkout we offer pick-up in {store}.', {
              store: pickupAdded,
            })}{' '}
            <Link to={localizePath(storeView, '/checkout')}>{t('Go to checkout')}</Link>
          </p>
        ) : null}
      </section>

      <nav className={styles.links} aria-label={t('In the store')}>
        <Link to={localizePath(storeView, IN_STORE_PATH)}>{t('Scan another product')}</Link>
        <Link to={productPath}>{t('All about this product')}</Link>
      </nav>

      {picking ? (
        <Suspense fallback={null}>
          <StorePickerDialog onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A variant as the select shows it: its option values ("Roze · 86"), else its sku. */
function variantLabel(
  product: ReturnType<typeof toProductView>,
  child: ReturnType<typeof toProductView>['configurable_children'][number],
): string {
  const values = product.configurable_options
    .map((option) => {
      const id = String((child as unknown as Record<string, unknown>)[option.attribute_code] ?? '');
      return option.values.find((value) => String(value.value_index) === id)?.label ?? null;
    })
    .filter((label): label is string => Boolean(label));
  return values.length > 0 ? values.join(' · ') : child.sku;
}
