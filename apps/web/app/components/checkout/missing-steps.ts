/**
 * What a checkout still misses before its order can be placed, in the order of the steps: a
 * saved (checked) address, a delivery method (a pick-up with its store) unless nothing is
 * delivered, and a payment method among those the cart offers. 'Place order' looks inactive
 * while anything is missing and lists it beside the button (checkout.tsx).
 */
import type { MessageKey } from '../../lib/i18n.ts';

export interface CheckoutProgress {
  addressSaved: boolean;
  /** Nothing to deliver (gift cards only): no delivery step. */
  virtual: boolean;
  deliveryChosen: boolean;
  pickup: boolean;
  pickupLocationChosen: boolean;
  /** A payment method is chosen and the cart's methods are known. */
  paymentChosen: boolean;
}

/** A missing step: its message and the section (heading id) where the shopper completes it. */
export interface MissingStep {
  message: MessageKey;
  section: 'checkout-address' | 'checkout-shipping' | 'checkout-payment';
}

export function missingSteps(progress: CheckoutProgress): MissingStep[] {
  const missing: MissingStep[] = [];
  if (!progress.addressSaved) {
    missing.push({ message: 'Please save your address first.', section: 'checkout-address' });
  }
  if (!progress.virtual) {
    if (!progress.deliveryChosen) {
      missing.push({ message: 'Please choose a delivery method.', section: 'checkout-shipping' });
    } else if (progress.pickup && !progress.pickupLocationChosen) {
      missing.push({ message: 'Please choose a pick-up location.', section: 'checkout-shipping' });
    }
  }
  if (!progress.paymentChosen) {
    missing.push({ message: 'Please choose a payment method.', section: 'checkout-payment' });
  }
  return missing;
}
