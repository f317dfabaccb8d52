/**
 * Whether the app's log-in prompt is open ('Please log in to proceed', secondary-areas §4, §6).
 * Opened by lib/app-bridge.ts when a logged-out shopper in the app taps account, wishlist or add
 * to cart; shown by the bridge's runtime (which may mount after the tap: it shows it then).
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the prompt. */
export function openAppLoginPrompt(): void {
  publish(true);
}

/** Closes the prompt. */
export function closeAppLoginPrompt(): void {
  publish(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the prompt is open now (outside React). */
export function isAppLoginPromptOpen(): boolean {
  return open;
}

/** Whether the prompt is open. */
export function useAppLoginPromptOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
