/**
 * The search panel of the default layout (not on checkout and the other pages without the tab
 * bar; core-shop §2, secondary-areas §2 and §4). Only the panel's opening stays with the page: the
 * panel's history handling (stores/search-panel.ts), its host and the overlay load when it first
 * opens, so no page's first load carries them.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { OPEN_SEARCH_EVENT } from '../../lib/app-bridge.ts';
import { isTabBarHidden } from '../../lib/tab-bar.ts';
import { useUi } from '../../stores/ui.ts';
import { withSearchPanel } from './search-panel-opener.ts';

const SearchPanelHost = lazy(() => import('./search-panel-host.tsx'));

export function SearchPanel() {
  const open = useUi((ui) => ui.searchPanelOpen === true);
  const { pathname } = useLocation();
  const hidden = isTabBarHidden(pathname);

  // The native app's "open search" opens the panel where the page has it (the bridge goes to
  // the search page when nobody takes its event).
  useEffect(() => {
    if (hidden) return;
    const takeAppSearch = (event: Event) => {
      event.preventDefault();
      withSearchPanel((store) => store.openSearchPanel('app'));
    };
    window.addEventListener(OPEN_SEARCH_EVENT, takeAppSearch);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, takeAppSearch);
  }, [hidden]);

  if (!open || hidden) return null;
  return (
    <Suspense fallback={null}>
      <SearchPanelHost />
    </Suspense>
  );
}
