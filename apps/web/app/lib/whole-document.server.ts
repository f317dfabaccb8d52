/**
 * Whether the shop reads the document of this page whole before it answers: apps/api's
 * mount-web does so for a page that shared caches may keep, whose cache tags are known only once
 * every loader, deferred ones too, has read its data. The mount says so under
 * `wholeDocumentContext` (re-exported by entry.server.tsx, so the mount finds this very key in the
 * build). Streaming such a page brings the shopper nothing, so entry.server renders it at once in
 * full and writes it out in one piece.
 */
import { createContext, type RouterContextProvider } from 'react-router';

export const wholeDocumentContext = createContext<boolean>(false);

/** Whether the shop reads this render's document whole (false outside the shop's mount). */
export function isWholeDocument(context: Readonly<RouterContextProvider> | undefined): boolean {
  return context?.get(wholeDocumentContext) ?? false;
}
