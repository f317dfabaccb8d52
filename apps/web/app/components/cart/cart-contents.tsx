/**
 * The cart's lines, coupon field and totals, shared by the micro cart and the /cart page: a
 * 150×150 thumbnail, name and options per line, quantity and remove, the discount code (the
 * server's message shows when it is refused), the gift cards (redeem, remove, check a balance),
 * the totals and the link to the checkout. Before the
 * saved cart is restored (and during the server render) it shows a neutral loading state.
 */
import {
  type CartEditAction,
  type CartEditMode,
  type CartItem,
  cartEditReducer,
  formatPrice,
} from '@shop/core';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { trackEvent } from '../../lib/analytics.ts';
import { CART_CONFIG } from '../../lib/cart-config.ts';
import {
  getLineOptions,
  getLineRowPrice,
  getTotalsRows,
  TOTALS_SEGMENT_LABELS,
} from '../../lib/cart-view.ts';
import { getImageUrl } from '../../lib/catalog.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { restoreCart, useCart } from '../../stores/cart.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { useOnline } from '../../stores/online.ts';
import { EmptyState } from '../empty-state.tsx';
import styles from './cart.module.css';
import { CodeForm } from './code-form.tsx';
import { GiftCardField } from './gift-card-field.tsx';
import { TaxCountryNotice } from './tax-country-notice.tsx';

/**
 * The note of a line bought as a gift for a birth list (or a contribution to one of its donation
 * items), loaded when the cart has one: the micro
 * cart's script (and the list of files the layout preloads for it) stays as it was.
 */
const GiftLineNote = lazy(() =>
  import('./gift-line-note.tsx').then((module) => ({ default: module.GiftLineNote })),
);

/** Cart edit mode's dialog, loaded when a line's Edit is first pressed. */
const CartLineEditor = lazy(() => import('./cart-line-editor.tsx'));

const CART_THUMBNAIL = { width: 150, height: 150 } as const;

