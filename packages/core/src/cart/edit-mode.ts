/**
 * Cart edit mode (secondary-areas §3: productId, qty, selectedOptions; §4: it opens, sets
 * options or qty, and closes): a cart line is changed in place, its variant by its options and
 * its quantity, and the line then becomes the chosen variant with that quantity.
 */
import { CART_LINE_MAX_QTY } from '../constants.ts';

/** The line being edited: its product (the parent sku), the quantity and options chosen so far. */
export interface CartEditMode {
  /** The product of the line: its parent sku (the configurable product), else its sku. */
  productId: string;
  /** The sku of the line being edited. */
  lineSku: string;
  qty: number;
  /** Chosen option ids by attribute code. */
  selectedOptions: Readonly<Record<string, string>>;
}

export type CartEditAction =
  | { type: 'open'; mode: CartEditMode }
  | { type: 'set-options'; options: Readonly<Record<string, string>> }
  | { type: 'set-qty'; qty: number }
  | { type: 'close' };

/**
 * The next edit mode. Options merge into the chosen ones; a quantity that is not a whole number
 * from 1 to the cart's largest line is ignored (the field shows what was typed meanwhile).
 * Actions other than open change nothing while edit mode is closed.
 */
export function cartEditReducer(
  state: CartEditMode | null,
  action: CartEditAction,
): CartEditMode | null {
  switch (action.type) {
    case 'open':
      return {
        ...action.mode,
        qty: isLineQty(action.mode.qty) ? action.mode.qty : 1,
        selectedOptions: { ...action.mode.selectedOptions },
      };
    case 'set-options':
      return state
        ? { ...state, selectedOptions: { ...state.selectedOptions, ...action.options } }
        : null;
    case 'set-qty':
      return state && isLineQty(action.qty) ? { ...state, qty: action.qty } : state;
    case 'close':
      return null;
  }
}

function isLineQty(qty: number): boolean {
  return Number.isInteger(qty) && qty >= 1 && qty <= CART_LINE_MAX_QTY;
}

/** What saving the edit does to the cart: nothing, a new quantity, or another variant. */
export type CartEditChange =
  | { kind: 'none' }
  | { kind: 'qty'; qty: number }
  | { kind: 'variant'; sku: string; qty: number };

/**
 * The change an edit makes to the line it edits, given the sku of the variant its options select
 * (null when they select none: nothing can be saved). Another variant replaces the line (and is
 * added to a line that already holds it); the same variant only takes the quantity.
 */
export function getCartEditChange(
  mode: CartEditMode,
  line: { sku: string; qty: number },
  chosenSku: string | null,
): CartEditChange {
  if (chosenSku === null) return { kind: 'none' };
  if (chosenSku !== line.sku) return { kind: 'variant', sku: chosenSku, qty: mode.qty };
  return mode.qty === line.qty ? { kind: 'none' } : { kind: 'qty', qty: mode.qty };
}
