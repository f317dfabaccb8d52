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

/** The call options of a loader: its request's signal and, in the shop process, the transport. */
export function apiCallOptions(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Required<Pick<CallOptions, 'signal'>> & CallOptions {
  const transport = context.get(apiFetchContext);
  return transport ? { signal: request.signal, fetch: transport } : { signal: request.signal };
}
