/**
 * The items of a birth list's public page in the API's order (favourites first, marked): per
 * item its product (image, name, chosen variant, price, stock), what is still wanted, and "buy as
 * a gift", which puts the item's own product and options into the normal cart as a line of its
 * own, marked with the item, at most as many as are still wanted (less what this cart already
 * holds for it). Items nobody needs any more show as given, without a button. The page shows the
 * first 50 items; "show more" loads the next ones.
 *
 * The server renders the quantities it read; after hydration the browser reads them again (a
 * shared cache may have kept the page for up to a minute) and learns what this cart holds.
 */
import { type CartItem, formatPrice, type StoreCode } from '@shop/core';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { rememberGiftList } from '../../lib/birthlist-gifts.ts';
import {
  BIRTHLIST_PAGE_SIZE,
  type GiftItemView,
  type GiftProductView,
  giftQtyLimit,
  giftUnitsInCart,
} from '../../lib/birthlist-public.ts';
import { getPublicBirthList } from '../../lib/birthlist-public-api.ts';
import { getImageUrl, PRODUCT_THUMBNAIL } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { mayHaveSavedCart } from '../../stores/cart-count.ts';
import { notify } from '../../stores/notifications.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import type { PublicListHeader } from './birthlist-header.tsx';
import styles from './birthlist-public.module.css';

/** Most units one press adds (the choice of quantity lists no more). */
const MAX_QTY_CHOICES = 99;

