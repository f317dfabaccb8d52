/**
 * Small pieces of layout state (spec secondary §2 Layout): whether the micro cart is open and
 * whether the shop is closed (from the startup check) with its dialog showing.
 */
import { useSyncExternalStore } from 'react';

export interface UiState {
  microcartOpen: boolean;
  /** The shop is closed now (closed on Sunday): adding to the cart is disabled. */
  shopClosed: boolean;
  closedDialogOpen: boolean;
}

const INITIAL: UiState = { microcartOpen: false, shopClosed: false, closedDialogOpen: false };
let state = INITIAL;
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  return state;
}

export function setUiState(change: Partial<UiState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function useUi<T>(selector: (ui: UiState) => T): T {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selector(state),
    () => selector(INITIAL),
  );
}

export const openMicrocart = () => setUiState({ microcartOpen: true });
export const closeMicrocart = () => setUiState({ microcartOpen: false });
