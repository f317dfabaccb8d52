/**
 * Rules of the zoomed product gallery (secondary-areas §2 Layout): stepping between the images,
 * the counter, and which swipe steps.
 */

/**
 * The image shown after a step of `by` in the zoomed gallery: it stops at the first and the last
 * image (a counter that wraps would tell the shopper nothing about where they are).
 */
export function stepGallery(index: number, count: number, by: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + by));
}

/** The zoomed gallery's counter: '2 / 5' for the second of five images. */
export function getGalleryCounter(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** A horizontal swipe of more than this many pixels steps the zoomed gallery. */
const SWIPE_STEP_PX = 50;

/**
 * The step a finger's swipe makes: left to the next image, right to the previous one, none when
 * it moved more up or down than sideways (scrolling a zoomed image) or too little.
 */
export function getSwipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_STEP_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
