/**
 * The add-to-cart button: default → loading → success for 3 s (the cart took it) or failure for 1 s
 * with a vibrate cue; an exception shows a danger notification and resets. Disabled while the shop
 * is closed, when the product has errors, when the chosen product is sold out ('Selected variant is
 * out of stock'), when the caller disables it (a quantity error, no max quantity), while what it
 * waits for loads (the stock check) or while not in the default state; hidden by
 * hide_add_to_cart_button. With `reroutePath` (configurable or bundle products outside their page)
 * it links to the page. The cart logic is imported when the button comes near the screen, the
 * pointer or focus reaches it, or on the click, so the product page's initial load holds none of
 * it. In birth list mode (a logged-in customer with an active birth list) the birth list's own
 * button follows it, with the same lines; its code loads with the birth list store, not here.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { askAppLoginFirst, sendAppHaptic } from '../../lib/app-bridge.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { AddToCartInput } from '../../stores/cart-sync.ts';
import { notify } from '../../stores/notifications.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';

const SUCCESS_MS = 3000;
const FAILURE_MS = 1000;

type ButtonState = 'default' | 'loading' | 'success' | 'failure';

const prefetchCartSync = () => {
  void import('../../stores/cart-sync.ts');
  void import('../../lib/cart-line.ts');
};

/**
 * The birth list mode's button, shown while the customer has an active list (stores/ui.ts
 * `birthListActive`): from the birth list's chunk, already loaded then with the store that set the
 * flag, so the product page itself carries none of it.
 */
const BirthListAction = lazy(() =>
  import('../birthlist/birthlist-action.tsx').then(({ BirthListAction }) => ({
    default: BirthListAction,
  })),
);

/**
 * Fetches the cart logic once the button comes near the screen: the tap is then instant, and
 * adding still works when the connection drops before it (offline lines are kept and synced
 * later). A page that is only glanced at loads none of it. A callback ref with its cleanup.
 */
function prefetchWhenNearScreen(button: HTMLButtonElement | null) {
  if (!button || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      prefetchCartSync();
    },
    { rootMargin: '200px' },
  );
  observer.observe(button);
  return () => observer.disconnect();
}

export function AddToCartButton({
  getInputs,
  hidden = false,
  disabled = false,
  hasErrors = false,
  soldOut = false,
  reroutePath,
  label: defaultLabel,
  onAdded,
  busy = false,
  birthListAction = true,
}: {
  /** The lines to add, built at click time from the page's choices. */
  getInputs: () => Promise<AddToCartInput[]>;
  hidden?: boolean;
  disabled?: boolean;
  hasErrors?: boolean;
  /** The chosen product is out of stock: disabled, with 'Selected variant is out of stock'. */
  soldOut?: boolean;
  reroutePath?: string | undefined;
  /** The label of the default state, when it is not 'Add to cart' (the in-store pick-up). */
  label?: string;
  /** Called once the cart took every line. */
  onAdded?: () => void;
  /** Something the button waits for is loading (the stock check): disabled and marked busy. */
  busy?: boolean;
  /** Whether birth list mode adds its own button (not in the product page's sticky bar). */
  birthListAction?: boolean;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const closed = useUi((ui) => ui.shopClosed);
  // Birth list mode: the birth list's button, for a customer with an active list.
  const birthListActive = useUi((ui) => ui.birthListActive === true);
  const [state, setState] = useState<ButtonState>('default');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (hidden) return null;
  if (reroutePath) {
    return (
      <Link className="button button--primary add-to-cart" to={reroutePath}>
        {t('Choose your options')}
      </Link>
    );
  }

  const settle = (next: ButtonState, ms: number) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('default'), ms);
  };

  async function add() {
    // In the app, a logged-out shopper is asked to log in first (secondary-areas §4).
    if (askAppLoginFirst()) return;
    setState('loading');
    try {
      const [{ getCartSync }, { restoreCart }] = await Promise.all([
        import('../../stores/cart-sync.ts'),
        import('../../stores/cart.ts'),
      ]);
      // Never add to a cart that has not been read back yet: the saved lines come first.
      await restoreCart(storeView.code);
      const cart = getCartSync(storeView);
      let status = 200;
      for (const input of await getInputs()) {
        const result = await cart.addToCart(input);
        if (result.status !== 200) status = result.status;
      }
      if (status === 200) {
        settle('success', SUCCESS_MS);
        onAdded?.();
        openMicrocart();
      } else {
        // The vibrate cue: the app's haptic in the app, the browser's vibration elsewhere.
        if (
          !sendAppHaptic('vibrate') &&
          typeof navigator !== 'undefined' &&
          'vibrate' in navigator
        ) {
          navigator.vibrate(200);
        }
        settle('failure', FAILURE_MS);
      }
    } catch (error) {
      clearTimeout(timer.current);
      setState('default');
      // Loaded only when a failure is shown: the product page's script stays small.
      const { errorText } = await import('../../lib/error-text.ts');
      notify({ type: 'danger', message: await errorText(storeView.locale, error) });
    }
  }

  const label = closed
    ? t('Closed on Sunday')
    : state === 'loading'
      ? t('Adding to cart')
      : state === 'success'
        ? t('Added to cart')
        : state === 'failure'
          ? t('Not added to cart')
          : (defaultLabel ?? t('Add to cart'));
  const button = (
    <button
      ref={prefetchWhenNearScreen}
      type="button"
      className="button button--primary add-to-cart"
      data-state={state}
      aria-busy={state === 'loading' || busy ? true : undefined}
      disabled={closed || hasErrors || soldOut || disabled || busy || state !== 'default'}
      onClick={add}
      // Fetch the cart logic when the shopper is about to add (also keeps adding working offline).
      onPointerEnter={prefetchCartSync}
      onFocus={prefetchCartSync}
    >
      {label}
    </button>
  );
  return (
    <>
      {soldOut && !closed ? (
        <p className="add-to-cart__note" role="status">
          {t('Selected variant is out of stock')}
        </p>
      ) : null}
      {button}
      {birthListActive && birthListAction && (
        <Suspense fallback={null}>
          <BirthListAction getInputs={getInputs} />
        </Suspense>
      )}
    </>
  );
}
