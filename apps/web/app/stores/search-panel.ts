/**
 * Opening and closing the full-screen search overlay, the pseudo-route '/search-panel'
 * (core-shop §2, secondary-areas §2 and §4). Opening adds one history entry of the same address,
 * marked as the panel; the router never sees it. Going back from it closes the panel instead of
 * leaving the page, and coming back to it later (from a page opened in the panel) skips it, so
 * the back button never shows a panel again. Closing also closes the micro cart (the sidebar
 * drawer is a modal of its own and cannot be open beside the panel).
 */
import { trackEvent } from '../lib/analytics.ts';
import { closeMicrocart, getUiState, setUiState } from './ui.ts';

/** Where the overlay was opened from (the search_use event's source, secondary-areas §7). */
export type SearchPanelSource = 'header' | 'tab_bar' | 'app';

/** The mark of the panel's history entry in `history.state`. */
const PANEL_MARK = 'searchPanel';

const onPanelEntry = () =>
  (window.history.state as Record<string, unknown> | null)?.[PANEL_MARK] === true;

let listening = false;
/**
 * A step back off the panel's entry is under way: the dialog's Escape, its cancel and its close
 * events all ask to close, and only the first may step back (a second would leave the page).
 */
let steppingBack = false;

/**
 * Runs before the router's own listener (capture at the window): a step back onto or off the
 * panel's entry is the panel's business alone, so the router does not reload the page's data.
 */
function onPopState(event: PopStateEvent): void {
  steppingBack = false;
  const open = getUiState().searchPanelOpen === true;
  if (onPanelEntry()) {
    event.stopImmediatePropagation();
    // Back from a page opened in the panel: the panel's entry is skipped.
    if (!open) window.history.back();
    return;
  }
  // Back off the panel's own entry (the page under it stays as it is).
  if (open && (event.state as Record<string, unknown> | null)?.key === panelOwner) {
    event.stopImmediatePropagation();
  }
  if (open) hidePanel();
}

/** The router's key of the page the panel was opened on. */
let panelOwner: unknown = null;

function hidePanel(): void {
  setUiState({ searchPanelOpen: false });
  closeMicrocart();
}

/** Text typed elsewhere (the header's field) that the panel starts with. */
let startText = '';

/** The text the panel opening now starts with (read once). */
export function takeSearchPanelText(): string {
  const text = startText;
  startText = '';
  return text;
}

export function openSearchPanel(source: SearchPanelSource, text = ''): void {
  if (getUiState().searchPanelOpen) return;
  startText = text;
  trackEvent('search_use', source);
  if (!listening) {
    window.addEventListener('popstate', onPopState, { capture: true });
    listening = true;
  }
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  panelOwner = state.key;
  window.history.pushState({ ...state, [PANEL_MARK]: true }, '', window.location.href);
  closeMicrocart();
  setUiState({ searchPanelOpen: true });
}

/** Closes the panel: a step back off its history entry, which the listener above answers. */
export function closeSearchPanel(): void {
  if (!getUiState().searchPanelOpen || steppingBack) return;
  if (onPanelEntry()) {
    steppingBack = true;
    window.history.back();
  } else hidePanel();
}

/**
 * The tab bar's Search tab: opens the panel, or closes it when it is open (the panel shows the
 * tab bar inside it below 1024 px, so its Search tab can be tapped while it is open).
 */
export function toggleSearchPanel(): void {
  if (getUiState().searchPanelOpen) closeSearchPanel();
  else openSearchPanel('tab_bar');
}

/**
 * The panel after the router moved to another page (a result or a suggestion followed): it is
 * closed without a step back, the panel's entry stays behind the new page and is skipped later.
 */
export function closeSearchPanelForNavigation(): void {
  if (getUiState().searchPanelOpen) hidePanel();
}
