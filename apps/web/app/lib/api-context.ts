/**
 * The shop process serves the API and the storefront from one Fastify app; there the SSR loaders
 * need no HTTP round trip over loopback for their 2–4 API calls per page. apps/api's mount-web
 * puts an in-process transport (Fastify's inject) into React Router's load context under
 * `apiFetchContext` (re-exported by entry.server.tsx, so the mount finds this very key in the
 * build); loaders pass it on with `apiCallOptions`. A storefront served by another process
 * (react-router dev, a separate web process) has no such value and calls the API over HTTP.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { ApiFetch, CallOptions } from './api.ts';

export const apiFetchContext = createContext<ApiFetch | null>(null);

/**
 * In the shop process with its output cache: notes the tags of what a page shows from a read an
 * earlier page kept (lib/shared-read.ts), as the transport notes those of each answer.
 */
export const pageTagsContext = createContext<((tags: readonly string[]) => void) | null>(null);

/** The call options of a loader: its request's signal and, in the shop process, the transport. */
export function apiCallOptions(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Required<Pick<CallOptions, 'signal'>> & CallOptions {
  const transport = context.get(apiFetchContext);
  const noteTags = context.get(pageTagsContext);
  return {
    signal: request.signal,
    ...(transport ? { fetch: transport } : {}),
    ...(noteTags ? { noteTags } : {}),
  };
}