export function GiftItems({
  list,
  items,
  total,
}: {
  list: PublicListHeader;
  items: readonly GiftItemView[];
  total: number;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const stillWanted = useFreshStillWanted(storeView.code, list.urlKey, items);
  const [inCart, watchCart] = useGiftUnitsInCart(storeView.code);
  const more = Math.min(BIRTHLIST_PAGE_SIZE, total - items.length);
  return (
    <section className={styles.section} aria-labelledby="birthlist-items-title">
      <h2 id="birthlist-items-title">{t('Products on the list')}</h2>
      {items.length === 0 ? (
        <p className={styles.none}>{t('This list has no products yet.')}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <GiftItem
              key={item.id}
              list={list}
              item={item}
              stillWanted={stillWanted.get(item.id) ?? item.stillWanted}
              inCart={inCart.get(item.id) ?? 0}
              onAdded={watchCart}
            />
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link
          className={styles.secondary}
          to={`?show=${items.length + BIRTHLIST_PAGE_SIZE}`}
          preventScrollReset
        >
          {t('Show {count} more products', { count: more })}
        </Link>
      ) : null}
    </section>
  );
}

function GiftItem({
  list,
  item,
  stillWanted,
  inCart,
  onAdded,
}: {
  list: PublicListHeader;
  item: GiftItemView;
  stillWanted: number;
  inCart: number;
  onAdded: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const nameId = useId();
  const { product } = item;
  const given = stillWanted === 0;
  const name = product?.name ?? '';
  return (
    <li
      className={styles.item}
      data-item-id={item.id}
      data-favorite={item.favorite || undefined}
      data-given={given || undefined}
    >
      {product?.image ? (
        <img
          className={styles.image}
          src={getImageUrl(product.image, PRODUCT_THUMBNAIL)}
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
        {item.favorite ? (
          <p className={styles.favorite}>
            <span className="icon icon--heart-filled" aria-hidden="true" />
            {t('Favourite of the parents')}
          </p>
        ) : null}
        {product ? (
          <>
            {product.path ? (
              <Link id={nameId} to={product.path} className={styles.name}>
                {product.name}
              </Link>
            ) : (
              <p id={nameId} className={styles.name}>
                {product.name}
              </p>
            )}
            {product.variant ? <p className={styles.variant}>{product.variant}</p> : null}
            <p className="product-card__price">
              {product.from ? `${t('from')} ` : null}
              {formatPrice(product.price, storeView.locale)}{' '}
              <span className="product-card__tax">{t(product.taxNote)}</span>
            </p>
            {given ? null : (
              <p className={styles.stock} data-stock={product.inStock ? 'in-stock' : 'sold-out'}>
                {t(product.inStock ? 'In stock' : 'Sold out')}
              </p>
            )}
          </>
        ) : (
          <p className={styles.variant}>{t('This product is no longer available.')}</p>
        )}
        <p className={styles.wanted} data-testid="still-wanted">
          {given ? (
            <>
              <span className="icon icon--tick" aria-hidden="true" />
              {t('Already given')}
            </>
          ) : (
            t('Still {count} of {wanted} wanted', { count: stillWanted, wanted: item.wanted })
          )}
        </p>
      </div>
      {!given && product?.line ? (
        <GiftButton
          list={list}
          itemId={item.id}
          product={product}
          line={product.line}
          name={name}
          nameId={nameId}
          limit={giftQtyLimit(stillWanted, inCart)}
          stillWanted={stillWanted}
          onAdded={onAdded}
        />
      ) : null}
    </li>
  );
}

/**
 * The quantity (when more than one may be given) and "buy as a gift": adds the item's line to
 * the cart through the cart logic (loaded on the press), as the wishlist's button does; the micro
 * cart opens on success. The quantity never goes past what is still wanted less what this cart
 * already holds for the item, checked again against the cart at the press.
 */
function GiftButton({
  list,
  itemId,
  product,
  line,
  name,
  nameId,
  limit,
  stillWanted,
  onAdded,
}: {
  list: PublicListHeader;
  itemId: number;
  product: GiftProductView;
  line: CartItem;
  name: string;
  nameId: string;
  limit: number;
  stillWanted: number;
  onAdded: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const closed = useUi((ui) => ui.shopClosed);
  const qtyId = useId();
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const choices = Math.min(limit, MAX_QTY_CHOICES);
  const chosen = Math.min(qty, Math.max(1, choices));

  const add = async () => {
    setBusy(true);
    try {
      const [{ getCartSync }, { getCartStore, restoreCart }] = await Promise.all([
        import('../../stores/cart-sync.ts'),
        import('../../stores/cart.ts'),
      ]);
      await restoreCart(storeView.code);
      const held = giftUnitsInCart(getCartStore(storeView.code).getState().items).get(itemId);
      const units = Math.min(chosen, giftQtyLimit(stillWanted, held ?? 0));
      if (units < 1) {
        onAdded();
        return;
      }
      rememberGiftList(itemId, { name: list.name, urlKey: list.urlKey });
      const result = await getCartSync(storeView).addToCart({
        line: { ...line, qty: units },
        stock: { is_in_stock: product.inStock },
      });
      onAdded();
      if (result.status === 200) openMicrocart();
    } catch (error) {
      const { errorText } = await import('../../lib/error-text.ts');
      notify({ type: 'danger', message: await errorText(storeView.locale, error) });
    } finally {
      setBusy(false);
    }
  };

  if (limit === 0) {
    return (
      <div className={styles.actions}>
        <p className={styles.inCart}>{t('Everything still wanted is in your shopping cart.')}</p>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {choices > 1 && product.inStock && !closed ? (
        <div className={styles.qty}>
          <label htmlFor={qtyId}>{t('Quantity')}</label>
          <select
            id={qtyId}
            aria-label={t('Quantity of {name}', { name })}
            value={chosen}
            onChange={(event) => setQty(Number(event.target.value))}
            disabled={busy}
          >
            {Array.from({ length: choices }, (_, i) => i + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="add-to-cart"
        aria-describedby={nameId}
        aria-busy={busy || undefined}
        disabled={closed || !product.inStock || busy}
        onClick={add}
      >
        {closed
          ? t('Closed on Sunday')
          : !product.inStock
            ? t('Sold out')
            : busy
              ? t('Adding…')
              : t('Buy as a gift')}
      </button>
    </div>
  );
}

/**
 * What is still wanted of each item, read again in the browser after hydration (the server's
 * figures until then, and if the read fails).
 */
function useFreshStillWanted(
  storeCode: StoreCode,
  urlKey: string,
  items: readonly GiftItemView[],
): Map<number, number> {
  const [fresh, setFresh] = useState<Map<number, number>>(() => new Map());
  // A new page of items (show more) or another list reads again.
  const ids = items.map((item) => item.id).join(',');
  useEffect(() => {
    if (ids === '') return;
    const controller = new AbortController();
    getPublicBirthList(storeCode, urlKey, { signal: controller.signal })
      .then((list) => {
        if (!list) return;
        setFresh(
          new Map(list.items.map((item) => [item.birthlist_item_id, item.qty_still_wanted])),
        );
      })
      .catch(() => {
        // The server's figures stay; the checkout refuses a gift nobody wants any more.
      });
    return () => controller.abort();
  }, [storeCode, urlKey, ids]);
  return fresh;
}

/**
 * The units of each item this browser's cart holds as gifts: read once the cart store is loaded
 * (at once when this browser has a saved cart, else after the first gift is added), kept current
 * by its changes. Empty on the server and in the first render.
 */
function useGiftUnitsInCart(storeCode: StoreCode): [Map<number, number>, () => void] {
  const [units, setUnits] = useState<Map<number, number>>(() => new Map());
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (mayHaveSavedCart(storeCode)) setWatching(true);
  }, [storeCode]);
  useEffect(() => {
    if (!watching) return;
    let live = true;
    let unsubscribe = () => {};
    import('../../stores/cart.ts').then(async ({ getCartStore, restoreCart }) => {
      await restoreCart(storeCode);
      if (!live) return;
      const store = getCartStore(storeCode);
      const update = () => setUnits(giftUnitsInCart(store.getState().items));
      update();
      unsubscribe = store.subscribe(update);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [storeCode, watching]);
  return [units, () => setWatching(true)];
}
