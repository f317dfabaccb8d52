/**
 * The lifecycle every modal dialog of the storefront shares. The dialog is a native <dialog>
 * shown modal while its component is mounted: the rest of the page is inert and Tab keeps the
 * focus inside (from the last control to the first and back). Escape, the dialog closing by itself and (where asked) a click on the backdrop all call
 * `onClose`, which unmounts it; unmounting closes it and returns the focus to its opener.
 *
 * The opener is the element that had the focus when the dialog opened. Browsers that do not focus
 * a button on a click (Safari) leave the focus on the body: then the control last pressed is the
 * opener. An opener that left the page meanwhile (a re-rendered button) is found again by its id
 * or its accessible name where it can be; otherwise the focus goes to the main content. An opener
 * disabled for a moment gets the focus when it is enabled again.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { lastPressed } from './last-pressed.ts';
import { getSheetDragOffset, sheetClosesAfterDrag } from './sheet-drag.ts';

export interface ModalDialogOptions {
  /** A click on the backdrop (outside the dialog's box) closes the dialog too. */
  closeOnBackdrop?: boolean;
}

/** The element a dialog opening now returns the focus to. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  const pressed = lastPressed();
  return pressed?.isConnected ? pressed : null;
}

/** Puts the focus back on a dialog's opener, or where it stands now if it was re-rendered. */
function returnFocus(opener: HTMLElement | null): void {
  let target: HTMLElement | null = opener?.isConnected ? opener : null;
  if (!target && opener) target = findAgain(opener);
  if (!target) target = document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (target.tagName === 'MAIN' && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  if (target.matches(':disabled')) {
    focusWhenEnabled(target);
    return;
  }
  target.focus({ preventScroll: true });
}

/** How long a disabled opener is waited for (an add-to-cart button shows its result for 3 s). */
const ENABLED_WAIT_MS = 10_000;

/**
 * An opener that is disabled for a moment (a button showing its result) gets the focus once it
 * is enabled again, unless the shopper has moved the focus elsewhere meanwhile.
 */
function focusWhenEnabled(target: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (!target.isConnected || target.matches(':disabled')) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body) target.focus({ preventScroll: true });
  });
  const timer = setTimeout(() => stop(), ENABLED_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
}

function findAgain(opener: HTMLElement): HTMLElement | null {
  if (opener.id) {
    const byId = document.getElementById(opener.id);
    if (byId) return byId;
  }
  const label = opener.getAttribute('aria-label') ?? opener.textContent?.trim();
  if (!label) return null;
  // Only an unambiguous match: never the focus on another control of the same name.
  const matches = [...document.querySelectorAll<HTMLElement>(opener.tagName)].filter(
    (candidate) =>
      (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === label,
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** What can take the focus by Tab. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from its first to its last. A
 * modal <dialog> makes the page behind it inert, but from its last control the browser would move
 * the focus out of the page (to its own address bar) before coming back.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    isTabbable,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether Tab can reach a control: shown, not inert, and not in the folded part of a closed
 * <details> (which browsers hide with content-visibility, so it still has a box).
 */
function isTabbable(element: HTMLElement): boolean {
  if (element.closest('[inert]')) return false;
  const details = element.closest('details');
  if (details && !details.open && element.closest('summary')?.parentElement !== details) {
    return false;
  }
  return element.getClientRects().length > 0;
}

/** The props of the <dialog> element: spread them onto it. */
export function useModalDialog(onClose: () => void, options: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The dialog's own unmount closes it, and the browser fires its close event after that: that
  // event is not the shopper closing it (it would close what replaced the dialog, such as the
  // panel that the loading-error box's 'Try again' loads). The browser's renderer (Preact) keeps
  // an unmounted element's listeners, so the handlers ask.
  const unmounted = useRef(false);

  useEffect(() => {
    const element = ref.current;
    const opener = currentOpener();
    unmounted.current = false;
    if (element && !element.open) element.showModal();
    return () => {
      unmounted.current = true;
      if (element?.open) element.close();
      returnFocus(opener);
    };
  }, []);
  const close = () => {
    if (!unmounted.current) onClose();
  };

  return {
    ref,
    onClose: close,
    onCancel: close,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') wrapFocus(event);
    },
    ...(options.closeOnBackdrop
      ? {
          onClick: (event: MouseEvent<HTMLDialogElement>) => {
            // A click on the backdrop lands on the dialog element itself.
            if (event.target === event.currentTarget) onClose();
          },
        }
      : {}),
  };
}

/**
 * Drag-to-close for a bottom sheet (secondary-areas §2, §9): the pointer handlers of its grip.
 * The sheet follows a finger or mouse dragged down from the grip and closes when let go more than
 * 100 px lower; otherwise it springs back. Only the grip drags, so the sheet's content still
 * scrolls.
 */
export function useSheetDrag(
  sheet: RefObject<HTMLElement | null>,
  onClose: () => void,
): {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
} {
  const start = useRef<number | null>(null);
  const place = (offset: number) => {
    const element = sheet.current;
    if (!element) return;
    element.style.transform = offset ? `translateY(${offset}px)` : '';
    element.dataset.dragging = offset ? 'true' : 'false';
  };
  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      start.current = event.clientY;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event) => {
      if (start.current === null) return;
      place(getSheetDragOffset(start.current, event.clientY));
    },
    onPointerUp: (event) => {
      if (start.current === null) return;
      const closes = sheetClosesAfterDrag(start.current, event.clientY);
      start.current = null;
      place(0);
      if (closes) onClose();
    },
    onPointerCancel: () => {
      start.current = null;
      place(0);
    },
  };
}
