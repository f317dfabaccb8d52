/**
 * The loader overlay of the layout: a full-page overlay with a message while a long operation
 * runs (e.g. 'Processing order...'). Nested operations keep it until the last one ends.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface LoaderState {
  /** The messages of the running operations, the latest last. */
  messages: string[];
}

const loaderStore = createStore<LoaderState>()(() => ({ messages: [] }));

/** Shows the overlay with `message` until the returned function is called. */
export function showLoader(message: string): () => void {
  loaderStore.setState(({ messages }) => ({ messages: [...messages, message] }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loaderStore.setState(({ messages }) => {
      const index = messages.lastIndexOf(message);
      return { messages: messages.filter((_, i) => i !== index) };
    });
  };
}

/** The message of the running operation, or null when none runs (the server render: none). */
export function useLoaderMessage(): string | null {
  return useStore(loaderStore, (state) => state.messages.at(-1) ?? null);
}
