/**
 * The search panel's opening and closing (stores/search-panel.ts) for the header's field, the tab
 * bar's Search tab and the layout's "open search" of the app: the store's code loads on the first
 * use, so no page's first load carries it.
 */
type SearchPanelStore = typeof import('../../stores/search-panel.ts');

/** Runs `use` with the panel's store once its code is there. */
export function withSearchPanel(use: (store: SearchPanelStore) => void): void {
  import('../../stores/search-panel.ts').then(use, (error: unknown) =>
    console.warn('[search] the search panel could not be loaded:', error),
  );
}
