/**
 * The checkout of a logged-in shopper (/checkout): details and address, delivery (with the pick-up
 * store), payment, the summary and 'Place order'. Placing goes through the order queue
 * (stores/order-queue.ts): 'Processing order...', then
 * - a provider payment with a page: the cart page is put in the history, the browser goes to the
 *   provider; the cart stays until the return page knows the order is paid;
 * - paid, pending without a page (transfer, cash on delivery) or free: the cart is cleared without
 *   sync and the return page shows the order;
 * - offline or a server error: the order is queued and shown as waiting to be sent (offline on this
 *   page itself, since the browser may be unable to fetch another page's code).
 */
import { type CartItem, formatPrice, type StoreView } from '@shop/core';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import {
  contributionListOf,
  GIFT_REFUSAL_KEYS,
  type GiftRefusal,
  giftListOf,
  refusedGiftLines,
} from '../../lib/birthlist-gifts.ts';
import { getPublicBirthList } from '../../lib/birthlist-public-api.ts';
import { getLineRowPrice, getTotalsRows, TOTALS_SEGMENT_LABELS } from '../../lib/cart-view.ts';
import { errorText } from '../../lib/error-text.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { loadMessageArea } from '../../lib/message-areas.ts';
import { rememberPaymentRedirect } from '../../lib/payment-redirect-note.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { CurrentUser } from '../../lib/user-api.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { clearCheckoutDetails } from '../../stores/checkout.ts';
import { getOrderQueue } from '../../stores/order-queue.ts';
import { useUi } from '../../stores/ui.ts';
import { GiftLineNote } from '../cart/gift-line-note.tsx';
import { TaxCountryNotice } from '../cart/tax-country-notice.tsx';
import { AddressSection } from './address-section.tsx';
import styles from './checkout.module.css';
import { CheckoutLegalLinks } from './legal-links.tsx';
import { type MissingStep, missingSteps } from './missing-steps.ts';
import { PaymentSection } from './payment-section.tsx';
import { QueuedOrderStatus } from './queued-order.tsx';
import { RewardPointsField } from './reward-points-field.tsx';
import { ShippingSection } from './shipping-section.tsx';
import { type CheckoutModel, useCheckout } from './use-checkout.ts';

export function Checkout({ user }: { user: CurrentUser }) {
  const storeView = useStoreView();
  const t = useTranslate();
  const checkout = useCheckout(storeView, user);
  // An order queued offline shows here: another page may need code the browser cannot fetch.
  const [queued, setQueued] = useState<string | null>(null);

  if (queued) {
    return (
      <section aria-labelledby="queued-title">
        <h2 id="queued-title">{t('Your order is waiting to be sent')}</h2>
        <QueuedOrderStatus orderId={queued} />
      </section>
    );
  }
  if (!checkout.restored) {
    return (
      <p className={styles.note} aria-busy="true">
        {t('Loading your shopping cart')}
      </p>
    );
  }
  if (checkout.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('Your shopping cart is empty.')}</p>
        <Link to={localizePath(storeView, '/')}>{t('Continue shopping')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <AddressSection checkout={checkout} />
        {checkout.virtual ? null : <ShippingSection checkout={checkout} />}
        <PaymentSection checkout={checkout} />
      </div>
      <OrderSummary checkout={checkout} onQueuedOffline={setQueued} />
    </div>
  );
}

/** What the checkout still misses before the order can be placed (missing-steps.ts). */
function missingOf(checkout: CheckoutModel): MissingStep[] {
  const { details } = checkout;
  return missingSteps({
    addressSaved: details.addressSaved,
    virtual: checkout.virtual,
    deliveryChosen: details.shipping !== null,
    pickup: checkout.pickup,
    pickupLocationChosen: checkout.pickupLocation !== null,
    paymentChosen: details.payment.method !== null && checkout.paymentMethods !== null,
  });
}

/** Refusals because an applied credit pays less than the summary showed (another order spent it). */
const CREDIT_REFUSAL_KEYS = new Set(['giftcard.review_cart', 'rewards.review_cart']);

