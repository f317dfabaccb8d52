/**
 * The panel host (sidebar-panel.tsx) for parts that open a panel only on a shopper's action (the
 * named modals, the product page's stock and size dialogs, the gallery's video): the host's code
 * loads with the first opening, then the panel's own code, so no page's first load carries either.
 */
import { lazy, Suspense } from 'react';
import type { SidebarPanel as Host } from './sidebar-panel.tsx';

const LoadedHost = lazy(() =>
  import('./sidebar-panel.tsx').then((module) => ({ default: module.SidebarPanel })),
) as unknown as typeof Host;

/** SidebarPanel with its own code loaded on first use; nothing shows while it loads. */
export function LazySidebarPanel<P extends object>(props: Parameters<typeof Host<P>>[0]) {
  return (
    <Suspense fallback={null}>
      <LoadedHost {...props} />
    </Suspense>
  );
}
