/**
 * The products on the birth list, for the parents: image, name (linking to the product with its
 * chosen child), price, how many are wanted, bought and still wanted, the favourite mark (the
 * "favourite birthlist product" modal explains it before it is set), the wanted quantity and
 * removal, offered only where it can be done (a favourite stays until it is unmarked). Only the
 * first 50 items read their products at once; "show more" reads the next 50 (spec §4, §9).
 */
import type { BirthListItem } from '@shop/contracts';
import { formatPrice, itemRemovalProblem, itemsToShow, type StoreView } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type ItemProduct, readItemProducts } from '../../lib/birthlist-products.ts';
import { describeVariant, findItemChild } from '../../lib/birthlist-public.ts';
import { getImageUrl, getProductPath, PRODUCT_THUMBNAIL } from '../../lib/catalog.ts';
import { toProductCard } from '../../lib/catalog-documents.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { changeItem, removeItem } from '../../stores/birthlist.ts';
import styles from './birthlist.module.css';
import { FavouriteModal } from './favourite-modal.tsx';

/** Most a parent may wish of one product here (the API allows more; the page keeps it sane). */
const MAX_WANTED = 99;

export function BirthListItems({ items }: { items: readonly BirthListItem[] }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [pages, setPages] = useState(1);
  const { shown, hasMore } = itemsToShow(items, pages);
  const { products, loading } = useItemProducts(shown, storeView);

  return (
    <>
      <ul className={styles.items}>
        {shown.map((item) => (
          <ItemRow
            key={item.birthlist_item_id}
            item={item}
            product={products.get(item.sku)}
            loading={loading}
          />
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.row}>
          <button type="button" className={styles.secondary} onClick={() => setPages(pages + 1)}>
            {t('Show more')}
          </button>
          <span className={styles.muted}>
            {t('{shown} of {total} products', { shown: shown.length, total: items.length })}
          </span>
        </div>
      ) : null}
    </>
  );
}

function ItemRow({
  item,
  product,
  loading,
}: {
  item: BirthListItem;
  product: ItemProduct | undefined;
  loading: boolean;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const doc = product?.product;
  // An item may name a configurable by its own sku with the chosen child in its options (as the
  // API takes it): the parents see that child, as family and friends do on the list's page.
  const child = product ? (product.child ?? findItemChild(product.product, item)) : null;
  const variant = doc && child ? (describeVariant(doc, child) ?? child.name) : null;
  const name = doc?.name ?? item.sku;
  const card = doc
    ? toProductCard(child ? { ...doc, ...child, sku: doc.sku, name: doc.name } : doc, storeView)
    : null;
  const path = card ? getProductPath(storeView, card, child?.sku) : null;
  const image = child?.image ?? doc?.image ?? null;
  const lowest = Math.max(1, item.qty_bought);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  const setQty = (qty: number) => run(() => changeItem(storeView, item.birthlist_item_id, { qty }));

  return (
    <li
      className={styles.item}
      data-sku={item.sku}
      data-favorite={item.is_favorite ? 'true' : undefined}
      aria-busy={busy || undefined}
    >
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
        {item.is_favorite ? (
          <span className={styles.badge}>
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
            {t('Favourite')}
          </span>
        ) : null}
        {path ? (
          <Link to={path} className={styles.name}>
            {name}
          </Link>
        ) : (
          <p className={styles.name}>{name}</p>
        )}
        {variant ? <p className={styles.muted}>{variant}</p> : null}
        {card ? (
          <p className={styles.price}>
            {formatPrice(card.price, storeView.locale)}{' '}
            <span className={styles.muted}>{t(card.taxNote)}</span>
          </p>
        ) : !loading ? (
          <p className={styles.muted}>{t('This product is no longer available.')}</p>
        ) : null}
        <p className={styles.counts}>
          <span>{t('Wanted: {count}', { count: item.qty })}</span>
          <span>{t('Bought: {count}', { count: item.qty_bought })}</span>
          <span>{t('Still wanted: {count}', { count: item.qty_still_wanted })}</span>
        </p>
      </div>
      <div className={styles.itemActions}>
        <fieldset className={styles.qty} aria-label={t('Wanted quantity of {name}', { name })}>
          <button
            type="button"
            aria-label={t('Want one less of {name}', { name })}
            disabled={busy || item.qty <= lowest}
            onClick={() => setQty(item.qty - 1)}
          >
            −
          </button>
          <output aria-live="polite">{item.qty}</output>
          <button
            type="button"
            aria-label={t('Want one more of {name}', { name })}
            disabled={busy || item.qty >= MAX_WANTED}
            onClick={() => setQty(item.qty + 1)}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={item.is_favorite}
          aria-label={t('{name} is a favourite', { name })}
          disabled={busy}
          onClick={() =>
            item.is_favorite
              ? run(() => changeItem(storeView, item.birthlist_item_id, { is_favorite: false }))
              : setAsking(true)
          }
        >
          <span className={styles.star} aria-hidden="true">
            {item.is_favorite ? '★' : '☆'}
          </span>
          <span aria-hidden="true">{t('Favourite')}</span>
        </button>
        {/* Offered only where it can be done: a favourite stays on its list (core's rule). */}
        {itemRemovalProblem({ favorite: item.is_favorite }) === null ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('Remove {name} from the birth list', { name })}
            disabled={busy}
            onClick={() => run(() => removeItem(storeView, item.birthlist_item_id))}
          >
            <span className="icon icon--close" aria-hidden="true" />
            <span aria-hidden="true">{t('Remove')}</span>
          </button>
        ) : null}
      </div>
      {asking ? (
        <FavouriteModal
          name={name}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            run(() => changeItem(storeView, item.birthlist_item_id, { is_favorite: true }))
          }
        />
      ) : null}
    </li>
  );
}

/**
 * The products of the shown items by sku, read in the browser, and whether some are still being
 * read. Skus read once are kept: "show more" reads only the next items' products, a changed
 * quantity reads nothing.
 */
function useItemProducts(
  items: readonly BirthListItem[],
  storeView: StoreView,
): { products: ReadonlyMap<string, ItemProduct>; loading: boolean } {
  const [read, setRead] = useState<Read>({
    code: storeView.code,
    asked: new Set(),
    found: new Map(),
  });
  const current = read.code === storeView.code ? read : null;
  const missing = [...new Set(items.map((item) => item.sku))].filter(
    (sku) => !current?.asked.has(sku),
  );
  const key = `${storeView.code} ${missing.join(' ')}`;
  useEffect(() => {
    const [code, ...wanted] = key.split(' ') as [StoreView['code'], ...string[]];
    if (wanted.length === 0) return;
    const controller = new AbortController();
    const keep = (found: Map<string, ItemProduct>) =>
      setRead((previous) => {
        const base =
          previous.code === code ? previous : { code, asked: new Set<string>(), found: new Map() };
        return {
          code,
          asked: new Set([...base.asked, ...wanted]),
          found: new Map([...base.found, ...found]),
        };
      });
    readItemProducts(code, wanted, controller.signal)
      .then(keep)
      .catch(() => {
        if (!controller.signal.aborted) keep(new Map());
      });
    return () => controller.abort();
  }, [key]);
  return { products: current?.found ?? new Map(), loading: missing.length > 0 };
}

interface Read {
  code: StoreView['code'];
  /** Skus asked for (found or not). */
  asked: ReadonlySet<string>;
  found: Map<string, ItemProduct>;
}
