/**
 * The loader overlay (spec secondary §2 Layout): a full-page overlay with a message while a long
 * operation runs (e.g. 'Processing order...'). Nested operations keep it until the last ends.
 */
import { useSyncExternalStore } from 'react';

let messages: string[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows the overlay with `message` until the returned function is called. */
export function showLoader(message: string): () => void {
  const token = `${message}`;
  messages = [...messages, token];
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const index = messages.lastIndexOf(token);
    messages = messages.filter((_, i) => i !== index);
    emit();
  };
}

const NONE: string[] = [];

/** The message of the running operation, or null when none runs. */
export function useLoaderMessage(): string | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => messages,
    () => NONE,
  );
  return current.at(-1) ?? null;
}
