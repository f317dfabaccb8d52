/**
 * The control the shopper pressed last. A dialog returns the focus to its opener; browsers that
 * do not focus a button on a click (Safari), or a button disabled while it works (add to cart),
 * leave the focus on the body, and then the control last pressed is the opener. Every page loads
 * this (the root imports it), so a press is known before any dialog's code has loaded.
 */
const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]';
let pressed: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      pressed = target instanceof HTMLElement ? target : null;
    },
    { capture: true },
  );
}

export function lastPressed(): HTMLElement | null {
  return pressed;
}
