/**
 * The host of a panel whose code loads when it is first opened (secondary-areas §2 Layout: sidebar
 * panels load asynchronously with a 3000 ms timeout and close on hash change). While the code
 * loads nothing shows; when it fails or takes longer than 3 s the loading-error box shows instead
 * ('Try again' only while online, 'Close'). A panel that hides the tab bar (the stock/delivery
 * dialog, the video panel) hides it while it is open.
 */
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { SIDEBAR_PANEL_TIMEOUT_MS } from '../../lib/layout-rules.ts';
import { hideTabBarWhileOpen } from '../../stores/ui.ts';

// The error box's code is fetched with every panel (so it is there if the panel's is not), but
// is no part of the page's first load.
const loadErrorBox = () => import('./loading-error-box.tsx');
const LoadingErrorBox = lazy(loadErrorBox);

type Loaded<P> = ComponentType<P & { onClose: () => void }>;

/** The panel's code once loaded, per loader: a second opening shows it at once. */
const loadedPanels = new WeakMap<() => Promise<unknown>, unknown>();

export function SidebarPanel<P extends object>({
  load,
  panelProps,
  onClose,
  hidesTabBar = false,
}: {
  /** Imports the panel's module; its default export is the panel. */
  load: () => Promise<{ default: Loaded<P> }>;
  panelProps: P;
  onClose: () => void;
  hidesTabBar?: boolean;
}): ReactElement | null {
  const [attempt, setAttempt] = useState(0);
  const [Panel, setPanel] = useState<Loaded<P> | null>(
    () => (loadedPanels.get(load) as Loaded<P> | undefined) ?? null,
  );
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    if (Panel) return;
    let current = true;
    void loadErrorBox().catch(() => undefined);
    setFailed(false);
    const timer = setTimeout(() => {
      if (current) setFailed(true);
    }, SIDEBAR_PANEL_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        loadedPanels.set(load, module.default);
        // Code that arrives after the timeout still shows: the shopper asked for it.
        if (current) setPanel(() => module.default);
      },
      () => {
        clearTimeout(timer);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [attempt]);

  // A panel closes when the page's hash changes (a link inside it, or the back button).
  useEffect(() => {
    window.addEventListener('hashchange', onClose);
    return () => window.removeEventListener('hashchange', onClose);
  }, [onClose]);

  useEffect(() => (hidesTabBar ? hideTabBarWhileOpen() : undefined), [hidesTabBar]);

  if (Panel) return <Panel {...panelProps} onClose={onClose} />;
  if (failed) {
    return (
      <Suspense fallback={null}>
        <LoadingErrorBox onRetry={() => setAttempt((n) => n + 1)} onClose={onClose} />
      </Suspense>
    );
  }
  return null;
}
