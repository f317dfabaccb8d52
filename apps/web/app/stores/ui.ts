/**
 * Small pieces of layout state: whether the micro cart is open, whether the shop is closed (from
 * the startup check) with its dialog showing, and which view of the authentication modal is open.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface UiState {
  microcartOpen: boolean;
  /** The shop is closed now (closed on Sunday): adding to the cart is disabled. */
  shopClosed: boolean;
  closedDialogOpen: boolean;
  /** The open view of the authentication modal, or null when it is closed. */
  authModal: AuthView | null;
  /**
   * A page shows a queued order and sends the queue itself (the thank-you page, or the checkout
   * after an order placed offline): the offline-order confirmation is not offered meanwhile.
   */
  queuedOrderShown: boolean;
  /**
   * The birth list mode of the add-to-cart button (secondary-areas §4): the birth list store sets
   * it while the logged-in customer has an active list, and clears it when the list goes. The
   * button then shows the mode's own button, loaded from the birth list's chunk (so the product
   * page carries none of the birth list's code).
   */
  birthListActive?: boolean;
  /** The store stock dialog is open: the tab bar hides meanwhile (secondary-areas §2 Layout). */
  storeStockDialogOpen?: boolean;
  /** The full-screen search overlay is open (stores/search-panel.ts): the tab bar hides meanwhile. */
  searchPanelOpen?: boolean;
  /**
   * How many panels that hide the tab bar are open (secondary-areas §2 Layout: the stock/delivery
   * dialog, the video panel): each adds one while it is open.
   */
  tabBarHidingPanels?: number;
  /** The named modal open now (secondary-areas §2 Layout), or none. */
  namedModal?: NamedModal | null;
}

/**
 * The named modals of the layout that are not part of one page (secondary-areas §2 Layout): the
 * terms and conditions, 'feature not implemented' (with what is not available, a message key,
 * and what to do instead) and the language switcher.
 */
export type NamedModal =
  | { name: 'terms' }
  | { name: 'feature-not-implemented'; feature: string; instead: string }
  | { name: 'language-switcher' };

export type AuthView = 'login' | 'register' | 'forgot-password' | 'code';

const uiStore = createStore<UiState>()(() => ({
  microcartOpen: false,
  shopClosed: false,
  closedDialogOpen: false,
  authModal: null,
  queuedOrderShown: false,
}));

export const getUiState = uiStore.getState;

export function setUiState(change: Partial<UiState>): void {
  uiStore.setState(change);
}

/** A slice of the layout state; the server and hydration render see the initial state. */
export function useUi<T>(selector: (ui: UiState) => T): T {
  return useStore(uiStore, selector);
}

export const openMicrocart = () => setUiState({ microcartOpen: true });
export const closeMicrocart = () => setUiState({ microcartOpen: false });
export const openAuthModal = (view: AuthView = 'login') => setUiState({ authModal: view });

export const openNamedModal = (modal: NamedModal) => setUiState({ namedModal: modal });
export const closeNamedModal = () => setUiState({ namedModal: null });

/** A panel that hides the tab bar opened: returns what to call when it closes. */
export function hideTabBarWhileOpen(): () => void {
  setUiState({ tabBarHidingPanels: (getUiState().tabBarHidingPanels ?? 0) + 1 });
  return () =>
    setUiState({ tabBarHidingPanels: Math.max(0, (getUiState().tabBarHidingPanels ?? 0) - 1) });
}