export function CartContents({
  onNavigate,
  empty,
  restoring,
  page = false,
  summaryEnd,
}: {
  onNavigate?: () => void;
  /** What an empty cart shows (suggestions of the page); else a short note with a way on. */
  empty?: ReactNode;
  /**
   * What shows until the saved cart is restored (and in the server's render), followed by
   * `summaryEnd` as an empty cart has it: the page's empty state in its pending form, so that an
   * empty cart, the usual case of a first visit, moves nothing once known. Else a short note.
   */
  restoring?: ReactNode;
  /** The cart page: on wide screens the lines on the left, the summary in a column beside them. */
  page?: boolean;
  /** What follows the checkout link in the summary (the page's promises), also for an empty cart. */
  summaryEnd?: ReactNode;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const restored = useCart(storeView.code, (state) => state.restored);
  const items = useCart(storeView.code, (state) => state.items);
  const totals = useCart(storeView.code, (state) => state.totals);
  const pending = useCart(storeView.code, (state) => state.pendingClientChanges);
  const online = useOnline();
  // Cart edit mode (secondary-areas §4): one line of this cart view at a time.
  const [editing, dispatchEdit] = useReducer(cartEditReducer, null);
  // The layout restores a saved cart it knows of; the cart page and micro cart make sure of it.
  useEffect(() => {
    void restoreCart(storeView.code);
  }, [storeView.code]);
  // The cart page or the micro cart is seen with its lines, once per opening (view_cart).
  const latestItems = useRef(items);
  latestItems.current = items;
  const hasItems = restored && items.length > 0;
  useEffect(() => {
    if (hasItems) trackEvent('view_cart', latestItems.current);
  }, [hasItems]);

  if (!restored && !restoring) {
    return (
      <p className={styles.empty} aria-busy="true">
        {t('Loading your shopping cart')}
      </p>
    );
  }
  if (!restored || items.length === 0) {
    return (
      <>
        {!restored
          ? restoring
          : (empty ?? (
              <EmptyState
                title={t('Your shopping cart is empty.')}
                text={t('Find something you like and add it to your cart.')}
                action={{
                  label: t('Continue shopping'),
                  to: localizePath(storeView, '/'),
                  onClick: onNavigate,
                }}
              />
            ))}
        {summaryEnd}
      </>
    );
  }

  const { rows, estimated } = getTotalsRows(items, totals, storeView, online && !pending);
  const format = (amount: number) => formatPrice(amount, storeView.locale);
  return (
    <div className={page ? `${styles.contents} ${styles.page}` : styles.contents}>
      <ul className={styles.lines} aria-label={t('Shopping cart')}>
        {items.map((line) => (
          <CartLine
            key={`${line.sku}:${line.checksum ?? line.server_item_id ?? ''}`}
            line={line}
            onNavigate={onNavigate}
            onEdit={dispatchEdit}
          />
        ))}
      </ul>
      {editing ? <EditedLine mode={editing} items={items} dispatch={dispatchEdit} /> : null}
      <div className={styles.summary}>
        <CouponField code={totals?.coupon_code ?? null} disabled={!online} />
        <GiftCardField applied={totals?.credits_applied ?? []} disabled={!online} />
        <section className={styles.totals} aria-label={t('Order summary')}>
          <dl>
            {rows.map((row) => (
              <div key={row.code} className={styles.totalsRow} data-code={row.code}>
                <dt>
                  {t(TOTALS_SEGMENT_LABELS[row.code] ?? 'Total')}
                  {row.code === 'subtotal' ? (
                    <span className={styles.basis}>
                      {' '}
                      ({storeView.pricesIncludeTax ? t('incl. VAT') : t('excl. VAT')})
                    </span>
                  ) : null}
                </dt>
                <dd>{format(row.value)}</dd>
              </div>
            ))}
          </dl>
          {estimated ? (
            <p className={styles.note}>{t('Totals are estimated while you are offline.')}</p>
          ) : (
            <TaxCountryNotice totals={totals} className={styles.note} />
          )}
        </section>
        {CART_CONFIG.externalCheckout ? null : (
          <Link
            className={styles.checkout}
            to={localizePath(storeView, '/checkout')}
            onClick={onNavigate}
          >
            {t('Proceed to checkout')}
          </Link>
        )}
        {summaryEnd}
      </div>
    </div>
  );
}

/** The dialog of cart edit mode, while its line is in the cart (it closes when the line goes). */
function EditedLine({
  mode,
  items,
  dispatch,
}: {
  mode: CartEditMode;
  items: readonly CartItem[];
  dispatch: (action: CartEditAction) => void;
}) {
  const line = items.find((item) => item.sku === mode.lineSku);
  useEffect(() => {
    if (!line) dispatch({ type: 'close' });
  }, [line, dispatch]);
  if (!line) return null;
  return (
    <Suspense fallback={null}>
      <CartLineEditor mode={mode} line={line} dispatch={dispatch} />
    </Suspense>
  );
}

/**
 * A line can be edited in cart edit mode when it is a configurable product's variant with no
 * other choices attached (custom options, a birth list gift): its options and quantity change.
 */
function isEditable(line: CartItem): boolean {
  const ext = line.product_option?.extension_attributes;
  return (
    line.type_id === 'configurable' &&
    Boolean(line.parentSku) &&
    line.parentSku !== line.sku &&
    !ext?.custom_options?.length &&
    ext?.birthlist_item_id === undefined &&
    ext?.birthlist_donation_item_id === undefined
  );
}

function CartLine({
  line,
  onNavigate,
  onEdit,
}: {
  line: CartItem;
  onNavigate?: (() => void) | undefined;
  onEdit: (action: CartEditAction) => void;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const id = useId();
  const [draft, setDraft] = useState(String(line.qty));
  useEffect(() => setDraft(String(line.qty)), [line.qty]);
  const cart = getCartSync(storeView);
  const options = getLineOptions(line);
  const commit = () => {
    const qty = Number.parseInt(draft, 10);
    if (!Number.isFinite(qty) || qty < 1) {
      setDraft(String(line.qty));
      return;
    }
    if (qty !== line.qty) void cart.updateQuantity(line, qty);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const name = line.path ? (
    <Link to={line.path} onClick={onNavigate}>
      {line.name}
    </Link>
  ) : (
    line.name
  );
  return (
    <li className={styles.line} data-sku={line.sku}>
      {line.image ? (
        <img
          className={styles.thumbnail}
          src={getImageUrl(line.image, CART_THUMBNAIL)}
          width={CART_THUMBNAIL.width}
          height={CART_THUMBNAIL.height}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.thumbnail} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        {line.product_option?.extension_attributes?.birthlist_item_id !== undefined ||
        line.product_option?.extension_attributes?.birthlist_donation_item_id !== undefined ? (
          <Suspense fallback={null}>
            <GiftLineNote line={line} className={styles.gift} onNavigate={onNavigate} />
          </Suspense>
        ) : null}
        {options.length > 0 ? (
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.label}>
                {option.label}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        {line.errors?.availability ? (
          <p className={styles.lineError} data-testid="line-not-sold">
            {t(line.errors.availability as MessageKey)}
          </p>
        ) : null}
        {line.errors?.stock ? (
          <p className={styles.lineError}>{t(line.errors.stock as MessageKey)}</p>
        ) : line.info?.stock ? (
          <p className={styles.note}>{t(line.info.stock as MessageKey)}</p>
        ) : null}
        {line.server_item_id === undefined ? (
          <p className={styles.note}>{t('Not yet sent to the shop')}</p>
        ) : null}
        <div className={styles.lineControls}>
          <form className={styles.qty} onSubmit={onSubmit}>
            {/* A short label to see; the name says which product's quantity it is. */}
            <label htmlFor={id}>{t('Quantity')}</label>
            <input
              id={id}
              aria-label={t('Number of {name}', { name: line.name })}
              type="number"
              inputMode="numeric"
              min={1}
              max={10000}
              step={1}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
            />
          </form>
          {isEditable(line) ? (
            <button
              type="button"
              className={styles.lineEdit}
              aria-label={t('Edit {name}', { name: line.name })}
              onClick={() =>
                onEdit({
                  type: 'open',
                  mode: {
                    productId: line.parentSku ?? line.sku,
                    lineSku: line.sku,
                    qty: line.qty,
                    selectedOptions: {},
                  },
                })
              }
            >
              {t('Edit')}
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.lineEnd}>
        {/* A line this store view does not sell has no price here (it is outside the totals). */}
        {line.errors?.availability ? null : (
          <p className={styles.price}>
            {formatPrice(getLineRowPrice(line, storeView), storeView.locale)}
          </p>
        )}
        {/* A bin and a word, at the line's foot: never mistaken for the micro cart's close (×). */}
        <button
          type="button"
          className={styles.lineRemove}
          aria-label={t('Remove {name}', { name: line.name })}
          onClick={() => void cart.removeItem(line)}
        >
          <span className="icon icon--trash" aria-hidden="true" />
          <span aria-hidden="true">{t('Remove')}</span>
        </button>
      </div>
    </li>
  );
}

function CouponField({ code, disabled }: { code: string | null; disabled: boolean }) {
  const storeView = useStoreView();
  const t = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cart = getCartSync(storeView);

  async function run(action: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    const message = await action();
    setBusy(false);
    if (message) setError(message);
    else setValue('');
  }

  if (code) {
    return (
      <div className={styles.coupon}>
        <p role="status">{t('Discount code {code} is applied.', { code })}</p>
        <button
          type="button"
          disabled={busy || disabled}
          onClick={() => run(() => cart.removeCoupon())}
        >
          {t('Remove discount code {code}', { code })}
        </button>
        {error ? (
          <p role="alert" className={styles.lineError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <CodeForm
      label={t('Discount code')}
      name="coupon"
      submitLabel={t('Apply')}
      value={value}
      onValueChange={setValue}
      onSubmit={(typed) => void run(() => cart.applyCoupon(typed))}
      disabled={busy || disabled}
    >
      {error ? (
        <p role="alert" className={styles.lineError}>
          {error}
        </p>
      ) : null}
    </CodeForm>
  );
}
