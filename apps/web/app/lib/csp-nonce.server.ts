/**
 * The Content-Security-Policy nonce of the page being rendered. The shop's mount (apps/api's
 * mount-web) makes one per page request, sends it in the page's policy header and puts it into
 * React Router's load context under `cspNonceContext` (re-exported by entry.server.tsx, so the
 * mount finds this very key in the build); entry.server gives it to React Router's scripts and
 * React's streaming scripts. A storefront served another way (react-router dev) has none.
 */
import { createContext, type RouterContextProvider } from 'react-router';

export const cspNonceContext = createContext<string | null>(null);

/** The nonce of this render, or undefined outside the shop's mount. */
export function cspNonceOf(
  context: Readonly<RouterContextProvider> | undefined,
): string | undefined {
  return context?.get(cspNonceContext) ?? undefined;
}