function OrderSummary({
  checkout,
  onQueuedOffline,
}: {
  checkout: CheckoutModel;
  onQueuedOffline: (orderId: string) => void;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const navigate = useNavigate();
  const closed = useUi((ui) => ui.shopClosed);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [giftProblem, setGiftProblem] = useState<GiftProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const missingId = useId();
  // A refused gift being taken out: the order waits for the cart (and its new totals).
  const [removing, setRemoving] = useState(false);
  const removeGift = async (line: CartItem) => {
    setRemoving(true);
    try {
      await getCartSync(storeView).removeItem(line);
    } finally {
      setRemoving(false);
    }
  };
  // Marked gift lines still in the cart; the problem is over once they are removed.
  const refusedLines = giftProblem
    ? checkout.items.filter((line) => giftProblem.lines.has(giftLineKey(line)))
    : [];
  const format = (amount: number) => formatPrice(amount, storeView.locale);
  const { rows } = getTotalsRows(checkout.items, checkout.totals, storeView, true);
  const returnPath = (page: string) => localizePath(storeView, page);

  const missing = missingOf(checkout);
  // A missing step the shopper has completed since pressing is no longer a problem.
  const shownProblem = problem && missing.some((step) => step.message === problem) ? problem : null;
  const placeOrder = async () => {
    const first = missing[0];
    setProblem(first?.message ?? null);
    if (first) {
      // The step to complete comes into view; the alert beside the button says which it is.
      document.getElementById(first.section)?.scrollIntoView({ block: 'start' });
      return;
    }
    if (busy || removing) return;
    setBusy(true);
    try {
      const result = await checkout.holdingPaymentSelection(() =>
        getOrderQueue(storeView).placeOrder(checkout.draft()),
      );
      const cart = getCartSync(storeView);
      if (result.status === 'queued') {
        cart.clear();
        clearCheckoutDetails(storeView.code);
        if (navigator.onLine) {
          navigate(
            `${returnPath('/checkout-return')}?queued=${encodeURIComponent(result.orderId)}`,
          );
        } else {
          onQueuedOffline(result.orderId);
        }
        return;
      }
      if (result.status === 'refused') {
        // Out of stock: the lines learn their stock and show which one it is. A coupon that
        // no longer applies: the server dropped it, the summary shows the new total. A gift
        // for a birth list item nobody wants any more: its line is marked, to be removed.
        // A gift card or the points paying less than the summary showed: the new totals.
        if (result.reason === 'coupon' || CREDIT_REFUSAL_KEYS.has(result.refusal?.key ?? '')) {
          void cart.syncTotals();
        } else void cart.syncStockOfLines();
        if (result.refusal && GIFT_REFUSAL_KEYS.has(result.refusal.key)) {
          setGiftProblem(await describeGiftRefusal(storeView, checkout.items, result.refusal));
        }
        return;
      }
      if (result.status !== 'placed') return;
      const { confirmation } = result;
      const hash = encodeURIComponent(confirmation.orderHash);
      if (confirmation.redirectUrl) {
        // The cart stays until the return page knows the outcome; back from the provider the
        // shopper lands on the cart.
        rememberPaymentRedirect(storeView.code, confirmation.orderHash);
        // Only once the cart page is in the history may the browser leave: navigating is
        // asynchronous, and leaving first would put the checkout behind the provider's page.
        await navigate(returnPath('/cart'));
        window.location.assign(confirmation.redirectUrl);
        return;
      }
      if (confirmation.paymentStatus === 'failed' || confirmation.paymentStatus === 'canceled') {
        navigate(`${returnPath('/checkout-failed')}?order_hash=${hash}&reason=rejected`);
        return;
      }
      cart.clear();
      clearCheckoutDetails(storeView.code);
      navigate(`${returnPath('/checkout-return')}?result=1&order_hash=${hash}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('Order summary')}</h2>
      <ul className={styles.summaryLines}>
        {checkout.items.map((line) => (
          <li key={`${line.sku}:${line.checksum ?? ''}`}>
            <div>
              {line.qty} × {line.name}
              <GiftLineNote line={line} className={styles.gift} />
              {refusedLines.includes(line) ? (
                <span className={styles.giftRefused}>
                  <span className={styles.problem}>
                    {t(
                      isContribution(line)
                        ? 'No longer possible on the birth list'
                        : 'No longer wanted on the birth list',
                    )}
                  </span>
                  <button
                    type="button"
                    className={styles.removeGift}
                    aria-label={`${t('Remove from cart')}: ${line.name}`}
                    disabled={removing}
                    onClick={() => void removeGift(line)}
                  >
                    {t('Remove from cart')}
                  </button>
                </span>
              ) : null}
            </div>
            <span>{format(getLineRowPrice(line, storeView))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {rows.map((row) => (
          <div key={row.code} data-code={row.code}>
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
      <TaxCountryNotice totals={checkout.totals} className={styles.note} />
      <RewardPointsField totals={checkout.totals} disabled={busy} />
      {checkout.pickup && checkout.pickupLocation ? (
        <p className={styles.note}>
          {t('Pick up at {store}', { store: checkout.pickupLocation.name })}
        </p>
      ) : null}
      <p role="alert" className={shownProblem ? styles.problem : styles.idle}>
        {shownProblem ? t(shownProblem) : null}
      </p>
      <p role="alert" className={refusedLines.length > 0 ? styles.problem : styles.idle}>
        {giftProblem && refusedLines.length > 0
          ? `${giftProblem.message} ${t(
              refusedLines.every(isContribution)
                ? 'Remove the contribution from your cart to place your order.'
                : 'Remove the gift from your cart to place your order.',
            )}`
          : null}
      </p>
      <CheckoutLegalLinks />
      {/* While a step is missing the button looks inactive and the list beside it says what is
          missing; pressed anyway, it shows the first missing step (the alert above). */}
      {missing.length > 0 && !closed ? (
        <div id={missingId} className={styles.missing} data-testid="place-order-missing">
          <p>{t('Before you can place your order:')}</p>
          <ul>
            {missing.map((step) => (
              <li key={step.message}>{t(step.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.placeOrder}
        onClick={placeOrder}
        disabled={busy || closed || removing}
        aria-disabled={busy || closed || removing || missing.length > 0}
        aria-describedby={missing.length > 0 && !closed ? missingId : undefined}
      >
        {closed ? t('Closed on Sunday') : t('Place order')}
      </button>
    </aside>
  );
}

/** An order refused over a birth list gift: the refusal's text and the lines it marks. */
interface GiftProblem {
  message: string;
  lines: ReadonlySet<string>;
}

function giftLineKey(line: CartItem): string {
  const ext = line.product_option?.extension_attributes;
  return `${line.sku}:${ext?.birthlist_item_id ?? ''}:${ext?.birthlist_donation_item_id ?? ''}`;
}

/** Whether a line is a contribution to a birth list's donation item. */
function isContribution(line: CartItem): boolean {
  return line.product_option?.extension_attributes?.birthlist_donation_item_id !== undefined;
}

/**
 * The text of a refusal over a gift in the shopper's language, and the gift lines it is about:
 * the lists' public pages say what is still wanted of each item this browser knows the list of,
 * and which donation items still take contributions.
 */
async function describeGiftRefusal(
  storeView: StoreView,
  items: readonly CartItem[],
  refusal: GiftRefusal,
): Promise<GiftProblem> {
  const keys = new Set<string>();
  for (const line of items) {
    const ext = line.product_option?.extension_attributes;
    const itemId = ext?.birthlist_item_id;
    const donationItemId = ext?.birthlist_donation_item_id;
    const list =
      itemId !== undefined
        ? giftListOf(itemId)
        : donationItemId !== undefined
          ? contributionListOf(donationItemId)
          : null;
    if (list) keys.add(list.urlKey);
  }
  const stillWanted = new Map<number, number>();
  // The donation items the lists' pages still show (a contribution to another one is refused).
  const openDonations = new Set<number>();
  // A refusal naming a line's sku reads better with the product's name.
  const named = items.find((line) => line.sku === refusal.params.sku)?.name;
  const params = named ? { ...refusal.params, sku: named } : refusal.params;
  const [message] = await Promise.all([
    errorText(storeView.locale, new ApiError('', 409, false, refusal.key, params)),
    loadMessageArea(storeView.locale, 'birthlist-public').catch(() => undefined),
    ...[...keys].map(async (urlKey) => {
      const list = await getPublicBirthList(storeView.code, urlKey).catch(() => null);
      for (const item of list?.items ?? []) {
        stillWanted.set(item.birthlist_item_id, item.qty_still_wanted);
      }
      for (const donation of list?.donation_items ?? []) {
        openDonations.add(donation.donation_item_id);
      }
    }),
  ]);
  const lines = refusedGiftLines(items, refusal, stillWanted, openDonations);
  return { message, lines: new Set(lines.map(giftLineKey)) };
}
