/**
 * The rule of the bottom-sheet modal's drag (secondary-areas §2 Layout, §9): the sheet follows a
 * finger dragged down and closes when let go more than 100 px lower.
 */

/** A bottom sheet dragged down by more than this many pixels closes (§9). */
const SHEET_CLOSE_DRAG_PX = 100;

/** Where a dragged bottom sheet sits: it follows the finger down, never up past its place. */
export function getSheetDragOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY);
}

/** Whether releasing a drag from `startY` at `endY` closes the sheet (strictly more than 100 px). */
export function sheetClosesAfterDrag(startY: number, endY: number): boolean {
  return getSheetDragOffset(startY, endY) > SHEET_CLOSE_DRAG_PX;
}
