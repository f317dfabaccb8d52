/**
 * The entries of the wishlist with what the shopper needs to decide: image, name (linking to the
 * product with its chosen child), the current price by the cards' rules, stock, add to cart and
 * remove. The products are read in the browser (the list is personal); a product that is no
 * longer in the catalogue says so and can still be removed.
 */
import {
  buildConfigurableItemOptions,
  formatPrice,
  getChildConfiguration,
  type ProductDocument,
  type StoreView,
  type WishlistEntry,
} from '@shop/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getImageUrl, getProductPath, PRODUCT_THUMBNAIL } from '../../lib/catalog.ts';
import { toProductCard } from '../../lib/catalog-documents.ts';
import { getProductsBySku } from '../../lib/catalog-search.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { notify } from '../../stores/notifications.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import { removeFromWishlist, startWishlist, useWishlist } from '../../stores/wishlist.ts';
import styles from './wishlist.module.css';

export function WishlistItems({ empty }: { empty: ReactNode }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const { items, loaded } = useWishlist();
  const { products, failed, retry } = useWishlistProducts(items, storeView);

  useEffect(() => {
    void startWishlist();
  }, []);

  if (failed && items.length > 0) {
    // Not "no longer available" for every entry: the catalogue could not be read just now.
    return (
      <div className={styles.failed} role="alert">
        <p>{t('Your wishlist could not be loaded right now.')}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (!loaded || (items.length > 0 && products === null)) {
    return (
      <p className={styles.loading} role="status">
        {t('Loading your wishlist…')}
      </p>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <p className={styles.count}>
        {t(items.length === 1 ? '{count} product' : '{count} products', { count: items.length })}
      </p>
      <ul className={styles.list}>
        {items.map((entry) => (
          <WishlistRow key={entry.sku} entry={entry} doc={products?.get(entry.parentSku)} />
        ))}
      </ul>
    </>
  );
}

function WishlistRow({ entry, doc }: { entry: WishlistEntry; doc: ProductDocument | undefined }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const product = doc && doc.status < 2 ? doc : null;
  const child =
    product && entry.sku !== entry.parentSku
      ? (product.configurable_children?.find((item) => item.sku === entry.sku && item.status < 2) ??
        null)
      : null;
  const name = product?.name ?? entry.sku;
  const remove = (
    <button
      type="button"
      className={styles.remove}
      aria-label={t('Remove {name} from the wishlist', { name })}
      onClick={() => removeFromWishlist(storeView, entry.sku)}
    >
      <span className="icon icon--close" aria-hidden="true" />
      <span aria-hidden="true">{t('Remove')}</span>
    </button>
  );
  if (!product || (entry.sku !== entry.parentSku && !child)) {
    return (
      <li className={styles.item} data-sku={entry.sku}>
        <span className={styles.image} aria-hidden="true" />
        <div className={styles.details}>
          <p className={styles.name}>{name}</p>
          <p>{t('This product is no longer available.')}</p>
        </div>
        <div className={styles.actions}>{remove}</div>
      </li>
    );
  }
  // The cards' price rules, with the chosen child's prices for a configurable.
  const card = toProductCard(
    child ? { ...product, ...child, sku: product.sku, name: product.name } : product,
    storeView,
  );
  const chosen = child ?? product;
  const inStock = chosen.stock?.is_in_stock === true;
  const image = child?.image ?? product.image;
  const path = card ? getProductPath(storeView, card, child?.sku) : null;
  return (
    <li className={styles.item} data-sku={entry.sku}>
      {image ? (
        <img
          className={styles.image}
          src={getImageUrl(image, PRODUCT_THUMBNAIL)}
          width={PRODUCT_THUMBNAIL.width}
          height={PRODUCT_THUMBNAIL.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.details}>
        {path ? (
          <Link to={path} className={styles.name}>
            {product.name}
          </Link>
        ) : (
          <p className={styles.name}>{product.name}</p>
        )}
        {child ? <p className={styles.variant}>{child.name}</p> : null}
        {card ? (
          <p className="product-card__price">
            {card.from ? `${t('from')} ` : null}
            {formatPrice(card.price, storeView.locale)}{' '}
            <span className="product-card__tax">{t(card.taxNote)}</span>
          </p>
        ) : null}
        <p className={styles.stock} data-stock={inStock ? 'in-stock' : 'sold-out'}>
          {t(inStock ? 'In stock' : 'Sold out')}
        </p>
      </div>
      <div className={styles.actions}>
        {product.hide_add_to_cart_button ? null : needsChoices(product, child) && path ? (
          <Link className="button button--primary add-to-cart" to={path}>
            {t('Choose your options')}
          </Link>
        ) : (
          <WishlistAddToCart
            product={product}
            child={child}
            path={path ?? ''}
            disabled={!inStock}
          />
        )}
        {remove}
      </div>
    </li>
  );
}

type Child = NonNullable<ProductDocument['configurable_children']>[number];

/**
 * Adds an entry to the cart through the cart logic (loaded on the press), as the product page
 * does for a simple product or a configurable's chosen child; the micro cart opens on success.
 */
function WishlistAddToCart({
  product,
  child,
  path,
  disabled,
}: {
  product: ProductDocument;
  child: Child | null;
  path: string;
  disabled: boolean;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const closed = useUi((ui) => ui.shopClosed);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const [{ getCartSync }, { restoreCart }] = await Promise.all([
        import('../../stores/cart-sync.ts'),
        import('../../stores/cart.ts'),
      ]);
      await restoreCart(storeView.code);
      const chosen = child ?? product;
      const result = await getCartSync(storeView).addToCart({
        line: {
          sku: chosen.sku,
          parentSku: product.sku,
          qty: 1,
          type_id: product.type_id,
          name: product.name,
          // What the list knows; the server recomputes every price.
          price: chosen.final_price,
          price_incl_tax: chosen.final_price_incl_tax,
          image: chosen.image ?? product.image ?? null,
          path,
          ...(child
            ? {
                product_option: {
                  extension_attributes: {
                    configurable_item_options: buildConfigurableItemOptions(
                      product,
                      getChildConfiguration(product, child),
                    ),
                  },
                },
              }
            : {}),
        },
        stock: chosen.stock ?? null,
      });
      if (result.status === 200) openMicrocart();
    } catch (error) {
      const { errorText } = await import('../../lib/error-text.ts');
      notify({ type: 'danger', message: await errorText(storeView.locale, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--primary add-to-cart"
      aria-busy={busy || undefined}
      disabled={closed || disabled || busy}
      onClick={add}
    >
      {closed ? t('Closed on Sunday') : disabled ? t('Sold out') : t('Add to cart')}
    </button>
  );
}

/** Products whose options are chosen on their page: the list's button leads there. */
function needsChoices(product: ProductDocument, child: Child | null): boolean {
  return (
    (product.type_id === 'configurable' && !child) ||
    product.type_id === 'bundle' ||
    product.type_id === 'grouped' ||
    (product.custom_options ?? []).some((option) => option.is_require)
  );
}

/**
 * The documents of the list's products by sku, read in the browser; null while loading. Every
 * entry's product is read, however long the list (in calls of the catalogue's page size). A read
 * that failed says so, and `retry` reads again.
 */
function useWishlistProducts(
  items: readonly WishlistEntry[],
  storeView: StoreView,
): { products: Map<string, ProductDocument> | null; failed: boolean; retry: () => void } {
  const skus = [...new Set(items.map((item) => item.parentSku))];
  const key = `${storeView.code} ${skus.join(' ')}`;
  const [read, setRead] = useState<{ key: string; docs: Map<string, ProductDocument> }>();
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A list that only lost entries keeps the products read before.
  const known = read && skus.every((sku) => read.key.split(' ').includes(sku));
  useEffect(() => {
    void attempt;
    const [code, ...wanted] = key.split(' ');
    if (wanted.length === 0 || known) return;
    const controller = new AbortController();
    setFailedKey(null);
    getProductsBySku(code as StoreView['code'], wanted, { signal: controller.signal })
      .then((docs) => setRead({ key, docs }))
      .catch(() => {
        if (!controller.signal.aborted) setFailedKey(key);
      });
    return () => controller.abort();
  }, [key, known, attempt]);
  return {
    products: known && read.key.startsWith(`${storeView.code} `) ? read.docs : null,
    failed: failedKey === key && !known,
    retry: () => setAttempt((count) => count + 1),
  };
}
